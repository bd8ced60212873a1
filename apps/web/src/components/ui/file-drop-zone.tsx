import { useId, useRef, useState, type DragEvent } from 'react';
import styles from './file-drop-zone.module.css';

interface FileDropZoneProps {
  label: string;
  accept: string;
  file: File | null;
  /** Shown in place of the file name while none is chosen (SPEC §4: 'no file selected'). */
  emptyText: string;
  /** The invitation to drop or browse, e.g. "Drop a PDF here or browse". */
  prompt: string;
  /** The browser's chooser or a drop picked this file; the caller validates it. Returns false to clear the input. */
  onPick: (file: File) => boolean;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A styled file picker: the native input stays in the zone (keyboard focus, Enter/Space open the chooser, label and
 * screen readers work as usual) but is visually hidden, so the chosen file's state is shown once, in the app's words.
 */
export function FileDropZone({ label, accept, file, emptyText, prompt, onPick }: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  function pick(chosen: File | undefined) {
    if (!chosen) return;
    if (!onPick(chosen) && input.current) input.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div
        className={styles.zone}
        data-dragging={isDragging || undefined}
        data-testid="file-drop-zone"
        onClick={(event) => event.target !== input.current && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          // Visually hidden but focusable: the native control keeps keyboard and screen-reader behaviour.
          className="visually-hidden"
          aria-describedby={`${id}-status`}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.prompt}>{prompt}</span>
        <span id={`${id}-status`} className={styles.status} aria-live="polite">
          <span className={file ? styles.fileName : styles.empty} data-testid="file-name">
            {file ? file.name : emptyText}
          </span>
          {file ? (
            <span className={styles.fileSize} data-testid="file-size">
              {formatFileSize(file.size)}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
