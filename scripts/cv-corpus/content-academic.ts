// A third content style, for academic CVs: the seeded skeleton of content.ts (people, dates, counts) with research
// appointments at universities and institutes, a doctorate first among the studies, research-methods skills,
// fellowships and prizes as awards, and the publications, talks, teaching and grants an academic CV lists besides
// (printed, never part of the answer key: none of them is a position, a study, a skill or an award).
import { makeContent, rng, type CvContent } from './content.ts';
import { SCHOOLS } from './vocabulary.ts';

const TITLES = [
  'Postdoctoral Researcher',
  'Assistant Professor',
  'Associate Professor',
  'Research Scientist',
  'Lecturer',
  'Senior Lecturer',
  'Research Fellow',
  'Visiting Scholar',
  'Research Assistant',
  'Marie Curie Fellow',
];
const INSTITUTES = [
  'Max Planck Institute for Intelligent Systems',
  'Institut Pasteur',
  'CERN',
  'Broad Institute',
  'Alan Turing Institute',
  'Weizmann Institute of Science',
  'INRIA',
  'RIKEN',
];
const FIELDS = ['Physics', 'Computational Biology', 'Statistics', 'Economics', 'Neuroscience', 'Applied Mathematics'];
const DOCTORATES = ['PhD', 'Ph.D.', 'Doctor of Philosophy'];
const MASTERS = ['MSc', 'M.Sc.', 'Master of Science', 'MPhil'];
const BACHELORS = ['BSc', 'B.Sc.', 'Bachelor of Science', 'BA'];
const SKILLS: [string, string[]][] = [
  ['Programming', ['Python', 'R', 'MATLAB', 'C++', 'Julia', 'Fortran']],
  ['Methods', ['Bayesian inference', 'Monte Carlo simulation', 'Causal inference', 'Survival analysis', 'Microscopy']],
  ['Software', ['LaTeX', 'Stata', 'Git', 'SPSS', 'Mathematica']],
];
const AWARDS = [
  'ERC Starting Grant',
  'Humboldt Research Fellowship',
  'Best Dissertation Award',
  'Sloan Research Fellowship',
  'Outstanding Reviewer Award',
  'Early Career Researcher Prize',
];
const TOPICS = [
  'Scalable inference for hierarchical models',
  'On the stability of sparse networks',
  'Measuring uncertainty in clinical prediction',
  'A field experiment on savings behaviour',
  'Neural correlates of spatial memory',
  'Fast solvers for elliptic problems',
  'Spectral methods for community detection',
  'Robust estimation under distribution shift',
];
const VENUES = [
  'Journal of the Royal Statistical Society: Series B',
  'Physical Review Letters',
  'Nature Communications',
  'American Economic Review',
  'PLOS Computational Biology',
  'Annals of Applied Probability',
  'NeurIPS',
];

export interface AcademicExtras {
  field: string;
  publications: string[];
  talks: string[];
  teaching: string[];
  grants: string[];
  department: string;
}

const initials = (r: ReturnType<typeof rng>) =>
  `${r.pick(['A.', 'B.', 'J.', 'K.', 'M.', 'L.'])} ${r.pick(['Nakamura', 'Okafor', 'Schmidt', 'Rossi', 'Chen', 'Moreau'])}`;

export function makeAcademicContent(seed: number): { content: CvContent; extras: AcademicExtras } {
  const base = makeContent(seed);
  const r = rng(seed * 11 + 5);
  const field = r.pick(FIELDS);
  const work = base.work.slice(0, 6).map((w, i, all) => ({
    ...w,
    position: i === all.length - 1 && all.length > 2 ? 'Research Assistant' : r.pick(TITLES),
    name: r.chance(0.75) ? r.pick(SCHOOLS) : r.pick(INSTITUTES),
    highlights: [],
  }));
  const levels = [DOCTORATES, MASTERS, BACHELORS];
  const education = (base.education.length ? base.education : [null]).map((e, i) => {
    const end = Number(work[work.length - 1]?.startDate.slice(0, 4) ?? 2015) - i * 3;
    return {
      institution: e?.institution ?? r.pick(SCHOOLS),
      area: i === 0 ? field : r.pick(FIELDS),
      studyType: r.pick(levels[Math.min(i, 2)] as string[]),
      startDate: `${end - (i === 0 ? 4 : 2)}-09-01`,
      endDate: `${end}-06-01`,
      score: null,
    };
  });
  const [last] = base.basics.name.split(' ').slice(-1);
  const me = `${base.basics.name.slice(0, 1)}. ${last}`;
  const years = Array.from({ length: 8 }, (_, i) => 2024 - i);
  const publications = r.sample(TOPICS, r.int(3, 7)).map((topic, i) => {
    const authors = r.chance(0.5) ? `${me}, ${initials(r)}` : `${initials(r)}, ${me} and ${initials(r)}`;
    return `${authors} (${years[i]}). ${topic}. ${r.pick(VENUES)}, ${r.int(10, 90)}(${r.int(1, 6)}), ${r.int(100, 400)}--${r.int(401, 700)}.`;
  });
  return {
    content: {
      ...base,
      basics: { ...base.basics, label: work[0]?.position ?? 'Research Scientist', url: base.basics.url },
      work,
      education,
      skills: SKILLS.slice(0, base.skills.length ? r.int(1, 3) : 0).map(([name, words]) => ({
        name,
        keywords: r.sample(words, r.int(3, words.length)),
      })),
      awards: r.chance(0.7) ? r.sample(AWARDS, r.int(1, 3)).map((title) => ({ title })) : [],
    },
    extras: {
      field,
      publications,
      talks: r.sample(VENUES, 2).map((v, i) => `Invited talk, ${v} workshop, ${years[i + 1]}`),
      teaching: [
        `Introduction to ${field} (lectures, ${r.int(40, 200)} students), ${years[1]}--${years[0]}`,
        `Advanced Topics in ${field} (seminar), ${years[3]}`,
      ],
      grants: r.chance(0.6)
        ? [`Research grant, National Science Foundation (${r.int(2, 9)}00,000 USD), ${years[2]}--${years[0]}`]
        : [],
      department: `Department of ${field}`,
    },
  };
}
