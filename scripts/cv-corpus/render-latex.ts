// LaTeX: the moderncv class from Debian's TeX Live in its five styles, and two templates of our own
// in the manner of widely shared one-column "rows" résumés and sidebar résumés, compiled with pdflatex.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CvContent, Study, Work } from './content.ts';
import { rng } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';

export interface Rendered {
  pdf: Buffer;
  profile: PrintProfile;
  variant: string;
  /** The content as printed, when the template could not hold all of it (a one-page sidebar layout). */
  printed?: CvContent;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function tex(s: string): string {
  return s
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
    .replace(/’/g, "'");
}

/** The abbreviations of "Aug. 2018 -- May 2021" (short months keep their full name). */
const DOTTED = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];

/** A date printed in one of four styles; `null` end means the job is current. */
export function formatter(style: 'name' | 'numeric' | 'year' | 'dotted') {
  const one = (d: string) => {
    const [y, m] = d.split('-');
    if (style === 'year') return y as string;
    if (style === 'dotted') return `${DOTTED[Number(m) - 1]} ${y}`;
    return style === 'name' ? `${MONTHS[Number(m) - 1]} ${y}` : `${m}/${y}`;
  };
  return (start: string | null, end: string | null, dash = '--') =>
    [start ? one(start) : '', end ? one(end) : 'Present'].filter(Boolean).join(` ${dash} `);
}

