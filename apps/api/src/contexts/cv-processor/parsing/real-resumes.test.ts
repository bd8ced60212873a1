import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLayout } from '../pdf/extract-layout.ts';
import { parseCvLayout } from './parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { runsWhen, sharedFixtures } from '../../../test/requirements.ts';

// Real résumés of ../shared/fixtures/cv (Resume-Matcher's and the shared templates), read by hand against their text
// (ADR 083, addendum "Resume-Matcher's résumés"): the values a visitor checks first. Skipped when the fixtures are absent.
const root = join(import.meta.dirname, '../../../../../../../shared/fixtures/cv');
const taxonomy = loadTaxonomy();

type Position = [title: string, employer: string, start: string | null, end: string | null];
type School = [degree: string, university: string, start: string | null, end: string | null];
interface Key {
  name: string | null;
  email: string;
  phone: string | null;
  positions: Position[];
  schools: School[];
}

const MSC = 'Master of Science in Computer Science';
const BSC = 'Bachelor of Science in Computer Science';
const TEMPLATE: Key = {
  name: 'John Doe',
  email: 'john.doe@email.com',
  phone: '+1 (415) 555-0142',
  positions: [
    ['Senior Software Engineer', 'Stripe', '2023-01', 'present'],
    ['Software Engineer', 'Figma', '2021-06', '2022-12'],
    ['Software Engineer', 'Notion', '2019-07', '2021-05'],
  ],
  schools: [[BSC, 'UC Berkeley', null, '2019']],
};

const KEYS: Record<string, Key> = {
  'resume-matcher/alfred_pennyworth_pm.pdf': {
    name: 'Alfred Pennyworth',
    email: 'alfred.pennyworth@email.com',
    phone: '(123) 456-7890',
    positions: [
      ['Product Manager', 'Google', '2017', 'present'],
      ['Software Development Engineer III', 'Amazon', '2012', '2017'],
      ['Software Development Engineer II', 'Apple', '2007', '2012'],
      ['Software Development Engineer I', 'Netflix', '2002', '2007'],
      ['Software Development Engineer I', 'Facebook', '1999', '2002'],
    ],
    schools: [
      ['Master of Business Administration', 'Stanford University', '2016', '2018'],
      [MSC, 'Massachusetts Institute of Technology', '1997', '1999'],
      [BSC, 'University of California, Berkeley', '1994', '1997'],
    ],
  },
  'resume-matcher/barry_allen_fe.pdf': {
    name: 'Barry Allen',
    email: 'allthe.stars@google.com',
    phone: '(123) 456-7890',
    positions: [['Software Engineer (Front-End)', 'Google', '2022-06', 'present']],
    schools: [['B.Tech in Computer Science and Engineering', 'Indian Institute of Technology Delhi', '2018', '2022']],
  },
  'resume-matcher/bruce_wayne_fullstack.pdf': {
    name: 'Bruce Wayne',
    email: 'bwayne@email.com',
    phone: '(123) 456-7890',
    positions: [
      ['MERN Stack Developer', 'OpenAI', '2020-06', 'present'],
      ['Full Stack Developer', 'Uber', '2015-07', '2020-05'],
      ['Software Developer', 'Facebook', '2012-06', '2015-06'],
    ],
    schools: [
      ['PhD in Computer Science', 'CalTech', '2009', '2012'],
      [MSC, 'MIT', '2007', '2009'],
      [BSC, 'UC San Diego', '2003', '2007'],
    ],
  },
  'resume-matcher/harvey_dent_mle.pdf': {
    name: 'Harvey Dent',
    email: 'hdent@email.com',
    phone: '(123) 456-7891',
    positions: [
      ['Machine Learning Engineer', 'OpenAI', '2021', 'present'],
      ['Data Scientist', 'Uber', '2018', '2021'],
      ['Junior Data Analyst', 'Facebook', '2016', '2018'],
    ],
    schools: [
      [MSC, 'MIT', '2014', '2016'],
      [BSC, 'UC San Diego', '2010', '2014'],
    ],
  },
  'resume-matcher/john_doe.pdf': {
    name: 'John Doe',
    email: 'john.doe@email.com',
    phone: '(123) 456-7890',
    positions: [
      ['Full Stack Java Developer', 'ABC Company, Inc.', '2018-06', 'present'],
      ['Software Developer', 'XYZ Solutions', '2016-07', '2018-06'],
    ],
    schools: [[BSC, 'State University', null, '2016-05']],
  },
  'templates/single-column.pdf': TEMPLATE,
  'templates/two-column.pdf': TEMPLATE,
  'templates/modern-single-column.pdf': TEMPLATE,
  'templates/modern-two-column.pdf': TEMPLATE,
};

describe(
  'real résumés read by hand',
  { timeout: 60_000, ...runsWhen(sharedFixtures(root, '../shared/fixtures/cv')) },
  () => {
    it.each(Object.entries(KEYS))('%s', async (file, key) => {
      const layout = await extractLayout(new Uint8Array(readFileSync(join(root, file))), 20);
      const cv = parseCvLayout(layout, taxonomy).result;
      expect({
        name: cv.fullName,
        email: cv.email,
        phone: cv.phoneNumber,
        positions: cv.employerDtos.map((e) => [e.title, e.employer, e.startDate, e.endDate]),
        schools: cv.educationDtos.map((e) => [e.degree, e.university, e.startDate, e.endDate]),
      }).toEqual(key);
    });

    it('gives no name for a job description read as a résumé', async () => {
      const file = join(root, 'resume-matcher/job_desc_java_developer.pdf');
      const layout = await extractLayout(new Uint8Array(readFileSync(file)), 20);
      expect(parseCvLayout(layout, taxonomy).result.fullName).toBeNull();
    });
  },
);
