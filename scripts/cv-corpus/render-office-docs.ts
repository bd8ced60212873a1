// An office document in the manner of the résumé templates of online word processors (written here, no template
// copied): the name large on the left with the contact lines right-aligned beside it, then a borderless two-column
// table — experience and education in the wide left cell, skills, awards and languages in the narrow right one.
// Entries read "**Company**, Place — *Title*" over an upper-case date line ("JANUARY 2021 - PRESENT"), then plain
// description lines; headings are small coloured capitals. Exported by LibreOffice through .docx.
import type { CvContent } from './content.ts';
import { monthYear, rng } from './content.ts';
import { printProfile } from './answer-key.ts';
import { documentXml, esc, link, p, span, type OfficeDoc } from './render-office.ts';

const EXTRA = (accent: string) => `
<style:style style:name="G" style:family="table"><style:table-properties style:width="17cm" table:align="margins"/></style:style>
<style:style style:name="G.A" style:family="table-column"><style:table-column-properties style:column-width="11.8cm"/></style:style>
<style:style style:name="G.B" style:family="table-column"><style:table-column-properties style:column-width="5.2cm"/></style:style>
<style:style style:name="GC" style:family="table-cell"><style:table-cell-properties fo:padding-right="0.4cm" fo:border="none"/></style:style>
<style:style style:name="GH" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.45cm" fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}" fo:letter-spacing="0.04cm" fo:text-transform="uppercase"/></style:style>
<style:style style:name="GE" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-size="11pt"/></style:style>
<style:style style:name="GD" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
<style:style style:name="GR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="GN" style:family="paragraph"><style:text-properties fo:font-size="26pt"/></style:style>`;

const upperMonth = (d: string) => monthYear(d).toUpperCase();

export function docsTemplateDoc(c: CvContent): OfficeDoc {
  const r = rng(c.seed * 67 + 31);
  const accent = r.pick(['#FF6F4E', '#2A9D8F', '#3D5A80', '#6A4C93']);
  const font = r.pick(['Liberation Serif', 'Liberation Sans', 'DejaVu Sans']);
  const dates = (start: string | null, end: string | null) =>
    [start ? upperMonth(start) : '', end ? upperMonth(end) : 'PRESENT'].filter(Boolean).join(' - ');
  const entry = (org: string, place: string | null, role: string, when: string, lines: string[]) =>
    p('GE', `${span('B', org)}${place ? `, ${esc(place)}` : ''} — ${span('I', role)}`) +
    p('GD', esc(when)) +
    lines.map((l) => p('Standard', esc(l))).join('');
  const main = [
    p('GH', 'Experience'),
    ...c.work.map((w) => entry(w.name, w.location, w.position, dates(w.startDate, w.endDate), w.highlights)),
    ...(c.education.length ? [p('GH', 'Education')] : []),
    ...c.education.map((e) =>
      entry(e.institution, null, `${e.studyType} in ${e.area}`, dates(e.startDate, e.endDate), []),
    ),
  ].join('');
  const skills = c.skills.flatMap((g) => g.keywords);
  const side = [
    ...(skills.length ? [p('GH', 'Skills'), ...skills.map((k) => p('Standard', `•  ${esc(k)}`))] : []),
    ...(c.awards.length ? [p('GH', 'Awards'), ...c.awards.map((a) => p('Standard', span('B', a.title)))] : []),
    p('GH', 'Languages'),
    p('Standard', esc(c.languages.map((l) => l.language).join(', '))),
  ].join('');
  const contact = [
    esc(c.basics.location.address),
    `${esc(c.basics.location.city)}, ${esc(c.basics.location.region)}`,
    ...(c.basics.phone ? [esc(c.basics.phone)] : []),
    link(`mailto:${c.basics.email}`, c.basics.email),
    ...[...(c.basics.url ? [c.basics.url] : []), ...c.basics.profiles.map((x) => x.url)].map((u) =>
      link(u, u.replace(/^https:\/\//, '')),
    ),
  ];
  const row = (a: string, b: string) =>
    `<table:table-row><table:table-cell table:style-name="GC" office:value-type="string">${a}</table:table-cell><table:table-cell table:style-name="GC" office:value-type="string">${b}</table:table-cell></table:table-row>`;
  const table = (name: string, rows: string) =>
    `<table:table table:name="${name}" table:style-name="G"><table:table-column table:style-name="G.A"/><table:table-column table:style-name="G.B"/>${rows}</table:table>`;
  const body =
    table(
      'Head',
      row(p('GN', esc(c.basics.name)) + p('Label', esc(c.basics.label)), contact.map((x) => p('GR', x)).join('')),
    ) +
    p('Standard', esc(c.basics.summary)) +
    table('Body', row(main, side));
  return {
    fodt: documentXml(body, accent, font, EXTRA(accent)),
    profile: printProfile({ gpa: false }),
    variant: `word-processor template, ${font}, accent ${accent}`,
  };
}
