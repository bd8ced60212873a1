// Writes the generated evaluation CVs (PDF) and their labels: node apps/api/src/contexts/cv-processor/data/eval/generate-fixtures.ts
import { createWriteStream, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { EVAL_CVS, type EvalCv } from './eval-cvs.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function fmt(date: string | null, style: EvalCv['dateStyle']): string {
  if (!date) return '';
  if (date === 'present') return style === 'numeric' || style === 'years' ? 'Present' : 'present';
  const [y, m] = date.split('-');
  if (!m || style === 'years') return y as string;
  const i = Number(m) - 1;
  return style === 'numeric' ? `${m}/${y}` : style === 'abbrev' ? `${MONTHS[i]}. ${y}` : `${LONG[i]} ${y}`;
}

const range = (a: string | null, b: string | null, s: EvalCv['dateStyle']) => `${fmt(a, s)} – ${fmt(b, s)}`;
const bare = (url: string) => url.replace(/^https:\/\//, '');

async function render(cv: EvalCv, path: string) {
  const e = cv.expected;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'CV', CreationDate: new Date(0) } });
  const out = createWriteStream(path);
  doc.pipe(out);
  const caps = cv.layout === 'caps-headings';
  // Heading synonyms, so the dictionary is exercised beyond the obvious words.
  const words: Record<string, string> = cv.layout === 'right-dates'
    ? { Experience: 'Work History', Education: 'Academic Background', Skills: 'Core Competencies', Awards: 'Honours', Profile: 'About Me' }
    : cv.layout === 'company-first' ? { Experience: 'Employment', Skills: 'Technical Skills', Profile: 'Summary' } : {};
  const heading = (t: string, x: number, width: number) => {
    const word = words[t] ?? t;
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(caps ? 12 : 14).text(caps ? word.toUpperCase() : word, x, undefined, { width });
    doc.moveDown(0.2);
  };
  const body = (t: string, x: number, width: number, bold = false) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(t, x, undefined, { width });

  doc.font('Helvetica-Bold').fontSize(24).text(cv.layout === 'right-dates' ? (e.fullName as string).toUpperCase() : (e.fullName as string), 48, 48);
  const contacts = [e.email, e.phoneNumber, ...e.socialMedias.map(bare)].join('  |  ');
  doc.font('Helvetica').fontSize(9.5).text(contacts, 48, undefined, { width: 500 });
  const top = doc.y + 10;

  const experience = (x: number, width: number) => {
    heading('Experience', x, width);
    for (const j of e.employerDtos) {
      if (cv.layout === 'right-dates') {
        // Title and employer on the left, the dates right-aligned on the same line.
        const y = doc.y;
        doc.font('Helvetica').fontSize(10).text(range(j.startDate, j.endDate, cv.dateStyle), x, y, { width, align: 'right' });
        doc.font('Helvetica-Bold').fontSize(10).text(`${j.title} — ${j.employer}`, x, y, { width: width - 140 });
      } else if (cv.layout === 'company-first') {
        body(`${j.employer} | ${j.title} | ${range(j.startDate, j.endDate, cv.dateStyle)}`, x, width, true);
      } else {
        body(`${j.title}, ${j.employer}`, x, width, true);
        body(range(j.startDate, j.endDate, cv.dateStyle), x, width);
      }
      body(`• Delivered features for the ${j.employer} platform with a small team`, x + 8, width - 8);
    }
  };
  const education = (x: number, width: number) => {
    heading('Education', x, width);
    for (const d of e.educationDtos) {
      if (cv.layout === 'company-first') {
        body(`${d.university} — ${d.degree}`, x, width, true);
        body(range(d.startDate, d.endDate, cv.dateStyle), x, width);
        if (d.gpa) body(`GPA: ${d.gpa}`, x, width);
        continue;
      }
      body(d.degree as string, x, width, true);
      body(d.university as string, x, width);
      body(range(d.startDate, d.endDate, cv.dateStyle), x, width);
      if (d.gpa) body(`GPA: ${d.gpa}`, x, width);
    }
  };
  const skills = (x: number, width: number) => {
    heading('Skills', x, width);
    if (cv.layout === 'company-first') for (const skill of e.skills) body(`• ${skill}`, x, width);
    else body(e.skills.join(', '), x, width);
  };
  const honours = (x: number, width: number) => {
    if (!e.highlights.length) return;
    heading('Awards', x, width);
    for (const h of e.highlights) body(`• ${h}`, x, width);
  };

  if (cv.layout === 'two-column') {
    // Main column on the left, a sidebar on the right: a line-by-line dump would interleave them.
    doc.y = top;
    heading('Summary', 48, 320);
    body('Engineer who enjoys building reliable products and mentoring others in small teams.', 48, 320);
    experience(48, 320);
    doc.y = top;
    education(392, 160);
    skills(392, 160);
    honours(392, 160);
  } else {
    doc.y = top;
    heading('Profile', 48, 500);
    body('Experienced professional focused on measurable outcomes and clear communication.', 48, 500);
    experience(48, 500);
    education(48, 500);
    skills(48, 500);
    honours(48, 500);
  }
  doc.end();
  await once(out, 'finish');
}

const dir = new URL('.', import.meta.url).pathname;
for (const cv of EVAL_CVS) await render(cv, `${dir}${cv.file}`);
writeFileSync(`${dir}labels.json`, `${JSON.stringify(Object.fromEntries(EVAL_CVS.map((c) => [c.file, c.expected])), null, 2)}\n`);
console.log(`wrote ${EVAL_CVS.length} PDFs and labels.json to ${dir}`);
