import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { streamObject } from './bomb-pdfs.ts';
import { assemblePdf } from './pdf-builder.ts';

/** The committed one-page scan (img2pdf: one grey JPEG filling the page). */
const SCAN = join(import.meta.dirname, '../data/eval/scanned-gen-01.pdf');

/** The JPEG of the committed scan and its pixel size, read from the PDF's image XObject. */
function scannedPage(): { jpeg: Buffer; width: number; height: number } {
  const pdf = readFileSync(SCAN);
  const text = pdf.toString('latin1');
  const dict = /<<[^>]*\/Subtype \/Image[^>]*\/Length (\d+) >>\s*stream\r?\n/.exec(text);
  if (!dict) throw new Error('no image in the committed scan');
  const width = Number(/\/Width (\d+)/.exec(dict[0])?.[1]);
  const height = Number(/\/Height (\d+)/.exec(dict[0])?.[1]);
  const start = dict.index + dict[0].length;
  return { jpeg: pdf.subarray(start, start + Number(dict[1])), width, height };
}

/**
 * An image-only PDF of `pages` pages, each showing the same scanned CV page (one image object shared by every page,
 * so 20 pages stay under 70 KB): the most OCR work an upload can ask for per byte. `mediaBox` sets each page's size
 * in points (default A4-like, as the scan; a huge page with the same image asks for a huge render); only the first
 * `imagePages` pages show the image (default all), the others are blank.
 */
export function longScanPdf(
  pages: number,
  { mediaBox = [605.28, 848.64], imagePages = pages }: { mediaBox?: [number, number]; imagePages?: number } = {},
): Buffer {
  const { jpeg, width, height } = scannedPage();
  const [w, h] = mediaBox;
  const pageIds = Array.from({ length: pages }, (_, i) => i + 5);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    streamObject(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
      jpeg,
    ),
    streamObject('', Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`)),
  ];
  for (let i = 0; i < pages; i++) {
    const content = i < imagePages ? '/Contents 4 0 R /Resources << /XObject << /Im0 3 0 R >> >>' : '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] ${content} >>`);
  }
  return assemblePdf(objects);
}
