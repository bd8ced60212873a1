import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, generateCaptchaText, isCaptchaMatch } from './captcha';

describe('captcha', () => {
  it('has six letters or digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCaptchaText()).toMatch(new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`));
  });

  it('matches only the exact text', () => {
    expect(isCaptchaMatch('aB3dE5', 'aB3dE5')).toBe(true);
    expect(isCaptchaMatch('aB3dE5', ' aB3dE5 ')).toBe(true);
    expect(isCaptchaMatch('aB3dE5', 'ab3de5')).toBe(false);
    expect(isCaptchaMatch('', '')).toBe(false);
  });
});
