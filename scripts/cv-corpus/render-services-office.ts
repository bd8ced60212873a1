// An OpenDocument layout written here for the second content style, in the manner of word-processor templates
// whose page header carries the contact line (and sometimes the name) and whose footer repeats the name: entries
// as "Employer, Place" over "Title <tab> dates". Exported by LibreOffice through .docx.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printRange, printsMonths, type ServicesStyle } from './content-services.ts';
import { printProfile } from './answer-key.ts';
import { contactParts, documentXml, esc, p, span, type OfficeDoc } from './render-office.ts';

const MASTER = '<style:master-page style:name="Standard" style:page-layout-name="pm1"/>';

/** The master page with a header (contact line, name when `nameInHeader`) and a footer. */
function withHeaderFooter(fodt: string, header: string, footer: string): string {
  return fodt
    .replace(
      MASTER,
      `<style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>${header}</style:header><style:footer>${footer}</style:footer></style:master-page>`,
    )
    .replace(
      '/></style:page-layout>',
      '/><style:header-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>',
    );
}

export function headerFooterDoc(c: CvContent): OfficeDoc {
  const style = c.style as ServicesStyle;
  const r = rng(c.seed * 59 + 31);
  const nameInHeader = r.chance(0.5);
  const titleFirst = r.chance(0.4);
  const range = (s: string | null, e: string | null) => esc(printRange(style.dates, s, e));
  const work = c.work
    .map((w) => {
      const org = `${span('B', w.name)}${w.location ? `, ${esc(w.location)}` : ''}`;
      const role = `${span('I', w.position)}<text:tab/>${range(w.startDate, w.endDate)}`;
      const lines = titleFirst
        ? p('Row', `${span('B', w.position)}<text:tab/>${range(w.startDate, w.endDate)}`) +
          p('Standard', `${esc(w.name)}${w.location ? `, ${esc(w.location)}` : ''}`)
        : p('Row', org) + p('Row', role);
      return lines + w.highlights.map((h) => p('Bullet', `–  ${esc(h)}`)).join('');
    })
    .join('');
  const edu = c.education
    .map(
      (e) =>
        p('Row', `${span('B', e.institution)}<text:tab/>${range(e.startDate, e.endDate)}`) +
        p('Standard', `${esc(`${e.studyType} in ${e.area}`)}${e.score ? ` (GPA ${esc(e.score)})` : ''}`),
    )
    .join('');
  const contact = p('Small', contactParts(c).join('  |  '));
  const header = nameInHeader ? p('Label', span('B', c.basics.name)) + contact : contact;
  const footer = p('Small', `${esc(c.basics.name)} — Curriculum Vitae`);
  const body = [
    nameInHeader ? '' : p('Name', esc(c.basics.name)),
    p('Label', esc(c.basics.label)),
    p('H', esc(style.headings.summary)),
    p('Standard', esc(c.basics.summary)),
    p('H', esc(style.headings.work)),
    work,
    c.education.length ? p('H', esc(style.headings.education)) + edu : '',
    c.skills.length
      ? p('H', esc(style.headings.skills)) +
        c.skills
          .flatMap((g) => g.keywords)
          .map((k) => p('Bullet', `•  ${esc(k)}`))
          .join('')
      : '',
    c.awards.length
      ? p('H', esc(style.headings.awards)) + c.awards.map((a) => p('Standard', esc(a.title))).join('')
      : '',
  ].join('');
  const fodt = documentXml(
    body,
    r.pick(['#203864', '#5B2C2C', '#2E4A2E']),
    r.pick(['Liberation Sans', 'Carlito', 'DejaVu Sans']),
  );
  return {
    fodt: withHeaderFooter(fodt, header, footer),
    profile: printProfile({ months: printsMonths(style.dates), website: false }),
    variant: `contact in the page header${nameInHeader ? ' with the name' : ''}, ${titleFirst ? 'title' : 'employer'} first, ${style.dates} dates`,
  };
}
