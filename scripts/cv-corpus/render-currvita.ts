// TeX Live's currvita package (LPPL): the name as the heading of a `cv` environment, then `cvlist`s whose items
// carry their dates (or a field name: "E-mail", "Phone") in a left label column, the text hanging beside them.
// Fed the second content style (content-services.ts); compiled with pdflatex.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printRange, printsMonths, type ServicesStyle } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import { compile, tex, type Rendered } from './render-latex.ts';

export function renderCurrvita(c: CvContent): Rendered {
  const style = c.style as ServicesStyle;
  const r = rng(c.seed * 67 + 41);
  const titleFirst = r.chance(0.5);
  const font = r.pick(['lmodern', 'mathptmx', 'helvet'] as const);
  const range = (s: string | null, e: string | null) => tex(printRange(style.dates, s, e)).replace(/ – /g, '--');
  const list = (heading: string, items: string[]) =>
    items.length ? `\\begin{cvlist}{${tex(heading)}}\n${items.join('\n')}\n\\end{cvlist}` : '';
  const work = c.work.map((w) => {
    const place = w.location ? ` (${tex(w.location)})` : '';
    const head = titleFirst
      ? `\\textbf{${tex(w.position)}}, ${tex(w.name)}${place}`
      : `\\textbf{${tex(w.name)}}${place}\\newline \\textit{${tex(w.position)}}`;
    const bullets = w.highlights.map((h) => `\\newline -- ${tex(h)}`).join('');
    return `\\item[${range(w.startDate, w.endDate)}] ${head}${bullets}`;
  });
  const edu = c.education.map(
    (e) =>
      `\\item[${range(e.startDate, e.endDate)}] ${tex(`${e.studyType} in ${e.area}`)}, ${tex(e.institution)}${
        e.score ? `\\newline GPA: ${tex(e.score)}` : ''
      }`,
  );
  const details = [
    `\\item[Address] ${tex(`${c.basics.location.address}, ${c.basics.location.city}`)}`,
    c.basics.phone ? `\\item[Phone] ${tex(c.basics.phone)}` : '',
    `\\item[E-mail] \\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    ...c.basics.profiles.map((p) => `\\item[${p.network}] \\href{${p.url}}{${tex(p.url.replace(/^https:\/\//, ''))}}`),
  ].filter(Boolean);
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{${font}}
${font === 'helvet' ? '\\renewcommand{\\familydefault}{\\sfdefault}\n' : ''}\\usepackage[margin=2.2cm]{geometry}
\\usepackage{currvita}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\begin{document}
\\begin{cv}{${tex(c.basics.name)}}
${list('Personal Details', details)}
${list(style.headings.summary, [`\\item[] ${tex(c.basics.summary)}`])}
${list(style.headings.work, work)}
${list(style.headings.education, edu)}
${list(style.headings.skills, c.skills.length ? [`\\item[] ${tex(c.skills.flatMap((g) => g.keywords).join(', '))}`] : [])}
${list(
  style.headings.awards,
  c.awards.map((a) => `\\item[] ${tex(a.title)}`),
)}
\\end{cv}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `currvita, ${titleFirst ? 'title' : 'employer'} first, ${font}, ${style.dates} dates`,
    profile: printProfile({ months: printsMonths(style.dates), website: false }),
  };
}
