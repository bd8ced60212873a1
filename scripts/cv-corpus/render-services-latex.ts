// A LaTeX layout written here for the second content style, in the manner of the classic "res" résumés: section
// names in a narrow left margin column beside their entries (long names wrap there), "Employer \hfill dates" over
// the title, or the title first. Compiled with pdflatex (article class, lmodern or Times-like fonts).
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printRange, printsMonths, type ServicesStyle } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import { compile, items, tex, type Rendered } from './render-latex.ts';

export function renderMarginHeadings(c: CvContent): Rendered {
  const style = c.style as ServicesStyle;
  const r = rng(c.seed * 61 + 37);
  const titleFirst = r.chance(0.5);
  const font = r.pick(['lmodern', 'mathptmx', 'charter'] as const);
  const range = (s: string | null, e: string | null) => tex(printRange(style.dates, s, e));
  const section = (name: string, body: string) => `\\begin{rsection}{${tex(name)}}\n${body}\n\\end{rsection}`;
  const work = c.work
    .map((w) => {
      const place = w.location ? `, ${tex(w.location)}` : '';
      const head = titleFirst
        ? `\\textbf{${tex(w.position)}} \\hfill ${range(w.startDate, w.endDate)}\\\\\n${tex(w.name)}${place}`
        : `\\textbf{${tex(w.name)}}${place} \\hfill ${range(w.startDate, w.endDate)}\\\\\n\\emph{${tex(w.position)}}`;
      return `${head}\n${items(w.highlights)}\\par\\smallskip`;
    })
    .join('\n');
  const edu = c.education
    .map(
      (e) =>
        `\\textbf{${tex(e.institution)}} \\hfill ${range(e.startDate, e.endDate)}\\\\\n${tex(`${e.studyType} in ${e.area}`)}${
          e.score ? `. GPA: ${tex(e.score)}` : ''
        }\\par\\smallskip`,
    )
    .join('\n');
  const contact = [
    tex(`${c.basics.location.address}, ${c.basics.location.city}`),
    c.basics.phone ? tex(c.basics.phone) : null,
    `\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    ...c.basics.profiles.map((p) => `\\href{${p.url}}{${tex(p.url.replace(/^https:\/\//, ''))}}`),
  ].filter(Boolean);
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{${font}}
\\usepackage[margin=2cm]{geometry}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=2pt}
\\newenvironment{rsection}[1]{\\begin{list}{}{\\setlength{\\leftmargin}{3.9cm}\\setlength{\\labelwidth}{3.4cm}\\setlength{\\labelsep}{0.5cm}\\setlength{\\topsep}{6pt}}
\\item[{\\parbox[t]{3.4cm}{\\raggedright\\footnotesize\\bfseries\\MakeUppercase{#1}}}]}{\\end{list}}
\\begin{document}
\\begin{center}{\\LARGE\\bfseries ${tex(c.basics.name)}}\\\\[3pt]
\\small ${contact.join(' \\,$\\diamond$\\, ')}\\end{center}
${section(style.headings.summary, tex(c.basics.summary))}
${section(style.headings.work, work)}
${c.education.length ? section(style.headings.education, edu) : ''}
${c.skills.length ? section(style.headings.skills, c.skills.map((g) => `${tex(g.keywords.join(', '))}\\\\`).join('\n')) : ''}
${c.awards.length ? section(style.headings.awards, c.awards.map((a) => `${tex(a.title)}\\\\`).join('\n')) : ''}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `margin headings, ${titleFirst ? 'title' : 'employer'} first, ${font}, ${style.dates} dates`,
    profile: printProfile({ months: printsMonths(style.dates), website: false }),
  };
}
