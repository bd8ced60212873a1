// npm run corpus:cv — builds the CV parser's development corpus into .data/cv-corpus (see scripts/cv-corpus/).
import { buildCorpus } from './cv-corpus/corpus.ts';

const manifest = await buildCorpus();
const families = new Set(manifest.docs.map((d) => d.family));
console.log(
  `${manifest.docs.filter((d) => !d.scanned).length} PDFs in ${families.size} families, ${manifest.docs.filter((d) => d.scanned).length} scanned variants`,
);
for (const s of manifest.skipped) console.log(`skipped: ${s}`);
