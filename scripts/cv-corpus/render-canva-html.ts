// An HTML design in the manner of online graphic-design résumé templates (written here, no template copied), printed
// by Chromium: a two-tone page, the name in spaced capitals (first name light, last name bold), headings with wide CSS
// letter-spacing, contact items behind Font Awesome icon-font glyphs (the npm package's own web fonts, inlined),
// education and skills as pills or bars in the tinted left column, experience on the right with the dates in small
// capitals above each entry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { monthsOf, rangeOf } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import { formatter } from './render-latex.ts';
import type { HtmlRendered } from './render-html.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const WEBFONTS = createRequire(import.meta.url)
  .resolve('@fortawesome/fontawesome-free/package.json')
  .replace(/package\.json$/, 'webfonts/');
const fontFace = (family: string, file: string) =>
  `@font-face { font-family: '${family}'; src: url(data:font/woff2;base64,${readFileSync(WEBFONTS + file).toString('base64')}) format('woff2') }`;
/** Icon glyphs of Font Awesome Free (private-use code points, as a page using the icon font prints them). */
const FA = { mail: '\uf0e0', phone: '\uf095', pin: '\uf3c5', globe: '\uf0ac', linkedin: '\uf08c', github: '\uf09b' };
const ico = (glyph: string, brand = false) => `<i class="${brand ? 'fab' : 'fas'}">${glyph}</i>`;

function contact(c: CvContent): string {
  const bare = (u: string) => esc(u.replace(/^https?:\/\/(www\.)?/, ''));
  const rows = [
    ...(c.basics.phone ? [`${ico(FA.phone)}<span>${esc(c.basics.phone)}</span>`] : []),
    `${ico(FA.mail)}<a href="mailto:${esc(c.basics.email)}">${esc(c.basics.email)}</a>`,
    `${ico(FA.pin)}<span>${esc(c.basics.location.address)}, ${esc(c.basics.location.city)}</span>`,
    ...(c.basics.url ? [`${ico(FA.globe)}<a href="${esc(c.basics.url)}">${bare(c.basics.url)}</a>`] : []),
    ...c.basics.profiles.map(
      (p) => `${ico(p.network === 'GitHub' ? FA.github : FA.linkedin, true)}<a href="${esc(p.url)}">${bare(p.url)}</a>`,
    ),
  ];
  return rows.map((x) => `<p class="ct">${x}</p>`).join('');
}

