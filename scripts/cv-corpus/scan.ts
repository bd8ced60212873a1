// Scanned variants: a text PDF rasterised (poppler), degraded like a scan (ImageMagick: slight skew, noise, blur,
// grey paper) and wrapped back into an image-only PDF (img2pdf). The result has no text layer at all.
// Reproducible: everything is drawn from the file's seed, ImageMagick's noise included (`-seed`; unseeded, each build
// gave other scans and figures varying by ±0.02), and img2pdf writes no date and, with its internal engine, a fixed
// /ID (the pikepdf engine makes a new one each run): two builds give byte-identical scans.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from './content.ts';

export function scanPdf(input: string, output: string, seed: number) {
  const r = rng(seed);
  const dir = mkdtempSync(join(tmpdir(), 'cv-corpus-scan-'));
  try {
    const dpi = r.pick([150, 200, 200, 300]);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', input, join(dir, 'page')], { stdio: 'pipe' });
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith('page'))
      .sort();
    const degraded: string[] = [];
    for (const [i, page] of pages.entries()) {
      const out = join(dir, `scan-${page}`);
      const angle = (r.next() * 2 - 1) * 1.2;
      execFileSync(
        'convert',
        [
          join(dir, page),
          '-background',
          'white',
          '-rotate',
          angle.toFixed(2),
          '-seed',
          String(seed * 100 + i),
          '-attenuate',
          (0.2 + r.next() * 0.4).toFixed(2),
          '+noise',
          'Gaussian',
          '-blur',
          `0x${(0.3 + r.next() * 0.4).toFixed(2)}`,
          '-level',
          `${r.int(0, 8)}%,${r.int(92, 100)}%`,
          '-colorspace',
          'Gray',
          '-depth',
          '8',
          out,
        ],
        { stdio: 'pipe' },
      );
      degraded.push(out);
    }
    execFileSync('img2pdf', ['--nodate', '--engine', 'internal', '--imgsize', `${dpi}dpi`, '-o', output, ...degraded], {
      stdio: 'pipe',
    });
    return { dpi, pages: pages.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
