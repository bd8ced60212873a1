// A Word-style résumé whose header is two text boxes (the name and headline on the left, the contact lines on the
// right), then one column: a summary, experience with the dates on a line of their own (with the place) or after a
// right tab, a projects section that is not employment, studies, skills and languages. Exported through .docx.
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { formatter } from './render-latex.ts';
import { printProfile } from './answer-key.ts';
import { contactParts, documentXml, esc, p, span, type OfficeDoc } from './render-office.ts';

const FRAME_STYLES = (accent: string) => `
<style:style style:name="Box" style:family="graphic"><style:graphic-properties fo:border="none" fo:padding="0cm" style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="from-left" style:horizontal-rel="paragraph"/></style:style>
<style:style style:name="BigName" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Head2" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:letter-spacing="0.06cm" fo:color="${accent}"/></style:style>
<style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="Grey" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.18cm"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
<style:style style:name="Spacer" style:family="paragraph"><style:paragraph-properties fo:margin-top="3.2cm"/></style:style>`;

/** A few side projects per person, from the seed: printed under their own heading, never positions. */
const PROJECTS = [
  ['Tiny Ledger', 'A double-entry bookkeeping CLI in Rust, 300 stars'],
  ['Bus Times Bot', 'A chat bot answering departure times from open transit data'],
  ['Garden Sensors', 'Soil moisture sensors on LoRa with a small dashboard'],
  ['Recipe Scaler', 'A web app that rescales recipes and converts units'],
  ['Open Data Maps', 'Volunteer maps of accessible entrances for the city council'],
];

export function textboxDoc(c: CvContent): OfficeDoc {
  const r = rng(c.seed * 59 + 23);
  const dateStyle = r.pick(['name', 'numeric', 'dotted'] as const);
  const fmt = formatter(dateStyle);
  const datesOwnLine = r.chance(0.5);
  const accent = r.pick(['#2E4057', '#8B1E3F', '#1B5E20', '#37474F']);
  const frame = (name: string, x: string, w: string, inner: string) =>
    `<draw:frame draw:style-name="Box" draw:name="${name}" text:anchor-type="paragraph" svg:x="${x}" svg:y="0cm" svg:width="${w}" draw:z-index="0"><draw:text-box fo:min-height="2.6cm">${inner}</draw:text-box></draw:frame>`;
  const header = p(
    'Spacer',
    frame('NameBox', '0cm', '10.5cm', p('BigName', esc(c.basics.name)) + p('Label', esc(c.basics.label))) +
      frame(
        'ContactBox',
        '10.8cm',
        '6.2cm',
        contactParts(c)
          .map((x) => p('Right', x))
          .join(''),
      ),
  );
  const work = c.work
    .map((w) => {
      const dates = esc(fmt(w.startDate, w.endDate, '–'));
      const head = datesOwnLine
        ? p('Grey', `${dates}${w.location ? `  ·  ${esc(w.location)}` : ''}`) +
          p('Standard', `${span('B', w.position)} | ${esc(w.name)}`)
        : p('Row', `${span('B', w.name)}${w.location ? ` (${esc(w.location)})` : ''}<text:tab/>${dates}`) +
          p('Standard', span('I', w.position));
      return head + w.highlights.map((h) => p('Bullet', `–  ${esc(h)}`)).join('');
    })
    .join('');
  const projects = r
    .sample(PROJECTS, r.int(1, 2))
    .map(([name, what]) => p('Standard', `${span('B', name as string)} — ${esc(what as string)}`))
    .join('');
  const edu = c.education
    .map(
      (e) =>
        p('Row', `${span('B', e.institution)}<text:tab/>${esc(fmt(e.startDate, e.endDate, '–'))}`) +
        p('Standard', `${esc(`${e.studyType} in ${e.area}`)}${e.score ? `, GPA ${esc(e.score)}` : ''}`),
    )
    .join('');
  const body = [
    header,
    p('Head2', r.pick(['Professional Summary', 'Summary', 'About'])),
    p('Standard', esc(c.basics.summary)),
    p('Head2', r.pick(['Experience', 'Relevant Experience', 'Work History'])),
    work,
    p('Head2', r.pick(['Projects', 'Selected Projects', 'Side Projects'])),
    projects,
    c.education.length ? p('Head2', 'Education') + edu : '',
    c.skills.length
      ? p('Head2', esc(r.pick(['Skills', 'Core Competencies', 'Tools & Technologies']))) +
        p('Standard', esc(c.skills.flatMap((g) => g.keywords).join(' • ')))
      : '',
    c.awards.length
      ? p('Head2', esc(r.pick(['Certifications & Awards', 'Achievements']))) +
        c.awards.map((a) => p('Bullet', `–  ${esc(a.title)}`)).join('')
      : '',
    p('Head2', 'Languages'),
    p('Standard', esc(c.languages.map((l) => `${l.language} — ${l.fluency}`).join('; '))),
  ].join('');
  return {
    fodt: documentXml(
      body,
      accent,
      r.pick(['Liberation Sans', 'DejaVu Sans', 'Liberation Serif']),
      FRAME_STYLES(accent),
    ),
    profile: printProfile({ months: true }),
    variant: `text-box header, dates ${datesOwnLine ? 'on their own line' : 'after a tab'}, ${dateStyle} dates`,
  };
}
