/**
 * The origin code samples address. Pages are also rendered to static HTML at build time (app/prerender.tsx), where
 * there is no window: those samples show the default local address until the app takes over in the browser.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}
