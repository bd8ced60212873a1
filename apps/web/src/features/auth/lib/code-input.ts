export const CODE_LENGTH = 6;

/** SPEC §5: each box holds one of A-Z or 0-9; lowercase is uppercased; anything else is dropped. */
export function toCodeChar(input: string): string {
  const chars = cleanCode(input);
  return chars.slice(-1);
}

/** Pasted text with non-alphanumerics removed, uppercased, at most six characters. */
export function cleanCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CODE_LENGTH);
}

/** Puts pasted characters into the boxes from the first one. */
export function fillFromPaste(pasted: string): string[] {
  const chars = cleanCode(pasted).split('');
  return Array.from({ length: CODE_LENGTH }, (_, i) => chars[i] ?? '');
}
