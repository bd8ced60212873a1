import { readFileSync } from 'node:fs';

/**
 * Cities of the world a CV may name after an employer (data/places.txt, written by `npm run cv:places` from GeoNames):
 * 'L' for a large city (500 000 people or more), 'S' for the others. Read on first use, in the parse worker.
 */
let places: Map<string, 'L' | 'S'> | undefined;

function load(): Map<string, 'L' | 'S'> {
  const map = new Map<string, 'L' | 'S'>();
  for (const line of readFileSync(new URL('../data/places.txt', import.meta.url), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [name, size] = line.split('\t');
    map.set((name as string).toLowerCase(), size === 'L' ? 'L' : 'S');
  }
  return map;
}

/**
 * Whether `text` is a city of the list: any of them, or only a large one. Many smaller cities share their name with
 * a word or a company ("Orange", "Reading", "Mobile"), so a caller takes any city only where the layout already says
 * a place is likely (the third value of "Title, Employer, City").
 */
export function isKnownCity(text: string, which: 'any' | 'large'): boolean {
  places ??= load();
  const size = places.get(text.trim().toLowerCase());
  return size !== undefined && (which === 'any' || size === 'L');
}
