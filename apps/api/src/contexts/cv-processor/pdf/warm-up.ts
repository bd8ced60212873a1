/**
 * A one-page CV of a few lines in a standard font: reading and parsing it once before the first real document loads
 * pdf.js's code and font data and compiles the parser's, which would otherwise cost the first visitor half a second of
 * CPU time (more on a busy machine).
 */
const WARM_UP_TEXT = [
  'Alex Example',
  'alex@example.com  +1 555 0100',
  'Experience',
  'Engineer, Example Corp  2020 - 2024',
  'Education',
  'BSc in Physics, Example University  2016 - 2020',
  'Skills',
  'Python, SQL',
];
export const WARM_UP_PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>endobj',
    `4 0 obj<<>>stream\nBT /F1 11 Tf 72 720 Td 14 TL ${WARM_UP_TEXT.map((l) => `(${l}) '`).join(' ')} ET\nendstream endobj`,
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);