export function canvaHtml(c: CvContent): HtmlRendered {
  const r = rng(c.seed * 61 + 7);
  const fmt = rangeOf(c, formatter(r.pick(['name', 'numeric'] as const)));
  const [dark, tint] = r.pick([
    ['#2f3e46', '#e9eef0'],
    ['#5e3c58', '#f4ecf2'],
    ['#3d405b', '#f2efe9'],
    ['#1d3557', '#e8f1f8'],
  ] as const);
  const pills = r.chance(0.5);
  const spacing = r.pick([3, 4, 5]);
  const [first = '', ...rest] = c.basics.name.split(' ');
  const heading = (s: string) => `<h2>${esc(s)}</h2>`;
  const work = c.work
    .map(
      (w) =>
        `<div class="entry"><p class="when">${esc(fmt(w.startDate, w.endDate, '–'))}</p><h3>${esc(w.position)}</h3><p class="org">${esc(
          w.name,
        )}${w.location ? ` <span class="sep">|</span> ${esc(w.location)}` : ''}</p>${
          w.highlights.length ? `<ul>${w.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''
        }</div>`,
    )
    .join('');
  const edu = c.education
    .map(
      (e) =>
        `<div class="study"><p class="when">${esc(fmt(e.startDate, e.endDate, '–'))}</p><h3>${esc(e.institution)}</h3><p>${esc(
          `${e.studyType} in ${e.area}`,
        )}</p>${e.score ? `<p>GPA: ${esc(e.score)}</p>` : ''}</div>`,
    )
    .join('');
  const words = c.skills.flatMap((g) => g.keywords);
  const skills = pills
    ? `<div class="pills">${words.map((k) => `<span class="pill">${esc(k)}</span>`).join('')}</div>`
    : words
        .map(
          (k, i) =>
            `<div class="sk">${esc(k)}<div class="bar"><b style="width:${50 + ((i * 19) % 50)}%"></b></div></div>`,
        )
        .join('');
  const css = `${fontFace('FA Solid', 'fa-solid-900.woff2')}
${fontFace('FA Brands', 'fa-brands-400.woff2')}
@page { size: A4; margin: 0 }
* { box-sizing: border-box } body { margin: 0; font-family: 'Open Sans', 'Lato', sans-serif; font-size: 9.5pt; color: #333; line-height: 1.4 }
h1, h2, h3, p { margin: 0 } a { color: inherit; text-decoration: none } ul { margin: 3px 0 0; padding-left: 15px }
.fas, .fab { font-style: normal; font-family: 'FA Solid'; font-weight: 900; display: inline-block; width: 16px; color: ${dark} }
.fab { font-family: 'FA Brands'; font-weight: 400 }
.top { background: ${dark}; color: #fff; padding: 34px 40px 26px 40px }
.top h1 { font-size: 30pt; letter-spacing: ${spacing}px; text-transform: uppercase; font-weight: 300 } .top h1 b { font-weight: 700 }
.top .label { letter-spacing: ${spacing}px; text-transform: uppercase; font-size: 10pt; margin-top: 6px; color: #ddd }
.wrap { display: flex; min-height: 240mm } .left { width: 36%; background: ${tint}; padding: 22px 22px } .right { width: 64%; padding: 22px 30px }
h2 { font-size: 11pt; letter-spacing: ${spacing}px; text-transform: uppercase; color: ${dark}; margin: 14px 0 8px; font-weight: 700 }
h2::after { content: ''; display: block; width: 34px; height: 2px; background: ${dark}; margin-top: 5px }
.ct { margin: 4px 0; font-size: 8.8pt; word-break: break-all }
.when { font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; color: #777 }
.entry { margin-bottom: 10px } .entry h3 { font-size: 10.5pt; color: #222 } .org { font-weight: 600; color: ${dark} } .sep { color: #aaa }
.study { margin-bottom: 8px } .study h3 { font-size: 9.5pt }
.pills { display: flex; flex-wrap: wrap; gap: 5px } .pill { background: ${dark}; color: #fff; border-radius: 10px; padding: 2px 8px; font-size: 8.3pt }
.sk { font-size: 8.8pt; margin: 4px 0 } .bar { height: 5px; background: #fff; border-radius: 3px } .bar b { display: block; height: 5px; background: ${dark}; border-radius: 3px }`;
  const body = `<div class="top"><h1>${esc(first)} <b>${esc(rest.join(' '))}</b></h1><p class="label">${esc(c.basics.label)}</p></div>
<div class="wrap"><div class="left">${heading('Contact')}${contact(c)}
${edu ? heading(c.style?.headings.education ?? 'Education') + edu : ''}
${words.length ? heading(c.style?.headings.skills ?? 'Skills') + skills : ''}
${heading('Languages')}${c.languages.map((l) => `<p>${esc(l.language)} (${esc(l.fluency)})</p>`).join('')}</div>
<div class="right">${heading(c.style?.headings.summary ?? 'About Me')}<p>${esc(c.basics.summary)}</p>
${heading(c.style?.headings.work ?? 'Experience')}${work}
${c.awards.length ? heading(c.style?.headings.awards ?? 'Awards') + `<ul>${c.awards.map((a) => `<li>${esc(a.title)}</li>`).join('')}</ul>` : ''}
</div></div>`;
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`,
    profile: printProfile({ months: monthsOf(c, true) }),
    variant: `two-tone, ${pills ? 'pills' : 'bars'}, headings spaced ${spacing}px`,
  };
}
