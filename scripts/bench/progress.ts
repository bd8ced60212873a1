// Progress lines with the time since the bench started, so a slow phase (start-up, seeding) is visible.
const started = performance.now();

export function progress(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[${seconds} s] ${message}`);
}
