import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inflationBombPdf, manyPagesPdf, referenceLoopPdf, simpleCvPdf } from '../test-support/pdf-builder.ts';

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
    return Buffer.concat([Buffer.from(head), Buffer.isBuffer(f.value) ? f.value : Buffer.from(f.value), Buffer.from('\r\n')]);
  });
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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
    t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/parse-cv', ...multipart([{ name: 'file', value: file, filename, type }]) });

  it('parses a CV into the SPEC response', async () => {
    const res = await parse(cv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fullName).toBe('Jane Smith');
    expect(body.email).toBe('jane.smith@example.org');
    expect(body.phoneNumber).toBe('+44 20 7946 0958');
    expect(body.socialMedias).toContain('https://linkedin.com/in/janesmith');
    expect(body.skills).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Docker']));
    expect(body.employerDtos[0]).toEqual({ title: 'Senior Backend Engineer', employer: 'Acme Corp', startDate: '2019-01', endDate: 'present' });
    expect(body.educationDtos[0]).toMatchObject({ degree: 'BSc in Computer Science', university: 'University of Leeds', startDate: '2011-09', endDate: '2015-06' });
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
    const res = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/parse-cv', ...multipart([{ name: 'other', value: 'x' }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a valid file');
  });

  it('refuses thousands of pages with 422', async () => {
    const res = await parse(manyPagesPdf(3000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/too many pages/);
  });

  it('explains that a PDF without text (a scan) cannot be read', async () => {
    const res = await parse(manyPagesPdf(1));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/no selectable text/);
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

  it('scores a CV against a job spec, deterministically', async () => {
    const job = 'Senior Backend Engineer\nRequirements:\n- 5+ years of experience building APIs\n- Strong TypeScript and PostgreSQL\n- Bachelor degree in Computer Science\nNice to have:\n- Kafka';
    const send = () => t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/compatibility-score/text', ...multipart([{ name: 'job', value: job }, { name: 'cv', value: cv, filename: 'cv.pdf' }]) });
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
    const res = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/compatibility-score/text', ...multipart([{ name: 'cv', value: cv, filename: 'cv.pdf' }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a job spec and select a CV file');
  });

  it('refuses a job spec above the 64 KiB field limit with 413', async () => {
    const job = 'x'.repeat(70 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/compatibility-score/text', ...multipart([{ name: 'job', value: job }, { name: 'cv', value: cv, filename: 'cv.pdf' }]) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 503 on the translator without a configured model', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/translations', ...multipart([{ name: 'file', value: cv, filename: 'cv.pdf' }]) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Translation is not configured');
  });
});
