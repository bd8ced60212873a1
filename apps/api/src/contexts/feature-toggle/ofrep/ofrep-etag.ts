import { createHash } from 'node:crypto';

/** A strong ETag of the exact bulk response body: DATE toggles flip with time, so only the body itself is safe. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** True when If-None-Match lists this ETag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
