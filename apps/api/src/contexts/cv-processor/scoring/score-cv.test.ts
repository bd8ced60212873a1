import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import type { CvText } from '../parsing/parse-cv.ts';
import { scoreCv } from './score-cv.ts';

const taxonomy = loadTaxonomy();
const NOW = new Date('2026-01-01T00:00:00Z');
const POOL = [
  'TypeScript',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'React',
  'Python',
  'Apache Kafka',
  'Terraform',
  'GraphQL',
  'Redis',
];

function cvWith(skills: string[], extra: Partial<CvParseResponse> = {}): CvText {
  const result: CvParseResponse = {
    fullName: 'Test Person',
    email: null,
    phoneNumber: null,
    socialMedias: [],
    skills,
    employerDtos: [{ title: 'Backend Engineer', employer: 'Acme', startDate: '2019-01', endDate: 'present' }],
    educationDtos: [
      { degree: 'BSc in Computer Science', university: 'Leeds', startDate: '2015-09', endDate: '2018-06', gpa: null },
    ],
    highlights: ['Cut API latency by 40% for 2M users'],
    ...extra,
  };
  return { result, text: `Backend Engineer, Acme\n${skills.join(', ')}`, sections: [] };
}

const JOB = `Backend Engineer
Requirements:
- 5+ years of experience building APIs
- Strong TypeScript, PostgreSQL and Docker
- Kubernetes in production
- Bachelor's degree in Computer Science
Nice to have:
- Apache Kafka, Terraform
- A track record of measurable impact`;

describe('scoreCv', () => {
  it('is deterministic', () => {
    const cv = cvWith(['TypeScript', 'Docker']);
    expect(scoreCv(cv, JOB, taxonomy, NOW)).toEqual(scoreCv(cv, JOB, taxonomy, NOW));
  });

  it('gives integer scores in 0..100 or null', () => {
    fc.assert(
      fc.property(fc.subarray(POOL), (skills) => {
        const s = scoreCv(cvWith(skills), JOB, taxonomy, NOW);
        for (const v of [
          s.overallScore,
          s.skillsScore,
          s.experienceScore,
          s.educationScore,
          s.certificationScore,
          s.highlightScore,
        ]) {
          expect(v === null || (Number.isInteger(v) && v >= 0 && v <= 100)).toBe(true);
        }
      }),
    );
  });

  it('never lowers the overall score when the CV gains a must-have skill', () => {
    const must = ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'];
    fc.assert(
      fc.property(fc.subarray(POOL), fc.constantFrom(...must), (skills, added) => {
        const before = scoreCv(cvWith(skills), JOB, taxonomy, NOW).overallScore ?? 0;
        const after = scoreCv(cvWith([...new Set([...skills, added])]), JOB, taxonomy, NOW).overallScore ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('answers null where the job is silent', () => {
    const s = scoreCv(cvWith(['TypeScript']), 'We are a friendly team in Leeds.', taxonomy, NOW);
    expect(s.skillsScore).toBeNull();
    expect(s.educationScore).toBeNull();
    expect(s.certificationScore).toBeNull();
    expect(s.highlightScore).toBeNull();
    expect(s.matchedMustHaveSkills).toEqual([]);
  });

  it('splits must-have and nice-to-have skills and explains from the evidence', () => {
    const s = scoreCv(cvWith(['TypeScript', 'Docker', 'Terraform']), JOB, taxonomy, NOW);
    // The job title's role (Backend Engineer) is a core requirement met by the CV's own title.
    expect(s.matchedMustHaveSkills).toEqual(['Backend development', 'TypeScript', 'Docker']);
    expect(s.missingMustHaveSkills).toEqual(['PostgreSQL', 'Kubernetes']);
    expect(s.matchedNiceToHaveSkills).toEqual(['Terraform']);
    expect(s.missingNiceToHaveSkills).toEqual(['Apache Kafka']);
    expect(s.experienceMatchExplanation).toContain('7.1 years');
    expect(s.educationScore).toBe(100);
    expect(s.highlightJustification).toEqual(['Cut API latency by 40% for 2M users']);
  });

  it('treats "such as A, B or C" as one requirement met by any of them', () => {
    const job = 'Requirements:\n- Proficiency with server-side languages such as Python, Ruby or Java';
    const s = scoreCv(cvWith(['Ruby']), job, taxonomy, NOW);
    expect(s.skillsScore).toBe(100);
    expect(s.missingMustHaveSkills).toEqual([]);
  });
});
