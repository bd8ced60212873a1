/** Timestamps go to SQL as ISO strings from the injected clock, so tests can move time without touching the database. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

export function toMs(value: Date | string): number {
  return new Date(value).getTime();
}
