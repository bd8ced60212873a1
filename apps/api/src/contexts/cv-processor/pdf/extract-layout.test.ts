import { describe, expect, it } from 'vitest';
import { withLigatures } from './extract-layout.ts';

describe('withLigatures', () => {
  it("reads T1's ligature codes next to a letter as the ligature's letters, and leaves other codes alone", () => {
    expect(withLigatures('Certi\u001Ccat')).toBe('Certificat');
    expect(withLigatures('\u001Cnancial o\u001Ece')).toBe('financial office');
    expect(withLigatures('work\u001Dow, e\u001Bort')).toBe('workflow, effort');
    expect(withLigatures('2 \u001C 3')).toBe('2 \u001C 3');
  });
});
