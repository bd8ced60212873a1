// A professional-network "Save to PDF" profile export, written here in HTML/CSS (no copied markup) and printed by
// Chromium: a grey left sidebar ("Contact", "Top Skills", "Languages", "Certifications", "Honors-Awards") beside a
// main column with the big name, a headline, a location line, "Summary", "Experience" where each entry is the
// COMPANY first, then the title, then "January 2020 - Present (2 years 3 months)", then the place, and "Education"
// with "Degree, Field · (2012 - 2016)" under the school. Only the first few skills are shown, as such exports do.
import type { CvContent, Work } from './content.ts';
import { monthYear, rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import type { HtmlRendered } from './render-html.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The export's "today", so a current job's duration does not change between builds. */
const TODAY = { y: 2025, m: 11 };

function duration(w: Work): string {
  const [y1, m1] = [Number(w.startDate.slice(0, 4)), Number(w.startDate.slice(5, 7))];
  const [y2, m2] = w.endDate ? [Number(w.endDate.slice(0, 4)), Number(w.endDate.slice(5, 7))] : [TODAY.y, TODAY.m];
  const total = (y2 - y1) * 12 + (m2 - m1) + 1;
  const years = Math.floor(total / 12);
  const months = total % 12;
  const part = (n: number, unit: string) => (n ? [`${n} ${unit}${n > 1 ? 's' : ''}`] : []);
  return [...part(years, 'year'), ...part(months, 'month')].join(' ');
}

/** What the export prints: the top three skills, so the answer key lists those. */
export function profileExportContent(c: CvContent): CvContent {
  const top = c.skills.flatMap((g) => g.keywords).slice(0, 3);
  return { ...c, skills: top.length ? [{ name: 'Top Skills', keywords: top }] : [] };
}

export function profileExportHtml(c: CvContent): HtmlRendered {
  const r = rng(c.seed * 59 + 23);
  const font = r.pick(['Liberation Sans', 'DejaVu Sans', 'Lato']);
  const phoneLabel = r.pick(['(Mobile)', '(Work)', '(Home)']);
  const shown = profileExportContent(c);
  const user = c.basics.profiles.find((p) => p.network === 'LinkedIn');
  const contact = [
    ...(c.basics.phone ? [`${esc(c.basics.phone)} ${phoneLabel}`] : []),
    esc(c.basics.email),
    ...(user ? [`www.linkedin.com/in/${esc(user.username)} (LinkedIn)`] : []),
    ...(c.basics.url ? [`${esc(c.basics.url.replace(/^https:\/\//, ''))} (Personal)`] : []),
    ...c.basics.profiles
      .filter((p) => p.network !== 'LinkedIn')
      .map((p) => `${esc(p.url.replace(/^https:\/\//, ''))} (Portfolio)`),
  ];
  const work = c.work
    .map(
      (w) => `<div class="job"><p class="org">${esc(w.name)}</p><p class="role">${esc(w.position)}</p>
<p class="meta">${monthYear(w.startDate)} - ${w.endDate ? monthYear(w.endDate) : 'Present'} (${duration(w)})</p>
${w.location ? `<p class="meta">${esc(w.location)}</p>` : ''}${w.highlights.map((h) => `<p class="text">${esc(h)}</p>`).join('')}</div>`,
    )
    .join('');
  const edu = c.education
    .map((e) => {
      const years = e.startDate ? `${e.startDate.slice(0, 4)} - ${e.endDate.slice(0, 4)}` : e.endDate.slice(0, 4);
      return `<div class="job"><p class="org">${esc(e.institution)}</p><p class="study">${esc(
        `${e.studyType}, ${e.area}`,
      )} · (${years})</p></div>`;
    })
    .join('');
  const side = (title: string, lines: string[]) =>
    lines.length ? `<h3>${title}</h3>${lines.map((l) => `<p>${l}</p>`).join('')}` : '';
  const css = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: '${font}', sans-serif; color: #000; font-size: 10.5pt; line-height: 1.3 }
p, h1, h2, h3 { margin: 0 }
.wrap { display: flex; min-height: 297mm }
aside { width: 31%; background: #e3e9ef; padding: 34px 22px 20px 30px; font-size: 10pt }
aside h3 { font-size: 13pt; font-weight: 400; margin: 20px 0 8px; color: #000 }
aside h3:first-child { margin-top: 0 }
aside p { margin: 0 0 6px; word-break: break-word }
main { width: 69%; padding: 34px 36px 20px 30px }
h1 { font-size: 26pt; font-weight: 400 } .headline { font-size: 12pt; margin: 6px 0 4px }
.place { font-size: 11pt; color: #b0b0b0; margin-bottom: 14px }
main h2 { font-size: 15pt; font-weight: 400; margin: 18px 0 10px }
.job { margin-bottom: 14px } .org { font-size: 12pt } .role { font-size: 11pt; margin-top: 2px }
.meta { color: #b0b0b0; font-size: 10.5pt } .text { margin-top: 5px } .study { font-size: 10.5pt; margin-top: 2px }`;
  const body = `<div class="wrap"><aside>
${side('Contact', contact)}
${side('Top Skills', shown.skills.flatMap((g) => g.keywords).map(esc))}
${side(
  'Languages',
  c.languages.map(
    (l) =>
      `${esc(l.language)} (${l.fluency === 'Native' ? 'Native or Bilingual' : l.fluency === 'Fluent' ? 'Full Professional' : 'Limited Working'})`,
  ),
)}
${side(
  'Honors-Awards',
  c.awards.map((a) => esc(a.title)),
)}
</aside><main>
<h1>${esc(c.basics.name)}</h1>
<p class="headline">${esc(c.basics.label)} ${r.chance(0.5) ? `at ${esc(c.work[0]?.name ?? '')}` : ''}</p>
<p class="place">${esc(c.basics.location.city)}, ${esc(c.basics.location.region)}</p>
<h2>Summary</h2><p>${esc(c.basics.summary)}</p>
<h2>Experience</h2>${work}
${edu ? `<h2>Education</h2>${edu}` : ''}
</main></div>`;
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`,
    profile: printProfile({ gpa: false, studyMonths: false }),
    variant: `profile export, ${font}, phone ${phoneLabel}`,
  };
}
