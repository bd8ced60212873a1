import { describe, expect, it } from 'vitest';
import { describeEnv } from './product.ts';

describe('describeEnv', () => {
  it('records run-specific values by what they are, and never the secret', () => {
    const secret = 'x'.repeat(48);
    expect(
      describeEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        SMTP_URL: 'smtp://127.0.0.1:40461',
        DATA_DIR: '/work/repo/.tmp/bench/run-1/pglite',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench_1_abc',
        LOG_LEVEL: 'warn',
      }),
    ).toBe(
      "NODE_ENV=production AUTH_SECRET=<48 random characters> SMTP_URL=<the bench's SMTP server> " +
        'DATA_DIR=<a fresh directory> DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a fresh database> LOG_LEVEL=warn',
    );
  });
});
