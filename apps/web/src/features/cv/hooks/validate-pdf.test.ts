import { describe, expect, it } from 'vitest';
import { pdfProblem } from './validate-pdf';

describe('pdfProblem', () => {
  it('accepts a PDF by type or by name below 1MB', () => {
    expect(pdfProblem({ name: 'cv.pdf', type: '', size: 10 })).toBeNull();
    expect(pdfProblem({ name: 'cv', type: 'application/pdf', size: 10 })).toBeNull();
  });
  it('refuses other types and files of 1MB and more', () => {
    expect(pdfProblem({ name: 'cv.docx', type: 'application/msword', size: 10 })).toBe('onlyPdf');
    expect(pdfProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1024 * 1024 })).toBe('tooLarge');
    expect(pdfProblem({ name: 'big.pdf', type: 'application/pdf', size: 50 * 1024 * 1024 }, null)).toBeNull();
  });
});
