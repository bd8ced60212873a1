import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * Assembles a PDF from raw object bodies with a correct cross-reference table (for hostile test files); `trailer`
 * adds entries such as /Encrypt and /ID.
 */
export function assemblePdf(objects: (string | Buffer)[], root = 1, trailer: Record<string, string> = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const extra = Object.entries(trailer)
    .map(([key, value]) => ` /${key} ${value}`)
    .join('');
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${extra} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A valid PDF with `pages` empty pages: small on disk, thousands of pages. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`];
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  return assemblePdf(objects);
}

/** Page tree whose node lists itself as its own kid: a reference loop. */
export function referenceLoopPdf(): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
    '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>',
  ]);
}

/** A small file whose content streams inflate to `totalMb` megabytes of zeros. */
export function inflationBombPdf(totalMb: number): Buffer {
  const chunk = deflateSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 });
  const streams = Math.ceil(totalMb / 32);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  ];
  const contents = Array.from({ length: streams }, (_, i) => `${i + 4} 0 R`).join(' ');
  objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents}] >>`);
  for (let i = 0; i < streams; i++) {
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${chunk.length} /Filter /FlateDecode >>\nstream\n`),
        chunk,
        Buffer.from('\nendstream'),
      ]),
    );
  }
  return assemblePdf(objects);
}

/** A one-page CV written with pdfkit (real fonts, real text) for API tests. */
export async function simpleCvPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const line of lines) {
    if (line.startsWith('# ')) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(line.slice(2));
    else if (line.startsWith('! ')) doc.font('Helvetica-Bold').fontSize(24).text(line.slice(2));
    else doc.font('Helvetica').fontSize(10.5).text(line);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
