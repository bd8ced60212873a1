// Office documents: the content written as OpenDocument text (flat XML), one column with tab-aligned dates or two
// columns built from tables, then exported by LibreOffice headless (through .docx for the one-column family).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { formatter } from './render-latex.ts';
import { monthsOf, rangeOf } from './content-services.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const p = (style: string, inner: string) => `<text:p text:style-name="${style}">${inner}</text:p>`;
export const span = (style: string, s: string) => `<text:span text:style-name="${style}">${esc(s)}</text:span>`;
export const link = (url: string, label: string) =>
  `<text:a xlink:type="simple" xlink:href="${esc(url)}">${esc(label)}</text:a>`;

const STYLES = (accent: string, font: string, extra: string) => `
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="22pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:color="${accent}"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.5pt solid ${accent}" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="Row" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.4cm" fo:margin-bottom="1.4cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
<style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="margins"/></style:style>
<style:style style:name="T.A" style:family="table-column"><style:table-column-properties style:column-width="5.4cm"/></style:style>
<style:style style:name="T.B" style:family="table-column"><style:table-column-properties style:column-width="11.6cm"/></style:style>
<style:style style:name="E" style:family="table"><style:table-properties style:width="11.2cm" table:align="left"/></style:style>
<style:style style:name="E.A" style:family="table-column"><style:table-column-properties style:column-width="2.9cm"/></style:style>
<style:style style:name="E.B" style:family="table-column"><style:table-column-properties style:column-width="8.3cm"/></style:style>
<style:style style:name="Side" style:family="table-cell"><style:table-cell-properties fo:padding="0.25cm" fo:background-color="#EEF2F7" fo:border="none"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="none"/></style:style>
<style:style style:name="L" style:family="table"><style:table-properties style:width="17cm" table:align="margins"/></style:style>
<style:style style:name="L.A" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
<style:style style:name="L.B" style:family="table-column"><style:table-column-properties style:column-width="13.4cm"/></style:style>
<style:style style:name="LabelCell" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.2cm" fo:padding-right="0.3cm" fo:border-top="0.5pt solid ${accent}" fo:border-bottom="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="BodyCell" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.2cm" fo:border-top="0.5pt solid ${accent}" fo:border-bottom="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="Lab" style:family="paragraph"><style:text-properties fo:font-size="9.5pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="RowIn" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"><style:tab-stops><style:tab-stop style:position="13.1cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
${extra}</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>`;

