import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { formEducation, formExperience, formRole } from './form-fields.ts';
import { vocabularyKind } from './section-vocabulary.ts';

/** Rows of a Europass form: the label right-aligned in a left column, its value beside it. */
function form(rows: [string, string][], top = 100) {
  return linesOf(
    rows.flatMap(([label, value], i) => [
      run(label, 200 - label.length * 4, top + i * 14, { size: 8 }),
      run(value, 230, top + i * 14, { size: 9 }),
    ]),
  );
}

describe('form fields: a form label names the value beside it', () => {
  it('reads the labels of Europass forms in several languages', () => {
    expect(formRole('Occupation or position held')).toBe('title');
    expect(formRole('Name and address of employer')).toBe('employer');
    expect(formRole('Title of qualification awarded')).toBe('degree');
    expect(formRole('Name and type of organisation providing education and training')).toBe('school');
    expect(formRole('Lavoro o posizione ricoperti')).toBe('title');
    expect(formRole('Nome e indirizzo del datore di lavoro')).toBe('employer');
    expect(formRole('Dates')).toBe('dates');
    expect(formRole('Data Scientist')).toBe('note');
    expect(formRole('Type of business or sector')).toBe('note');
  });

  it('reads positions from the rows of a form, the employer without its address, the sector apart', () => {
    const lines = form([
      ['Dates', 'October 2016 – Present'],
      ['Occupation or position held', 'Senior Data Engineer'],
      ['Main activities and responsibilities', 'Design of batch pipelines'],
      ['Name and address of employer', 'Reply S.p.A., Corso Francia 110, 10143 Torino (Italy)'],
      ['Type of business or sector', 'IT consulting'],
      ['Dates', '01/03/2013 – 30/09/2016'],
      ['Occupation or position held', 'Software Developer'],
      ['Main activities and responsibilities', 'Back-end services in Java'],
      ['Name and address of employer', 'Sisal Group S.p.A., Via Ugo Bassi 6, 20159 Milano (Italy)'],
      ['Type of business or sector', 'Gaming and payments'],
    ]);
    expect(lines[1]?.formKey).toBe('Occupation or position held');
    expect(formExperience(lines)).toEqual([
      { title: 'Senior Data Engineer', employer: 'Reply S.p.A.', startDate: '2016-10', endDate: 'present' },
      { title: 'Software Developer', employer: 'Sisal Group S.p.A.', startDate: '2013-03', endDate: '2016-09' },
    ]);
  });

  it('reads qualifications from a form, the grade in brackets apart, and from labels read as segments', () => {
    const lines = form([
      ['Dates', '2010 – 2012'],
      ['Title of qualification awarded', 'Master of Science in Computer Engineering (110/110 cum laude)'],
      ['Principal subjects covered', 'Databases, distributed systems'],
      ['Organisation providing education', 'Politecnico di Torino'],
    ]);
    expect(formEducation(lines)).toEqual([
      {
        degree: 'Master of Science in Computer Engineering',
        university: 'Politecnico di Torino',
        startDate: '2010',
        endDate: '2012',
        gpa: '110/110',
      },
    ]);
    // The label read on the value's line as a segment of its own, the degree's field after a comma.
    const rows = linesOf([
      run('Dates', 40, 100),
      run('Sep 2006 – Jul 2009', 260, 100),
      run('Title of qualification awarded', 40, 114),
      run('MA, Business Administration', 260, 114),
      run('Organisation providing education', 40, 128),
      run('ETH Zürich', 260, 128),
      run('Final grade', 40, 142),
      run('8.9/10', 260, 142),
    ]);
    expect(formEducation(rows)).toEqual([
      {
        degree: 'MA in Business Administration',
        university: 'ETH Zürich',
        startDate: '2006-09',
        endDate: '2009-07',
        gpa: '8.9/10',
      },
    ]);
  });

  it('joins a label wrapped over two rows, and a German value wrapped after a comma, into one field', () => {
    const lines = form([
      ['Datum (von-bis)', '2011-03 bis heute'],
      ['Name und Adresse des', 'Wendel Datentechnik GmbH, Lindenweg'],
      ['Arbeitgebers', '4, 35000 Talstadt'],
      ['Tätigkeitsbereich oder Branche', 'IT-Dienstleister'],
      ['Beruf oder Funktion', 'Projektleiter'],
      ['Datum (von-bis)', '2006-01 bis 2011-02'],
      ['Name und Adresse des', 'Ostbahn Werkstätten, Am Ring 9,'],
      ['Arbeitgebers', '35100 Feldheim'],
      ['Beruf oder Funktion', 'Disposition, Einkauf,'],
    ]);
    lines.push(...linesOf([run('Lagerverwaltung', 230, 100 + 9 * 14, { size: 9 })]));
    expect(formExperience(lines)).toEqual([
      { title: 'Projektleiter', employer: 'Wendel Datentechnik GmbH', startDate: '2011-03', endDate: 'present' },
      {
        title: 'Disposition, Einkauf, Lagerverwaltung',
        employer: 'Ostbahn Werkstätten',
        startDate: '2006-01',
        endDate: '2011-02',
      },
    ]);
  });

  it('reads the headings of Europass CVs in other languages', () => {
    expect(vocabularyKind('ÉDUCATION ET FORMATION')?.kind).toBe('education');
    expect(vocabularyKind('Educación y formación')?.kind).toBe('education');
    expect(vocabularyKind('Capacità e competenze personali')?.kind).toBe('skills');
    expect(vocabularyKind('Informations personnelles')?.kind).toBe('contact');
  });

  it('leaves a section that is not a form to the other rules', () => {
    const lines = linesOf([run('Data Scientist', 40, 100), run('Sep 2023 - Present', 300, 100), run('Canva', 40, 114)]);
    expect(formExperience(lines)).toBeNull();
  });
});
