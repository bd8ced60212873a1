// A résumé drawn line by line with jsPDF (npm), as browser-side résumé builders and in-house tools export one
// (written here, no template copied): every string placed at its own coordinates, the name and headline centred over
// a centred contact line with " | " separators (links as link annotations), upper-case headings over a drawn rule,
// entries as a bold first line with the dates right-aligned on its baseline over a second line (title first or
// employer first), bullets wrapped by `splitTextToSize`, skills as "Group: a, b, c" lines. Roboto comes from the
// pdfmake package (embedded as a TrueType subset), so any Latin diacritic prints.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { formatter } from './render-latex.ts';

const ROBOTO = `${createRequire(import.meta.url)
  .resolve('pdfmake/package.json')
  .replace(/package\.json$/, '')}fonts/Roboto/`;
const FACES = [
  ['Roboto-Regular.ttf', 'normal'],
  ['Roboto-Medium.ttf', 'bold'],
  ['Roboto-Italic.ttf', 'italic'],
] as const;
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 790;

export function renderJspdf(c: CvContent): { pdf: Buffer; profile: PrintProfile; variant: string } {
  const r = rng(c.seed * 73 + 23);
  const style = r.pick(['name', 'numeric', 'dotted'] as const);
  const fmt = formatter(style);
  const employerFirst = r.chance(0.5);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  for (const [file, face] of FACES) {
    doc.addFileToVFS(file, readFileSync(ROBOTO + file).toString('base64'));
    doc.addFont(file, 'Roboto', face);
  }
  let y = 60;
  const font = (size: number, face: 'normal' | 'bold' | 'italic' = 'normal') => {
    doc.setFont('Roboto', face);
    doc.setFontSize(size);
  };
  const room = (h: number) => {
    if (y + h <= BOTTOM) return;
    doc.addPage();
    y = 60;
  };
  const heading = (text: string) => {
    room(40);
    y += 14;
    font(11, 'bold');
    doc.text(text.toUpperCase(), LEFT, y);
    doc.setLineWidth(0.8);
    doc.line(LEFT, y + 4, RIGHT, y + 4);
    y += 18;
  };
  const wrapped = (text: string, x: number, size = 9.5) => {
    font(size);
    for (const line of doc.splitTextToSize(text, RIGHT - x) as string[]) {
      room(12);
      doc.text(line, x, y);
      y += 12;
    }
  };
  const bullets = (xs: string[]) => {
    for (const x of xs) {
      room(12);
      font(9.5);
      doc.text('•', LEFT + 6, y);
      wrapped(x, LEFT + 16);
    }
  };
  const entry = (first: string, dates: string, second: string) => {
    room(30);
    font(10.5, 'bold');
    doc.text(first, LEFT, y);
    font(9.5);
    doc.text(dates, RIGHT, y, { align: 'right' });
    y += 13;
    font(9.5, 'italic');
    doc.text(second, LEFT, y);
    y += 13;
  };

  font(20, 'bold');
  doc.text(c.basics.name, 297.5, y, { align: 'center' });
  y += 17;
  font(11);
  doc.text(c.basics.label, 297.5, y, { align: 'center' });
  y += 16;
  const bare = (u: string) => u.replace(/^https?:\/\/(www\.)?/, '');
  const contact: [string, string | null][] = [
    [c.basics.email, `mailto:${c.basics.email}`],
    ...(c.basics.phone ? [[c.basics.phone, null] as [string, null]] : []),
    [`${c.basics.location.city}, ${c.basics.location.region}`, null],
    ...(c.basics.url ? [[bare(c.basics.url), c.basics.url] as [string, string]] : []),
    ...c.basics.profiles.map((p) => [bare(p.url), p.url] as [string, string]),
  ];
  font(9);
  // The contact items centred as one line (two when they do not fit), each placed on its own, links annotated.
  const rows: [string, string | null][][] = [[]];
  for (const item of contact) {
    const row = rows.at(-1) as [string, string | null][];
    const width = doc.getTextWidth([...row, item].map(([t]) => t).join('  |  '));
    if (row.length && width > RIGHT - LEFT) rows.push([item]);
    else row.push(item);
  }
  for (const row of rows) {
    let x = 297.5 - doc.getTextWidth(row.map(([t]) => t).join('  |  ')) / 2;
    row.forEach(([text, url], i) => {
      if (i > 0) {
        doc.text('  |  ', x, y);
        x += doc.getTextWidth('  |  ');
      }
      if (url) doc.textWithLink(text, x, y, { url });
      else doc.text(text, x, y);
      x += doc.getTextWidth(text);
    });
    y += 12;
  }

  heading(r.pick(['Summary', 'Profile']));
  wrapped(c.basics.summary, LEFT);
  heading(r.pick(['Experience', 'Professional Experience', 'Work History']));
  for (const w of c.work) {
    const place = w.location ? `, ${w.location}` : '';
    if (employerFirst) entry(`${w.name}${place}`, fmt(w.startDate, w.endDate, '–'), w.position);
    else entry(w.position, fmt(w.startDate, w.endDate, '–'), `${w.name}${place}`);
    bullets(w.highlights);
    y += 4;
  }
  if (c.education.length) {
    heading('Education');
    for (const e of c.education) {
      entry(`${e.studyType} in ${e.area}`, fmt(e.startDate, e.endDate, '–'), e.institution);
      if (e.score) wrapped(`GPA: ${e.score}`, LEFT);
      y += 4;
    }
  }
  if (c.skills.length) {
    heading(r.pick(['Skills', 'Technical Skills']));
    for (const g of c.skills) {
      room(12);
      font(9.5, 'bold');
      doc.text(`${g.name}:`, LEFT, y);
      const x = LEFT + doc.getTextWidth(`${g.name}: `);
      const [first = '', ...rest] = (() => {
        font(9.5);
        return doc.splitTextToSize(g.keywords.join(', '), RIGHT - x) as string[];
      })();
      doc.text(first, x, y);
      y += 12;
      for (const line of rest) wrapped(line, x);
    }
  }
  if (c.awards.length) {
    heading(r.pick(['Awards', 'Honors']));
    bullets(c.awards.map((a) => a.title));
  }
  heading('Languages');
  wrapped(c.languages.map((l) => `${l.language} (${l.fluency})`).join(', '), LEFT);
  doc.setProperties({ title: `${c.basics.name} - Resume`, creator: 'jsPDF' });
  return {
    pdf: Buffer.from(doc.output('arraybuffer')),
    profile: printProfile({ months: true }),
    variant: `jsPDF, ${employerFirst ? 'employer' : 'title'} first, ${style} dates`,
  };
}
