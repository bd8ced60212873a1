// An academic CV as many are written by hand in LaTeX (written here, no template copied): the `article` class, the
// name centred over a `tabular*` of the department's address (left) and the contact lines (right), sections ruled
// under their names, appointments either as `tabular*` rows ("**Title** … years" over "Employer, Place") or in a
// left year column, one-line degrees ("PhD in Physics, University, 2016") or degrees in the year column with a thesis
// line, then the publications, talks, teaching and grants such a CV lists (none of them in the answer key).
import type { CvContent, Study, Work } from './content.ts';
import { rng } from './content.ts';
import { makeAcademicContent, type AcademicExtras } from './content-academic.ts';
import { printProfile } from './answer-key.ts';
import { compile, tex, type Rendered } from './render-latex.ts';

const year = (d: string | null) => (d ? d.slice(0, 4) : '');
const span = (s: string | null, e: string | null) => `${year(s)}--${e ? year(e) : 'present'}`;
const ROW = '\\begin{tabular*}{\\textwidth}{@{\\extracolsep{\\fill}}lr}';
const YEARS = '\\begin{tabular}{@{}p{0.17\\textwidth}p{0.79\\textwidth}@{}}';

function appointment(w: Work, yearColumn: boolean): string {
  const place = w.location ? `, ${tex(w.location)}` : '';
  if (yearColumn) return `${span(w.startDate, w.endDate)} & \\textbf{${tex(w.position)}}, ${tex(w.name)}${place} \\\\`;
  return `${ROW}\\textbf{${tex(w.position)}} & ${span(w.startDate, w.endDate)} \\\\ \\textit{${tex(w.name)}}${place} & \\end{tabular*}\\\\[3pt]`;
}

function study(e: Study, yearColumn: boolean, thesis: string): string {
  if (yearColumn)
    return `${span(e.startDate, e.endDate)} & \\textbf{${tex(e.studyType)} in ${tex(e.area)}}, ${tex(e.institution)} \\\\ ${
      thesis ? `& \\small Thesis: \\emph{${tex(thesis)}} \\\\` : ''
    }`;
  return `\\textbf{${tex(e.studyType)} in ${tex(e.area)}}, ${tex(e.institution)}, ${year(e.endDate)}\\\\`;
}

function sections(c: CvContent, x: AcademicExtras, yearColumn: boolean, r: ReturnType<typeof rng>): string {
  const section = (name: string, body: string) => (body ? `\\section*{${name}}\n${body}\n` : '');
  const list = (xs: string[], kind = 'itemize') =>
    xs.length
      ? `\\begin{${kind}}\\setlength\\itemsep{1pt}${xs.map((p) => `\\item ${tex(p)}`).join('')}\\end{${kind}}`
      : '';
  const work = c.work.map((w) => appointment(w, yearColumn)).join('\n');
  const edu = c.education
    .map((e, i) => study(e, yearColumn, i === 0 ? 'Essays on ' + x.field.toLowerCase() : ''))
    .join('\n');
  const skills = c.skills.map((g) => `\\textbf{${tex(g.name)}:} ${tex(g.keywords.join(', '))}\\\\`).join('\n');
  const wrap = (body: string) => (yearColumn ? `${YEARS}\n${body}\n\\end{tabular}` : `\\noindent ${body}`);
  return [
    section(r.pick(['Academic Appointments', 'Appointments', 'Academic Positions']), wrap(work)),
    section('Education', wrap(edu)),
    section(
      r.pick(['Publications', 'Selected Publications', 'Peer-Reviewed Publications']),
      list(x.publications, 'enumerate'),
    ),
    section(r.pick(['Honors and Awards', 'Fellowships and Awards', 'Awards']), list(c.awards.map((a) => a.title))),
    section('Grants', list(x.grants)),
    section(r.pick(['Invited Talks', 'Presentations']), list(x.talks)),
    section('Teaching', list(x.teaching)),
    section(r.pick(['Technical Skills', 'Computational Skills', 'Skills']), skills ? `\\noindent ${skills}` : ''),
  ].join('');
}

/** `seed` content is redrawn in the academic style (the corpus passes the family's content of that seed). */
export function renderAcademic({ seed }: CvContent): Rendered {
  const { content: c, extras: x } = makeAcademicContent(seed);
  const r = rng(seed * 67 + 13);
  const yearColumn = r.chance(0.5);
  const font = r.pick([
    '\\usepackage{lmodern}',
    '\\usepackage{mathptmx}',
    '\\usepackage{charter}',
    '\\usepackage{tgpagella}',
  ]);
  const links = [c.basics.url, ...c.basics.profiles.map((p) => p.url)].filter((u): u is string => !!u);
  const contact = [
    ...(c.basics.phone ? [`Phone: ${tex(c.basics.phone)}`] : []),
    `\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    ...links.map((u) => `\\href{${u}}{${tex(u.replace(/^https:\/\//, ''))}}`),
  ];
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}${font}
\\usepackage[margin=2.2cm]{geometry}\\usepackage[hidelinks]{hyperref}\\usepackage{titlesec}
\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}[\\titlerule]\\titlespacing*{\\section}{0pt}{10pt}{5pt}
\\pagestyle{plain}\\setlength\\parindent{0pt}
\\begin{document}
\\begin{center}{\\LARGE\\bfseries ${tex(c.basics.name)}}\\end{center}
\\vspace{2pt}
${ROW}
${tex(x.department)} & ${contact[0]} \\\\
${tex(c.work[0]?.name ?? '')} & ${contact[1] ?? ''} \\\\
${tex(c.basics.location.city)}, ${tex(c.basics.location.region)} & ${contact.slice(2).join(' \\\\ & ')} \\\\
\\end{tabular*}
${sections(c, x, yearColumn, r)}
\\end{document}
`;
  return {
    pdf: compile(source),
    printed: c,
    profile: printProfile({ months: false, gpa: false, studyStart: yearColumn, studyEndAlone: true }),
    variant: `${yearColumn ? 'year column' : 'tabular* rows'}, ${font.replace(/.*\{(.*)\}/, '$1')}`,
  };
}
