// An "Awesome-CV"-like design written here from scratch (no template file copied), compiled with XeLaTeX: OpenType
// fonts through fontspec, so the PDF carries CID fonts (Identity-H) with ToUnicode maps — another text path than
// pdfTeX's Type 1 fonts. A centred header with the name in two weights, the headline in small capitals, a contact row
// of icons and separators, small-capital section headings whose first letters are coloured beside a coloured rule,
// and entries with the title left and the dates right over the employer and place.
import type { CvContent, Work } from './content.ts';
import { rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import { compile, formatter, items, splitName, tex, type Rendered } from './render-latex.ts';

/** OpenType faces of Debian's TeX Live (texlive-fonts-extra), loaded by file name with their small capitals. */
const FONTS = [
  {
    name: 'Source Sans Pro',
    spec: 'SourceSansPro-Light.otf',
    bold: 'SourceSansPro-Bold.otf',
    it: 'SourceSansPro-LightIt.otf',
  },
  { name: 'EB Garamond', spec: 'EBGaramond-Regular.otf', bold: 'EBGaramond-Bold.otf', it: 'EBGaramond-Italic.otf' },
  {
    name: 'Libertinus Sans',
    spec: 'LibertinusSans-Regular.otf',
    bold: 'LibertinusSans-Bold.otf',
    it: 'LibertinusSans-Italic.otf',
  },
] as const;

export function renderXelatexAwesome(c: CvContent): Rendered {
  const r = rng(c.seed * 71 + 17);
  const font = r.pick(FONTS);
  const dateStyle = r.pick(['name', 'numeric', 'dotted', 'year'] as const);
  const fmt = formatter(dateStyle);
  const dash = r.pick(['--', '–']);
  const sep = r.pick([
    '\\quad{\\color{gray}|}\\quad',
    '\\enskip\\textbullet\\enskip',
    '\\enskip{\\color{accent}·}\\enskip',
  ]);
  const placeSep = r.pick([', ', ' · ', ' — ']);
  const [first, last] = splitName(c.basics.name);
  const heading = (t: string) => `\\cvsection{${tex(t.slice(0, 3))}}{${tex(t.slice(3))}}`;
  const entry = (w: Work) =>
    `\\cventry{${tex(w.position)}}{${fmt(w.startDate, w.endDate, dash)}}{${tex(w.name)}${
      w.location ? `${placeSep}${tex(w.location)}` : ''
    }}\n${items(w.highlights)}`;
  const edu = c.education
    .map(
      (e) =>
        `\\cventry{${tex(`${e.studyType} in ${e.area}`)}}{${fmt(e.startDate, e.endDate, dash)}}{${tex(e.institution)}${
          e.score ? `${placeSep}GPA ${tex(e.score)}` : ''
        }}`,
    )
    .join('\n');
  const icon = (name: string) => `{\\color{accent}\\${name}}\\ `;
  const contact = [
    c.basics.phone ? `${icon('faMobile')}${tex(c.basics.phone)}` : null,
    `${icon('faEnvelope')}\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    c.basics.url ? `${icon('faHome')}\\href{${c.basics.url}}{${tex(c.basics.url.replace(/^https:\/\//, ''))}}` : null,
    ...c.basics.profiles.map(
      (p) => `${icon(p.network === 'GitHub' ? 'faGithub' : 'faLinkedin')}\\href{${p.url}}{${tex(p.username)}}`,
    ),
  ].filter(Boolean);
  const skills = c.skills.length
    ? `${heading('Skills')}\n\\begin{tabular}{@{}>{\\bfseries}r@{\\quad}p{0.78\\textwidth}@{}}\n${c.skills
        .map((g) => `${tex(g.name)} & ${tex(g.keywords.join(', '))} \\\\`)
        .join('\n')}\n\\end{tabular}`
    : '';
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage{fontspec}
\\setmainfont{${font.spec}}[BoldFont=${font.bold},ItalicFont=${font.it}]
\\usepackage[margin=1.7cm,top=1.4cm]{geometry}
\\usepackage{xcolor}
\\usepackage{array}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{HTML}{${r.pick(['DC3522', '0395DE', '00A388', 'B35C1E'])}}
\\definecolor{gray}{HTML}{5D5D5D}
\\setlist[itemize]{leftmargin=1.4em,itemsep=0pt,topsep=2pt,label={\\color{accent}\\textbullet}}
\\newcommand{\\cvsection}[2]{\\par\\vspace{8pt}{\\Large\\scshape\\bfseries\\color{accent}#1\\color{black}#2}~{\\color{accent}\\leaders\\hrule height 0.8pt\\hfill\\kern0pt}\\par\\vspace{3pt}}
\\newcommand{\\cventry}[3]{\\par{\\bfseries #1}\\hfill{\\small\\itshape\\color{accent}#2}\\par{\\small\\color{gray}#3}\\par}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{30}{36}\\selectfont{\\color{gray}${tex(first)}} \\textbf{${tex(last)}}}\\par\\vspace{4pt}
{\\scshape\\color{accent}${tex(c.basics.label)}}\\par\\vspace{4pt}
{\\small ${contact.join(sep)}}
\\end{center}
${r.chance(0.5) ? `${heading('Summary')}\n${tex(c.basics.summary)}\n` : ''}${heading(r.pick(['Experience', 'Work Experience']))}
${c.work.map(entry).join('\\vspace{3pt}\n')}
${c.education.length ? `${heading('Education')}\n${edu}` : ''}
${skills}
${c.awards.length ? `${heading(r.pick(['Honors & Awards', 'Awards']))}\n${items(c.awards.map((a) => a.title))}` : ''}
\\end{document}
`;
  return {
    pdf: compile(source, 'xelatex'),
    variant: `${font.name}, ${dateStyle} dates`,
    profile: printProfile({ months: dateStyle !== 'year', website: c.basics.url !== null }),
  };
}
