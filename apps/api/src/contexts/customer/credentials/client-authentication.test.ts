import { describe, expect, it } from 'vitest';
import { parseTokenRequest } from './client-authentication.ts';
import { OAuthError } from './oauth-error.ts';

const basic = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`;
const grant = { grant_type: 'client_credentials' };

function failure(authorization: string | undefined, body: unknown): OAuthError {
  try {
    parseTokenRequest(authorization, body);
  } catch (err) {
    if (err instanceof OAuthError) return err;
    throw err;
  }
  throw new Error('expected an OAuthError');
}

describe('parseTokenRequest (RFC 6749 §2.3.1, §4.4.2)', () => {
  it('reads client_secret_post from the body', () => {
    expect(parseTokenRequest(undefined, { ...grant, client_id: 'c1', client_secret: 's1' })).toEqual({
      clientId: 'c1',
      clientSecret: 's1',
      method: 'client_secret_post',
    });
  });

  it('form-decodes HTTP Basic credentials and splits at the first colon', () => {
    expect(parseTokenRequest(basic('my%20client:p%3Ass+word:x'), grant)).toEqual({
      clientId: 'my client',
      clientSecret: 'p:ss word:x',
      method: 'client_secret_basic',
    });
  });

  it('allows a body client_id that repeats the Basic one, not a different one or a second secret', () => {
    expect(parseTokenRequest(basic('c1:s1'), { ...grant, client_id: 'c1' }).clientId).toBe('c1');
    expect(failure(basic('c1:s1'), { ...grant, client_id: 'c2' }).code).toBe('invalid_request');
    expect(failure(basic('c1:s1'), { ...grant, client_secret: 's1' }).code).toBe('invalid_request');
  });

  it('checks the grant type first', () => {
    expect(failure(undefined, {}).code).toBe('invalid_request');
    expect(failure(undefined, undefined).code).toBe('invalid_request');
    expect(failure(undefined, { grant_type: 'authorization_code', client_id: 'c', client_secret: 's' }).code).toBe(
      'unsupported_grant_type',
    );
  });

  it('answers invalid_client (401, Basic challenge) when authentication is missing or malformed', () => {
    for (const [authorization, body] of [
      [undefined, grant],
      [undefined, { ...grant, client_id: 'c1' }],
      ['Bearer abc', grant],
      [basic('no-colon'), grant],
      [basic(':secret'), grant],
      [basic('%E0%A4%A:secret'), grant],
      [undefined, { ...grant, client_id: 'c', client_secret: 'x'.repeat(300) }],
    ] as const) {
      const err = failure(authorization, body);
      expect(err.code).toBe('invalid_client');
      expect(err.status).toBe(401);
      expect(err.headers['www-authenticate']).toMatch(/^Basic realm=/);
    }
  });

  it('rejects repeated or non-text parameters', () => {
    expect(failure(undefined, { grant_type: ['client_credentials', 'client_credentials'] }).code).toBe(
      'invalid_request',
    );
    expect(failure(undefined, { ...grant, client_id: 1, client_secret: 's' }).code).toBe('invalid_request');
  });
});
