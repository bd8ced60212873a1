// The development corpus of the CV parser (npm run corpus:cv): layout families × seeded content, with answer keys,
// written to .data/cv-corpus (git-ignored). Each family needs its tools; a family whose tool is missing is skipped
// and named, so a fresh clone evaluates what it can. Sources and licences: cv-processor/data/SOURCES.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { answerKey, auditKey, type PrintProfile } from './answer-key.ts';
import { makeContent, type CvContent } from './content.ts';
import { THEMES, renderTheme } from './render-jsonresume.ts';
import { renderModerncv, renderRows, renderSidebar, type Rendered } from './render-latex.ts';
import { convertWithLibreOffice, oneColumnDoc, tableDoc, twoColumnDoc, type OfficeDoc } from './render-office.ts';
import { bannerHtml, printHtml, sidebarHtml } from './render-html.ts';
import { renderAwesome, renderDeedy, renderJake } from './render-latex-templates.ts';
import { renderEuropecv } from './render-europass.ts';
import { textboxDoc } from './render-office-textbox.ts';
import { profileExportContent, profileExportHtml } from './render-profile-export.ts';
import { renderCurve } from './render-curve.ts';
import { docsTemplateDoc } from './render-office-docs.ts';
import { scanPdf } from './scan.ts';
import { makeServicesContent } from './content-services.ts';
import { dateColumnHtml } from './render-services-html.ts';
import { headerFooterDoc } from './render-services-office.ts';
import { renderMarginHeadings } from './render-services-latex.ts';
import { renderCurrvita } from './render-currvita.ts';
import { renderReactPdf } from './render-react-pdf.ts';
import { renderPdfmake } from './render-pdfmake.ts';
import { canvaHtml } from './render-canva-html.ts';
import { renderAcademic } from './render-latex-academic.ts';
import { makeAcademicContent } from './content-academic.ts';
import { renderJspdf } from './render-jspdf.ts';
import { renderXelatexAwesome } from './render-xelatex.ts';
import { renderGroff } from './render-groff.ts';
import { renderPandoc } from './render-pandoc.ts';
import { renderWkhtmltopdf } from './render-wkhtmltopdf.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const CORPUS_DIR = join(ROOT, '.data', 'cv-corpus');
/** Bump when a renderer, the content or the answer keys change, so a stale cache is rebuilt. */
export const CORPUS_VERSION = 9;
const PER_FAMILY = 6;
/** The first `SCANNED_PER_FAMILY` documents of each family also get a scanned (image-only) variant. */
const SCANNED_PER_FAMILY = 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface CorpusDoc {
  /** Path relative to the repository root. */
  file: string;
  family: string;
  variant: string;
  scanned: boolean;
  key: CvParseResponse;
}
export interface Manifest {
  version: number;
  docs: CorpusDoc[];
  skipped: string[];
}

