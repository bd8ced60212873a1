import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageLink, PdfLayout, TextRun } from './layout-types.ts';
import { OCR_IMAGE_OPTIONS, TEXT_ONLY_OPTIONS } from './pdfjs-bounds.ts';
import { closeLetterSpacing } from './letter-spacing.ts';
import { isBoldFont, isItalicFont } from './font-style.ts';

export class PdfRejectedError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Fonts of pictures, not letters: icon fonts (FontAwesome before a phone number) and symbol fonts whose glyphs sit
 * on ASCII codes (marvosym prints its bullet as "{" and its phone icon as "H"). Their runs are never text: a short
 * one becomes the neutral mark "•" (a bullet at the start of a line, a separator elsewhere), a longer one is dropped.
 */
const GLYPH_FONT =
  /fontawesome|awesome|icons?\b|symbol|dingbat|wingding|academicons|materialicons|marvosym|pifont|zapf|wasy|bbding|msam|cmsy/i;
const PRIVATE_USE = /[\uE000-\uF8FF]/g;
/** A glyph without a Unicode mapping arrives as a control character: it is a mark (bullet, icon), never a letter. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const UNMAPPED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/g;
/**
 * TeX's ligatures in a font without a Unicode map (dvips' bitmap fonts): the T1 encoding, which LaTeX CVs select for
 * their accented letters, places ff, fi, fl, ffi and ffl at 0x1B–0x1F. Next to a letter, such a code is that ligature
 * ("Certi\x1Ccat" is "Certificat"), not a mark.
 */
// eslint-disable-next-line no-control-regex -- the codes of a font without a Unicode map are exactly what this matches
const TEX_LIGATURE = /(?<=\p{L})[\u001B-\u001F]|[\u001B-\u001F](?=\p{L})/gu;
const LIGATURE_LETTERS = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
export const withLigatures = (text: string) =>
  text.replace(TEX_LIGATURE, (code) => LIGATURE_LETTERS[code.charCodeAt(0) - 0x1b] as string);
const pdfjsRoot = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/`;

/**
 * Opens a PDF with the hardening of ADRs 061 and 084: no eval, no font faces, no network (cMaps, standard fonts and
 * image decoders read from the package). Images are decoded only to render a scan for OCR (`forOcr`, ADR 081), within
 * the same decode budget.
 */
export async function openDocument(data: Uint8Array, options: { forOcr?: boolean } = {}): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      data,
      ...TEXT_ONLY_OPTIONS,
      cMapUrl: `${pdfjsRoot}cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
      ...(options.forOcr ? OCR_IMAGE_OPTIONS : {}),
      wasmUrl: `${pdfjsRoot}wasm/`,
    }).promise;
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === 'PasswordException') throw new PdfRejectedError(422, 'Password-protected PDFs cannot be read');
    throw new PdfRejectedError(422, 'The PDF could not be read');
  }
}

/** Text runs with positions, fonts and link annotations, the raw material of the layout-aware parser. */
export async function extractLayout(data: Uint8Array, maxPages: number): Promise<PdfLayout> {
  const doc = await openDocument(data);
  try {
    if (doc.numPages > maxPages) throw new PdfRejectedError(422, `The PDF has too many pages (at most ${maxPages})`);
    const layout: PdfLayout = { pageCount: doc.numPages, pages: [], links: [] };
    const fonts = new Map<string, string>();
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const view = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // The operator list makes pdf.js resolve the real font names (for "Bold" detection). Font ids are shared by
      // the whole document, so page 1 (where the headings' fonts first appear) pays for it, later pages reuse them.
      if (p === 1) await page.getOperatorList();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const fontName = fonts.get(item.fontName) ?? realFontName(page.commonObjs, item.fontName);
        fonts.set(item.fontName, fontName);
        const text = GLYPH_FONT.test(fontName)
          ? glyphMark(item.str)
          : closeLetterSpacing(withLigatures(item.str.replace(PRIVATE_USE, '')).replace(UNMAPPED, '•'));
        if (!text.trim()) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const size = Math.max(Math.hypot(c ?? 0, d ?? 0), Math.hypot(a ?? 0, b ?? 0)) || item.height;
        runs.push({
          text,
          x: e ?? 0,
          y: view.height - (f ?? 0),
          width: item.width,
          size,
          bold: isBoldFont(fontName),
          italic: isItalicFont(fontName),
          page: p,
        });
      }
      layout.pages.push({ width: view.width, height: view.height, runs });
      for (const ann of await page.getAnnotations()) {
        const url = (ann as { url?: string }).url;
        const rect = (ann as { rect?: number[] }).rect;
        if (typeof url === 'string')
          layout.links.push({ url, page: p, y: view.height - (rect?.[3] ?? 0), x: rect?.[0] } satisfies PageLink);
      }
      page.cleanup();
    }
    return layout;
  } finally {
    await doc.destroy();
  }
}

function glyphMark(text: string): string {
  const t = text.trim();
  return t && t.length <= 2 ? '•' : '';
}

function realFontName(objs: { has(id: string): boolean; get(id: string): unknown }, id: string): string {
  try {
    if (!objs.has(id)) return id;
    const font = objs.get(id) as { name?: string } | null;
    return font?.name ?? id;
  } catch {
    return id;
  }
}
