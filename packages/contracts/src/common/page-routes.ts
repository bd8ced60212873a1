/**
 * The web app's pages (SPEC §2 route table), shared so the browser's router and the server agree: the server answers
 * a path outside this table with HTTP 404 (and the same app, which shows SPEC's 404 text), a known one with 200.
 */

/** Pages with a fixed path. React Router matches these case-insensitively, and so does `isKnownPagePath`. */
export const staticPagePaths = ['/', '/login', '/register', '/cookies', '/experiment'] as const;

/** `/:sectionId` service pages; they have no sub-pages. */
export const servicePageIds = [
  'compare-chat',
  'document-parsing',
  'ab-testing',
  'ai-translator',
  'feature-toggle',
  'ai-innovation',
  'ai-services',
] as const;
export type ServicePageId = (typeof servicePageIds)[number];

/** `/:sectionId` demo pages, each with `/:sectionId/results`. */
export const demoPageIds = ['cv-matcher', 'cv-parsing', 'multi-factor', 'marketplace'] as const;
export type DemoPageId = (typeof demoPageIds)[number];
export const demoSubPagePath = 'results';

/** `/login/:manageSection/*`: the console areas and their screens ('' is the area's own list screen). */
export const consolePages = {
  'manage-ab-test': [
    '',
    'create-ab-test',
    'edit-ab-test',
    'ab-test-results',
    'AB-cred',
    'AB-cred/generate-client-secret',
  ],
  'manage-feature-toggle': ['', 'create-toggles', 'ft-cred', 'ft-cred/generate-client-secret'],
} as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const lower = (path: string) => segmentsOf(path).join('/').toLowerCase();

const staticPages = new Set(staticPagePaths.map(lower));

const consolePagePaths = new Set(
  Object.entries(consolePages).flatMap(([area, screens]) => screens.map((screen) => lower(`login/${area}/${screen}`))),
);

function decodedSegments(pathname: string): string[] | null {
  try {
    return segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Whether the app has a page at `pathname` (no query string). Fixed segments compare case-insensitively, section ids
 * exactly, as the web's router does; empty segments and a trailing slash are ignored.
 */
export function isKnownPagePath(pathname: string): boolean {
  const segments = decodedSegments(pathname);
  if (!segments) return false;
  const joined = segments.join('/').toLowerCase();
  if (staticPages.has(joined) || consolePagePaths.has(joined)) return true;
  const [sectionId = '', ...rest] = segments;
  if ((servicePageIds as readonly string[]).includes(sectionId)) return rest.length === 0;
  if ((demoPageIds as readonly string[]).includes(sectionId))
    return rest.length === 0 || (rest.length === 1 && rest[0]!.toLowerCase() === demoSubPagePath);
  return false;
}
