// A one-page layout drawn with @react-pdf/renderer, the engine of the open-source résumé builder OpenResume (written
// here in its manner, no code copied): a coloured bar across the top, the name, a summary, a row of contact items
// behind small icons, sections whose headings sit behind a short coloured rule in spaced capitals, "Company" over a
// row of "Title … dates", bullets drawn as separate "•" glyphs, featured skills with rating circles. Roboto comes from
// the pdfmake package, so names with any Latin diacritic print.
import { createRequire } from 'node:module';
import { createElement as h, type ComponentProps, type ReactElement } from 'react';
import { Document, Font, Link, Page, Path, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { CvContent } from './content.ts';
import { rng } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { formatter } from './render-latex.ts';

const ROBOTO = `${createRequire(import.meta.url)
  .resolve('pdfmake/package.json')
  .replace(/package\.json$/, '')}fonts/Roboto`;
Font.register({
  family: 'Roboto',
  fonts: [
    { src: `${ROBOTO}/Roboto-Regular.ttf` },
    { src: `${ROBOTO}/Roboto-Medium.ttf`, fontWeight: 'bold' },
    { src: `${ROBOTO}/Roboto-Italic.ttf`, fontStyle: 'italic' },
  ],
});
// Words are never hyphenated (react-pdf would split a long employer over two lines with a hyphen otherwise).
Font.registerHyphenationCallback((word) => [word]);

type Node = ReactElement | string | null | false;
type Style = NonNullable<ComponentProps<typeof View>['style']>;
const view = (style: Style, ...children: Node[]) => h(View, { style }, ...children.filter(Boolean));
const text = (style: Style, ...children: Node[]) =>
  h(Text, { style } as ComponentProps<typeof Text>, ...children.filter(Boolean));
const icon = (d: string, colour: string) =>
  h(Svg, { viewBox: '0 0 10 10', style: { width: 8, height: 8, marginRight: 3 } }, h(Path, { d, fill: colour }));
const ICONS = {
  mail: 'M0 2h10v6H0zM0 2l5 3 5-3',
  phone: 'M2 1h2l1 2-1 1a6 6 0 0 0 2 2l1-1 2 1v2a1 1 0 0 1-1 1A8 8 0 0 1 1 2a1 1 0 0 1 1-1z',
  pin: 'M5 0a3 3 0 0 1 3 3c0 2-3 7-3 7S2 5 2 3a3 3 0 0 1 3-3z',
  link: 'M4 6l2-2M3 5L1 7a1.5 1.5 0 0 0 2 2l2-2M7 5l2-2a1.5 1.5 0 0 0-2-2L5 3',
};

interface Theme {
  colour: string;
  dates: (s: string | null, e: string | null) => string;
  months: boolean;
}

function section(t: Theme, title: string, ...children: Node[]) {
  return view(
    { marginTop: 10 },
    view(
      { flexDirection: 'row', alignItems: 'center', marginBottom: 4 },
      view({ width: 26, height: 3, backgroundColor: t.colour, marginRight: 6 }),
      text({ fontWeight: 'bold', fontSize: 10.5, letterSpacing: 0.6 }, title.toUpperCase()),
    ),
    ...children,
  );
}

const bullets = (xs: string[]) =>
  xs.map((x) =>
    view({ flexDirection: 'row', marginTop: 1 }, text({ width: 10, paddingLeft: 3 }, '•'), text({ flex: 1 }, x)),
  );

const subRow = (left: string, right: string) =>
  view(
    { flexDirection: 'row', justifyContent: 'space-between', marginTop: 1.5 },
    text({}, left),
    text({ color: '#333' }, right),
  );

function work(t: Theme, c: CvContent) {
  return c.work.map((w) =>
    view(
      { marginTop: 5 },
      text({ fontWeight: 'bold' }, w.name),
      subRow(w.position, t.dates(w.startDate, w.endDate)),
      view({ marginTop: 1 }, ...bullets(w.highlights)),
    ),
  );
}

function education(t: Theme, c: CvContent) {
  return c.education.map((e) =>
    view(
      { marginTop: 5 },
      text({ fontWeight: 'bold' }, e.institution),
      subRow(`${e.studyType} in ${e.area}${e.score ? ` - GPA ${e.score}` : ''}`, t.dates(e.startDate, e.endDate)),
    ),
  );
}

function skills(t: Theme, c: CvContent) {
  const words = c.skills.flatMap((g) => g.keywords);
  const circles = (n: number) =>
    view(
      { flexDirection: 'row', marginLeft: 4 },
      ...[0, 1, 2, 3, 4].map((i) =>
        view({ width: 6, height: 6, borderRadius: 3, marginLeft: 1.5, backgroundColor: i < n ? t.colour : '#d9d9d9' }),
      ),
    );
  return view(
    { flexDirection: 'row', flexWrap: 'wrap' },
    ...words.map((w, i) =>
      view(
        { width: '33%', flexDirection: 'row', alignItems: 'center', marginTop: 3 },
        text({}, w),
        circles(2 + ((i * 3) % 4)),
      ),
    ),
  );
}

function contactRow(c: CvContent, colour: string) {
  const bare = (u: string) => u.replace(/^https?:\/\/(www\.)?/, '');
  const items: [string, string, string | null][] = [
    [ICONS.mail, c.basics.email, `mailto:${c.basics.email}`],
    ...(c.basics.phone ? [[ICONS.phone, c.basics.phone, null] as [string, string, null]] : []),
    [ICONS.pin, `${c.basics.location.city}, ${c.basics.location.region}`, null],
    ...(c.basics.url ? [[ICONS.link, bare(c.basics.url), c.basics.url] as [string, string, string]] : []),
    ...c.basics.profiles.map((p) => [ICONS.link, bare(p.url), p.url] as [string, string, string]),
  ];
  return view(
    { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
    ...items.map(([d, label, href]) =>
      view(
        { flexDirection: 'row', alignItems: 'center', marginRight: 12, marginTop: 2 },
        icon(d, colour),
        href ? h(Link, { src: href, style: { color: '#171717', textDecoration: 'none' } }, label) : text({}, label),
      ),
    ),
  );
}

/** One résumé as OpenResume would print it; the content flows onto a second page when it must. */
export async function renderReactPdf(c: CvContent): Promise<{ pdf: Buffer; profile: PrintProfile; variant: string }> {
  const r = rng(c.seed * 59 + 11);
  const style = r.pick(['name', 'numeric', 'name'] as const);
  const t: Theme = {
    colour: r.pick(['#38bdf8', '#f97316', '#10b981', '#6366f1']),
    dates: (s, e) => formatter(style)(s, e, '-'),
    months: true,
  };
  const headings = {
    work: r.pick(['Work Experience', 'Experience']),
    education: 'Education',
    skills: r.pick(['Skills', 'Featured Skills']),
    awards: r.pick(['Awards', 'Honors & Awards']),
  };
  const doc = h(
    Document,
    { title: `${c.basics.name} - Resume`, creator: 'OpenResume', producer: 'react-pdf' },
    h(
      Page,
      { size: 'LETTER', style: { fontFamily: 'Roboto', fontSize: 9.5, color: '#171717' } },
      view({ height: 12, backgroundColor: t.colour }),
      view(
        { paddingHorizontal: 40, paddingTop: 18, paddingBottom: 30 },
        text({ fontSize: 20, fontWeight: 'bold' }, c.basics.name),
        text({ marginTop: 4 }, c.basics.summary),
        contactRow(c, t.colour),
        section(t, headings.work, ...work(t, c)),
        c.education.length > 0 && section(t, headings.education, ...education(t, c)),
        c.skills.length > 0 && section(t, headings.skills, skills(t, c)),
        c.awards.length > 0 && section(t, headings.awards, ...bullets(c.awards.map((a) => a.title))),
      ),
    ),
  );
  const pdf = await renderToBuffer(doc);
  return {
    pdf: Buffer.from(pdf),
    profile: printProfile({ months: t.months }),
    variant: `react-pdf one page, ${style} dates, ${headings.work}`,
  };
}
