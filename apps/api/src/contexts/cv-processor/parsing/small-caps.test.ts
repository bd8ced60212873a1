import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { withCapitalI } from './small-caps.ts';

describe('withCapitalI', () => {
  it('reads the lower-case i of small capitals as a capital, and leaves words that are mixed case', () => {
    const lines = linesOf([
      run('ELECTRONiCS TECHNiCiAN II', 72, 100, { width: 150 }),
      run('FiTBiT', 300, 100, { width: 40 }),
      run('iOS and macOS at CEOs Inc, Mi Casa', 72, 120, { width: 200 }),
    ]);
    expect(withCapitalI(lines).map((l) => l.segments)).toEqual([
      ['ELECTRONICS TECHNICIAN II', 'FITBIT'],
      ['iOS and macOS at CEOs Inc, Mi Casa'],
    ]);
  });
});
