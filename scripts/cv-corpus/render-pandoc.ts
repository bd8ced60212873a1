// The "resume.md" habit of GitHub (written here, no file copied): a Markdown résumé — `# Name`, a contact line,
// `## Experience`, `### Title, Company` or `### Company` headings with an italic dates line, bullet lists — turned
// into a PDF by pandoc's default LaTeX template (pdflatex, Latin Modern), with the margins or font size people set
// with `-V`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CvContent, Study, Work } from './content.ts';
import { rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import { formatter, type Rendered } from './render-latex.ts';

/** Text as Markdown reads it (no emphasis, link or heading syntax from the content). */
const md = (s: string) => s.replace(/([\\`*_[\]#<>])/g, '\\$1');

export function renderPandoc(c: CvContent): Rendered {
  const r = rng(c.seed * 79 + 31);
  const dateStyle = r.pick(['name', 'numeric', 'year'] as const);
  const fmt = formatter(dateStyle);
  const dash = r.pick(['–', '-', '--']);
  const titleFirst = r.chance(0.5);
  const bullet = r.pick(['-', '*']);
  const job = (w: Work) => {
    const dates = fmt(w.startDate, w.endDate, dash);
    const place = w.location ? ` · ${md(w.location)}` : '';
    const head = titleFirst
      ? `### ${md(w.position)}, ${md(w.name)}\n\n*${dates}*${place}`
      : `### ${md(w.name)}\n\n**${md(w.position)}** | ${dates}${place}`;
    return `${head}\n\n${w.highlights.map((h) => `${bullet} ${md(h)}`).join('\n')}`;
  };
  const study = (e: Study) =>
    `### ${md(`${e.studyType} in ${e.area}`)}\n\n${md(e.institution)}, ${fmt(e.startDate, e.endDate, dash)}${
      e.score ? ` (GPA ${md(e.score)})` : ''
    }`;
  const links = [c.basics.url, ...c.basics.profiles.map((p) => p.url)].filter((u): u is string => !!u);
  const contact = [
    md(c.basics.email),
    ...(c.basics.phone ? [md(c.basics.phone)] : []),
    ...links.map((u) => `[${md(u.replace(/^https:\/\//, ''))}](${u})`),
  ];
  const source = [
    `# ${md(c.basics.name)}`,
    contact.join(r.pick([' · ', ' | ', ' \\| '])),
    r.chance(0.5) ? `## ${r.pick(['Summary', 'About'])}\n\n${md(c.basics.summary)}` : '',
    `## ${r.pick(['Experience', 'Work Experience', 'Professional Experience'])}`,
    ...c.work.map(job),
    c.education.length ? `## Education\n\n${c.education.map(study).join('\n\n')}` : '',
    c.skills.length
      ? `## Skills\n\n${c.skills.map((g) => `${bullet} **${md(g.name)}:** ${md(g.keywords.join(', '))}`).join('\n')}`
      : '',
    c.awards.length ? `## Awards\n\n${c.awards.map((a) => `${bullet} ${md(a.title)}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const options = r.pick([
    ['-V', 'geometry:margin=2cm'],
    ['-V', 'geometry:margin=1in', '-V', 'fontsize=11pt'],
    ['-V', 'geometry:a4paper,margin=2.2cm', '-V', 'colorlinks=true'],
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'cv-corpus-pandoc-'));
  try {
    writeFileSync(join(dir, 'resume.md'), `${source}\n`);
    execFileSync('pandoc', ['resume.md', '-o', 'resume.pdf', ...options], {
      cwd: dir,
      stdio: 'pipe',
      timeout: 120_000,
    });
    return {
      pdf: readFileSync(join(dir, 'resume.pdf')),
      variant: `${titleFirst ? 'Title, Company' : 'Company'} headings, ${dateStyle} dates, ${options.join(' ')}`,
      profile: printProfile({ months: dateStyle !== 'year', website: c.basics.url !== null }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
