import { describe, expect, it } from 'vitest';
import { readyBanner } from './ready-banner.ts';

const base = 'http://localhost:3000';

describe('ready banner', () => {
  it('starts with the machine-readable Ready line and names the site, API reference, metrics and dev mailbox', () => {
    const banner = readyBanner(base, [{ url: '/docs' }, { url: '/metrics' }, { url: '/dev/mailbox' }]);
    const lines = banner.split('\n');
    expect(/^Ready: (https?:\/\/\S+)$/.exec(lines[0]!)?.[1]).toBe(base);
    expect(lines.slice(1).map((line) => line.trim().split(/\s{2,}|\s(?=http)/))).toEqual([
      ['site', `${base}/`],
      ['API reference', `${base}/docs`],
      ['metrics', `${base}/metrics`],
      ['dev mailbox', `${base}/dev/mailbox`],
    ]);
  });

  it('leaves out what the process does not serve (no dev mailbox in production)', () => {
    const banner = readyBanner(base, [{ url: '/docs' }, { url: '/metrics' }]);
    expect(banner).not.toContain('mailbox');
    expect(banner.split('\n')).toHaveLength(4);
  });
});
