// An HTML layout written here for the second content style: a one-column page whose entries are table rows with a
// right-hand date column (title or employer first, the place under the dates), printed by Chromium.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printRange, printsMonths, type ServicesStyle } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import type { HtmlRendered } from './render-html.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function row(left: string, right: string): string {
  return `<tr><td class="l">${left}</td><td class="r">${right}</td></tr>`;
}

/** Entries as table rows: the left cell holds title and employer, the right one dates and place. */
export function dateColumnHtml(c: CvContent): HtmlRendered {
  const style = c.style as ServicesStyle;
  const r = rng(c.seed * 53 + 29);
  const employerFirst = r.chance(0.5);
  const gpaWord = r.pick(['GPA', 'Grade', 'Final grade']);
  const colour = r.pick(['#234', '#553322', '#1b4d3e', '#3b3b6d']);
  const range = (s: string | null, e: string | null) => esc(printRange(style.dates, s, e));
  const work = c.work
    .map((w) => {
      const [top, under] = employerFirst ? [w.name, w.position] : [w.position, w.name];
      const left = `<div class="top">${esc(top)}</div><div class="under">${esc(under)}</div>${
        w.highlights.length ? `<ul>${w.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''
      }`;
      return row(
        left,
        `${range(w.startDate, w.endDate)}${w.location ? `<br><span class="place">${esc(w.location)}</span>` : ''}`,
      );
    })
    .join('');
  const edu = c.education
    .map((e) =>
      row(
        `<div class="top">${esc(`${e.studyType} in ${e.area}`)}</div><div class="under">${esc(e.institution)}</div>${
          e.score ? `<div>${gpaWord}: ${esc(e.score)}</div>` : ''
        }`,
        range(e.startDate, e.endDate),
      ),
    )
    .join('');
  const contact = [
    c.basics.phone ? esc(c.basics.phone) : null,
    `<a href="mailto:${esc(c.basics.email)}">${esc(c.basics.email)}</a>`,
    `${esc(c.basics.location.address)}, ${esc(c.basics.location.city)}`,
    ...c.basics.profiles.map((p) => `<a href="${esc(p.url)}">${esc(p.url.replace(/^https:\/\//, ''))}</a>`),
  ].filter(Boolean);
  const skills = c.skills.flatMap((g) => g.keywords);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 18mm }
body { font-family: '${r.pick(['Liberation Serif', 'DejaVu Serif', 'Liberation Sans'])}', serif; font-size: 10.5pt; color: #111 }
h1 { font-size: 24pt; margin: 0; color: ${colour} } .label { font-size: 12pt; margin: 2px 0 6px }
.contact { font-size: 9pt; color: #444 } a { color: inherit; text-decoration: none }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: ${colour}; border-bottom: 1px solid ${colour}; margin: 14px 0 4px }
table { width: 100%; border-collapse: collapse } td { vertical-align: top; padding: 4px 0 }
td.r { width: 30%; text-align: right; font-size: 9.5pt; color: #333 } .place { font-style: italic }
.top { font-weight: bold } .under { font-style: italic } ul { margin: 2px 0 0; padding-left: 16px }
.skills { columns: 3; font-size: 9.5pt; padding-left: 16px; margin: 2px 0 }
</style></head><body>
<h1>${esc(c.basics.name)}</h1><p class="label">${esc(c.basics.label)}</p>
<p class="contact">${contact.join(' &nbsp;•&nbsp; ')}</p>
<h2>${esc(style.headings.summary)}</h2><p>${esc(c.basics.summary)}</p>
<h2>${esc(style.headings.work)}</h2><table>${work}</table>
${edu ? `<h2>${esc(style.headings.education)}</h2><table>${edu}</table>` : ''}
${skills.length ? `<h2>${esc(style.headings.skills)}</h2><ul class="skills">${skills.map((k) => `<li>${esc(k)}</li>`).join('')}</ul>` : ''}
${c.awards.length ? `<h2>${esc(style.headings.awards)}</h2><ul>${c.awards.map((a) => `<li>${esc(a.title)}</li>`).join('')}</ul>` : ''}
<h2>Languages</h2><p>${c.languages.map((l) => `${esc(l.language)} (${esc(l.fluency)})`).join(', ')}</p>
</body></html>`;
  return {
    html,
    profile: printProfile({ months: printsMonths(style.dates), website: false }),
    variant: `date column, ${employerFirst ? 'employer' : 'title'} first, ${style.dates} dates`,
  };
}
