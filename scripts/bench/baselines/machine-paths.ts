// The machine endpoints the bench drives; the baselines answer the same paths so every target gets the very same
// requests (method, path, headers, body).
export const MACHINE_PATHS = {
  getOrAssign: '/api/ab-test/get-or-assign',
  ofrepFlag: '/ofrep/v1/evaluate/flags/:key',
  trackBatch: '/api/ab-test/track/batch',
} as const;

/** A baseline has no owner to outlive: it exits when the bench that started it is gone. */
export function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 1000).unref();
}
