// Runs the developer guide of /experiment exactly as published: every curl command through bash and every TypeScript
// snippet through Node, in order, against the live server. If the API changes, this fails before the guide misleads.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { experimentSteps } from '../apps/web/src/features/landing/experiment-steps.ts';

const binDir = join(import.meta.dirname, '..', 'node_modules', '.bin');
const nodeBin = existsSync(join(binDir, 'node')) ? join(binDir, 'node') : process.execPath;

type Runner = (code: string, env: Record<string, string>) => { status: number | null; stdout: string; stderr: string };

const runCurl: Runner = (code, env) =>
  spawnSync('bash', ['-c', code], { env: { ...process.env, ...env }, encoding: 'utf8' });
const runTypeScript: Runner = (code, env) =>
  spawnSync(nodeBin, ['--input-type=module-typescript', '-e', code], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

async function readLoginCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const text = messages[0]?.text ?? '';
  const code = /\b(?=[A-Z0-9]*\d)[A-Z0-9]{6}\b/.exec(text)?.[0] ?? /\b[A-Z0-9]{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no login code in the dev mailbox for ${email}`);
  return code;
}

for (const [label, run] of [
  ['curl', runCurl],
  ['TypeScript', runTypeScript],
] as const) {
  test(`the ${label} commands of /experiment work against the running server`, async ({ request, baseURL }) => {
    test.skip(label === 'curl' && spawnSync('curl', ['--version']).status !== 0, 'curl is not installed');
    const env: Record<string, string> = {
      NOVA_URL: baseURL ?? '',
      EMAIL: `guide-${label.toLowerCase()}-${Date.now()}@example.com`,
      PASSWORD: 'Choose-a-long-passphrase-1',
    };
    for (const step of experimentSteps) {
      if (step.id === 'verify') env.CODE = await readLoginCode(request, env.EMAIL!);
      const code = label === 'curl' ? step.curl : step.typescript;
      const result = run(code, env);
      expect(result.status, `${step.id}: ${result.stderr}`).toBe(0);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(result.stdout) as Record<string, unknown>;
      } catch {
        throw new Error(`${step.id} printed no JSON: ${result.stdout} ${result.stderr}`);
      }
      for (const field of step.expects) expect(body, `${step.id} answered ${result.stdout}`).toHaveProperty(field);
      for (const [name, field] of Object.entries(step.saves)) env[name] = String(body[field]);
    }
    expect(env.ACCESS_TOKEN).toBeTruthy();
  });
}
