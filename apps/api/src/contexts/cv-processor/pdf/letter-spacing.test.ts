import { describe, expect, it } from 'vitest';
import { closeLetterSpacing } from './letter-spacing.ts';

describe('closeLetterSpacing', () => {
  it.each([
    ['J O H N', 'JOHN'],
    ['D O E', 'DOE'],
    ['M A R TA', 'MARTA'],
    ['K O WA L C Z Y K', 'KOWALCZYK'],
    ['E x p e r i e n c e', 'Experience'],
    ['W o r k E x p e r i e n c e', 'Work Experience'],
    ['Ś L Ą S K', 'ŚLĄSK'],
    ['E D U C AT I O N', 'EDUCATION'],
    ['S K I L L S & T O O L S', 'SKILLS & TOOLS'],
  ])('closes up %s', (spaced, word) => expect(closeLetterSpacing(spaced)).toBe(word));

  it.each([
    'Jane Smith',
    'C C++ Go',
    'A B',
    'J. R. R. Tolkien',
    'R, Go, C',
    '1 2 3 4',
    '● ● ● ○ ○',
    'Go Go Go Go',
    'A to Z of it',
    'CTO at IBM',
    'Go & C',
  ])('leaves %s as it is', (text) => expect(closeLetterSpacing(text)).toBe(text));
});
