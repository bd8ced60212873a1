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
    ['M A R 2 0 2 0 — P R E S E N T', 'MAR 2020 — PRESENT'],
    ['S E P 2 0 1 5 — M AY 2 0 1 7', 'SEP 2015 — MAY 2017'],
    ['2 0 1 0 — 2 0 1 4', '2010 — 2014'],
    ['0 9 / 2 0 1 9 – 0 6 / 2 0 2 1', '09/2019 – 06/2021'],
  ])('closes up %s', (spaced, word) => expect(closeLetterSpacing(spaced)).toBe(word));

  it.each([
    'Jane Smith',
    'C C++ Go',
    'A B',
    'J. R. R. Tolkien',
    'R, Go, C',
    '1 2 3 4',
    '1 2 3 4 5 6 7 8',
    '+1 312 555 0178',
    '2019 – 2021',
    '● ● ● ○ ○',
    'Go Go Go Go',
    'A to Z of it',
    'CTO at IBM',
    'Go & C',
  ])('leaves %s as it is', (text) => expect(closeLetterSpacing(text)).toBe(text));
});
