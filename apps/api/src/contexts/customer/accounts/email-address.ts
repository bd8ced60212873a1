/** One spelling per address: trimmed and lowercased, so lookups and the unique index agree (issue 3). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
