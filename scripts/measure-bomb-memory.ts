// `npm run measure:bombs`: the real server under three parallel decompression bombs of each kind (and a heap bomb
// that makes a parse worker abort), sampling the RSS of the whole process tree — the server and its PDF worker
// processes — from /proc every 20 ms, while /livez and an ordinary route (the A/B marketplace demo, which assigns a
// user and writes a row) are called every 100 ms; then two scans the same way (20 dense pages, and one huge page).
// Prints the answers, the slowest of the three, and the peak per kind; ADR 084 and docs/operations.md give the bound these peaks must stay under. Linux only (reads /proc). Memory,
// not time, is what it is for: the latencies it prints only show that nothing stalled (not benchmark figures).
import { readdirSync, readFileSync } from 'node:fs';
import { startServer } from './lib/start-server.ts';
import {
  BOMB_KINDS,
  bombPdf,
  encryptedBombPdf,
  heapBombPdf,
} from '../apps/api/src/contexts/cv-processor/test-support/bomb-pdfs.ts';
import { simpleCvPdf } from '../apps/api/src/contexts/cv-processor/test-support/pdf-builder.ts';
import { longScanPdf } from '../apps/api/src/contexts/cv-processor/test-support/scan-pdfs.ts';

const MiB = 1024 * 1024;

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS of a process and all its descendants, in MiB. */
function treeRssMb(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop() as number;
    total += rssKb(next);
    stack.push(...childrenOf(next));
  }
  return total / 1024;
}

let ip = 0;
/** Every request from its own address (the server trusts X-Forwarded-For here), so no per-IP limit answers. */
const nextIp = () => `10.84.${(++ip >> 8) & 255}.${ip & 255}`;

async function upload(base: string, pdf: Buffer): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${base}/cv-processor/api/v1/parse-cv`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': nextIp() },
  });
  return { status: res.status, body: await res.text(), ms: performance.now() - started };
}

async function latency(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'x-forwarded-for': nextIp() } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const server = await startServer({
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'error',
  ...(process.env.MEASURE_DATABASE_URL ? { DATABASE_URL: process.env.MEASURE_DATABASE_URL } : {}),
});
try {
  const cv = await simpleCvPdf(['! Jane Smith', 'jane@example.org', '# Skills', 'TypeScript']);
  for (let i = 0; i < 3; i++) await upload(server.baseUrl, cv);
  const idle = treeRssMb(server.pid);
  console.log(
    `server pid ${server.pid}: ${childrenOf(server.pid).length} worker processes, idle tree RSS ${idle.toFixed(0)} MiB\n`,
  );
  const kinds: [string, () => Buffer][] = [
    ...BOMB_KINDS.map((kind): [string, () => Buffer] => [kind, () => bombPdf(kind)]),
    ['encrypted', () => encryptedBombPdf()],
    ['heap (60 MiB string)', () => heapBombPdf(60 * MiB)],
    // Scans: OCR reads the first MAX_OCR_PAGES pages of 20 dense ones, and a page declared 5000 × 7000 pt is
    // rendered within MAX_OCR_PIXELS.
    ['scan, 20 dense pages', () => longScanPdf(20)],
    ['scan, one 5000 × 7000 pt page', () => longScanPdf(1, { mediaBox: [5000, 7000] })],
  ];
  console.log('| kind | size | answers | slowest answer | peak tree RSS | slowest /livez | slowest demo assign |');
  console.log('|---|---|---|---|---|---|---|');
  let overall = idle;
  for (const [kind, build] of kinds) {
    const pdf = build();
    let peak = treeRssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(server.pid))), 20);
    let done = false;
    const probes: { live: number[]; demo: number[]; failures: number } = { live: [], demo: [], failures: 0 };
    const probing = (async () => {
      while (!done) {
        const [live, demo] = await Promise.all([
          latency(`${server.baseUrl}/livez`),
          latency(`${server.baseUrl}/abs-testing/api/v1/public/market-place-demo`),
        ]);
        probes.live.push(live.ms);
        probes.demo.push(demo.ms);
        if (live.status !== 200 || demo.status !== 200) probes.failures++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const answers = await Promise.all([
      upload(server.baseUrl, pdf),
      upload(server.baseUrl, pdf),
      upload(server.baseUrl, pdf),
    ]);
    // Let the pool replace any worker that died before the next kind starts.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    done = true;
    await probing;
    clearInterval(sampler);
    overall = Math.max(overall, peak);
    const summary = answers.map((a) => {
      const body = JSON.parse(a.body) as { message?: string; ocrPagesRead?: number; pageCount?: number };
      const ocr = body.ocrPagesRead === undefined ? '' : `OCR read ${body.ocrPagesRead} of ${body.pageCount} pages`;
      return `${a.status} ${body.message ?? ocr}`;
    });
    const statuses = [...new Set(summary)].join('; ');
    console.log(
      `| ${kind} | ${(pdf.length / 1024).toFixed(0)} KiB | ${statuses} | ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms | ${peak.toFixed(0)} MiB | ${Math.max(...probes.live).toFixed(0)} ms | ${Math.max(...probes.demo).toFixed(0)} ms${probes.failures ? ` (${probes.failures} failed)` : ''} |`,
    );
  }
  console.log(`\npeak tree RSS over the whole run: ${overall.toFixed(0)} MiB (idle ${idle.toFixed(0)} MiB)`);
} finally {
  await server.stop();
}
