import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Tesseract (tesseract.js's WebAssembly build) driven in the calling thread: the parse worker itself, so the
 * pool's heap limit, timeout and termination apply to OCR as to any PDF (ADR 081). tesseract.js would otherwise
 * start a thread of its own, outside those limits. The models are read from the `@tesseract.js-data/<lang>`
 * packages; the `fetch` given to tesseract.js refuses every call, so nothing is ever downloaded.
 */
interface Packet {
  status: 'resolve' | 'reject' | 'progress';
  data: unknown;
}
interface WorkerScript {
  setAdapter(adapter: Record<string, unknown>): void;
  dispatchHandlers(packet: Record<string, unknown>, send: (p: Packet) => void): void;
}

const require = createRequire(import.meta.url);
const LSTM_ONLY = 1;
/**
 * French alone (ADR 081, addenda "a second model for accented letters" and "the same words in less time"). The English
 * model has no accented letter but `é`, so alone it reads "Jürgen" as "Jurgen" and "Zoë" as "Zoe"; the French one has
 * the Latin accents of most European names (é è ë ï ü ä ñ ç…) and reads English text as well. English as a second
 * model, tried on the words French does not accept, took 40 % of a dense page's recognition (html-banner: 4.9 → 3.0 s
 * of CPU) for a scanned micro-F1 of 0.863 against 0.859 and fewer right names (0.722 against 0.750). A third model
 * (German) added ~40% to the time of a dense page.
 */
export const OCR_LANGUAGES = ['fra'];
/** The smaller "best_int" LSTM model: tesseract.js's own choice for LSTM-only recognition. */
const modelFile = (lang: string) =>
  `${dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`))}/4.0.0_best_int/${lang}.traineddata.gz`;

export class OcrDownloadRefusedError extends Error {}

/**
 * tesseract.js-core's build without the legacy engine, with the widest SIMD the runtime has (relaxed SIMD in Node 24).
 * tesseract.js's own Node loader chooses by `oem` but is handed `lstmOnly` (a boolean), so it always loaded the larger
 * build that carries the legacy engine too: the same words, but a longer engine load (French + English: 0.6–1.1 s
 * against 0.2–0.45 s in a scratch loop on the shared machine).
 */
async function loadCore(): Promise<unknown> {
  const requireFromTesseract = createRequire(require.resolve('tesseract.js/package.json'));
  const { simd, relaxedSimd } = requireFromTesseract('wasm-feature-detect') as Record<string, () => Promise<boolean>>;
  const build = (await relaxedSimd?.()) ? 'relaxedsimd-lstm' : (await simd?.()) ? 'simd-lstm' : 'lstm';
  return requireFromTesseract(`tesseract.js-core/tesseract-core-${build}`);
}

let engine: Promise<WorkerScript> | null = null;
let nextJob = 1;

function call(script: WorkerScript, action: string, payload: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    script.dispatchHandlers({ workerId: 'cv-parse', jobId: `${action}-${nextJob++}`, action, payload }, (p) => {
      if (p.status === 'resolve') resolve(p.data);
      else if (p.status === 'reject') reject(new Error(String(p.data)));
    });
  });
}

async function start(): Promise<WorkerScript> {
  const script = require('tesseract.js/src/worker-script/index.js') as WorkerScript;
  script.setAdapter({
    getCore: loadCore,
    gunzip: require('tesseract.js/src/worker-script/node/gunzip.js'),
    fetch: (url: string) => Promise.reject(new OcrDownloadRefusedError(`OCR never downloads (${url})`)),
    readCache: (path: string) => readFile(path),
    // Nothing is cached to disk: the model is read from the package each time a worker starts.
    writeCache: () => Promise.resolve(),
    deleteCache: () => Promise.resolve(),
    checkCache: () => Promise.resolve(false),
  });
  await call(script, 'load', { options: { lstmOnly: true, logging: false } });
  const langs = await Promise.all(OCR_LANGUAGES.map(async (code) => ({ code, data: await readFile(modelFile(code)) })));
  await call(script, 'loadLanguage', { langs, options: { cacheMethod: 'none', gzip: true, lstmOnly: true } });
  await call(script, 'initialize', { langs: OCR_LANGUAGES.join('+'), oem: LSTM_ONLY });
  return script;
}

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  /** Tesseract's block / paragraph / line numbers: words of one line share them. */
  line: string;
}

/** Words of one page image (PGM or PNG bytes) with pixel boxes, from Tesseract's TSV output. */
export async function recognizeWords(image: Uint8Array, dpi: number): Promise<OcrWord[]> {
  engine ??= start();
  const script = await engine;
  const result = (await call(script, 'recognize', {
    image,
    // Sparse text: every word anywhere on the page, large names and sidebars included; our own layout code
    // (columns, lines) orders them, as it does for a text PDF.
    // The render's resolution is known: Tesseract need not estimate it (and say so on stdout).
    options: { tessedit_pageseg_mode: '11', user_defined_dpi: String(dpi) },
    output: { text: false, tsv: true },
  })) as { tsv: string };
  const words: OcrWord[] = [];
  for (const row of result.tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = (cols[11] as string).trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number) as [number, number, number, number, number];
    words.push({ text, left, top, width, height, confidence: conf / 100, line: cols.slice(1, 5).join('.') });
  }
  return words;
}
