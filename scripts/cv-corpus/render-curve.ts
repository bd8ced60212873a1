// The curve class of Debian's TeX Live (texlive-latex-extra, LPPL): contact blocks in the left and right page
// headers, the name as a centred title with the headline under it, centred rubric headings, and entries as
// "key • text" rows whose key column holds the dates (or a skill group's name). Rubrics live in their own files,
// as the class wants (\makerubric), written here with filecontents.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import { compile, formatter, tex, type Rendered } from './render-latex.ts';

export function renderCurve(c: CvContent): Rendered {
  const r = rng(c.seed * 61 + 29);
  const dateStyle = r.pick(['name', 'numeric', 'year', 'year'] as const);
  const fmt = formatter(dateStyle);
  const titleFirst = r.chance(0.6);
  const comma = r.chance(0.5);
  const rubrics: [string, string[]][] = [];
  rubrics.push([
    r.pick(['Employment', 'Professional Experience', 'Work History']),
    c.work.map((w) => {
      const place = w.location ? `, ${tex(w.location)}` : '';
      const text = titleFirst
        ? `\\textbf{${tex(w.position)}}, ${tex(w.name)}${place}.`
        : `\\textbf{${tex(w.name)}}${place}. \\emph{${tex(w.position)}}.`;
      return `\\entry*[${fmt(w.startDate, w.endDate)}] ${text}${w.highlights.map((h) => `\\par ${tex(h)}`).join('')}`;
    }),
  ]);
  if (c.education.length)
    rubrics.push([
      'Education',
      c.education.map((e) => {
        const degree = comma ? `${e.studyType}, ${e.area}` : `${e.studyType} in ${e.area}`;
        return `\\entry*[${fmt(e.startDate, e.endDate)}] \\textbf{${tex(degree)}}, ${tex(e.institution)}.${
          e.score ? ` GPA: ${tex(e.score)}.` : ''
        }`;
      }),
    ]);
  if (c.skills.length)
    rubrics.push([
      r.pick(['Skills', 'Computer Skills']),
      c.skills.map((g) => `\\entry*[${tex(g.name)}] ${tex(g.keywords.join(', '))}`),
    ]);
  if (c.awards.length) rubrics.push(['Awards', c.awards.map((a) => `\\entry* ${tex(a.title)}`)]);
  rubrics.push(['Languages', c.languages.map((l) => `\\entry*[${tex(l.language)}] ${tex(l.fluency)}`)]);
  const files = rubrics
    .map(
      ([title, entries], i) =>
        `\\begin{filecontents*}[overwrite]{rubric${i}.tex}\n\\begin{rubric}{${title}}\n${entries.join('\n')}\n\\end{rubric}\n\\end{filecontents*}`,
    )
    .join('\n');
  const links = [...(c.basics.url ? [c.basics.url] : []), ...c.basics.profiles.map((p) => p.url)];
  const left = [
    tex(c.basics.location.address),
    `${tex(c.basics.location.city)}, ${tex(c.basics.location.region)}`,
    ...(c.basics.phone ? [tex(c.basics.phone)] : []),
  ];
  const right = [
    `\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    ...links.map((u) => `\\href{${u}}{${tex(u.replace(/^https:\/\//, ''))}}`),
  ];
  const source = `${files}
\\documentclass[a4paper,${r.pick(['10pt', '11pt'])}]{curve}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{${r.pick(['lmodern', 'charter', 'palatino'])}}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\rubricalignment{${r.pick(['c', 'l'])}}
\\leftheader{${left.join('\\\\ ')}}
\\rightheader{${right.join('\\\\ ')}}
\\title{${tex(c.basics.name)}}
\\subtitle{${tex(c.basics.label)}}
\\begin{document}
\\makeheaders[c]
\\maketitle
${rubrics.map((_, i) => `\\makerubric{rubric${i}}`).join('\n')}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${dateStyle} dates, ${titleFirst ? 'title' : 'employer'} first, degree ${comma ? 'comma' : 'in'}`,
    profile: printProfile({ months: dateStyle !== 'year' }),
  };
}
