import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { extractLayout } from '../pdf/extract-layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseCvLayout } from './parse-cv.ts';

// Golden data: the generated CVs of data/eval and their exact labels (regenerate with generate-fixtures.ts).
const dir = join(import.meta.dirname, '../data/eval');
const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, CvParseResponse>;

describe('parseCvLayout on the generated CVs', { timeout: 30_000 }, () => {
  for (const [file, expected] of Object.entries(labels)) {
    it(`reads ${file} exactly`, async () => {
      const layout = await extractLayout(new Uint8Array(readFileSync(join(dir, file))), 20);
      expect(parseCvLayout(layout, loadTaxonomy()).result).toEqual(expected);
    });
  }
});
