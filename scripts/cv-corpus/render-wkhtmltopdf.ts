// An HTML résumé printed by wkhtmltopdf (Debian's 0.12.6, an old Qt WebKit), the PDF engine of HackMyResume and of
// many server-side résumé exporters; the page is written here in the manner of their themes (no theme copied): a
// header with the name left and the contact block floated right, upper-case headings over a rule, entries whose first
// line carries the dates floated right ("Title at Employer" or the employer, then the title) and the place under
// them, floats and tables only (that WebKit predates flexbox). Built against Debian's unpatched Qt, it sets CSS sizes
// at about three quarters and ignores --zoom, so the page zooms itself in CSS as such themes do. Second content style.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CvContent, Work } from './content.ts';
import { rng } from './content.ts';
import { printRange, printsMonths, type ServicesStyle } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import type { Rendered } from './render-latex.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderWkhtmltopdf(c: CvContent): Rendered {
  const style = c.style as ServicesStyle;
  const r = rng(c.seed * 83 + 41);
  const joined = r.pick([' at ', ', ', ' @ ']);
  const oneLine = r.chance(0.5);
  const colour = r.pick(['#2a6496', '#444', '#8b2e2e', '#2e6b4f']);
  const range = (s: string | null, e: string | null) => esc(printRange(style.dates, s, e));
  const head = (top: string, dates: string) => `<div class="head"><span class="dates">${dates}</span>${top}</div>`;
  const job = (w: Work) => {
    const top = oneLine ? `<b>${esc(w.position)}</b>${esc(joined)}${esc(w.name)}` : `<b>${esc(w.name)}</b>`;
    const under = [oneLine ? null : `<i>${esc(w.position)}</i>`, w.location ? esc(w.location) : null].filter(Boolean);
    const list = w.highlights.length ? `<ul>${w.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '';
    return `<div class="entry">${head(top, range(w.startDate, w.endDate))}${
      under.length ? `<div class="under">${under.join(' &middot; ')}</div>` : ''
    }${list}</div>`;
  };
  const edu = c.education
    .map(
      (e) =>
        `<div class="entry">${head(`<b>${esc(e.institution)}</b>`, range(e.startDate, e.endDate))}<div class="under">${esc(
          `${e.studyType} in ${e.area}`,
        )}${e.score ? ` &middot; GPA ${esc(e.score)}` : ''}</div></div>`,
    )
    .join('');
  const section = (t: string, body: string) => (body ? `<h2>${esc(t)}</h2>${body}` : '');
  const contact = [
    `${esc(c.basics.location.address)}, ${esc(c.basics.location.city)}`,
    c.basics.phone ? esc(c.basics.phone) : null,
    `<a href="mailto:${esc(c.basics.email)}">${esc(c.basics.email)}</a>`,
    ...c.basics.profiles.map((p) => `<a href="${esc(p.url)}">${esc(p.url.replace(/^https:\/\//, ''))}</a>`),
  ].filter(Boolean);
  const font = r.pick(['DejaVu Sans', 'Liberation Sans', 'Liberation Serif']);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
html { zoom: 1.35 }
body { font-family: '${font}', sans-serif; font-size: 10pt; color: #222; margin: 0 }
.top { overflow: hidden; border-bottom: 3px solid ${colour}; padding-bottom: 6px }
h1 { font-size: 24pt; margin: 0; color: ${colour} } .label { font-size: 12pt; color: #555 }
.contact { float: right; text-align: right; font-size: 9pt; line-height: 1.4 } a { color: inherit; text-decoration: none }
h2 { font-size: 11pt; text-transform: uppercase; color: ${colour}; border-bottom: 1px solid #bbb; margin: 14px 0 4px; padding-bottom: 2px }
.entry { margin: 0 0 7px } .dates { float: right; color: #555; font-size: 9pt } .under { color: #444; font-size: 9.5pt }
ul { margin: 2px 0 0; padding-left: 16px } li { margin: 1px 0 }
</style></head><body>
<div class="top"><div class="contact">${contact.join('<br>')}</div><h1>${esc(c.basics.name)}</h1><div class="label">${esc(
    c.basics.label,
  )}</div></div>
${section(style.headings.summary, `<p>${esc(c.basics.summary)}</p>`)}
${section(style.headings.work, c.work.map(job).join(''))}
${section(style.headings.education, edu)}
${section(style.headings.skills, c.skills.length ? `<p>${c.skills.flatMap((g) => g.keywords.map(esc)).join(' &middot; ')}</p>` : '')}
${section(style.headings.awards, c.awards.length ? `<ul>${c.awards.map((a) => `<li>${esc(a.title)}</li>`).join('')}</ul>` : '')}
</body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'cv-corpus-wk-'));
  try {
    writeFileSync(join(dir, 'cv.html'), html);
    execFileSync(
      'wkhtmltopdf',
      ['-q', '--page-size', 'A4', '-T', '15mm', '-B', '15mm', '-L', '16mm', '-R', '16mm', 'cv.html', 'cv.pdf'],
      { cwd: dir, stdio: 'pipe', timeout: 120_000, env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' } },
    );
    return {
      pdf: readFileSync(join(dir, 'cv.pdf')),
      variant: `${oneLine ? `"title${joined}employer"` : 'employer over title'}, ${font}, ${style.dates} dates`,
      profile: printProfile({ months: printsMonths(style.dates), website: false }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
