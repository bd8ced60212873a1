import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document.ts';
import { WARM_UP_PDF } from './warm-up.ts';
import { parseCvLayout } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';

describe('the workers’ warm-up CV', () => {
  it('has a text layer (no OCR at start-up) and goes through the whole parser', async () => {
    const doc = await readDocument(WARM_UP_PDF.slice(), 1);
    expect(doc.ocrPages).toBe(0);
    const { result } = parseCvLayout(doc.layout, loadTaxonomy(), undefined, doc);
    expect(result.fullName).toBe('Alex Example');
    expect(result.email).toBe('alex@example.com');
    expect(result.employerDtos.length).toBeGreaterThan(0);
  });
});
