import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Noto Sans SC (Noto Sans Hans, OFL-1.1) from the npm package @embedpdf/fonts-sc, so a fresh machine gets the
 * font from `npm install` alone (ADR 065). The package exports only its JS entry; the OTF files sit beside it.
 */
export function cjkFontPath(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    const font = join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
    return existsSync(font) ? font : null;
  } catch {
    return null;
  }
}
