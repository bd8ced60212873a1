// Three LaTeX templates of our own in the manner of widely shared résumé templates (written here, no template files
// copied): a one-column "Jake's résumé"-like layout (small caps headings over rules, bold company or title lines with
// right-aligned dates in tabulars), an "awesome-cv"-like one (coloured heading initials, icons in the header, the
// organisation bold above the position in small caps) and a two-column "deedy"-like one (letter-spaced headings,
// education and skills in a narrow left column, "Company | Title" entries on the right).
import type { CvContent, Study, Work } from './content.ts';
import { rng } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { compile, formatter, items, splitName, tex, type Rendered } from './render-latex.ts';

const FONTS = ['\\usepackage{lmodern}', '\\usepackage{charter}', '\\usepackage[default]{sourcesanspro}'];
const BASE = '\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n';

const profileOf = (months: boolean, website: boolean): PrintProfile => printProfile({ months, website });

/** A degree as CVs print it: "BSc in Physics", "Physics, BSc" or "BSc, Physics". */
function degreeText(e: Study, order: 'in' | 'field-first' | 'comma'): string {
  if (order === 'field-first') return `${e.area}, ${e.studyType}`;
  return order === 'comma' ? `${e.studyType}, ${e.area}` : `${e.studyType} in ${e.area}`;
}

