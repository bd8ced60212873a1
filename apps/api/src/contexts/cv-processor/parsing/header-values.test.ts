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

  it("reads an employer printed once above its positions, in the titles' place, by its words", () => {
    // A theme printing the title first, then the employer, unless one employer holds several positions: then the
    // employer comes first, in the titles' type, and its positions follow in smaller type.
    const lines = linesOf([
      run('Lead Engineer', 196, 100, { bold: true, size: 16, width: 110 }),
      run('Copperleaf Analytics', 196, 117, { bold: true, size: 10.5, width: 100 }),
      run('Nov 2016 – Sep 2018', 196, 133, { size: 10.5, width: 95 }),
      run('Built the pricing service and its test suite.', 206, 155, { size: 10.5, width: 200 }),
      run('Brightwater Systems, Inc', 196, 200, { bold: true, size: 16, width: 180 }),
      run('Principal Developer', 196, 227, { size: 13, width: 130 }),
      run('Mar 2016 – Oct 2016', 196, 244, { size: 10.5, width: 95 }),
      run('Designed the deployment pipeline for the web team.', 206, 266, { size: 10.5, width: 230 }),
      run('Senior Developer', 196, 300, { size: 13, width: 110 }),
      run('Mar 2012 – Mar 2016', 196, 317, { size: 10.5, width: 95 }),
      run('Moved the storefront to a responsive layout.', 206, 339, { size: 10.5, width: 210 }),
      run('Web Developer', 196, 380, { bold: true, size: 16, width: 110 }),
      run('Harbor Lantern Studio', 196, 397, { bold: true, size: 10.5, width: 110 }),
      run('Sep 2007 – Dec 2007', 196, 413, { size: 10.5, width: 95 }),
      run('Built landing pages for client campaigns.', 206, 435, { size: 10.5, width: 190 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['Lead Engineer', 'Copperleaf Analytics'],
      ['Principal Developer', 'Brightwater Systems, Inc'],
      ['Senior Developer', 'Brightwater Systems, Inc'],
      ['Web Developer', 'Harbor Lantern Studio'],
    ]);
  });
});
