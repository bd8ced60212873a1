import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

describe('entry header values (ADR 083)', () => {
  it('keeps the dot that opens ".NET" in a title', () => {
    const lines = linesOf([
      run('.NET Core Developer at Brightwell Labs', 40, 100, { bold: true, width: 200 }),
      run('April 2022 - June 2022', 40, 114, { italic: true, width: 110 }),
      run('Built internal APIs for the billing team.', 50, 128, { width: 200 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['.NET Core Developer', 'Brightwell Labs'],
    ]);
  });
});
