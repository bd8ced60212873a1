import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavGroup } from './nav-config';
import { NavLinkGroups } from './nav-link-groups';
import styles from './nav-dropdown.module.css';

interface NavDropdownProps {
  label: string;
  groups: NavGroup[];
  /** Group headings are noise when a dropdown has a single group. */
  showGroupTitles?: boolean;
}

/** Disclosure-pattern dropdown (WAI-ARIA APG "disclosure navigation menu"): a button plus a list of links. */
export function NavDropdown({ label, groups, showGroupTitles = true }: NavDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  // The entry to focus once the panel is shown. Focus moves in the commit that shows it, before the next key is
  // handled, so a fast "ArrowDown, End" lands on the last entry (a frame later, End would reach the button).
  const focusOnOpen = useRef<0 | -1 | null>(null);
  useLayoutEffect(() => {
    if (!isOpen || focusOnOpen.current === null) return;
    links().at(focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
  }, [isOpen]);

  const openAndFocus = (index: 0 | -1) => {
    if (isOpen) {
      links().at(index)?.focus();
      return;
    }
    focusOnOpen.current = index;
    setIsOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className={styles.root}
      ref={rootRef}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={(event) => {
          // detail 0 = activated by Enter/Space: move focus into the list like ArrowDown does.
          if (!isOpen && event.detail === 0) openAndFocus(0);
          else setIsOpen(!isOpen);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
        <NavLinkGroups
          groups={groups}
          showGroupTitles={showGroupTitles}
          classNames={{ group: styles.group, groupTitle: styles.groupTitle, list: styles.list, link: styles.link }}
        />
      </div>
    </div>
  );
}
