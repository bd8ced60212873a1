import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { pdfProblem } from '../hooks/validate-pdf';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  /** null: no size limit (the translator). */
  maxBytes?: number | null;
}

/** SPEC §4 "File pages": a valid choice is kept; an invalid one resets to "no file selected" with an error. */
export function PdfFileInput({ file, onChange, label, maxBytes }: Props) {
  const { t } = useTranslation('cv');

  function pick(chosen: File): boolean {
    const problem = pdfProblem(chosen, maxBytes);
    if (problem) {
      toast.error(t(`messages.${problem}`));
      onChange(null);
      return false;
    }
    onChange(chosen);
    return true;
  }

  return (
    <FileDropZone
      label={label}
      accept="application/pdf,.pdf"
      file={file}
      emptyText={t('file.none')}
      prompt={t('file.drop')}
      onPick={pick}
    />
  );
}
