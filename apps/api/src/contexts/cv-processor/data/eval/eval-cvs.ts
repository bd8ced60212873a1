import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';

/** Ground truth of the generated evaluation CVs; generate-fixtures.ts renders each one in a given layout. */
export interface EvalCv {
  file: string;
  layout: 'one-column' | 'two-column' | 'caps-headings' | 'right-dates' | 'company-first';
  dateStyle: 'month-name' | 'numeric' | 'abbrev' | 'years';
  expected: CvParseResponse;
}

const emp = (title: string, employer: string, startDate: string, endDate: string) => ({ title, employer, startDate, endDate });
const edu = (degree: string, university: string, startDate: string | null, endDate: string, gpa: string | null = null) => ({ degree, university, startDate, endDate, gpa });

export const EVAL_CVS: EvalCv[] = [
  {
    file: 'gen-01-one-column.pdf', layout: 'one-column', dateStyle: 'month-name',
    expected: {
      fullName: 'Maria Fernandes', email: 'maria.fernandes@example.com', phoneNumber: '+351 912 345 678',
      socialMedias: ['https://linkedin.com/in/mariafernandes', 'https://github.com/mfernandes'],
      skills: ['Python', 'Django', 'PostgreSQL', 'Docker', 'AWS', 'Celery', 'Redis'],
      employerDtos: [emp('Senior Backend Engineer', 'Farfetch', '2020-03', 'present'), emp('Software Engineer', 'OutSystems', '2016-09', '2020-02')],
      educationDtos: [edu('MSc in Computer Science', 'University of Porto', '2014-09', '2016-07', '17/20')],
      highlights: ['Speaker at PyCon Portugal 2022', 'Winner of the Porto Tech Hackathon 2019'],
    },
  },
  {
    file: 'gen-02-two-column.pdf', layout: 'two-column', dateStyle: 'abbrev',
    expected: {
      fullName: 'Kenji Watanabe', email: 'kenji.watanabe@example.jp', phoneNumber: '+81 90-1234-5678',
      socialMedias: ['https://github.com/kwatanabe'],
      skills: ['TypeScript', 'React', 'Next.js', 'GraphQL', 'Node.js', 'Figma'],
      employerDtos: [emp('Frontend Engineer', 'Mercari', '2021-04', 'present'), emp('Web Developer', 'Rakuten', '2018-04', '2021-03')],
      educationDtos: [edu('BEng in Information Engineering', 'Osaka University', '2014-04', '2018-03')],
      highlights: [],
    },
  },
  {
    file: 'gen-03-caps-headings.pdf', layout: 'caps-headings', dateStyle: 'numeric',
    expected: {
      fullName: 'Amara Okafor', email: 'amara.okafor@example.ng', phoneNumber: '+234 803 123 4567',
      socialMedias: ['https://linkedin.com/in/amaraokafor'],
      skills: ['Java', 'Spring Boot', 'Kafka', 'Kubernetes', 'Terraform', 'Google Cloud Platform'],
      employerDtos: [emp('Lead Platform Engineer', 'Paystack', '2019-01', 'present'), emp('Java Developer', 'Interswitch', '2015-06', '2018-12'), emp('Intern', 'Andela', '2014-06', '2014-09')],
      educationDtos: [edu('BSc in Computer Engineering', 'University of Lagos', '2010-09', '2014-07', '4.6/5.0')],
      highlights: ['Reduced payment latency by 45% across 12 markets'],
    },
  },
  {
    file: 'gen-04-one-column.pdf', layout: 'one-column', dateStyle: 'numeric',
    expected: {
      fullName: 'Liam O\'Connor', email: 'liam.oconnor@example.ie', phoneNumber: '+353 85 123 4567',
      socialMedias: ['https://linkedin.com/in/liamoconnor'],
      skills: ['Product management', 'SQL', 'Jira', 'A/B testing', 'Figma', 'Amplitude'],
      employerDtos: [emp('Product Manager', 'Intercom', '2019-02', 'present'), emp('Business Analyst', 'Accenture', '2015-09', '2019-01')],
      educationDtos: [edu('MBA', 'Trinity College Dublin', '2017-09', '2018-08'), edu('BA in Economics', 'University College Cork', '2011-09', '2015-06')],
      highlights: ['Grew weekly active teams by 30% in one year'],
    },
  },
  {
    file: 'gen-05-two-column.pdf', layout: 'two-column', dateStyle: 'month-name',
    expected: {
      fullName: 'Sofia Rossi', email: 'sofia.rossi@example.it', phoneNumber: '+39 347 123 4567',
      socialMedias: ['https://linkedin.com/in/sofiarossi', 'https://github.com/srossi'],
      skills: ['Python', 'PyTorch', 'scikit-learn', 'SQL', 'Apache Spark', 'MLflow'],
      employerDtos: [emp('Machine Learning Engineer', 'Bending Spoons', '2021-09', 'present'), emp('Data Scientist', 'UniCredit', '2018-10', '2021-08')],
      educationDtos: [edu('PhD in Statistics', 'Politecnico di Milano', '2015-11', '2018-09'), edu('MSc in Mathematics', 'University of Bologna', '2013-09', '2015-07', '110/110')],
      highlights: ['Best Paper Award at ECML 2018'],
    },
  },
  {
    file: 'gen-06-caps-headings.pdf', layout: 'caps-headings', dateStyle: 'abbrev',
    expected: {
      fullName: 'Daniel Becker', email: 'daniel.becker@example.de', phoneNumber: '+49 151 23456789',
      socialMedias: ['https://github.com/dbecker'],
      skills: ['Go', 'Rust', 'Linux', 'Prometheus', 'Grafana', 'Ansible'],
      employerDtos: [emp('Site Reliability Engineer', 'Zalando', '2020-01', 'present'), emp('Systems Administrator', 'Deutsche Telekom', '2016-03', '2019-12')],
      educationDtos: [edu('BSc in Informatics', 'Technical University of Munich', '2012-10', '2016-02')],
      highlights: [],
    },
  },
  {
    file: 'gen-07-right-dates.pdf', layout: 'right-dates', dateStyle: 'abbrev',
    expected: {
      fullName: 'Priya Sharma', email: 'priya.sharma@example.in', phoneNumber: '+91 98765 43210',
      socialMedias: ['https://linkedin.com/in/priyasharma', 'https://priyasharma.dev'],
      skills: ['Kotlin', 'Android', 'Jetpack Compose', 'Firebase', 'GraphQL', 'CI/CD'],
      employerDtos: [emp('Senior Android Engineer', 'Swiggy', '2021-07', 'present'), emp('Mobile Developer', 'Infosys', '2017-08', '2021-06')],
      educationDtos: [edu('BTech in Computer Science', 'Indian Institute of Technology Bombay', '2013-07', '2017-05', '8.9/10')],
      highlights: ['Cut app start-up time by 35% for 20M users', 'Google Developer Expert for Android (2023)'],
    },
  },
  {
    file: 'gen-08-company-first.pdf', layout: 'company-first', dateStyle: 'years',
    expected: {
      fullName: 'Thomas Müller', email: 'thomas.mueller@example.co.uk', phoneNumber: '020 7946 0958',
      socialMedias: ['https://github.com/tmueller'],
      skills: ['C#', '.NET', 'Azure', 'SQL Server', 'Angular', 'Docker'],
      employerDtos: [emp('Software Architect', 'Sage Group', '2018', 'present'), emp('Senior Developer', 'Capita', '2013', '2018')],
      educationDtos: [edu('MSc in Software Engineering', 'University of Manchester', '2011', '2012'), edu('BSc in Computing', 'University of Leeds', '2008', '2011')],
      highlights: [],
    },
  },
];
