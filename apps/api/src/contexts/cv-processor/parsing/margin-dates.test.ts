import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

describe('parseExperience: long dates wrapped in a margin or a date column', () => {
  it('parts a margin date set close to its entry and moves a month left alone onto its year (moderncv)', () => {
    const lines = linesOf([
      run('September', 89, 100, { width: 48 }),
      run('Senior Data Engineer', 146, 100, { bold: true, width: 100 }),
      run(',', 246, 100, { width: 3 }),
      run('Zalando SE', 252, 100, { italic: true, width: 50 }),
      run(', Berlin, Berlin, Germany', 302, 100, { width: 120 }),
      run('2019 –', 107, 113, { width: 31 }),
      run('• Built streaming pipelines in Kafka and Flink.', 146, 113, { width: 210 }),
      run('Present', 101, 126, { width: 37 }),
      run('Jan. 2015 – Aug. 2019', 40, 150, { width: 98 }),
      run('Data Engineer', 146, 150, { bold: true, width: 65 }),
      run(',', 211, 150, { width: 3 }),
      run('SAP', 217, 150, { italic: true, width: 20 }),
      run(', Walldorf, Baden-Württemberg, Germany', 237, 150, { width: 180 }),
      run('• Designed the order events schema.', 146, 163, { width: 170 }),
    ]);
    expect(lines[0]?.segments.at(-1)).toBe('Senior Data Engineer, Zalando SE, Berlin, Berlin, Germany');
    expect(parseExperience(lines)).toEqual([
      { title: 'Senior Data Engineer', employer: 'Zalando SE', startDate: '2019-09', endDate: 'present' },
      { title: 'Data Engineer', employer: 'SAP', startDate: '2015-01', endDate: '2019-08' },
    ]);
  });

  it('parts only whole month names and years from the text beside them ("Marie  Curie Fellow" stays one)', () => {
    const lines = linesOf([
      run('2022–2024', 72, 100, { width: 59 }),
      run('Marie', 165, 100, { bold: true, width: 33 }),
      run('Curie Fellow', 206, 100, { bold: true, width: 66 }),
    ]);
    expect(lines[0]?.segments).toEqual(['2022–2024', 'Marie Curie Fellow']);
  });

  it('keeps a date printed word by word in one piece beside its title ("Jan  2023  -  Present")', () => {
    const runs = [
      run('Senior Software Engineer', 28, 100, { bold: true, width: 130 }),
      run('Jan', 420, 100, { width: 16 }),
      run('2023', 443, 100, { width: 22 }),
      run('-', 472, 100, { width: 4 }),
      run('Present', 483, 100, { width: 36 }),
      run('Stripe', 28, 113, { bold: true, width: 30 }),
      run('• Designed the fraud detection pipeline.', 36, 126, { width: 190 }),
    ];
    expect(linesOf(runs)[0]?.segments).toEqual(['Senior Software Engineer', 'Jan 2023 - Present']);
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Senior Software Engineer', employer: 'Stripe', startDate: '2023-01', endDate: 'present' },
    ]);
  });

  it('finds the end of a wrapped range in a date column below the entry text read beside it', () => {
    const lines = linesOf([
      run('Senior Android Developer', 264, 100, { bold: true, width: 120 }),
      run('at Farfetch, Porto', 388, 100, { width: 80 }),
      run('2019 – 2022', 184, 106, { size: 8, width: 44 }),
      run('Kotlin and Jetpack Compose for the shopping app.', 264, 112, { size: 8, width: 190 }),
      run('Mobile Developer', 264, 140, { bold: true, width: 80 }),
      run('at OutSystems, Linda-a-Velha', 348, 140, { width: 120 }),
      run('Mar. 2016 – Nov.', 184, 146, { size: 8, width: 60 }),
      run('Built hybrid apps for insurers and banks.', 264, 152, { size: 8, width: 160 }),
      run('2018', 184, 155, { size: 8, width: 16 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Senior Android Developer', employer: 'Farfetch', startDate: '2019', endDate: '2022' },
      { title: 'Mobile Developer', employer: 'OutSystems', startDate: '2016-03', endDate: '2018-11' },
    ]);
  });

  it('moves a month tabbed to the end of a full line onto the year that starts the next line (groff)', () => {
    const lines = linesOf([
      run('Site Reliability Engineer, Allegro, Kraków', 72, 100, { bold: true, width: 190 }),
      run('Apr', 500, 100, { width: 17 }),
      run('2020 – present', 72, 112, { width: 65 }),
      run('• On-call lead for the checkout platform.', 72, 128, { width: 190 }),
      run('Systems Administrator, Comarch, Kraków', 72, 143, { bold: true, width: 180 }),
      run('Jul 2016 – Mar 2020', 470, 143, { width: 90 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Site Reliability Engineer', employer: 'Allegro', startDate: '2020-04', endDate: 'present' },
      { title: 'Systems Administrator', employer: 'Comarch', startDate: '2016-07', endDate: '2020-03' },
    ]);
  });

  it('reads the line indented under a date alone on its line as the entry it dates (simplecv)', () => {
    const lines = linesOf([
      run('September 2019 – Present', 71, 100, { width: 120 }),
      run('Head of Data Science', 156, 113, { bold: true, width: 100 }),
      run(', Novo Nordisk, Bagsværd, Denmark', 256, 113, { width: 160 }),
      run('Leads 12 data scientists on clinical trial analytics.', 156, 131, { width: 230 }),
      run('Jan. 2015 – Aug. 2019', 71, 153, { width: 100 }),
      run('Data Scientist', 156, 166, { bold: true, width: 70 }),
      run(', Maersk, Copenhagen, Denmark', 226, 166, { width: 140 }),
      run('Forecasting container demand.', 156, 184, { width: 140 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Head of Data Science', employer: 'Novo Nordisk', startDate: '2019-09', endDate: 'present' },
      { title: 'Data Scientist', employer: 'Maersk', startDate: '2015-01', endDate: '2019-08' },
    ]);
  });

  it('reads a range printed end first in a right-aligned margin, the start beside the first list item (yaac)', () => {
    const lines = linesOf([
      run('Present', 94, 100, { width: 32 }),
      run('Platform Lead, NORTHWIND.IO', 138, 100, { width: 140 }),
      run('May 2020', 87, 112, { width: 38 }),
      run('• Runs the payments platform team of eight engineers.', 149, 112, { width: 240 }),
      run('• Moved the ledger to event sourcing.', 149, 124, { width: 170 }),
      run('April 2020', 80, 148, { width: 45 }),
      run('Backend Engineer, KESTREL LABS', 138, 148, { width: 150 }),
      run('March 2016', 74, 160, { width: 51 }),
      run('• Built the billing service.', 149, 160, { width: 130 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Platform Lead', employer: 'NORTHWIND.IO', startDate: '2020-05', endDate: 'present' },
      { title: 'Backend Engineer', employer: 'KESTREL LABS', startDate: '2016-03', endDate: '2020-04' },
    ]);
  });
});
