import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { TranslationStatus } from '@app/contracts/cv-processor/translate-pdf';

/** A translation as its uploader follows it. */
export interface Translation {
  id: string;
  status: TranslationStatus;
  pagesDone: number;
  /** Known once the document is open. */
  pageCount: number | null;
  /** Why it failed. */
  message: string | null;
}

export interface JobRecord extends Translation {
  inputPath: string;
  outputPath: string;
  expiresAt: number;
}

/** Jobs of this process (a replica's own; see ADR 065), files removed on download, failure or expiry. */
export class TranslationJobs {
  private readonly jobs = new Map<string, JobRecord>();
  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  create(dir: string): JobRecord {
    const id = randomUUID();
    const job: JobRecord = {
      id,
      status: 'queued',
      pagesDone: 0,
      pageCount: null,
      message: null,
      inputPath: `${dir}/${id}.in.pdf`,
      outputPath: `${dir}/${id}.zh.pdf`,
      expiresAt: Date.now() + this.ttlMs,
    };
    this.jobs.set(id, job);
    return job;
  }

  get(id: string): JobRecord | undefined {
    return this.jobs.get(id);
  }

  async remove(id: string): Promise<void> {
    const job = this.jobs.get(id);
    this.jobs.delete(id);
    if (job) await Promise.all([rm(job.inputPath, { force: true }), rm(job.outputPath, { force: true })]);
  }

  async sweep(now = Date.now()): Promise<void> {
    for (const job of [...this.jobs.values()])
      if (job.expiresAt < now && job.status !== 'running') await this.remove(job.id);
  }

  /** Jobs not finished yet (waiting or running). */
  pending(): number {
    return [...this.jobs.values()].filter((j) => j.status === 'queued' || j.status === 'running').length;
  }

  ids(): string[] {
    return [...this.jobs.keys()];
  }
}

/** A copy without the server's paths: the record keeps changing while the translation runs. */
export function snapshot(job: JobRecord): Translation {
  return { id: job.id, status: job.status, pagesDone: job.pagesDone, pageCount: job.pageCount, message: job.message };
}