function contactLine(c: CvContent, sep: string, icons: boolean): string {
  const icon = (name: string) => (icons ? `\\${name}\\ ` : '');
  return [
    c.basics.phone ? `${icon('faPhone')}${tex(c.basics.phone)}` : null,
    `${icon('faEnvelope')}\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    c.basics.url ? `${icon('faGlobe')}\\href{${c.basics.url}}{${tex(c.basics.url.replace(/^https:\/\//, ''))}}` : null,
    ...c.basics.profiles.map(
      (p) =>
        `${icon(p.network === 'GitHub' ? 'faGithub' : 'faLinkedin')}\\href{${p.url}}{${tex(
          icons ? p.username : p.url.replace(/^https:\/\//, ''),
        )}}`,
    ),
  ]
    .filter(Boolean)
    .join(sep);
}

/** One column: centred name, "phone | e-mail | links", small caps headings over a rule, rows of two tabular lines. */
export function renderJake(c: CvContent): Rendered {
  const r = rng(c.seed * 29 + 3);
  const dateStyle = r.pick(['dotted', 'dotted', 'name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const companyFirst = r.chance(0.5);
  const order = r.pick(['in', 'in', 'field-first', 'comma'] as const);
  const gpaInline = r.chance(0.5);
  const row = (a: string, b: string, cc: string, d: string) =>
    `\\item\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}\\textbf{${a}} & ${b} \\\\ \\textit{\\small ${cc}} & \\textit{\\small ${d}} \\\\ \\end{tabular*}\\vspace{-6pt}`;
  const bullets = (xs: string[]) =>
    xs.length
      ? `\\begin{itemize}[leftmargin=0.15in,label={\\textbullet}]${xs.map((x) => `\\item\\small ${tex(x)}`).join('')}\\end{itemize}\\vspace{-4pt}`
      : '';
  const work = c.work
    .map((w: Work) => {
      const dates = fmt(w.startDate, w.endDate, '--');
      const loc = tex(w.location ?? '');
      return companyFirst
        ? `${row(tex(w.name), loc, tex(w.position), dates)}${bullets(w.highlights)}`
        : `${row(tex(w.position), dates, tex(w.name), loc)}${bullets(w.highlights)}`;
    })
    .join('\n');
  const edu = c.education
    .map((e) => {
      const gpa = e.score && gpaInline ? `; GPA: ${tex(e.score)}` : '';
      const extra = [
        ...(e.score && !gpaInline ? [`GPA: ${e.score}`] : []),
        ...(r.chance(0.3) ? ['Relevant Coursework: Algorithms, Databases, Statistics'] : []),
      ];
      return `${row(tex(e.institution), tex(c.basics.location.city), `${tex(degreeText(e, order))}${gpa}`, fmt(e.startDate, e.endDate, '--'))}${bullets(extra)}`;
    })
    .join('\n');
  const list = (body: string) => `\\begin{itemize}[leftmargin=0.15in,label={}]${body}\\end{itemize}`;
  const sections = [
    c.education.length ? `\\section{Education}\n${list(edu)}` : '',
    `\\section{${r.pick(['Experience', 'Work Experience', 'Professional Experience'])}}\n${list(work)}`,
    c.skills.length
      ? `\\section{Technical Skills}\n\\begin{itemize}[leftmargin=0.15in,label={}]\\small\\item{${c.skills
          .map((g) => `\\textbf{${tex(g.name)}}{: ${tex(g.keywords.join(', '))}}`)
          .join(' \\\\ ')}}\\end{itemize}`
      : '',
    c.awards.length ? `\\section{${r.pick(['Awards', 'Honors'])}}\n${bullets(c.awards.map((a) => a.title))}` : '',
  ];
  if (r.chance(0.5)) sections.splice(0, 2, sections[1] as string, sections[0] as string);
  const source = `\\documentclass[letterpaper,11pt]{article}
${BASE}${r.pick(FONTS)}
\\usepackage[margin=0.55in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage{xcolor}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\raggedbottom
\\setlength{\\parindent}{0pt}
\\setlist{itemsep=-1pt,topsep=2pt}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule\\vspace{-5pt}]
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${tex(c.basics.name)}}\\\\[3pt]
\\small ${contactLine(c, ' $|$ ', false)}
\\end{center}
${sections.join('\n')}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${companyFirst ? 'company first' : 'title first'}, ${dateStyle} dates, degree ${order}`,
    profile: profileOf(dateStyle !== 'year', c.basics.url !== null),
  };
}

/** Coloured initials of the heading words and a rule: "\textcolor{accent}{Exp}erience". */
function awesomeHeading(title: string): string {
  return `\\par\\vspace{10pt}{\\Large\\bfseries\\textcolor{accent}{${tex(title.slice(0, 3))}}${tex(title.slice(3))}}\\ \\textcolor{gray}{\\hrulefill}\\par\\vspace{2pt}`;
}

/** awesome-cv-like: the organisation bold with the place on the right, the position in small caps with the dates. */
export function renderAwesome(c: CvContent): Rendered {
  const r = rng(c.seed * 31 + 9);
  const dateStyle = r.pick(['dotted', 'name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const [first, last] = splitName(c.basics.name);
  const entry = (org: string, place: string, position: string, dates: string, body: string) =>
    `\\begin{tabularx}{\\textwidth}{@{}X r@{}}\\textbf{${org}} & {\\small\\itshape\\textcolor{accent}{${place}}} \\\\ {\\small\\scshape\\textcolor{darkgray}{${position}}} & {\\small\\itshape\\textcolor{darkgray}{${dates}}} \\end{tabularx}\\par${body}\\vspace{4pt}\n`;
  const work = c.work
    .map((w) =>
      entry(tex(w.name), tex(w.location ?? ''), tex(w.position), fmt(w.startDate, w.endDate, '-'), items(w.highlights)),
    )
    .join('');
  const edu = c.education
    .map((e) =>
      entry(
        tex(e.institution),
        tex(c.basics.location.city),
        tex(degreeText(e, 'in')),
        fmt(e.startDate, e.endDate, '-'),
        e.score ? `{\\small GPA: ${tex(e.score)}}\\par` : '',
      ),
    )
    .join('');
  const skills = c.skills.length
    ? `${awesomeHeading('Skills')}\\begin{tabularx}{\\textwidth}{@{}r X@{}}${c.skills
        .map((g) => `\\textbf{${tex(g.name)}} & ${tex(g.keywords.join(', '))} \\\\`)
        .join('')}\\end{tabularx}`
    : '';
  const source = `\\documentclass[10pt,a4paper]{article}
${BASE}${r.pick(['\\usepackage[default]{sourcesanspro}', '\\usepackage[sfdefault]{roboto}', '\\usepackage[default]{lato}'])}
\\usepackage[margin=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tabularx}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{HTML}{${r.pick(['DC3522', '0395DE', '00A388', '8E44AD'])}}
\\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=1pt,label={\\small\\textbullet}}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{30}{34}\\selectfont\\textcolor{gray}{${tex(first)}} \\textbf{${tex(last)}}}\\\\[4pt]
{\\small\\scshape\\textcolor{accent}{${tex(c.basics.label)}}}\\\\[3pt]
{\\footnotesize ${contactLine(c, ' ~|~ ', true)}}
\\end{center}
${awesomeHeading(r.pick(['Experience', 'Work Experience']))}
${work}
${c.education.length ? `${awesomeHeading('Education')}\n${edu}` : ''}
${skills}
${c.awards.length ? `${awesomeHeading(r.pick(['Honors & Awards', 'Awards']))}\n${items(c.awards.map((a) => a.title))}` : ''}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${dateStyle} dates`,
    profile: profileOf(dateStyle !== 'year', c.basics.url !== null),
  };
}

/**
 * deedy-like two columns: the name across the top, a narrow left column (education, links, skills) and a wide right
 * one (experience, awards) with letter-spaced capital headings. Minipages do not break: one page of content.
 */
export function renderDeedy(all: CvContent): Rendered {
  const r = rng(all.seed * 37 + 1);
  const c: CvContent = { ...all, work: all.work.slice(0, 5), education: all.education.slice(0, 2) };
  const dateStyle = r.pick(['name', 'dotted'] as const);
  const fmt = formatter(dateStyle);
  const [first, last] = splitName(c.basics.name);
  const heading = (t: string) =>
    `\\par\\vspace{8pt}{\\large\\textcolor{headings}{\\textls[220]{\\MakeUppercase{${t}}}}}\\par\\vspace{3pt}`;
  const work = c.work
    .map(
      (w) =>
        `{\\bfseries ${tex(w.name)}} {\\color{subheadings}| ${tex(w.position)}}\\\\
{\\footnotesize\\color{gray} ${fmt(w.startDate, w.endDate, '--')}${w.location ? ` | ${tex(w.location)}` : ''}}
${w.highlights.length ? `\\begin{itemize}[leftmargin=1em,itemsep=0pt,topsep=1pt]${w.highlights.map((h) => `\\item\\small ${tex(h)}`).join('')}\\end{itemize}` : '\\par'}\\vspace{5pt}\n`,
    )
    .join('');
  const edu = c.education
    .map(
      (e) => `{\\bfseries\\large ${tex(e.institution)}}\\\\
${tex(degreeText(e, 'in'))}\\\\
{\\footnotesize\\color{gray} ${fmt(e.startDate, e.endDate, '--')} | ${tex(c.basics.location.city)}}\\\\
${e.score ? `Cum. GPA: ${tex(e.score)}\\\\` : ''}\\vspace{4pt}\n`,
    )
    .join('');
  const links = c.basics.profiles
    .map((p) => `${p.network}:// \\href{${p.url}}{\\bfseries ${tex(p.username)}}\\\\`)
    .join('\n');
  const skills = c.skills
    .map((g) => `\\textbf{${tex(g.name)}}\\\\ {\\small ${g.keywords.map(tex).join(' \\textbullet{} ')}}\\\\[3pt]`)
    .join('\n');
  const left = `${c.education.length ? `${heading('Education')}\n${edu}` : ''}
${links ? `${heading('Links')}\n${links}` : ''}
${skills ? `${heading('Skills')}\n${skills}` : ''}`;
  const right = `${heading(r.pick(['Experience', 'Work Experience']))}
${work}
${c.awards.length ? `${heading('Awards')}\n${c.awards.map((a) => `${tex(a.title)}\\\\`).join('\n')}` : ''}`;
  const source = `\\documentclass[10pt,letterpaper]{article}
${BASE}\\usepackage[default]{lato}
\\usepackage[letterspace=220]{microtype}
\\usepackage[margin=0.5in,top=0.4in]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\definecolor{headings}{HTML}{6A6A6A}
\\definecolor{subheadings}{HTML}{333333}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{36}{40}\\selectfont ${tex(first)} \\textbf{${tex(last)}}}\\\\[6pt]
{\\small ${contactLine(c, ' \\textbar{} ', false)}}
\\end{center}
\\begin{minipage}[t]{0.31\\textwidth}\\raggedright
${left}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.65\\textwidth}\\raggedright
${right}
\\end{minipage}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${dateStyle} dates`,
    printed: c,
    profile: profileOf(true, c.basics.url !== null),
  };
}