/** A flat OpenDocument text; `extra` adds automatic styles (frames of a header, say). */
export function documentXml(body: string, accent: string, font: string, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
${STYLES(accent, font, extra)}
<office:body><office:text>${body}</office:text></office:body></office:document>`;
}

export interface OfficeDoc {
  fodt: string;
  profile: PrintProfile;
  variant: string;
}

const profileOf = (months: boolean): PrintProfile => printProfile({ months });

export function contactParts(c: CvContent): string[] {
  return [
    c.basics.phone ? esc(c.basics.phone) : null,
    link(`mailto:${c.basics.email}`, c.basics.email),
    `${esc(c.basics.location.city)}, ${esc(c.basics.location.region)}`,
    ...(c.basics.url ? [link(c.basics.url, c.basics.url.replace(/^https:\/\//, ''))] : []),
    ...c.basics.profiles.map((x) => link(x.url, x.url.replace(/^https:\/\//, ''))),
  ].filter((x): x is string => x !== null);
}

/** One column: "Title, Employer <tab> dates" rows (or employer first), bullets, a skills list per group. */
export function oneColumnDoc(c: CvContent): OfficeDoc {
  const r = rng(c.seed * 19 + 11);
  const dateStyle = r.pick(['name', 'numeric', 'year'] as const);
  const fmt = rangeOf(c, formatter(dateStyle));
  const sameLine = r.chance(0.5);
  const work = c.work
    .map((w) => {
      const dates = fmt(w.startDate, w.endDate, '–');
      const head = sameLine
        ? p('Row', `${span('B', w.position)}, ${span('I', w.name)}<text:tab/>${esc(dates)}`)
        : `${p('Row', `${span('B', w.name)}${w.location ? `, ${esc(w.location)}` : ''}<text:tab/>${esc(dates)}`)}${p('Standard', span('I', w.position))}`;
      return head + w.highlights.map((h) => p('Bullet', `•  ${esc(h)}`)).join('');
    })
    .join('');
  const edu = c.education
    .map(
      (e) =>
        p('Row', `${span('B', `${e.studyType} in ${e.area}`)}<text:tab/>${esc(fmt(e.startDate, e.endDate, '–'))}`) +
        p('Standard', `${esc(e.institution)}${e.score ? ` — GPA: ${esc(e.score)}` : ''}`),
    )
    .join('');
  const body = [
    p('Name', esc(c.basics.name)),
    p('Label', esc(c.basics.label)),
    p('Small', contactParts(c).join('  |  ')),
    p('H', esc(c.style?.headings.summary ?? 'Profile')),
    p('Standard', esc(c.basics.summary)),
    p('H', esc(c.style?.headings.work ?? r.pick(['Work Experience', 'Experience', 'Career History']))),
    work,
    c.education.length ? p('H', esc(c.style?.headings.education ?? 'Education')) + edu : '',
    c.skills.length
      ? p('H', esc(c.style?.headings.skills ?? r.pick(['Skills', 'Key Skills']))) +
        c.skills.map((g) => p('Standard', `${span('B', `${g.name}:`)} ${esc(g.keywords.join(', '))}`)).join('')
      : '',
    c.awards.length
      ? p('H', esc(c.style?.headings.awards ?? 'Awards')) +
        c.awards.map((a) => p('Bullet', `•  ${esc(a.title)}`)).join('')
      : '',
    c.interests.length ? p('H', 'Interests') + p('Standard', esc(c.interests.map((i) => i.name).join(', '))) : '',
  ].join('');
  return {
    fodt: documentXml(
      body,
      r.pick(['#1F4E79', '#7A1F1F', '#2F5F2F', '#333333']),
      r.pick(['Liberation Sans', 'DejaVu Sans', 'Liberation Serif']),
    ),
    profile: profileOf(monthsOf(c, dateStyle !== 'year')),
    variant: `${sameLine ? 'title and employer on one line' : 'employer line then title'}, ${c.style?.dates ?? dateStyle} dates`,
  };
}

/** Two columns from a table: a shaded sidebar (contact, skills, languages), entries as date | details rows. */
export function twoColumnDoc(c: CvContent): OfficeDoc {
  const r = rng(c.seed * 23 + 13);
  const dateStyle = r.pick(['name', 'numeric'] as const);
  const fmt = formatter(dateStyle);
  const row = (left: string, right: string) =>
    `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string">${left}</table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string">${right}</table:table-cell></table:table-row>`;
  const entries = (rows: string) =>
    `<table:table table:name="E${r.int(1, 1e9)}" table:style-name="E"><table:table-column table:style-name="E.A"/><table:table-column table:style-name="E.B"/>${rows}</table:table>`;
  const work = entries(
    c.work
      .map((w) =>
        row(
          p('Small', esc(fmt(w.startDate, w.endDate, '–'))),
          p('Standard', span('B', w.position)) +
            p('Standard', span('I', `${w.name}${w.location ? `, ${w.location}` : ''}`)) +
            w.highlights.map((h) => p('Bullet', `•  ${esc(h)}`)).join(''),
        ),
      )
      .join(''),
  );
  const edu = entries(
    c.education
      .map((e) =>
        row(
          p('Small', esc(fmt(e.startDate, e.endDate, '–'))),
          p('Standard', span('B', `${e.studyType} in ${e.area}`)) +
            p('Standard', esc(e.institution)) +
            (e.score ? p('Small', `GPA: ${esc(e.score)}`) : ''),
        ),
      )
      .join(''),
  );
  const side = [
    p('H', 'Contact'),
    ...contactParts(c).map((x) => p('Small', x)),
    c.skills.length
      ? p('H', 'Skills') +
        c.skills
          .flatMap((g) => g.keywords)
          .map((k) => p('Small', esc(k)))
          .join('')
      : '',
    p('H', 'Languages'),
    ...c.languages.map((l) => p('Small', `${esc(l.language)} (${esc(l.fluency)})`)),
    c.interests.length ? p('H', 'Interests') + c.interests.map((i) => p('Small', esc(i.name))).join('') : '',
  ].join('');
  const main = [
    p('H', r.pick(['Experience', 'Employment'])),
    work,
    c.education.length ? p('H', 'Education') + edu : '',
    c.awards.length ? p('H', 'Honours') + c.awards.map((a) => p('Standard', esc(a.title))).join('') : '',
  ].join('');
  const body = `${p('Name', esc(c.basics.name))}${p('Label', esc(c.basics.label))}
<table:table table:name="Layout" table:style-name="T"><table:table-column table:style-name="T.A"/><table:table-column table:style-name="T.B"/>
<table:table-row><table:table-cell table:style-name="Side" office:value-type="string">${side}</table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string">${main}</table:table-cell></table:table-row></table:table>`;
  return {
    fodt: documentXml(body, r.pick(['#1F4E79', '#7A1F1F', '#2F5F2F']), r.pick(['Liberation Sans', 'DejaVu Sans'])),
    profile: profileOf(true),
    variant: `sidebar table, ${dateStyle} dates`,
  };
}

