import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inflationBombPdf, manyPagesPdf, referenceLoopPdf, simpleCvPdf } from '../test-support/pdf-builder.ts';
import { BOMB_KINDS, bombPdf } from '../test-support/bomb-pdfs.ts';
import { TOO_MUCH_DATA } from '../pdf/inflate-guard.ts';

const CV_LINES = [
  '! Jane Smith',
  'jane.smith@example.org | +44 20 7946 0958 | linkedin.com/in/janesmith',
  '# Experience',
  'Senior Backend Engineer, Acme Corp',
  'Jan 2019 – Present',
  '• Built TypeScript and PostgreSQL services handling 2M requests a day',
  'Software Engineer, Initech',
  'Jun 2015 – Dec 2018',
  '• Wrote Java and Spring Boot APIs',
  '# Education',
  'BSc in Computer Science, University of Leeds',
  'Sep 2011 – Jun 2015',
  '# Skills',
  'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, Java',
];

function multipart(fields: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----cvtestboundary';
  const parts = fields.map((f) => {
    const head = f.filename
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n`;
    return Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(f.value) ? f.value : Buffer.from(f.value),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('cv-processor parse and score', { timeout: 30_000 }, () => {
  let t: TestApp;
  let cv: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ CONTEXTS: 'cv-processor' });
    cv = await simpleCvPdf(CV_LINES);
  }, 60_000);
  afterAll(async () => t.close());

  const parse = (file: Buffer, filename = 'cv.pdf', type = 'application/pdf') =>
    t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/parse-cv',
      ...multipart([{ name: 'file', value: file, filename, type }]),
    });

  it('parses a CV into the SPEC response', async () => {
    const res = await parse(cv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fullName).toBe('Jane Smith');
    expect(body.email).toBe('jane.smith@example.org');
    expect(body.phoneNumber).toBe('+44 20 7946 0958');
    expect(body.socialMedias).toContain('https://linkedin.com/in/janesmith');
    expect(body.skills).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Docker']));
    expect(body.employerDtos[0]).toEqual({
      title: 'Senior Backend Engineer',
      employer: 'Acme Corp',
      startDate: '2019-01',
      endDate: 'present',
    });
    expect(body.educationDtos[0]).toMatchObject({
      degree: 'BSc in Computer Science',
      university: 'University of Leeds',
      startDate: '2011-09',
      endDate: '2015-06',
    });
    // The two additive fields: no OCR for a text PDF, one confidence per value and per entry.
    expect(body.ocrUsed).toBe(false);
    expect(body).not.toHaveProperty('ocrPagesRead');
    expect(body.confidence.email).toBeGreaterThanOrEqual(0.9);
    expect(body.confidence.employerDtos).toHaveLength(body.employerDtos.length);
  });

  it('refuses a file that is not a PDF by content, whatever its name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);
    const res = await parse(png, 'cv.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, message: 'Only PDF files are allowed' });
  });

  it('refuses files of 1 MB and more', async () => {
    const big = Buffer.concat([cv, Buffer.alloc(1024 * 1024)]);
    const res = await parse(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 1MB');
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/parse-cv',
      ...multipart([{ name: 'other', value: 'x' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a valid file');
  });

  it('refuses thousands of pages with 422', async () => {
    const res = await parse(manyPagesPdf(3000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/too many pages/);
  });

  it('explains that a PDF with neither text nor legible images cannot be read (never an empty 200)', async () => {
    const res = await parse(manyPagesPdf(1));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/no selectable text and no legible text/);
  });

  it('reads a scanned (image-only) CV by OCR and says so', async () => {
    const scan = readFileSync(join(import.meta.dirname, '../data/eval/scanned-gen-01.pdf'));
    const res = await parse(scan);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ocrUsed).toBe(true);
    expect([body.ocrPagesRead, body.pageCount]).toEqual([1, 1]);
    expect(body.fullName).toBe('Maria Fernandes');
    expect(body.email).toBe('maria.fernandes@example.com');
    expect(body.employerDtos.map((e: { employer: string }) => e.employer)).toContain('OutSystems');
    expect(body.confidence.fullName).toBeGreaterThan(0);
  });

  it('refuses a page-tree reference loop with a 4xx', async () => {
    const res = await parse(referenceLoopPdf());
    expect([413, 422]).toContain(res.statusCode);
  });

  it('refuses an inflation bomb with 422 while the server keeps answering', async () => {
    const bomb = inflationBombPdf(1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const pending = parse(bomb);
    const health = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(health.statusCode).toBe(200);
    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, validationErrors: [{ field: 'file' }] });
  });

  // Each bomb from its own address, so the per-IP limit of the demo does not answer in the parser's place.
  let bombIp = 0;
  const fromNewIp = () => `10.22.${++bombIp >> 8}.${bombIp & 255}`;
  const expectRefusedBomb = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: TOO_MUCH_DATA,
      validationErrors: [{ field, message: TOO_MUCH_DATA }],
    });
  };

  it.each(BOMB_KINDS)('refuses a %s bomb of 512 MiB on both routes with a 422 envelope', async (kind) => {
    const bomb = bombPdf(kind);
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/parse-cv',
      remoteAddress: fromNewIp(),
      ...multipart([{ name: 'file', value: bomb, filename: 'cv.pdf' }]),
    });
    expectRefusedBomb(parsed, 'file');
    const scored = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/compatibility-score/text',
      remoteAddress: fromNewIp(),
      ...multipart([
        { name: 'job', value: 'Backend engineer with TypeScript' },
        { name: 'cv', value: bomb, filename: 'cv.pdf' },
      ]),
    });
    expectRefusedBomb(scored, 'cv');
  });

  it('refuses three parallel two-stage bombs while /livez and a CV parse keep answering', async () => {
    const bomb = bombPdf('chained');
    const send = (file: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/cv-processor/api/v1/parse-cv',
        remoteAddress: fromNewIp(),
        ...multipart([{ name: 'file', value: file, filename: 'cv.pdf' }]),
      });
    const bombs = [send(bomb), send(bomb), send(bomb)];
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    const ordinary = send(cv);
    for (const res of await Promise.all(bombs)) expectRefusedBomb(res, 'file');
    expect((await ordinary).json().fullName).toBe('Jane Smith');
  });

  it('scores a CV against a job spec, deterministically', async () => {
    const job =
      'Senior Backend Engineer\nRequirements:\n- 5+ years of experience building APIs\n- Strong TypeScript and PostgreSQL\n- Bachelor degree in Computer Science\nNice to have:\n- Kafka';
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/cv-processor/api/v1/compatibility-score/text',
        ...multipart([
          { name: 'job', value: job },
          { name: 'cv', value: cv, filename: 'cv.pdf' },
        ]),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.matchedMustHaveSkills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(body.missingNiceToHaveSkills).toContain('Apache Kafka');
    expect(body.educationScore).toBe(100);
    expect(body.certificationScore).toBeNull();
    expect(Number.isInteger(body.overallScore)).toBe(true);
    expect((await send()).json()).toEqual(body);
  });

  it('asks for both a job spec and a CV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/compatibility-score/text',
      ...multipart([{ name: 'cv', value: cv, filename: 'cv.pdf' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a job spec and select a CV file');
  });

  it('refuses a job spec above the 64 KiB field limit with 413', async () => {
    const job = 'x'.repeat(70 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/compatibility-score/text',
      ...multipart([
        { name: 'job', value: job },
        { name: 'cv', value: cv, filename: 'cv.pdf' },
      ]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 503 on the translator without a configured model', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/translations',
      ...multipart([{ name: 'file', value: cv, filename: 'cv.pdf' }]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Translation is not configured');
  });
});
