import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';

describe('keyValueRows: a form of labels beside values, or text beside a header box', () => {
  it('keeps the column beside a contact box at its top, whose lines mostly stand below it, as text', () => {
    // wkhtmltopdf: the contact block floated right of the name, the dates floated right of each entry below (the
    // runs of a whole page, as pdf.js gives them: the floats first).
    const lines = linesOf([
      run('Rua Augusta 112, Malmö', 454.5, 52, { size: 9.2, width: 95.2 }),
      run('030/254 684-38', 491.1, 64.6, { size: 9.2, width: 58.6 }),
      run('daniel.nakamura@mail.example.co.uk', 407.7, 77.3, { size: 9.2, width: 142 }),
      run('linkedin.com/in/danielnakamura', 430.2, 90, { size: 9.2, width: 119.5 }),
      run('2022.08 – Present', 483.4, 187.4, { size: 9.2, width: 66.3 }),
      run('2020.03 – 2022.07', 480.6, 218.5, { size: 9.2, width: 69.1 }),
      run('2018.10 – 2020.07', 480.6, 273.2, { size: 9.2, width: 69.1 }),
      run('2016.10 – 2018.06', 480.6, 302.6, { size: 9.2, width: 69.1 }),
      run('2013.09 – 2016.07', 480.6, 331.4, { size: 9.2, width: 69.1 }),
      run('Daniel Nakamura', 45, 65.2, { size: 24.8, width: 189.2, bold: true }),
      run('Head of Mathematics', 45, 82.5, { size: 12.7, width: 109 }),
      run('PERSONAL STATEMENT', 45, 121.7, { size: 11.5, width: 137.9, bold: true }),
      run(
        'Caring head of mathematics with 5 years of experience, calm under pressure and at ease with people.',
        45,
        147,
        { size: 10.4, width: 419.1 },
      ),
      run('RELEVANT EXPERIENCE', 45, 170.7, { size: 11.5, width: 142.4, bold: true }),
      run('Head of Mathematics', 45, 188.5, { size: 10.4, width: 95, bold: true }),
      run('at Springfield', 142.6, 188.5, { size: 10.4, width: 56.7 }),
      run('Introduced weekly reading clinics for struggling readers', 57.4, 201.8, { size: 10.4, width: 232.6 }),
      run('Primary School Teacher', 45, 219.6, { size: 10.4, width: 108.2, bold: true }),
      run('at Bright Futures Tutoring Ltd', 155.8, 219.6, { size: 10.4, width: 126.1 }),
      run('Introduced weekly reading clinics for struggling readers', 57.4, 232.9, { size: 10.4, width: 232.6 }),
      run('EDUCATION & TRAINING', 45, 256.5, { size: 11.5, width: 144.6, bold: true }),
      run('University of Leeds', 45, 274.4, { size: 10.4, width: 85.8, bold: true }),
      run('Bachelor of Education in Primary Education', 45, 285.9, { size: 9.8, width: 174.2 }),
      run('Trinity College Dublin', 45, 303.8, { size: 10.4, width: 100.2, bold: true }),
      run('Bachelor of Education in Primary Education', 45, 315.3, { size: 9.8, width: 174.2 }),
      run('Hochschule München', 45, 332.6, { size: 10.4, width: 95.9, bold: true }),
      run('Bachelor of Education in Primary Education · GPA 3.62', 45, 344.1, { size: 9.8, width: 221.6 }),
      run('SKILLS & ABILITIES', 45, 367.7, { size: 11.5, width: 115.9, bold: true }),
      run('Classroom Management · Differentiated Instruction · Assessment · Lesson Planning', 45, 393.1, {
        size: 10.4,
        width: 350.4,
      }),
    ]);
    const texts = lines.map((l) => l.segments);
    expect(texts.map((t) => t[0])).toContain('Daniel Nakamura');
    expect(texts).toContainEqual(['Head of Mathematics at Springfield', '2022.08 – Present']);
    expect(texts).toContainEqual(['Introduced weekly reading clinics for struggling readers']);
    expect(texts).toContainEqual(['University of Leeds', '2018.10 – 2020.07']);
  });

  it('reads a Word table of headings and dates beside its rows, its name wrapped in large type in the first cell', () => {
    const heading = (text: string, y: number) => run(text, 57, y, { size: 14, bold: true });
    const lines = linesOf([
      run('Aisha', 57, 53.9, { size: 24, bold: true }),
      run('Mwangi', 57, 81.5, { size: 24, bold: true }),
      run('Nairobi, Kenya', 190, 51.1),
      run('+254 722 318 904', 190, 62.6),
      run('aisha.mwangi@gmail.com', 190, 74.1),
      heading('OBJECTIVE', 105.7),
      run('Accountant seeking a senior audit role in a growing firm.', 190, 104.3),
      heading('EXPERIENCE', 127.8),
      run('Jan 2020 – Present', 57, 151.9),
      run('Senior Accountant, Safaricom PLC', 190, 146.2),
      run('Monthly close, IFRS 16 lease accounting, audit liaison.', 190, 157.7),
      run('Jul 2017 – Dec 2019', 57, 180.9),
      run('Audit Associate, KPMG Kenya', 190, 175.2),
      run('Statutory audits of manufacturing and NGO clients.', 190, 186.7),
      heading('EDUCATION', 236.9),
      run('2011 – 2015', 57, 255.3),
      run('Bachelor of Commerce (Accounting), University of Nairobi', 190, 255.3),
      heading('SKILLS', 294),
      run('SAP FICO, Excel, QuickBooks, IFRS, Power BI', 190, 294),
    ]);
    expect(lines.map((l) => l.segments.join(' | '))).toEqual([
      'Aisha Mwangi | Nairobi, Kenya',
      '+254 722 318 904',
      'aisha.mwangi@gmail.com',
      'OBJECTIVE | Accountant seeking a senior audit role in a growing firm.',
      'EXPERIENCE',
      'Jan 2020 – Present',
      'Senior Accountant, Safaricom PLC',
      'Monthly close, IFRS 16 lease accounting, audit liaison.',
      'Jul 2017 – Dec 2019',
      'Audit Associate, KPMG Kenya',
      'Statutory audits of manufacturing and NGO clients.',
      'EDUCATION',
      '2011 – 2015 | Bachelor of Commerce (Accounting), University of Nairobi',
      'SKILLS | SAP FICO, Excel, QuickBooks, IFRS, Power BI',
    ]);
  });
});
