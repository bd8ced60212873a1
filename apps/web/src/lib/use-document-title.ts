import { useEffect } from 'react';

const SITE_NAME = 'AI Services';

/** Per-route <title> and meta description; restores nothing because every route sets its own. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
