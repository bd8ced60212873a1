// The second content style of the corpus (content-services.ts): professions outside software (nursing, teaching,
// accounting, sales, logistics, hospitality), employers with legal suffixes or names that read like places, e-mails
// and phones of other shapes. Fictional; written for this repository.

export interface Profession {
  titles: string[];
  employers: string[];
  bullets: string[];
  skills: [string, string[]][];
  degrees: [string, string][];
  awards: string[];
}

export const PROFESSIONS: Profession[] = [
  {
    titles: ['Registered Nurse', 'Charge Nurse', 'Clinical Nurse Specialist', 'Ward Sister', 'Staff Nurse (ICU)'],
    employers: [
      'Bristol Royal Infirmary',
      'St. Anne Hospital Ltd',
      'Klinikum Nord GmbH',
      'Hospital da Luz S.A.',
      'Riverside Care Homes LLC',
      'Mount Pleasant',
    ],
    bullets: [
      'Cared for up to 12 patients per shift on a 30-bed surgical ward',
      'Trained 9 newly qualified nurses in medication rounds',
      'Reduced patient falls by 18% with hourly rounding',
      'Coordinated discharges with social services and families',
    ],
    skills: [
      ['Clinical', ['Wound Care', 'Triage', 'Patient Assessment', 'IV Therapy', 'Infection Control']],
      ['Care', ['Patient Education', 'Palliative Care', 'Care Planning', 'Medication Administration']],
    ],
    degrees: [
      ['Bachelor of Science', 'Nursing'],
      ['Postgraduate Diploma', 'Critical Care Nursing'],
    ],
    awards: ['Nurse of the Year 2022', 'Patient Safety Champion', 'Excellence in Care Award'],
  },
  {
    titles: [
      'Primary School Teacher',
      'Head of Mathematics',
      'Secondary Science Teacher',
      'Learning Support Assistant',
    ],
    employers: [
      'Westfield Primary School',
      'Lakeside Academy Trust',
      'Colegio San Martín S.A.',
      'Springfield',
      'Bright Futures Tutoring Ltd',
    ],
    bullets: [
      'Planned and taught a Year 5 class of 28 pupils',
      'Raised the share of pupils at the expected standard from 64% to 81%',
      'Led the school trip programme for three year groups',
      'Introduced weekly reading clinics for struggling readers',
    ],
    skills: [
      ['Teaching', ['Lesson Planning', 'Classroom Management', 'Differentiated Instruction', 'Assessment']],
      ['Pastoral', ['Safeguarding', 'Parent Communication', 'Mentoring', 'Special Educational Needs']],
    ],
    degrees: [
      ['Bachelor of Education', 'Primary Education'],
      ['Postgraduate Certificate', 'Secondary Mathematics'],
    ],
    awards: ['Teacher of the Term', 'Outstanding Lesson Observation 2021'],
  },
  {
    titles: ['Staff Accountant', 'Accounts Payable Clerk', 'Financial Controller', 'Senior Auditor', 'Payroll Officer'],
    employers: [
      'Hartmann & Vogel Treuhand GmbH',
      'Baker Tilly Partners LLP',
      'Nordic Freight Holdings AB',
      'Morrison Dale Inc.',
      'Geneva',
      'Contabilidade Ribeiro Lda.',
    ],
    bullets: [
      'Closed the monthly books for four entities within five working days',
      'Reconciled 40 bank accounts and cleared a two-year backlog',
      'Prepared VAT returns and statutory accounts',
      'Cut supplier payment errors by 35% with a three-way match',
    ],
    skills: [
      ['Accounting', ['Financial Reporting', 'Reconciliation', 'Accounts Payable', 'IFRS', 'Budgeting']],
      ['Tools', ['SAP', 'Sage', 'QuickBooks', 'Microsoft Excel', 'Xero']],
    ],
    degrees: [
      ['Bachelor of Arts', 'Accounting and Finance'],
      ['Master of Science', 'Corporate Finance'],
    ],
    awards: ['ACCA Prize for Financial Reporting', 'Finance Team Award 2020'],
  },
  {
    titles: ['Sales Representative', 'Key Account Manager', 'Area Sales Manager', 'Business Development Executive'],
    employers: [
      'Fresh Harvest Foods Ltd',
      'Dachser Austria GmbH',
      'Iberia Distribución S.A.',
      'Summit Office Supplies LLC',
      'Lancaster & Finch Inc.',
      'Boston',
    ],
    bullets: [
      'Grew the territory revenue from EUR 1.2m to EUR 2.0m in two years',
      'Managed 45 key accounts in retail and hospitality',
      'Won 12 new distributors across the region',
      'Ranked first of 14 representatives in 2022',
    ],
    skills: [
      ['Sales', ['Negotiation', 'Account Management', 'Lead Generation', 'Cold Calling', 'Forecasting']],
      ['Tools', ['Salesforce', 'HubSpot', 'Microsoft Excel']],
    ],
    degrees: [
      ['Bachelor of Business Administration', 'Marketing'],
      ['Higher National Diploma', 'Business'],
    ],
    awards: ["President's Club 2022", 'Top Seller Q3 2019'],
  },
  {
    titles: ['Logistics Coordinator', 'Warehouse Supervisor', 'Supply Chain Analyst', 'Transport Planner'],
    employers: [
      'Rotterdam Port Services B.V.',
      'Kühne Lagerlogistik GmbH',
      'TransIberia S.A.',
      'Great Western Haulage Ltd',
      'Memphis Distribution LLC',
      'Antwerp',
    ],
    bullets: [
      'Planned 120 daily deliveries across three depots',
      'Cut stock discrepancies by 40% with cycle counting',
      'Supervised a team of 22 warehouse operatives on two shifts',
      'Negotiated freight rates with 15 carriers',
    ],
    skills: [
      ['Logistics', ['Inventory Management', 'Route Planning', 'Warehouse Operations', 'Procurement']],
      ['Systems', ['SAP', 'Microsoft Excel', 'Forklift Licence', 'Lean']],
    ],
    degrees: [
      ['Bachelor of Science', 'Logistics and Supply Chain Management'],
      ['Diploma', 'International Trade'],
    ],
    awards: ['Depot of the Year 2021', 'Zero Accident Award'],
  },
  {
    titles: [
      'Front Office Manager',
      'Restaurant Supervisor',
      'Head Chef',
      'Guest Relations Agent',
      'Events Coordinator',
    ],
    employers: [
      'Hotel Baixa Lisboa S.A.',
      'The Grand Harbour Hotel Ltd',
      'Alpenhof Hotelbetriebs GmbH',
      'Santorini',
      'Coastline Resorts LLC',
      'Maison Dupré S.A.R.L.',
    ],
    bullets: [
      'Led a front desk team of 14 in a 220-room hotel',
      'Raised guest review scores from 8.1 to 9.0',
      'Ran banquets of up to 300 covers',
      'Trained new staff in upselling and complaint handling',
    ],
    skills: [
      ['Hospitality', ['Guest Relations', 'Revenue Management', 'Food Safety', 'Event Planning', 'Upselling']],
      ['Systems', ['Opera PMS', 'Micros POS', 'Microsoft Excel']],
    ],
    degrees: [
      ['Bachelor of Arts', 'Hospitality Management'],
      ['Diploma', 'Culinary Arts'],
    ],
    awards: ['Employee of the Month (three times)', 'Best Newcomer 2019'],
  },
];

