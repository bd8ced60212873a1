// Two HTML layouts of our own in the manner of web résumé builders (written here), printed to PDF by Chromium: a
// coloured left sidebar (photo placeholder, contact, skill bars, languages) beside the main column, and a header
// banner over a main column with a narrow right column of tags. Inline SVG icons stand in for icon fonts.
import type { Browser } from 'playwright-core';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { formatter } from './render-latex.ts';
import { monthsOf, rangeOf } from './content-services.ts';

export interface HtmlRendered {
  html: string;
  profile: PrintProfile;
  variant: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ICON = (d: string) =>
  `<svg width="10" height="10" viewBox="0 0 10 10" style="margin-right:5px;vertical-align:-1px"><path d="${d}" fill="currentColor"/></svg>`;
const PHONE_ICON = ICON('M2 1h2l1 2-1 1a6 6 0 0 0 2 2l1-1 2 1v2a1 1 0 0 1-1 1A8 8 0 0 1 1 2a1 1 0 0 1 1-1z');
const MAIL_ICON = ICON('M0 2h10v6H0zM0 2l5 3 5-3');
const LINK_ICON = ICON('M4 6l2-2M3 5L1 7a1.5 1.5 0 0 0 2 2l2-2M7 5l2-2a1.5 1.5 0 0 0-2-2L5 3');
const PIN_ICON = ICON('M5 0a3 3 0 0 1 3 3c0 2-3 7-3 7S2 5 2 3a3 3 0 0 1 3-3z');

const profile = (months: boolean): PrintProfile => printProfile({ months });

function page(css: string, body: string, font: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: '${font}', sans-serif; font-size: 10pt; color: #222; line-height: 1.35 }
ul { margin: 3px 0 0 0; padding-left: 16px } li { margin: 1px 0 }
h1, h2, h3, p { margin: 0 }
a { color: inherit; text-decoration: none }
${css}</style></head><body>${body}</body></html>`;
}

function contactItems(c: CvContent): string[] {
  return [
    ...(c.basics.phone ? [`${PHONE_ICON}${esc(c.basics.phone)}`] : []),
    `${MAIL_ICON}<a href="mailto:${esc(c.basics.email)}">${esc(c.basics.email)}</a>`,
    `${PIN_ICON}${esc(c.basics.location.city)}, ${esc(c.basics.location.region)}`,
    ...(c.basics.url
      ? [`${LINK_ICON}<a href="${esc(c.basics.url)}">${esc(c.basics.url.replace(/^https:\/\//, ''))}</a>`]
      : []),
    ...c.basics.profiles.map(
      (p) => `${LINK_ICON}<a href="${esc(p.url)}">${esc(p.url.replace(/^https:\/\/(www\.)?/, ''))}</a>`,
    ),
  ];
}

const bullets = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');

/** Left sidebar in a colour, main column with "Title, Company" or "Title at Company" entries and dates above. */
export function sidebarHtml(c: CvContent): HtmlRendered {
  const r = rng(c.seed * 41 + 17);
  const fmt = rangeOf(c, formatter(r.pick(['name', 'numeric', 'dotted'] as const)));
  const joiner = r.pick([', ', ' at ', ' | '] as const);
  const datesFirst = r.chance(0.5);
  const colour = r.pick(['#1f3a5f', '#2d4739', '#4a2c4f', '#37474f']);
  const work = c.work
    .map((w) => {
      const dates = `<p class="dates">${esc(fmt(w.startDate, w.endDate, '–'))}${w.location ? ` · ${esc(w.location)}` : ''}</p>`;
      const title = `<h3>${esc(w.position)}${esc(joiner)}<span class="org">${esc(w.name)}</span></h3>`;
      return `<div class="entry">${datesFirst ? dates + title : title + dates}${bullets(w.highlights)}</div>`;
    })
    .join('');
  const edu = c.education
    .map(
      (e) =>
        `<div class="entry"><h3>${esc(`${e.studyType} in ${e.area}`)}, <span class="org">${esc(e.institution)}</span></h3><p class="dates">${esc(
          fmt(e.startDate, e.endDate, '–'),
        )}</p>${e.score ? `<p>GPA: ${esc(e.score)}</p>` : ''}</div>`,
    )
    .join('');
  const skills = c.skills
    .flatMap((g) => g.keywords)
    .map(
      (k, i) =>
        `<div class="skill">${esc(k)}<div class="bar"><div style="width:${55 + ((i * 17) % 45)}%"></div></div></div>`,
    )
    .join('');
  const css = `
.wrap { display: flex; min-height: 297mm }
aside { width: 32%; background: ${colour}; color: #f3f3f3; padding: 28px 20px }
main { width: 68%; padding: 28px 26px }
.photo { width: 90px; height: 90px; border-radius: 50%; background: #cfd8dc; margin: 0 auto 18px }
aside h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; margin: 16px 0 6px; border-bottom: 1px solid #ffffff55 }
aside p { font-size: 9pt; margin: 3px 0; word-break: break-all }
.skill { font-size: 9pt; margin: 4px 0 } .bar { height: 4px; background: #ffffff33 } .bar div { height: 4px; background: #fff }
h1 { font-size: 26pt; font-weight: 700 } .label { font-size: 13pt; color: #666; margin-bottom: 10px }
main h2 { font-size: 13pt; color: ${colour}; margin: 16px 0 6px; border-bottom: 2px solid ${colour} }
.entry { margin-bottom: 9px } .entry h3 { font-size: 10.5pt } .org { font-weight: 400 }
.dates { font-size: 8.5pt; color: #777; text-transform: uppercase; letter-spacing: .3px }`;
  const body = `<div class="wrap"><aside><div class="photo"></div>
<h2>${r.pick(['Contact', 'Details', 'Personal Details'])}</h2>${contactItems(c)
    .map((x) => `<p>${x}</p>`)
    .join('')}
${skills ? `<h2>${c.style?.headings.skills ?? r.pick(['Skills', 'Expertise'])}</h2>${skills}` : ''}
<h2>Languages</h2>${c.languages.map((l) => `<p>${esc(l.language)} — ${esc(l.fluency)}</p>`).join('')}
${c.interests.length ? `<h2>Hobbies</h2><p>${c.interests.map((i) => esc(i.name)).join(', ')}</p>` : ''}
</aside><main><h1>${esc(c.basics.name)}</h1><p class="label">${esc(c.basics.label)}</p>
<h2>${c.style?.headings.summary ?? 'Profile'}</h2><p>${esc(c.basics.summary)}</p>
<h2>${c.style?.headings.work ?? r.pick(['Employment History', 'Work Experience', 'Experience'])}</h2>${work}
${edu ? `<h2>${c.style?.headings.education ?? 'Education'}</h2>${edu}` : ''}
${c.awards.length ? `<h2>${c.style?.headings.awards ?? r.pick(['Awards', 'Achievements'])}</h2>${bullets(c.awards.map((a) => a.title))}` : ''}
</main></div>`;
  return {
    html: page(css, body, r.pick(['Lato', 'DejaVu Sans', 'Liberation Sans'])),
    profile: profile(monthsOf(c, true)),
    variant: `sidebar, "${joiner.trim() || ','}" joiner, dates ${datesFirst ? 'above' : 'below'}`,
  };
}

/** A banner across the top, entries as "Title ⟂ dates" over "Company, place", tags in a right column. */
export function bannerHtml(c: CvContent): HtmlRendered {
  const r = rng(c.seed * 43 + 5);
  const style = r.pick(['name', 'numeric', 'year'] as const);
  const fmt = formatter(style);
  const colour = r.pick(['#0b7285', '#c92a2a', '#5f3dc4', '#2b8a3e']);
  const companyFirst = r.chance(0.4);
  const work = c.work
    .map((w) => {
      const [top, under] = companyFirst ? [w.name, w.position] : [w.position, w.name];
      return `<div class="entry"><div class="row"><h3>${esc(top)}</h3><span class="dates">${esc(
        fmt(w.startDate, w.endDate, '–'),
      )}</span></div><p class="sub">${esc(under)}${w.location ? ` — ${esc(w.location)}` : ''}</p>${bullets(w.highlights)}</div>`;
    })
    .join('');
  const edu = c.education
    .map(
      (e) =>
        `<div class="entry"><div class="row"><h3>${esc(e.institution)}</h3><span class="dates">${esc(
          fmt(e.startDate, e.endDate, '–'),
        )}</span></div><p class="sub">${esc(`${e.area}, ${e.studyType}`)}${e.score ? ` · GPA: ${esc(e.score)}` : ''}</p></div>`,
    )
    .join('');
  const tags = c.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<span class="tag">${esc(k)}</span>`)
    .join(' ');
  const css = `
header { background: ${colour}; color: #fff; padding: 26px 36px 18px }
header h1 { font-size: 28pt; letter-spacing: .5px } header .label { font-size: 12pt; opacity: .9; margin: 2px 0 10px }
.contact { display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 9pt }
.cols { display: flex; padding: 18px 36px; gap: 26px } .main { flex: 1 } .side { width: 30% }
h2 { font-size: 11.5pt; text-transform: uppercase; color: ${colour}; margin: 12px 0 6px; letter-spacing: .8px }
.entry { margin-bottom: 9px } .row { display: flex; justify-content: space-between; align-items: baseline }
.row h3 { font-size: 10.5pt } .dates { font-size: 9pt; color: #555; white-space: nowrap }
.sub { font-style: italic; color: #444 } .tag { display: inline-block; border: 1px solid ${colour}; border-radius: 3px; padding: 1px 5px; margin: 2px 1px; font-size: 8.5pt }
.side p { font-size: 9pt; margin: 2px 0 }`;
  const body = `<header><h1>${esc(c.basics.name)}</h1><p class="label">${esc(c.basics.label)}</p>
<div class="contact">${contactItems(c)
    .map((x) => `<span>${x}</span>`)
    .join('')}</div></header>
<div class="cols"><div class="main"><h2>${r.pick(['Summary', 'About Me'])}</h2><p>${esc(c.basics.summary)}</p>
<h2>${r.pick(['Experience', 'Work History', 'Professional Experience'])}</h2>${work}
${edu ? `<h2>Education</h2>${edu}` : ''}</div>
<div class="side">${tags ? `<h2>${r.pick(['Skills', 'Technical Skills', 'Tech Stack'])}</h2>${tags}` : ''}
${c.awards.length ? `<h2>Awards</h2>${c.awards.map((a) => `<p>${esc(a.title)}</p>`).join('')}` : ''}
<h2>Languages</h2>${c.languages.map((l) => `<p>${esc(l.language)} (${esc(l.fluency)})</p>`).join('')}
${c.interests.length ? `<h2>Interests</h2><p>${c.interests.map((i) => esc(i.name)).join(' · ')}</p>` : ''}</div></div>`;
  return {
    html: page(css, body, r.pick(['Liberation Sans', 'DejaVu Sans', 'Lato', 'Liberation Serif'])),
    profile: profile(style !== 'year'),
    variant: `banner, ${companyFirst ? 'company' : 'title'} first, ${style} dates`,
  };
}

/** Prints HTML with the system Chromium (edge to edge when `bleed`); nothing may leave the machine. */
export async function printHtml(browser: Browser, html: string, bleed = false): Promise<Buffer> {
  const tab = await browser.newPage();
  try {
    // Fonts or scripts from CDNs are refused: the layout's own fallbacks are used.
    await tab.route(/^https?:/, (route) => route.abort());
    await tab.setContent(html, { waitUntil: 'load' });
    const margin = bleed ? { top: '0', right: '0', bottom: '0', left: '0' } : undefined;
    return await tab.pdf({ format: 'A4', printBackground: true, ...(margin ? { margin } : {}) });
  } finally {
    await tab.close();
  }
}
