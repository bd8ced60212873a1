import { useEffect } from 'react';

const SITE_NAME = 'NovaStack';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/** Set by the build-time renderer (app/prerender.tsx) to learn each page's title and description; null in browsers. */
export const documentHead: { collect: ((fullTitle: string, description?: string) => void) | null } = { collect: null };

export function fullTitleOf(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Per-route <title>, meta description and Open Graph / Twitter card tags; restores nothing because every route
 * sets its own. index.html carries the same tags with the landing page's values for clients that run no script.
 */
export function useDocumentTitle(title: string, description?: string): void {
  documentHead.collect?.(fullTitleOf(title), description);
  useEffect(() => {
    const fullTitle = fullTitleOf(title);
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
    setMeta('name', 'twitter:title', fullTitle);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('name', 'twitter:description', description);
    }
  }, [title, description]);
}
