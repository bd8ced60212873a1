import { describe, expect, it } from 'vitest';
import { layoutOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseCvLayout } from './parse-cv.ts';

const heading = { bold: true, size: 14 };

describe('profile links: what a link of the header or of a contact block is', () => {
  it('takes no repository link for a profile, even one printed in the header', () => {
    const runs = [
      run('Wren Halloway', 57, 60, { bold: true, size: 22 }),
      run('github.com/wrenh', 57, 84),
      run('Tidepool: a tiny scheduler', 57, 100),
      run('Experience', 57, 140, heading),
      run('Engineer at Copperleaf Labs', 57, 160),
      run('2020 – 2024', 400, 160),
    ];
    const links = [
      { url: 'https://github.com/wrenh', page: 1, y: 76, x: 57 },
      { url: 'https://github.com/wrenh/tidepool', page: 1, y: 92, x: 57 },
    ];
    expect(parseCvLayout(layoutOf(runs, links), loadTaxonomy()).result.socialMedias).toEqual([
      'https://github.com/wrenh',
    ]);
  });

  it('reads a link on a bare network name as a profile, below whatever heading it was read under', () => {
    const runs = [
      run('Wren Halloway', 57, 60, { bold: true, size: 22 }),
      run('Education', 57, 120, heading),
      run('LinkedIn', 57, 140, { bold: true }),
      run('wrenh', 57, 154),
      run('Northmoor Institute of Technology', 57, 180),
      run('BSc Computing', 57, 194),
      run('2014 – 2018', 400, 194),
    ];
    const links = [{ url: 'https://www.linkedin.com/in/wrenh', page: 1, y: 132, x: 57 }];
    expect(parseCvLayout(layoutOf(runs, links), loadTaxonomy()).result.socialMedias).toEqual([
      'https://www.linkedin.com/in/wrenh',
    ]);
  });
});
