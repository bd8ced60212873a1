import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound, serviceUnavailable } from '../../../platform/errors.ts';
import type { CvModel } from '../llm/cv-model.ts';
import { cjkFontPath } from './cjk-font.ts';
import { PageReader, type PageContent } from './page-reader.ts';
import { translateLines } from './translate-text.ts';
import { TranslationJobs, snapshot, type JobRecord, type Translation } from './translation-jobs.ts';

export const NOT_CONFIGURED = 'Translation is not configured';
const JOB_TTL_MS = 30 * 60_000;
/** Translations run one at a time; beyond this many waiting, new uploads are turned away (disk and fairness). */
const MAX_PENDING = 5;

export interface TranslatorDeps {
  model: CvModel | null;
  log: FastifyBaseLogger;
  /** Replaces the model call (tests); given, the translator counts as configured. */
  translate?: (lines: string[]) => Promise<string[]>;
  dir?: string;
}

/**
 * English PDF in, Chinese PDF out with the same pages: the upload streams to disk, pages are read, translated
 * and written one at a time, so the file size is bounded by disk, not memory (ADR 065).
 */
export class TranslatorService {
  private readonly jobs = new TranslationJobs(JOB_TTL_MS);
  private readonly dir: string;
  private readonly translate: ((lines: string[]) => Promise<string[]>) | null;
  private readonly log: FastifyBaseLogger;
  private chain: Promise<void> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;

  constructor(deps: TranslatorDeps) {
    this.dir = deps.dir ?? join(tmpdir(), 'cv-processor-translations');
    this.log = deps.log;
    const model = deps.model;
    this.translate = deps.translate ?? (model ? (lines) => translateLines(model, lines) : null);
    this.sweeper = setInterval(() => void this.jobs.sweep(), 60_000).unref();
  }

  isConfigured(): boolean {
    return this.translate !== null && cjkFontPath() !== null;
  }

  assertConfigured(): void {
    if (!this.translate) throw serviceUnavailable(NOT_CONFIGURED, 3600);
    if (!cjkFontPath()) throw serviceUnavailable('Translation is not configured: the Chinese font is missing', 3600);
  }

  /** Checked before the upload is read: configured, and not too many translations waiting. */
  assertAccepting(): void {
    this.assertConfigured();
    if (this.jobs.pending() >= MAX_PENDING)
      throw serviceUnavailable('The translator is busy, please try again in a few minutes', 60);
  }

  async start(upload: Readable, isTruncated: () => boolean): Promise<Translation> {
    this.assertAccepting();
    await mkdir(this.dir, { recursive: true });
    const job = this.jobs.create(this.dir);
    try {
      await pipeline(upload, createWriteStream(job.inputPath));
      if (isTruncated()) throw new AppError(413, 'The file is too large');
      if (!(await startsLikePdf(job.inputPath)))
        throw new AppError(415, 'Only PDF files are allowed', [
          { field: 'file', message: 'Only PDF files are allowed' },
        ]);
    } catch (err) {
      await this.jobs.remove(job.id);
      throw err;
    }
    this.chain = this.chain.then(() => this.run(job));
    return snapshot(job);
  }

  get(id: string): Translation {
    const job = this.jobs.get(id);
    if (!job) throw notFound('Translation not found');
    return snapshot(job);
  }

  /** The finished file for one download; the caller removes it once sent. */
  fileOf(id: string): { path: string; done: () => Promise<void> } {
    const job = this.jobs.get(id);
    if (!job) throw notFound('Translation not found');
    if (job.status !== 'done') throw new AppError(409, 'The translation is not finished yet');
    return { path: job.outputPath, done: () => this.jobs.remove(id) };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all(this.jobs.ids().map((id) => this.jobs.remove(id)));
  }

  private async run(job: JobRecord): Promise<void> {
    const reader = new PageReader();
    job.status = 'running';
    try {
      job.pageCount = await reader.open(job.inputPath);
      const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: 'Translation' } });
      const written = pipeline(doc, createWriteStream(job.outputPath));
      const font = cjkFontPath() as string;
      for (let n = 1; n <= job.pageCount; n++) {
        const page = await reader.page(n);
        const translated = await (this.translate as (l: string[]) => Promise<string[]>)(page.lines.map((l) => l.text));
        writePage(doc, font, page, translated);
        job.pagesDone = n;
      }
      doc.end();
      await written;
      job.status = 'done';
    } catch (err) {
      job.status = 'failed';
      job.message = err instanceof Error && /PDF/.test(err.message) ? err.message : 'The translation failed';
      this.log.warn({ job: job.id, error: (err as Error).name }, 'translation failed');
    } finally {
      await reader.close();
    }
  }
}

function writePage(doc: PDFKit.PDFDocument, font: string, page: PageContent, translated: string[]) {
  doc.addPage({ size: [page.width, page.height], margin: 0 });
  doc.font(font);
  page.lines.forEach((line, i) => {
    const size = Math.max(5, Math.min(line.size, 28));
    const width = Math.max(40, page.width - line.x - 24);
    doc.fontSize(size).text(translated[i] ?? line.text, line.x, Math.max(0, line.y - size * 0.9), {
      width,
      lineBreak: true,
      height: size * 2.4,
      ellipsis: true,
    });
  });
}

async function startsLikePdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
    return buffer.subarray(0, bytesRead).includes('%PDF-');
  } finally {
    await handle.close();
  }
}
