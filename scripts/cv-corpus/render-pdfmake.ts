// A document-definition layout drawn with pdfmake (npm, the server build with its bundled Roboto), as web apps and
// in-house HR tools generate résumés (written here, no template copied): the name and headline on the left of a
// header table with the contact lines right-aligned beside them, a drawn rule, section headings in colour, entries
// as two columns with the dates (and place) in a narrow left column and the title, employer and bullets on the right,
// skills as a three-column table, awards as a plain list.
import { createRequire } from 'node:module';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { monthsOf, rangeOf } from './content-services.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { formatter } from './render-latex.ts';

const require = createRequire(import.meta.url);
type Block = Record<string, unknown> | string;
interface PdfMake {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}
const pdfmake = require('pdfmake') as PdfMake;
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
// Nothing is fetched; only the bundled fonts are read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => /Roboto-[A-Za-z]+\.ttf$/.test(path));

function entry(dates: string, place: string | null, lines: Block[]): Block {
  return {
    columns: [
      {
        width: 95,
        stack: [
          { text: dates, bold: true, fontSize: 8.5 },
          ...(place ? [{ text: place, fontSize: 8, color: '#666' }] : []),
        ],
      },
      { width: '*', stack: lines },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 7],
  };
}

export async function renderPdfmake(c: CvContent): Promise<{ pdf: Buffer; profile: PrintProfile; variant: string }> {
  const r = rng(c.seed * 71 + 19);
  const fmt = rangeOf(c, formatter(r.pick(['name', 'numeric'] as const)));
  const colour = r.pick(['#005f73', '#9b2226', '#3a5a40', '#283618']);
  const employerFirst = r.chance(0.5);
  const heading = (text: string): Block => ({
    stack: [
      { text: text.toUpperCase(), bold: true, color: colour, fontSize: 11, margin: [0, 10, 0, 2] },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.6, lineColor: colour }],
        margin: [0, 0, 0, 6],
      },
    ],
  });
  const bare = (u: string) => u.replace(/^https?:\/\/(www\.)?/, '');
  const contact = [
    ...(c.basics.phone ? [c.basics.phone] : []),
    { text: c.basics.email, link: `mailto:${c.basics.email}` },
    `${c.basics.location.city}, ${c.basics.location.region}`,
    ...(c.basics.url ? [{ text: bare(c.basics.url), link: c.basics.url }] : []),
    ...c.basics.profiles.map((p) => ({ text: bare(p.url), link: p.url })),
  ];
  const work = c.work.map((w) => {
    const [top, under] = employerFirst ? [w.name, w.position] : [w.position, w.name];
    return entry(fmt(w.startDate, w.endDate, '–'), w.location, [
      { text: top, bold: true, fontSize: 10.5 },
      { text: under, italics: true },
      ...(w.highlights.length ? [{ ul: w.highlights, margin: [0, 2, 0, 0] }] : []),
    ]);
  });
  const edu = c.education.map((e) =>
    entry(fmt(e.startDate, e.endDate, '–'), null, [
      { text: `${e.studyType} in ${e.area}`, bold: true },
      e.institution,
      ...(e.score ? [`Grade: ${e.score}`] : []),
    ]),
  );
  const words = c.skills.flatMap((g) => g.keywords);
  const rows: string[][] = [];
  for (let i = 0; i < words.length; i += 3) rows.push([0, 1, 2].map((j) => (words[i + j] ? `• ${words[i + j]}` : '')));
  const st = c.style;
  const content: Block[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: c.basics.name, fontSize: 22, bold: true },
            { text: c.basics.label, fontSize: 11, color: colour },
          ],
        },
        { width: 'auto', stack: contact, alignment: 'right', fontSize: 8.5 },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 2, lineColor: colour }], margin: [0, 0, 0, 4] },
    heading(st?.headings.summary ?? 'Profile'),
    c.basics.summary,
    heading(st?.headings.work ?? 'Experience'),
    ...work,
    ...(edu.length ? [heading(st?.headings.education ?? 'Education'), ...edu] : []),
    ...(rows.length
      ? [
          heading(st?.headings.skills ?? 'Skills'),
          { table: { widths: ['*', '*', '*'], body: rows }, layout: 'noBorders' },
        ]
      : []),
    ...(c.awards.length ? [heading(st?.headings.awards ?? 'Awards'), { ul: c.awards.map((a) => a.title) }] : []),
    heading('Languages'),
    c.languages.map((l) => `${l.language}: ${l.fluency}`).join(' · '),
  ];
  const doc = {
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 40],
    info: { title: `CV ${c.basics.name}`, producer: 'pdfmake' },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    content,
  };
  return {
    pdf: await pdfmake.createPdf(doc).getBuffer(),
    profile: printProfile({ months: monthsOf(c, true) }),
    variant: `pdfmake, left date column, ${employerFirst ? 'employer' : 'title'} first`,
  };
}
