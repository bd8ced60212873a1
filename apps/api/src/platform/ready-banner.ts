/**
 * What `npm start` prints once the server listens. The first line stays `Ready: <url>` alone: scripts and the browser
 * journeys' global setup wait for it with /Ready: (https?:\/\/\S+)/.
 */
export function readyBanner(baseUrl: string, routes: readonly { url: string }[]): string {
  const has = (url: string) => routes.some((route) => route.url === url);
  const entries: [string, string][] = [
    ['site', '/'],
    ['API reference', '/docs'],
    ['metrics', '/metrics'],
    // Mounted only outside production and without SMTP_URL (ADR 004).
    ['dev mailbox', '/dev/mailbox'],
  ];
  const lines = entries
    .filter(([, path]) => path === '/' || has(path))
    .map(([name, path]) => `  ${name.padEnd(14)} ${baseUrl}${path}`);
  return [`Ready: ${baseUrl}`, ...lines].join('\n');
}
