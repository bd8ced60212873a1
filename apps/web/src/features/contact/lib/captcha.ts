const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 6;
/** SPEC §5/§9: 25 px of canvas per character. */
export const CAPTCHA_CHAR_WIDTH = 25;

/** Random letters and digits (look-alikes such as O/0 and l/1 left out so people can read them). */
export function generateCaptchaText(random: () => number = Math.random): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

/** The image is drawn case-sensitively, so the entry must match exactly. */
export function isCaptchaMatch(expected: string, entered: string): boolean {
  return expected !== '' && expected === entered.trim();
}
