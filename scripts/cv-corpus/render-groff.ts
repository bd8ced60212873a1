// A plain academic CV typeset with groff's ms macros (`groff -ms -Tpdf`, written here): the name centred in bold over
// centred address and contact lines, bold capital section headings (.SH), appointments and studies as hanging
// paragraphs (.IP) with the years as the tag or after the entry, numbered publications; Times or the typewriter face
// (Courier) as academics using troff have long set them. gropdf embeds the URW base-35 Type 1 fonts.
import { execFileSync } from 'node:child_process';
import type { CvContent, Study, Work } from './content.ts';
import { rng } from './content.ts';
import { makeAcademicContent } from './content-academic.ts';
import { printProfile } from './answer-key.ts';
import type { Rendered } from './render-latex.ts';

/** Text as troff reads it: no leading control character, backslashes and dashes escaped. */
const roff = (s: string) =>
  s
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .replace(/^([.'])/, '\\&$1');
const year = (d: string | null) => (d ? d.slice(0, 4) : '');
const span = (s: string | null, e: string | null) => `${year(s)}\\(en${e ? year(e) : 'present'}`;

export function renderGroff({ seed }: CvContent): Rendered {
  const { content: c, extras: x } = makeAcademicContent(seed);
  const r = rng(seed * 73 + 29);
  const tagged = r.chance(0.5);
  const typewriter = r.chance(0.5);
  const caps = (t: string) => (r.chance(0.5) ? t.toUpperCase() : t);
  const section = (t: string, body: string) => (body ? `.SH\n${roff(caps(t))}\n${body}\n` : '');
  const job = (w: Work) => {
    const what = `\\fB${roff(w.position)}\\fP, ${roff(w.name)}${w.location ? `, ${roff(w.location)}` : ''}`;
    return tagged
      ? `.IP "${span(w.startDate, w.endDate)}" 1.3i\n${what}`
      : `.LP\n${what}, ${span(w.startDate, w.endDate)}.`;
  };
  const study = (e: Study, i: number) => {
    const what = `\\fB${roff(`${e.studyType} in ${e.area}`)}\\fP, ${roff(e.institution)}`;
    const thesis = i === 0 ? `.br\nThesis: \\fI${roff(`Essays on ${x.field.toLowerCase()}`)}\\fP` : '';
    return tagged
      ? `.IP "${span(e.startDate, e.endDate)}" 1.3i\n${what}\n${thesis}`
      : `.LP\n${what}, ${year(e.endDate)}.`;
  };
  const list = (xs: string[], numbered = false) =>
    xs.map((p, i) => `.IP ${numbered ? `[${i + 1}]` : '\\(bu'} 5n\n${roff(p.replace(/--/g, '–'))}`).join('\n');
  const links = [c.basics.url, ...c.basics.profiles.map((p) => p.url)].filter((u): u is string => !!u);
  // Centred lines do not wrap: the links go two to a line under the phone and e-mail.
  const header = [
    `${roff(x.department)}, ${roff(c.work[0]?.name ?? '')}`,
    roff(`${c.basics.location.city}, ${c.basics.location.region}`),
    [...(c.basics.phone ? [`Tel. ${c.basics.phone}`] : []), c.basics.email].map(roff).join(' \\(bu '),
    ...[0, 2]
      .map((i) =>
        links
          .slice(i, i + 2)
          .map((u) => roff(u.replace(/^https:\/\//, '')))
          .join(' \\(bu '),
      )
      .filter(Boolean),
  ];
  const source = `.nr PS 11
.nr VS 13
.nr LL 6.3i
.nr PO 1i
.nr PI 0
.nr PD 0.4v
${typewriter ? '.fam C\n' : ''}.\\" the base-35 fonts have no "ś": overstruck, as troff users build a missing letter
.char \\[u0073_0301] \\o's\\[aa]'
.\\" page numbers: ms's own "- 2 -" at the top of pages after the first
.ce 1
\\s[16]\\fB${roff(c.basics.name)}\\fP\\s0
.sp 0.5
.ce ${header.length}
${header.join('\n')}
${section(r.pick(['Academic Appointments', 'Appointments', 'Academic Positions', 'Employment']), c.work.map(job).join('\n'))}${section(
    'Education',
    c.education.map(study).join('\n'),
  )}${section(r.pick(['Publications', 'Selected Publications']), list(x.publications, true))}${section(
    r.pick(['Honors and Awards', 'Fellowships and Awards', 'Awards']),
    list(c.awards.map((a) => a.title)),
  )}${section('Grants', list(x.grants))}${section(r.pick(['Invited Talks', 'Presentations']), list(x.talks))}${section(
    'Teaching',
    list(x.teaching),
  )}${section(
    r.pick(['Computational Skills', 'Skills']),
    c.skills.map((g) => `.LP\n\\fI${roff(g.name)}:\\fP ${roff(g.keywords.join(', '))}`).join('\n'),
  )}`;
  const pdf = execFileSync('groff', ['-k', '-ms', '-Tpdf', '-dpaper=a4', '-P-pa4'], {
    input: source,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    pdf,
    printed: c,
    profile: printProfile({ months: false, gpa: false, studyStart: tagged, studyEndAlone: true }),
    variant: `${tagged ? 'years as tags' : 'years after the entry'}, ${typewriter ? 'Courier' : 'Times'}`,
  };
}
