// `npm run cv:places`: writes the CV parser's list of known places (apps/api/src/contexts/cv-processor/data/places.txt)
// from GeoNames' cities of 15 000 people or more (the cities15000-json package, CC BY 3.0; data/SOURCES.md). Kept:
// cities of at least MIN_PEOPLE, by name and ASCII name, marked L (large: LARGE_PEOPLE or more) or S, then by their
// other names in Latin letters, as GeoNames lists them (local spellings a CV prints: "München", "Milano", "Warszawa",
// "Bruxelles"; English names where GeoNames' own is local: "Galway" for "Gaillimh"), with the city's mark.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MIN_PEOPLE = 50_000;
const LARGE_PEOPLE = 500_000;
/** English words GeoNames also lists as a city's other name ("City" for the City of London): never a place alone. */
const GENERIC = new Set(['City', 'Central', 'Centre', 'Center', 'Downtown', 'Capital', 'Metro', 'Port', 'Town']);
/** A name in Latin letters, capitalised, of one to three words: "Den Haag", "Garching bei München"; not "MUC". */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M}'’.-]+(?: [\p{Script=Latin}\p{M}'’.-]+){0,2}$/u;
const OUT = new URL('../apps/api/src/contexts/cv-processor/data/places.txt', import.meta.url);

interface City {
  name: string;
  asciiname: string;
  alternativeNames?: string[];
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
// Other names second: they never change the mark of a city's own name ("Victoria" stays the Canadian city).
const others = new Map<string, number>();
for (const city of cities) {
  const people = Number(city.population);
  if (people < MIN_PEOPLE) continue;
  for (const name of city.alternativeNames ?? []) {
    if (largest.has(name) || name.length < 4 || !LATIN_NAME.test(name) || name === name.toUpperCase()) continue;
    if (GENERIC.has(name)) continue;
    others.set(name, Math.max(others.get(name) ?? 0, people));
  }
}
for (const [name, people] of others) largest.set(name, people);
const lines = [...largest]
  .sort(([a], [b]) => a.localeCompare(b, 'en'))
  .map(([name, people]) => `${name}\t${people >= LARGE_PEOPLE ? 'L' : 'S'}`);
writeFileSync(
  OUT,
  `# Cities of ${MIN_PEOPLE} people or more by their names and other names, GeoNames (CC BY 3.0) via cities15000-json; written by npm run cv:places\n` +
    `${lines.join('\n')}\n`,
);
console.log(`${lines.length} places written to ${OUT.pathname}`);
