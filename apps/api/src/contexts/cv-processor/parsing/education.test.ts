import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { educationRoles, parseEducation } from './education.ts';

describe('education: degree, field and school in any order', () => {
  it.each([
    [['Business Administration, MA', 'Universitat Politècnica de València'], 'MA', 'Business Administration'],
    [['Master of Science Industrial Design', 'University of Edinburgh'], 'Master of Science', 'Industrial Design'],
    [['University of Lagos', 'BSc in Economics'], 'BSc in Economics', null],
    [['PhD Princeton University'], 'PhD', null],
    [
      ['Postgraduate Diploma in Critical Care Nursing', 'University of Leeds'],
      'Postgraduate Diploma in Critical Care Nursing',
      null,
    ],
    [
      ['Postgraduate Certificate in Secondary Mathematics', 'University of Leeds'],
      'Postgraduate Certificate in Secondary Mathematics',
      null,
    ],
    [['Higher National Diploma in Business', 'University of Leeds'], 'Higher National Diploma in Business', null],
    [['MChem', 'University of Oxford'], 'MChem', null],
    [['B.Comm. in Business and Supply Chain', 'University College Cork'], 'B.Comm. in Business and Supply Chain', null],
    [['University of Washington', 'BDes in Interaction Design'], 'BDes in Interaction Design', null],
    [['M.Arch.', 'University of Sheffield'], 'M.Arch.', null],
    [["Master's degree in Management", 'Jagiellonian University'], "Master's degree in Management", null],
    [
      ["Laurea Magistrale in Economia e Management dell'Innovazione", 'Università Bocconi'],
      "Laurea Magistrale in Economia e Management dell'Innovazione",
      null,
    ],
    [['Laurea Triennale', 'Università di Pisa'], 'Laurea Triennale', null],
    [['Dr. rer. nat. in Informatik', 'Universität Heidelberg'], 'Dr. rer. nat. in Informatik', null],
    [['Diplom-Informatiker', 'Universität Karlsruhe'], 'Diplom-Informatiker', null],
    [
      ["Diplôme d'ingénieur en génie biologique", 'Université de Lyon'],
      "Diplôme d'ingénieur en génie biologique",
      null,
    ],
    [['ACA', 'Universität Wien'], 'ACA', null],
    [
      ['Máster Universitario en Ciencia de Datos', 'Universitat de Barcelona'],
      'Máster Universitario en Ciencia de Datos',
      null,
    ],
  ])('%j', (parts, degree, field) => {
    const roles = educationRoles(parts.flatMap((p) => (p.includes(', M') ? p.split(', ') : [p])));
    expect(roles.degree).toBe(degree);
    expect(roles.field).toBe(field);
    expect(roles.school).toMatch(/Universit/);
  });

  it('reads a field printed before the degree, a GPA in parentheses and a school with no school word', () => {
    const lines = linesOf([
      run('Data Science, Diploma — Sciences Po (GPA: 1.3)', 60, 100),
      run('Sep 2013 – Jul 2015', 470, 100),
      run('Economics, MSc — Trinity College Dublin', 60, 114),
      run('Sep 2011 – Jun 2013', 470, 114),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'Diploma in Data Science',
        university: 'Sciences Po',
        startDate: '2013-09',
        endDate: '2015-07',
        gpa: '1.3',
      },
      {
        degree: 'MSc in Economics',
        university: 'Trinity College Dublin',
        startDate: '2011-09',
        endDate: '2013-06',
        gpa: null,
      },
    ]);
  });

  it('joins a degree cut by a change of type style and reads a bare score under the school as the grade', () => {
    const lines = linesOf([
      run('Trinity College Dublin', 60, 100, { bold: true }),
      run('MSc in', 60, 112),
      run('Economics', 92, 112, { bold: true }),
      run('Sep 2014 – Jun 2017', 60, 124),
      run('3.8/4.0', 60, 136),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'MSc in Economics',
        university: 'Trinity College Dublin',
        startDate: '2014-09',
        endDate: '2017-06',
        gpa: '3.8/4.0',
      },
    ]);
  });

  it('reads a range printed one year per line and a dotted degree abbreviation over its field', () => {
    const lines = linesOf([
      run('2013', 25, 100, { bold: true }),
      run('2016', 25, 115, { bold: true }),
      run('Universitat Politècnica de València', 25, 140, { size: 13, bold: true }),
      run('M.S.', 25, 160),
      run('Physics', 25, 185),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'M.S. in Physics',
        university: 'Universitat Politècnica de València',
        startDate: '2013',
        endDate: '2016',
        gpa: null,
      },
    ]);
  });

  it('reads a degree printed under the school with its grade on the same line', () => {
    const lines = linesOf([
      run('Monash University', 57, 100, { bold: true }),
      run('Oct 2016 – Jun 2019', 160, 100),
      run('BEng in Psychology, GPA 3.8/4.0', 57, 112),
      run('Aarhus University', 57, 140, { bold: true }),
      run('Sep 2018 – Jul 2020', 160, 140),
      run('Master of Science in Electrical Engineering, GPA 8.9/10', 57, 152),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['BEng in Psychology', 'Monash University', '3.8/4.0'],
      ['Master of Science in Electrical Engineering', 'Aarhus University', '8.9/10'],
    ]);
  });

  it('reads a colon-joined degree and a bare score in parentheses closing it as the grade', () => {
    const lines = linesOf([
      run('Jagiellonian University', 201, 508, { bold: true }),
      run('BEng: Electrical Engineering (3.9)', 226, 523),
      run('2016-09-01 to 2019-07-01', 420, 508),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'BEng in Electrical Engineering',
        university: 'Jagiellonian University',
        startDate: '2016-09',
        endDate: '2019-07',
        gpa: '3.9',
      },
    ]);
  });

  it('takes the field printed with the degree, not a school whose name holds a field word', () => {
    const lines = linesOf([
      run('Sciences Po', 200, 100, { size: 12 }),
      run('Master of Engineering, Mathematics · (2015 - 2017)', 200, 116),
      run('Universidad de Chile', 200, 140, { size: 12 }),
      run('Licenciatura - Electrical Engineering · (2009 - 2013)', 200, 156),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university, e.startDate, e.endDate])).toEqual([
      ['Master of Engineering in Mathematics', 'Sciences Po', '2015', '2017'],
      ['Licenciatura in Electrical Engineering', 'Universidad de Chile', '2009', '2013'],
    ]);
  });

  it('reads a grade whose score wrapped onto the next line, and leaves the label out of the school', () => {
    const lines = linesOf([
      run('2015 – 2018', 57, 396, { width: 50 }),
      run('• Bachelor of Science in Software Engineering, Université Claude Bernard Lyon 1. GPA:', 135, 396),
      run('8.9/10.', 135, 408),
      run('2011 – 2014', 57, 420, { width: 50 }),
      run('• MSc in Mathematics, Sciences Po. GPA: 17/20.', 135, 420),
    ]);
    expect(parseEducation(lines).map((e) => [e.university, e.gpa])).toEqual([
      ['Université Claude Bernard Lyon 1', '8.9/10'],
      ['Sciences Po', '17/20'],
    ]);
  });

  it('reads a long degree line under the school whose grade follows a full stop', () => {
    const lines = linesOf([
      run('Universidade do Porto', 167, 68, { bold: true }),
      run('2012.09 – 2015.06', 480, 68),
      run('Bachelor of Science in Logistics and Supply Chain Management. GPA: 8.9/10', 167, 81),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'Bachelor of Science in Logistics and Supply Chain Management',
        university: 'Universidade do Porto',
        startDate: '2012-09',
        endDate: '2015-06',
        gpa: '8.9/10',
      },
    ]);
  });

  it('reads a score printed before its label (OpenResume: "Computer Science - 3.8 GPA")', () => {
    const lines = linesOf([
      run('XYZ University', 40, 100, { bold: true }),
      run('Bachelor of Science in Computer Science - 3.8 GPA', 40, 113),
      run('Sep 2019 - May 2023', 440, 113),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university, e.gpa])).toEqual([
      ['Bachelor of Science in Computer Science', 'XYZ University', '3.8'],
    ]);
  });

  it("takes no school from a thesis title's wrapped end, and the school from the line below (Europass CV)", () => {
    const lines = linesOf([
      run('1997–2001', 132, 628, { width: 45, size: 9 }),
      run('PhD - Thesis Title: “Young People in the Construction of the Virtual', 187, 628, { size: 12 }),
      run('University”, Empirical research on e-learning', 187, 642, { size: 12 }),
      run('ISCED 6', 521, 642, { size: 9 }),
      run('Trinity College Dublin, The University of Dublin, Ireland', 187, 656, { size: 9 }),
      run('1993–1997', 132, 685, { width: 45, size: 9 }),
      run('Bachelor of Science in Sociology and Psychology', 187, 685, { size: 12 }),
      run('Trinity College Dublin, The University of Dublin, Ireland', 187, 699, { size: 9 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university])).toEqual([
      ['PhD', 'Trinity College Dublin, The University of Dublin'],
      ['Bachelor of Science in Sociology and Psychology', 'Trinity College Dublin, The University of Dublin'],
    ]);
  });

  it('reads a school in brackets after its degree as the school (pas-cv, "BSc Physics (University of Leeds)")', () => {
    const lines = linesOf([
      run('Juin 1997', 28, 320),
      run('Licence de Mathématiques pures (Université', 28, 332),
      run('Bordeaux 1)', 28, 344),
      run('2012 – 2015', 28, 370),
      run('BSc Physics (University of Leeds)', 28, 382),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university])).toEqual([
      ['Licence de Mathématiques pures', 'Université Bordeaux 1'],
      ['BSc Physics', 'University of Leeds'],
    ]);
  });

  it('joins a degree wrapped after "and" in a narrow column', () => {
    const lines = linesOf([
      run('10/2012 – 07/2015', 16, 260, { size: 8 }),
      run('Universidade do Porto', 16, 273, { size: 9.5, bold: true }),
      run('Postgraduate Diploma in International Trade Law', 16, 286, { size: 9.5 }),
      run('10/2008 – 06/2010', 16, 310, { size: 8 }),
      run('Institut Paul Bocuse', 16, 323, { size: 9.5, bold: true }),
      run('Bachelor of Science in Logistics and', 16, 336, { size: 9.5 }),
      run('Supply Chain Management', 16, 349, { size: 9.5 }),
    ]);
    expect(parseEducation(lines)[1]).toEqual({
      degree: 'Bachelor of Science in Logistics and Supply Chain Management',
      university: 'Institut Paul Bocuse',
      startDate: '2008-10',
      endDate: '2010-06',
      gpa: null,
    });
  });
});

