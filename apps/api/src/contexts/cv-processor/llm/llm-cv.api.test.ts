import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.ts';
import { simpleCvPdf } from '../test-support/pdf-builder.ts';

// The model path through the real AI SDK against the local wire-format fake (ADR 064).
const MODEL_ANSWER = {
  fullName: 'Jane Smith',
  email: 'invented@nowhere.example',
  phoneNumber: '+1 555 000 0000',
  socialMedias: ['https://linkedin.com/in/janesmith', 'https://evil.example/phish'],
  skills: ['TypeScript', 'Haskell'],
  employerDtos: [{ title: 'Staff Engineer', employer: 'Acme Corp', startDate: '2019-01', endDate: 'present' }],
  educationDtos: [],
  highlights: [],
};

function multipart(file: Buffer) {
  const b = '----llmtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('cv parse with a configured model', { timeout: 30_000 }, () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let cv: Buffer;
  beforeAll(async () => {
    fake = await startFakeLlmServer({ behaviours: { 'gpt-4o': { answer: JSON.stringify(MODEL_ANSWER) } } });
    t = await createTestApp({ ...fake.env, AI_MODELS: 'openai:gpt-4o', CONTEXTS: 'cv-processor' });
    cv = await simpleCvPdf([
      '! Jane Smith',
      'jane@example.org | linkedin.com/in/janesmith',
      '# Experience',
      'Staff Engineer, Acme Corp',
      'Jan 2019 – Present',
      '# Skills',
      'TypeScript, Go',
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('keeps what the document backs and drops what it does not', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/parse-cv', ...multipart(cv) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(fake.requests.some((r) => r.model === 'gpt-4o')).toBe(true);
    expect(body.fullName).toBe('Jane Smith');
    expect(body.email).toBe('jane@example.org');
    expect(body.phoneNumber).toBeNull();
    expect(body.socialMedias).toEqual(['https://linkedin.com/in/janesmith']);
    expect(body.skills).toEqual(['TypeScript']);
    expect(body.employerDtos).toEqual(MODEL_ANSWER.employerDtos);
  });

  it('falls back to the deterministic score when the model answers off-schema', async () => {
    const b = '----llmscore';
    const payload = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="job"\r\n\r\nStaff Engineer\nRequirements:\n- TypeScript and Go\r\n`,
      ),
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      cv,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    const before = fake.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/compatibility-score/text',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(before);
    const body = res.json();
    // The fake's answer is a parse result, not a score: the offline scorer's answer is returned.
    expect(body.matchedMustHaveSkills).toEqual(expect.arrayContaining(['TypeScript', 'Go']));
    expect(body.certificationScore).toBeNull();
  });
});
