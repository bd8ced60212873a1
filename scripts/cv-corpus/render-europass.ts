// The Europass layout of many European CVs, with the europecv class of Debian's TeX Live (texlive-latex-extra,
// LPPL): a right-aligned label column ("Dates", "Occupation or position held", "Name and address of employer") beside
// the values, a "Europass Curriculum Vitae" header over the name, a desired-employment line as the headline.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import { compile, formatter, tex, type Rendered } from './render-latex.ts';

export function renderEuropecv(c: CvContent): Rendered {
  const r = rng(c.seed * 53 + 19);
  const dateStyle = r.pick(['name', 'name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const present = r.pick(['Present', 'present', 'to date']);
  const dates = (start: string | null, end: string | null) => fmt(start, end, '--').replace(/Present$/, tex(present));
  const comma = r.chance(0.5);
  const logo = r.chance(0.5);
  const item = (label: string, value: string) => `\\ecvitem{${label}}{${value}}`;
  const work = c.work
    .map((w) =>
      [
        item('\\large Dates', `\\large ${dates(w.startDate, w.endDate)}`),
        item('Occupation or position held', `\\textbf{${tex(w.position)}}`),
        item('Name and address of employer', `${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ''}`),
        w.highlights.length ? item('Main activities and responsibilities', tex(w.highlights.join('; '))) : '',
        item('', ''),
      ].join('\n'),
    )
    .join('\n');
  const edu = c.education
    .map((e) =>
      [
        item('\\large Dates', `\\large ${dates(e.startDate, e.endDate)}`),
        item(
          'Title of qualification awarded',
          `\\textbf{${tex(comma ? `${e.studyType}, ${e.area}` : `${e.studyType} in ${e.area}`)}}`,
        ),
        item('Name and type of organisation providing education and training', tex(e.institution)),
        e.score ? item('Final grade', tex(e.score)) : '',
        item('', ''),
      ].join('\n'),
    )
    .join('\n');
  const [mother, ...others] = c.languages;
  const skills = c.skills.map((g, i) =>
    item(i === 0 ? 'Technical skills and competences' : '', `${tex(g.name)}: ${tex(g.keywords.join(', '))}`),
  );
  const links = [...(c.basics.url ? [c.basics.url] : []), ...c.basics.profiles.map((p) => p.url)];
  const source = `\\documentclass[english,a4paper${logo ? '' : ',nologo'}]{europecv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{graphicx}
\\usepackage{${r.pick(['lmodern', 'charter', 'helvet'])}}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\ecvname{${tex(c.basics.name)}}
\\ecvaddress{${tex(`${c.basics.location.address}, ${c.basics.location.city}, ${c.basics.location.region}`)}}
${c.basics.phone ? `\\ecvtelephone{${tex(c.basics.phone)}}` : ''}
\\ecvemail{\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}}
${links.length ? `\\ecvhomepage{${links.map((u) => `\\url{${u}}`).join(', ')}}` : ''}
\\ecvnationality{${tex(r.pick(['Italian', 'Portuguese', 'Polish', 'Irish', 'Greek']))}}
\\ecvfootername{${tex(c.basics.name)}}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\ecvitem{\\large Desired employment / Occupational field}{\\large ${tex(c.basics.label)}}
\\ecvsection{Work experience}
${work}
${c.education.length ? `\\ecvsection{Education and training}\n${edu}` : ''}
\\ecvsection{Personal skills and competences}
${mother ? item('Mother tongue(s)', tex(mother.language)) : ''}
${others.length ? item('Other language(s)', tex(others.map((l) => `${l.language} (${l.fluency})`).join(', '))) : ''}
${skills.join('\n')}
${c.awards.length ? `\\ecvsection{Honours and awards}\n${c.awards.map((a) => item('', tex(a.title))).join('\n')}` : ''}
\\end{europecv}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${dateStyle} dates, "${present}", ${logo ? 'logo' : 'no logo'}, degree ${comma ? 'comma' : 'in'}`,
    profile: printProfile({ months: dateStyle !== 'year' }),
  };
}