describe('parseEducation: the eighth blind round (other typesetters)', () => {
  it('keeps a "Thesis:" line under a year-tagged study out of the school, and a comma before dates out too', () => {
    const lines = linesOf([
      run('2018–2022', 72, 281, { width: 60 }),
      run('Doctor of Philosophy in Physics, Boğaziçi University', 166, 281, { width: 270 }),
      run('Thesis: Essays on physics', 166, 294, { width: 170 }),
      run('Master of Engineering in Information Systems', 72, 330, { bold: true }),
      run('University of Porto, 2016 - 2018 (GPA 8.9/10)', 72, 345),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: 'Doctor of Philosophy in Physics',
        university: 'Boğaziçi University',
        startDate: '2018',
        endDate: '2022',
        gpa: null,
      },
      {
        degree: 'Master of Engineering in Information Systems',
        university: 'University of Porto',
        startDate: '2016',
        endDate: '2018',
        gpa: '8.9/10',
      },
    ]);
  });
});

describe('parseEducation: habits of UK, Indeed-like and federal résumés', () => {
  const pairs = (lines: ReturnType<typeof linesOf>) => parseEducation(lines).map((e) => [e.degree, e.university]);

  it('reads a UK degree with "(Hons)" and its class, and A-levels listed with their grades before the school', () => {
    const lines = linesOf([
      run('2010 – 2013', 60, 100),
      run('BSc (Hons) Business Management – 2:1, Manchester Metropolitan University', 160, 100),
      run('2008 – 2010', 60, 116),
      run('A-Levels: Business (A), Mathematics (B), Geography (B), Xaverian College', 160, 116),
    ]);
    expect(pairs(lines)).toEqual([
      ['BSc (Hons) Business Management', 'Manchester Metropolitan University'],
      ['A-Levels', 'Xaverian College'],
    ]);
  });

  it('reads "High school diploma" as a degree over its school, and "Associate in …" as a degree', () => {
    const lines = linesOf([
      run('Associate in Business Administration', 60, 100, { bold: true }),
      run('Phoenix College - Phoenix, AZ', 60, 113),
      run('August 2014 to May 2016', 60, 126),
      run('High school diploma', 60, 145, { bold: true }),
      run('Central High School - Phoenix, AZ', 60, 158),
    ]);
    expect(pairs(lines)).toEqual([
      ['Associate in Business Administration', 'Phoenix College'],
      ['High school diploma', 'Central High School'],
    ]);
  });

  it('keeps the list of fields a degree goes on with after a comma, never the school', () => {
    const lines = linesOf([
      run('Máster en Ingeniería de Caminos, Canales y Puertos', 60, 100, { bold: true }),
      run('Universidad Politécnica de Madrid', 60, 113),
      run('2014 – 2016', 60, 126),
      run('BSc in Physics, Chemistry and Biology, University of Leeds', 60, 145, { bold: true }),
      run('2010 – 2013', 60, 158),
    ]);
    expect(pairs(lines)).toEqual([
      ['Máster en Ingeniería de Caminos, Canales y Puertos', 'Universidad Politécnica de Madrid'],
      ['BSc in Physics, Chemistry and Biology', 'University of Leeds'],
    ]);
  });

  it('reads a federal form: the town glued to the school, "Major:" as the field, labelled details apart', () => {
    const lines = linesOf([
      run('George Mason University Fairfax, VA United States', 60, 100, { bold: true }),
      run("Master's Degree 05/2015", 60, 113),
      run('GPA: 3.8 of a maximum 4.0', 60, 126),
      run('Credits Earned: 36 Semester hours', 60, 139),
      run('Major: Information Security', 60, 152),
    ]);
    expect(parseEducation(lines)).toEqual([
      {
        degree: "Master's Degree in Information Security",
        university: 'George Mason University',
        startDate: null,
        endDate: '2015-05',
        gpa: '3.8',
      },
    ]);
  });
});
