import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

describe('experience: a projects block under a position (moderncv banking)', () => {
  it('reads the projects listed under "Projects at …" as part of the position, not as positions', () => {
    const dots = ' .'.repeat(60);
    const lines = linesOf([
      run('Corvane Systems', 63, 100, { size: 12, bold: true, width: 100 }),
      run('Lead Developer', 63, 114, { size: 12, width: 85 }),
      run('2019–2022', 480, 114, { size: 12, width: 53 }),
      run(`Projects at Corvane${dots}`, 63, 134, { size: 8, width: 468 }),
      run('Harbour Billing', 63, 152, { size: 12, bold: true, width: 90 }),
      run('Mar 2020', 63, 166, { size: 12, width: 45 }),
      run('Invoice service (Kotlin)', 63, 180, { width: 120 }),
      run('A service that issues and reconciles invoices for port operators.', 63, 194, { width: 300 }),
      run('Fieldnote app', 63, 220, { size: 12, bold: true, width: 80 }),
      run('2020-2021', 63, 234, { size: 12, width: 50 }),
      run('Mobile development', 63, 248, { width: 100 }),
      run('Tallow & Reed', 63, 274, { size: 12, bold: true, width: 80 }),
      run('Junior Developer', 63, 288, { size: 12, width: 90 }),
      run('2017–2019', 480, 288, { size: 12, width: 53 }),
    ]);
    expect(parseExperience(lines).map((p) => [p.title, p.employer, p.startDate, p.endDate])).toEqual([
      ['Lead Developer', 'Corvane Systems', '2019', '2022'],
      ['Junior Developer', 'Tallow & Reed', '2017', '2019'],
    ]);
  });
});
