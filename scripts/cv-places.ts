// `npm run cv:places`: writes the CV parser's list of known places (apps/api/src/contexts/cv-processor/data/places.txt)
// from GeoNames' cities of 15 000 people or more (the cities15000-json package, CC BY 3.0; data/SOURCES.md). Kept:
// cities of at least MIN_PEOPLE, by name and ASCII name, marked L (large: LARGE_PEOPLE or more) or S.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MIN_PEOPLE = 50_000;
const LARGE_PEOPLE = 500_000;
const OUT = new URL('../apps/api/src/contexts/cv-processor/data/places.txt', import.meta.url);

interface City {
  name: string;
  asciiname: string;
  population: string;
}
const cities = createRequire(import.meta.url)('cities15000-json') as City[];
const largest = new Map<string, number>();
for (const city of cities) {
  const people = Number(city.population);
  if (people < MIN_PEOPLE) continue;
  for (const name of new Set([city.name, city.asciiname])) {
    if (name.length < 3 || /\d/.test(name)) continue;
    largest.set(name, Math.max(largest.get(name) ?? 0, people));
  }
}
const lines = [...largest]
  .sort(([a], [b]) => a.localeCompare(b, 'en'))
  .map(([name, people]) => `${name}\t${people >= LARGE_PEOPLE ? 'L' : 'S'}`);
writeFileSync(
  OUT,
  `# Cities of ${MIN_PEOPLE} people or more, GeoNames (CC BY 3.0) via cities15000-json; written by npm run cv:places\n` +
    `${lines.join('\n')}\n`,
);
console.log(`${lines.length} places written to ${OUT.pathname}`);
