import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { extractLayout } from '../pdf/extract-layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseCvLayout } from './parse-cv.ts';

// Golden data: the generated CVs of data/eval and their exact labels (regenerate with generate-fixtures.ts).
const dir = join(import.meta.dirname, '../data/eval');
const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, CvParseResponse>;

describe('parseCvLayout on the generated CVs', { timeout: 30_000 }, () => {
  for (const [file, expected] of Object.entries(labels)) {
    it(`reads ${file} exactly`, async () => {
      const layout = await extractLayout(new Uint8Array(readFileSync(join(dir, file))), 20);
      expect(parseCvLayout(layout, loadTaxonomy()).result).toEqual(expected);
    });
  }
});

const run = (text: string, y: number, size = 10, bold = false, x = 50) => ({
  text,
  x,
  y,
  width: text.length * 5,
  size,
  bold,
  page: 1,
});
const pageOf = (runs: ReturnType<typeof run>[]) => ({
  pageCount: 1,
  links: [],
  pages: [{ width: 600, height: 800, runs }],
});

describe('parseCvLayout without an experience heading', () => {
  it('reads the positions a "Career Summary" lists by their dates (ReadableCV)', () => {
    const layout = pageOf([
      run('Ada Lovelace', 40, 24, true),
      run('Career Summary', 100, 14, true),
      run('2018 – present', 120),
      run('Operations Manager', 120, 10, true, 160),
      run('Initech', 132, 10, false, 160),
      run('2007 – 2018', 160),
      run('Logistics Coordinator', 160, 10, true, 160),
      run('Globex', 172, 10, false, 160),
    ]);
    expect(parseCvLayout(layout, loadTaxonomy()).result.employerDtos).toEqual([
      { title: 'Operations Manager', employer: 'Initech', startDate: '2018', endDate: 'present' },
      { title: 'Logistics Coordinator', employer: 'Globex', startDate: '2007', endDate: '2018' },
    ]);
  });

  it('still finds dated entries that read like jobs', () => {
    const layout = pageOf([
      run('Ada Lovelace', 40, 24, true),
      run('ada@example.com', 60),
      run('Where I have worked', 100, 14, true),
      run('Senior Data Engineer, Initech', 120, 10, true),
      run('Mar 2020 – Present', 132),
      run('• Built pipelines', 144),
      run('Data Analyst, Globex', 160, 10, true),
      run('Jan 2017 – Feb 2020', 172),
    ]);
    expect(parseCvLayout(layout, loadTaxonomy()).result.employerDtos).toEqual([
      { title: 'Senior Data Engineer', employer: 'Initech', startDate: '2020-03', endDate: 'present' },
      { title: 'Data Analyst', employer: 'Globex', startDate: '2017-01', endDate: '2020-02' },
    ]);
  });
});

describe('parseCvLayout on a bare "Research" heading', () => {
  it('reads its dated entries titled like jobs as positions, never its papers', () => {
    const layout = pageOf([
      run('Ondřej Novotný', 40, 24, true),
      run('ondrej@example.cz', 60),
      run('Experience', 100, 14, true),
      run('Rossum', 120, 10, true),
      run('Machine Learning Engineer', 132),
      run('Aug 2021 – Present', 144),
      run('Research', 180, 14, true),
      run('Czech Institute of Informatics, Robotics and Cybernetics', 200, 10, true),
      run('Research Assistant', 212),
      run('Oct 2019 – Jun 2021', 224),
      run('Publications', 260, 14, true),
      run('Novotný, O. (2021). Visual localisation for mobile robots. ICRA, 2019 – 2021.', 280),
    ]);
    expect(parseCvLayout(layout, loadTaxonomy()).result.employerDtos).toEqual([
      { title: 'Machine Learning Engineer', employer: 'Rossum', startDate: '2021-08', endDate: 'present' },
      {
        title: 'Research Assistant',
        employer: 'Czech Institute of Informatics, Robotics and Cybernetics',
        startDate: '2019-10',
        endDate: '2021-06',
      },
    ]);
  });
});

describe('parseCvLayout on degrees listed among the positions', () => {
  it('reads a degree over its school under "Research experience" as a course of study', () => {
    const layout = pageOf([
      run('Irina Volkova', 40, 24, true),
      run('irina@example.ru', 60),
      run('Work Experience', 100, 14, true),
      run('Baltic Instruments Ltd', 120),
      run('2019 – 2023', 120, 10, false, 450),
      run('Software Engineer', 132),
      run('Research Experience', 170, 14, true),
      run('PhD.', 190, 10, true),
      run('2019 – 2023', 190, 10, false, 450),
      run('Keldysh Institute of Applied Mathematics', 202),
      run('Thesis: Adaptive meshes for ocean models.', 214),
      run('Education', 250, 14, true),
      run('Saint Petersburg State University', 270, 10, true),
      run('2013 – 2019', 270, 10, false, 450),
      run('MSc in Applied Mathematics', 282),
    ]);
    const result = parseCvLayout(layout, loadTaxonomy()).result;
    expect(result.employerDtos).toEqual([
      { title: 'Software Engineer', employer: 'Baltic Instruments Ltd', startDate: '2019', endDate: '2023' },
    ]);
    expect(result.educationDtos.map((e) => [e.university, e.degree, e.startDate, e.endDate])).toEqual([
      ['Saint Petersburg State University', 'MSc in Applied Mathematics', '2013', '2019'],
      ['Keldysh Institute of Applied Mathematics', 'PhD', '2019', '2023'],
    ]);
  });
});