/**
 * A Word-style table résumé: a narrow column of section labels beside the content, rows ruled in the accent colour;
 * entries as "Employer, place <tab> dates" over the title (or the title first), studies on one line in one of three
 * orders ("Field, Degree — School", "Degree in Field, School", "School — Degree, Field").
 */
export function tableDoc(c: CvContent): OfficeDoc {
  const r = rng(c.seed * 47 + 19);
  const dateStyle = r.pick(['name', 'numeric', 'year', 'dotted'] as const);
  const fmt = formatter(dateStyle);
  const employerFirst = r.chance(0.5);
  const order = r.pick(['field-first', 'in', 'school-first'] as const);
  const section = (label: string, content: string) =>
    `<table:table-row><table:table-cell table:style-name="LabelCell" office:value-type="string">${p('Lab', esc(label))}</table:table-cell><table:table-cell table:style-name="BodyCell" office:value-type="string">${content}</table:table-cell></table:table-row>`;
  const work = c.work
    .map((w) => {
      const dates = esc(fmt(w.startDate, w.endDate, '–'));
      const place = w.location ? `, ${esc(w.location)}` : '';
      const head = employerFirst
        ? p('RowIn', `${span('B', w.name)}${place}<text:tab/>${dates}`) + p('Standard', span('I', w.position))
        : p('RowIn', `${span('B', w.position)} — ${esc(w.name)}<text:tab/>${dates}`) +
          (place ? p('Small', place.slice(2)) : '');
      return head + w.highlights.map((h) => p('Bullet', `•  ${esc(h)}`)).join('');
    })
    .join('');
  const edu = c.education
    .map((e) => {
      const text =
        order === 'field-first'
          ? `${e.area}, ${e.studyType} — ${e.institution}`
          : order === 'in'
            ? `${e.studyType} in ${e.area}, ${e.institution}`
            : `${e.institution} — ${e.studyType}, ${e.area}`;
      const gpa = e.score ? ` (GPA: ${esc(e.score)})` : '';
      return p('RowIn', `${esc(text)}${gpa}<text:tab/>${esc(fmt(e.startDate, e.endDate, '–'))}`);
    })
    .join('');
  const rows = [
    section(r.pick(['Profile', 'Summary']), p('Standard', esc(c.basics.summary))),
    section(r.pick(['Experience', 'Employment', 'Career History']), work),
    c.education.length ? section('Education', edu) : '',
    c.skills.length
      ? section(
          r.pick(['Skills', 'Competencies']),
          c.skills.map((g) => p('Standard', `${span('B', g.name)} — ${esc(g.keywords.join(', '))}`)).join(''),
        )
      : '',
    c.awards.length ? section('Awards', c.awards.map((a) => p('Standard', esc(a.title))).join('')) : '',
    section('Languages', p('Standard', esc(c.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')))),
  ].join('');
  const body = `${p('Name', esc(c.basics.name))}${p('Label', esc(c.basics.label))}${p('Small', contactParts(c).join('  ·  '))}
<table:table table:name="Layout" table:style-name="L"><table:table-column table:style-name="L.A"/><table:table-column table:style-name="L.B"/>${rows}</table:table>`;
  return {
    fodt: documentXml(
      body,
      r.pick(['#1F4E79', '#7A1F1F', '#444444']),
      r.pick(['Liberation Serif', 'Liberation Sans', 'DejaVu Sans']),
    ),
    profile: profileOf(dateStyle !== 'year'),
    variant: `label column, ${employerFirst ? 'employer' : 'title'} first, ${dateStyle} dates, studies ${order}`,
  };
}

/** Converts files in one LibreOffice run (its own profile directory, so parallel runs do not collide). */
export function convertWithLibreOffice(files: string[], to: 'pdf' | 'docx', outDir: string, profileDir: string) {
  mkdirSync(outDir, { recursive: true });
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${profileDir}`, '--headless', '--convert-to', to, '--outdir', outDir, ...files],
    { stdio: 'pipe', timeout: 300_000 },
  );
  return files.map((f) => join(outDir, f.replace(/^.*\//, '').replace(/\.[^.]+$/, `.${to}`)));
}