export function compile(source: string, engine = 'pdflatex'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'cv-corpus-tex-'));
  try {
    writeFileSync(join(dir, 'cv.tex'), source);
    for (let i = 0; i < 2; i++) {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: dir,
        stdio: 'pipe',
        timeout: 120_000,
      });
    }
    return readFileSync(join(dir, 'cv.pdf'));
  } catch (err) {
    const log = (() => {
      try {
        return readFileSync(join(dir, 'cv.log'), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('!'))
          .join('\n');
      } catch {
        return '';
      }
    })();
    throw new Error(`LaTeX failed: ${log || (err as Error).message}`, { cause: err });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PREAMBLE = '\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{lmodern}\n';

export function degree(e: Study, comma: boolean) {
  return comma ? `${e.studyType}, ${e.area}` : `${e.studyType} in ${e.area}`;
}

export function items(xs: string[]): string {
  return xs.length ? `\\begin{itemize}${xs.map((x) => `\\item ${tex(x)}`).join('')}\\end{itemize}` : '';
}

export function splitName(name: string): [string, string] {
  const parts = name.split(' ');
  return [parts[0] as string, parts.slice(1).join(' ')];
}

/** moderncv (classic, casual, banking, oldstyle, fancy): dates in the left column or after the entry. */
export function renderModerncv(c: CvContent): Rendered {
  const r = rng(c.seed * 7 + 1);
  const style = r.pick(['classic', 'casual', 'banking', 'oldstyle', 'fancy'] as const);
  const dateStyle = r.pick(['name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const [first, last] = splitName(c.basics.name);
  const comma = r.chance(0.5);
  const gpa = r.chance(0.7);
  const social = c.basics.profiles.map((p) => `\\social[${p.network.toLowerCase()}]{${tex(p.username)}}`).join('\n');
  const work = c.work
    .map(
      (w: Work) =>
        `\\cventry{${fmt(w.startDate, w.endDate)}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location ?? '')}}{}{${items(w.highlights)}}`,
    )
    .join('\n');
  const edu = c.education
    .map(
      (e) =>
        `\\cventry{${fmt(e.startDate, e.endDate)}}{${tex(degree(e, comma))}}{${tex(e.institution)}}{}{${
          gpa && e.score ? `\\textit{GPA: ${tex(e.score)}}` : ''
        }}{}`,
    )
    .join('\n');
  const skills = c.skills.map((g) => `\\cvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`).join('\n');
  const awards = c.awards.map((a) => `\\cvlistitem{${tex(a.title)}}`).join('\n');
  const source = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${r.pick(['blue', 'green', 'grey', 'burgundy', 'orange'])}}
${PREAMBLE}\\usepackage[scale=0.8]{geometry}
\\name{${tex(first)}}{${tex(last)}}
\\title{${tex(c.basics.label)}}
\\address{${tex(c.basics.location.address)}}{${tex(c.basics.location.city)}}{${tex(c.basics.location.region)}}
${c.basics.phone ? `\\phone[mobile]{${tex(c.basics.phone)}}` : ''}
\\email{${tex(c.basics.email)}}
${c.basics.url ? `\\homepage{${tex(c.basics.url.replace(/^https:\/\//, ''))}}` : ''}
${social}
\\begin{document}
\\makecvtitle
\\section{${r.pick(['Experience', 'Professional Experience', 'Employment History'])}}
${work}
${c.education.length ? `\\section{Education}\n${edu}` : ''}
${c.skills.length ? `\\section{${r.pick(['Skills', 'Technical Skills', 'Computer skills'])}}\n${skills}` : ''}
${c.awards.length ? `\\section{${r.pick(['Awards', 'Honors and Awards'])}}\n${awards}` : ''}
\\section{Languages}
${c.languages.map((l) => `\\cvitem{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${style}, ${dateStyle} dates`,
    profile: printProfile({ months: dateStyle !== 'year', gpa }),
  };
}

const ROWS_PREAMBLE = `\\documentclass[letterpaper,11pt]{article}
${PREAMBLE}\\usepackage[margin=0.6in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage{xcolor}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlist[itemize]{leftmargin=0.2in,itemsep=0pt,topsep=2pt}
`;

/** One column, small caps headings over a rule, "Title \\hfill Dates" / "Employer \\hfill Place" rows. */
export function renderRows(c: CvContent): Rendered {
  const r = rng(c.seed * 13 + 5);
  const dateStyle = r.pick(['name', 'name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const employerFirst = r.chance(0.5);
  const gpaInline = r.chance(0.6);
  const contact = [
    c.basics.phone ? tex(c.basics.phone) : null,
    `\\href{mailto:${c.basics.email}}{${tex(c.basics.email)}}`,
    ...c.basics.profiles.map((p) => `\\href{${p.url}}{${tex(p.url.replace(/^https:\/\//, ''))}}`),
  ].filter(Boolean);
  const work = c.work
    .map((w) => {
      const [a, b] = employerFirst ? [w.name, w.position] : [w.position, w.name];
      return `\\textbf{${tex(a)}} \\hfill ${fmt(w.startDate, w.endDate)}\\\\
\\textit{${tex(b)}} \\hfill \\textit{${tex(w.location ?? '')}}
${items(w.highlights)}\\vspace{4pt}\n`;
    })
    .join('\n');
  const edu = c.education
    .map((e) => {
      const gpa = e.score ? (gpaInline ? `; GPA: ${tex(e.score)}` : '') : '';
      return `\\textbf{${tex(e.institution)}} \\hfill ${tex(c.basics.location.city)}\\\\
\\textit{${tex(degree(e, false))}${gpa}} \\hfill \\textit{${fmt(e.startDate, e.endDate)}}
${e.score && !gpaInline ? `\\begin{itemize}\\item GPA: ${tex(e.score)}\\end{itemize}` : ''}\\vspace{4pt}\n`;
    })
    .join('\n');
  const education = c.education.length ? `\\section{Education}\n${edu}` : '';
  const eduFirst = r.chance(0.5);
  const source = `${ROWS_PREAMBLE}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule\\vspace{-4pt}]
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${tex(c.basics.name)}}\\\\[4pt]
\\small ${contact.join(' $|$ ')}
\\end{center}
${eduFirst ? education : ''}
\\section{${r.pick(['Experience', 'Work Experience', 'Professional Experience'])}}
${work}
${eduFirst ? '' : education}
${c.skills.length ? `\\section{${r.pick(['Technical Skills', 'Skills'])}}\n${c.skills.map((g) => `\\textbf{${tex(g.name)}}: ${tex(g.keywords.join(', '))}\\\\`).join('\n')}` : ''}
${c.awards.length ? `\\section{Honors}\n\\begin{itemize}${c.awards.map((a) => `\\item ${tex(a.title)}`).join('')}\\end{itemize}` : ''}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `${employerFirst ? 'employer first' : 'title first'}, ${dateStyle} dates, GPA ${gpaInline ? 'inline' : 'bullet'}`,
    profile: printProfile({ months: dateStyle !== 'year', website: false }),
  };
}

/**
 * Two columns: the main column holds experience and education, a shaded-free sidebar holds contact details,
 * strengths (the skills), languages and boxes that are not positions ("Most proud of", "A day of my life").
 */
export function renderSidebar(all: CvContent): Rendered {
  const r = rng(all.seed * 17 + 7);
  // Minipages do not break across pages: the layout holds one page of content.
  const c: CvContent = {
    ...all,
    work: all.work.slice(0, 4),
    education: all.education.slice(0, 2),
    awards: all.awards.slice(0, 2),
  };
  const dateStyle = r.pick(['name', 'numeric'] as const);
  const fmt = formatter(dateStyle);
  const sidebarLeft = r.chance(0.4);
  const work = c.work
    .map(
      (w) => `{\\large\\textbf{${tex(w.position)}}}\\\\
{\\color{accent}\\textbf{${tex(w.name)}}}\\\\
{\\small ${fmt(w.startDate, w.endDate, '--')}${w.location ? ` \\hfill ${tex(w.location)}` : ''}}
${items(w.highlights)}\\medskip\n`,
    )
    .join('\n');
  const edu = c.education
    .map(
      (e) => `{\\large\\textbf{${tex(degree(e, false))}}}\\\\
{\\color{accent}\\textbf{${tex(e.institution)}}}\\\\
{\\small ${fmt(e.startDate, e.endDate, '--')}}${e.score ? `\\\\ {\\small GPA: ${tex(e.score)}}` : ''}\\medskip\n`,
    )
    .join('\n');
  const proud = r
    .sample(
      [
        ['Shipped a product in six weeks', 'Took a prototype to 5,000 paying users.'],
        ['Built a team from scratch', 'Hired and onboarded eleven engineers in a year.'],
        ['Open-source maintainer', 'Keeps a library with 2k stars alive on weekends.'],
        ['Mentoring', 'Coached six juniors into mid-level roles.'],
      ],
      2,
    )
    .map(([t, d]) => `\\textbf{${tex(t as string)}}\\\\ {\\small ${tex(d as string)}}\\medskip\\\\`)
    .join('\n');
  const sec = (t: string) =>
    `\\par\\medskip{\\color{accent}\\large\\textbf{\\MakeUppercase{${t}}}}\\\\[-6pt]\\rule{\\linewidth}{0.6pt}\\\\`;
  const main = `${sec(r.pick(['Experience', 'Work History']))}
${work}
${c.education.length ? `${sec('Education')}\n${edu}` : ''}`;
  const tags = c.skills
    .flatMap((g) => g.keywords)
    .map((k) => `\\fbox{\\small ${tex(k)}}`)
    .join(' ');
  const side = `${sec('Contact')}
{\\small ${tex(c.basics.email)}\\\\ ${c.basics.phone ? `${tex(c.basics.phone)}\\\\` : ''} ${tex(c.basics.location.city)}, ${tex(c.basics.location.region)}\\\\
${c.basics.profiles.map((p) => `\\href{${p.url}}{${tex(p.url.replace(/^https:\/\//, ''))}}`).join('\\\\ ')}}
${c.skills.length ? `${sec(r.pick(['Strengths', 'Skills', 'Tech Stack']))}\n\\raggedright ${tags}\\par` : ''}
${sec(r.pick(['Most Proud Of', 'Proudest Moments']))}
${proud}
${c.awards.length ? `${sec('Awards')}\n${c.awards.map((a) => `${tex(a.title)}\\\\`).join('\n')}` : ''}
${sec('Languages')}
${c.languages.map((l) => `${tex(l.language)} \\hfill ${tex(l.fluency)}\\\\`).join('\n')}
${sec('A Day of My Life')}
{\\small Deep work in the morning, reviews after lunch, a run at dusk.}`;
  const [leftW, rightW] = sidebarLeft ? ['0.32', '0.63'] : ['0.63', '0.32'];
  const [left, right] = sidebarLeft ? [side, main] : [main, side];
  const source = `\\documentclass[10pt,a4paper]{article}
${PREAMBLE}\\usepackage[margin=1.4cm]{geometry}
\\usepackage{xcolor}
\\usepackage[hidelinks]{hyperref}
\\usepackage{enumitem}
\\setlist[itemize]{leftmargin=1em,itemsep=0pt,topsep=2pt}
\\definecolor{accent}{HTML}{${r.pick(['8F0D0D', '1F4E79', '2E7D32', '5B2C6F'])}}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\textbf{${tex(c.basics.name)}}}\\\\[4pt]
{\\Large\\color{accent} ${tex(c.basics.label)}}\\\\[2pt]
{\\small\\itshape ${tex(c.basics.summary)}}\\\\[6pt]
\\begin{minipage}[t]{${leftW}\\textwidth}
${left}
\\end{minipage}\\hfill
\\begin{minipage}[t]{${rightW}\\textwidth}
${right}
\\end{minipage}
\\end{document}
`;
  return {
    pdf: compile(source),
    variant: `sidebar ${sidebarLeft ? 'left' : 'right'}, ${dateStyle} dates`,
    printed: c,
    profile: printProfile({ website: false }),
  };
}