export const SERVICE_SCHOOLS = [
  'University of Leeds',
  'Universidade do Porto',
  'Hochschule München',
  'Trinity College Dublin',
  'Open University',
  'Université Lumière Lyon 2',
  'Glasgow Caledonian University',
  'Institut Paul Bocuse',
];

/** National phone formats as people print them; `#` becomes a digit. */
export const SERVICE_PHONES = [
  '+49 30 #### ####',
  '(5##) ###-####',
  '+44 (0)20 #### ####',
  '06 ## ## ## ##',
  '+33 6 ## ## ## ##',
  '+61 4## ### ###',
  '+91 9#### #####',
  '030/### ###-##',
  '+1-5##-###-####',
  '0### ### ###',
  '+351 91# ### ###',
  '+48 5## ### ###',
];

/** E-mail shapes: dots, plus tags, hyphens, subdomains, upper case; `{f}` first, `{l}` last, `{n}` a number. */
export const EMAIL_SHAPES = [
  '{f}.{l}@mail.example.co.uk',
  '{f}.{l}+cv@example.com',
  '{F}.{L}@EXAMPLE.ORG',
  '{f}-{l}{n}@staff.example-health.net',
  '{f0}.{l}@students.uni-example.ac.uk',
  '{l}_{f}@example.de',
  '{f}{n}@post.example.eu',
  '{F}{L}@example.com',
];

export const HEADINGS = {
  work: ['Professional Background', 'Career History', 'Work History', 'Employment Record', 'Relevant Experience'],
  education: ['Academic Background', 'Qualifications', 'Education & Training', 'Education and Qualifications'],
  skills: ['Core Competencies', 'Key Skills', 'Areas of Expertise', 'Skills & Abilities'],
  awards: ['Recognition', 'Honours & Awards', 'Achievements'],
  summary: ['Personal Statement', 'Professional Summary', 'Profile'],
};