function has(tool: string): boolean {
  if (tool.startsWith('/')) return existsSync(tool);
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

function pdfText(file: string): { text: string; links: string[] } {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { stdio: 'pipe' }).toString('utf8');
  // pdfinfo -url lists link annotations even when they sit in compressed object streams.
  const links = execFileSync('pdfinfo', ['-url', file], { stdio: 'pipe' })
    .toString('utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/).slice(2).join(' '))
    .filter(Boolean);
  return { text, links };
}

/**
 * Seeds differ per family, so every family shows other people, jobs and formats. A family keeps its index when
 * others are added (the first ten are those of the first corpus; the six after them were added in version 2, the
 * next four in version 4, five in
 * version 5 and five in version 6 (the second content style), each scored blind before any parser change for it;
 * `latex-currvita`, also of the second style, was added after that round's rules and read blind against them; the
 * four after it came in version 7, other PDF producers, scored blind likewise; the last, `jspdf-lines`, was added
 * after that round's rules and read blind against them; the four after it came in version 8, more producers:
 * XeLaTeX, groff, pandoc and wkhtmltopdf, scored blind likewise).
 */
const FAMILY_INDEX = [
  'jsonresume-even',
  'jsonresume-elegant',
  'jsonresume-stackoverflow',
  'jsonresume-macchiato',
  'jsonresume-flat',
  'latex-moderncv',
  'latex-rows',
  'latex-sidebar',
  'office-one-column',
  'office-two-column',
  'html-sidebar',
  'html-banner',
  'latex-jake',
  'latex-awesome',
  'latex-deedy',
  'office-table',
  'jsonresume-kendall',
  'jsonresume-paper',
  'latex-europecv',
  'office-textbox',
  'html-profile-export',
  'jsonresume-onepage',
  'jsonresume-spartan',
  'latex-curve',
  'office-docs-template',
  'html-date-column',
  'office-header-footer',
  'latex-margin-headings',
  'html-sidebar-services',
  'office-one-column-services',
  'latex-currvita',
  'react-pdf-openresume',
  'html-canva',
  'latex-academic',
  'pdfmake-columns',
  'jspdf-lines',
  'xelatex-awesome',
  'groff-ms',
  'pandoc-markdown',
  'wkhtmltopdf-html',
];
/** Families laid out with the second content style (content-services.ts): other professions, headings, dates. */
const SERVICES_FAMILIES = new Set([...FAMILY_INDEX.slice(25, 31), 'html-canva', 'pdfmake-columns', 'wkhtmltopdf-html']);
/** Families of the third content style (content-academic.ts); their renderers redraw the content and print it. */
const ACADEMIC_FAMILIES = new Set(['latex-academic', 'groff-ms']);
const contentOf = (family: string, seed: number): CvContent =>
  ACADEMIC_FAMILIES.has(family)
    ? makeAcademicContent(seed).content
    : SERVICES_FAMILIES.has(family)
      ? makeServicesContent(seed)
      : makeContent(seed);
const seedsOf = (family: string) => {
  const index = FAMILY_INDEX.indexOf(family);
  return Array.from({ length: PER_FAMILY }, (_, i) => 1000 + index * 97 + i * 13);
};

export async function buildCorpus(log: (s: string) => void = console.log): Promise<Manifest> {
  rmSync(CORPUS_DIR, { recursive: true, force: true });
  mkdirSync(CORPUS_DIR, { recursive: true });
  const docs: CorpusDoc[] = [];
  const skipped: string[] = [];
  const problems: string[] = [];
  const add = (family: string, id: string, pdf: Buffer, variant: string, content: CvContent, profile: PrintProfile) => {
    const dir = join(CORPUS_DIR, family);
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${id}.pdf`);
    writeFileSync(path, pdf);
    const key = answerKey(content, profile);
    if (has('pdftotext')) {
      const { text, links } = pdfText(path);
      for (const p of auditKey(key, text, links)) problems.push(`${family}/${id}: ${p}`);
    }
    docs.push({ file: path.slice(ROOT.length + 1), family, variant, scanned: false, key });
  };

  if (has(CHROMIUM)) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      for (const theme of THEMES) {
        const seeds = seedsOf(theme.family);
        for (const seed of seeds) {
          const content = contentOf(theme.family, seed);
          add(
            theme.family,
            `cv-${seed}`,
            await renderTheme(browser, theme, content),
            theme.theme,
            content,
            theme.profile,
          );
        }
        log(`  ${theme.family}: ${seeds.length} PDFs`);
      }
      for (const [family, layout] of [
        ['html-sidebar', sidebarHtml],
        ['html-banner', bannerHtml],
        ['html-profile-export', profileExportHtml],
        ['html-date-column', dateColumnHtml],
        ['html-sidebar-services', sidebarHtml],
        ['html-canva', canvaHtml],
      ] as const) {
        for (const seed of seedsOf(family)) {
          const content = contentOf(family, seed);
          const out = layout(content);
          const printed = family === 'html-profile-export' ? profileExportContent(content) : content;
          add(family, `cv-${seed}`, await printHtml(browser, out.html, true), out.variant, printed, out.profile);
        }
        log(`  ${family}: ${PER_FAMILY} PDFs`);
      }
    } finally {
      await browser.close();
    }
  } else skipped.push(`JSON Resume themes and HTML layouts (Chromium not found at ${CHROMIUM}; set CHROMIUM_PATH)`);

  const latex: [string, (c: CvContent) => Rendered][] = [
    ['latex-moderncv', renderModerncv],
    ['latex-rows', renderRows],
    ['latex-sidebar', renderSidebar],
    ['latex-jake', renderJake],
    ['latex-awesome', renderAwesome],
    ['latex-deedy', renderDeedy],
    ['latex-europecv', renderEuropecv],
    ['latex-curve', renderCurve],
    ['latex-margin-headings', renderMarginHeadings],
    ['latex-currvita', renderCurrvita],
    ['latex-academic', renderAcademic],
  ];
  if (has('pdflatex')) {
    for (const [family, render] of latex) {
      const seeds = seedsOf(family);
      for (const seed of seeds) {
        const content = contentOf(family, seed);
        const out = render(content);
        add(family, `cv-${seed}`, out.pdf, out.variant, out.printed ?? content, out.profile);
      }
      log(`  ${family}: ${seeds.length} PDFs`);
    }
  } else skipped.push('LaTeX families (pdflatex not found: apt-get install texlive-latex-extra texlive-fonts-extra)');

  // Layouts drawn by JavaScript PDF libraries from npm (no outside tool): react-pdf, pdfmake and jsPDF.
  for (const [family, render] of [
    ['react-pdf-openresume', renderReactPdf],
    ['pdfmake-columns', renderPdfmake],
    ['jspdf-lines', async (c: CvContent) => renderJspdf(c)],
  ] as const) {
    for (const seed of seedsOf(family)) {
      const content = contentOf(family, seed);
      const out = await render(content);
      add(family, `cv-${seed}`, out.pdf, out.variant, content, out.profile);
    }
    log(`  ${family}: ${PER_FAMILY} PDFs`);
  }

  // Other typesetters, each skipped on its own when its tool is missing.
  const others: [string, string, (c: CvContent) => Rendered, string][] = [
    ['xelatex-awesome', 'xelatex', renderXelatexAwesome, 'texlive-xetex'],
    ['groff-ms', 'gropdf', renderGroff, 'groff'],
    ['pandoc-markdown', 'pandoc', renderPandoc, 'pandoc'],
    ['wkhtmltopdf-html', 'wkhtmltopdf', renderWkhtmltopdf, 'wkhtmltopdf'],
  ];
  for (const [family, tool, render, apt] of others) {
    if (!has(tool)) {
      skipped.push(`${family} (${tool} not found: apt-get install ${apt})`);
      continue;
    }
    for (const seed of seedsOf(family)) {
      const content = contentOf(family, seed);
      const out = render(content);
      add(family, `cv-${seed}`, out.pdf, out.variant, out.printed ?? content, out.profile);
    }
    log(`  ${family}: ${PER_FAMILY} PDFs`);
  }

  const office: [string, (c: CvContent) => OfficeDoc, boolean][] = [
    ['office-one-column', oneColumnDoc, true],
    ['office-two-column', twoColumnDoc, false],
    ['office-table', tableDoc, true],
    ['office-textbox', textboxDoc, true],
    ['office-docs-template', docsTemplateDoc, true],
    ['office-header-footer', headerFooterDoc, true],
    ['office-one-column-services', oneColumnDoc, true],
  ];
  if (has('soffice')) {
    const work = join(CORPUS_DIR, '.office');
    for (const [family, write, viaDocx] of office) {
      const seeds = seedsOf(family);
      const docsOf = seeds.map((seed) => ({
        seed,
        content: contentOf(family, seed),
        doc: write(contentOf(family, seed)),
      }));
      const sources = docsOf.map(({ seed, doc }) => {
        const path = join(work, family, `cv-${seed}.fodt`);
        mkdirSync(join(work, family), { recursive: true });
        writeFileSync(path, doc.fodt);
        return path;
      });
      const profileDir = join(work, 'lo-profile');
      const inputs = viaDocx
        ? convertWithLibreOffice(sources, 'docx', join(work, family, 'docx'), profileDir)
        : sources;
      const pdfs = convertWithLibreOffice(inputs, 'pdf', join(work, family, 'pdf'), profileDir);
      docsOf.forEach(({ seed, content, doc }, i) =>
        add(
          family,
          `cv-${seed}`,
          readFileSync(pdfs[i] as string),
          `${viaDocx ? 'docx' : 'odt'}; ${doc.variant}`,
          content,
          doc.profile,
        ),
      );
      log(`  ${family}: ${seeds.length} PDFs`);
    }
    rmSync(work, { recursive: true, force: true });
  } else skipped.push('Office families (soffice not found: apt-get install libreoffice-writer-nogui)');

  if (has('pdftoppm') && has('convert') && has('img2pdf') && has('pdftotext')) {
    const families = [...new Set(docs.map((d) => d.family))];
    for (const family of families) {
      for (const doc of docs.filter((d) => d.family === family && !d.scanned).slice(0, SCANNED_PER_FAMILY)) {
        const out = join(CORPUS_DIR, 'scanned', `${family}--${doc.file.replace(/^.*\//, '')}`);
        mkdirSync(join(CORPUS_DIR, 'scanned'), { recursive: true });
        const { dpi } = scanPdf(join(ROOT, doc.file), out, doc.key.fullName?.length ?? 7);
        // A scan keeps only what is printed: links that lived in annotations are gone.
        const printed = pdfText(join(ROOT, doc.file)).text.toLowerCase();
        const socialMedias = doc.key.socialMedias.filter((u) =>
          printed.includes(u.replace(/^https?:\/\//, '').toLowerCase()),
        );
        docs.push({
          file: out.slice(ROOT.length + 1),
          family,
          variant: `scanned at ${dpi} dpi from ${doc.file.replace(/^.*\//, '')}`,
          scanned: true,
          key: { ...doc.key, socialMedias },
        });
      }
    }
    log(`  scanned: ${docs.filter((d) => d.scanned).length} PDFs`);
  } else skipped.push('Scanned variants (need pdftoppm, pdftotext, ImageMagick convert and img2pdf)');

  if (problems.length) {
    throw new Error(`The answer keys disagree with the PDFs (fix the print profile):\n${problems.join('\n')}`);
  }
  const manifest: Manifest = { version: CORPUS_VERSION, docs, skipped };
  writeFileSync(join(CORPUS_DIR, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

export function loadCorpus(): Manifest | null {
  const path = join(CORPUS_DIR, 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  return manifest.version === CORPUS_VERSION ? manifest : null;
}
