import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { unauthorized } from '../errors.ts';
import { MACHINE_TOKEN_TTL_SECONDS, type MachineAudience, type MachineClaims, type TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    customerId?: string;
    machine?: MachineClaims;
  }
}

/**
 * Declares the fields the guards set, so that every request object is built with them and keeps one shape: a field
 * added to some requests only gives V8 several shapes of request to handle on every access (Fastify's advice for
 * per-request properties).
 */
export function declareAuthFields(app: FastifyInstance) {
  app.decorateRequest('customerId', undefined);
  app.decorateRequest('machine', undefined);
}

/** Answers from memory whether the secret that minted a machine token has been deleted. */
export interface MachineTokenRevocations {
  isRevoked(secretId: string): boolean;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** preHandler for console routes: a console access token; sets request.customerId. */
export function requireCustomer(tokens: TokenService) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyConsole(token) : null;
    if (!claims) throw unauthorized(token ? 'Invalid or expired token' : 'Authentication required');
    request.customerId = claims.customerId;
  };
}

/**
 * Guard for machine routes: a machine token of `audience`, verified locally (no database read). An app sends the same
 * token on every call and the HMAC check dominated the hot path, so verified tokens are remembered until their own
 * expiry (the `maxEntries` most recently used); revocation is still checked on every request, from memory. A callback-style hook: a
 * remembered token is accepted synchronously, with no promise per request.
 */
export function requireMachine(
  tokens: TokenService,
  audience: MachineAudience,
  revocations: MachineTokenRevocations,
  now: () => number = Date.now,
  maxEntries = 10_000,
): onRequestHookHandler {
  // The clock is the injected `now` (tests move it), so expiry is checked here rather than with lru-cache's ttl.
  type Verified = { header: string; claims: MachineClaims; expiresAtMs: number };
  const verified = new LRUCache<string, Verified>({ max: maxEntries });
  // The last token accepted, checked first: an app sends the same token on every call, and comparing two strings
  // costs less than hashing the header for the map (a fresh string on every request).
  let last: Verified | undefined;
  const admit = (request: FastifyRequest, claims: MachineClaims): Error | undefined => {
    if (revocations.isRevoked(claims.secretId)) return unauthorized('Invalid or expired token');
    request.customerId = claims.customerId;
    request.machine = claims;
    return undefined;
  };
  return (request, _reply, done) => {
    // Remembered by the whole header as the client sends it, so a repeat call skips parsing it too.
    const header = request.headers.authorization ?? '';
    const entry = last?.header === header ? last : verified.get(header);
    if (entry && now() < entry.expiresAtMs) {
      last = entry;
      return done(admit(request, entry.claims));
    }
    const token = bearerToken(request);
    if (!token) return done(unauthorized('Authentication required'));
    if (entry) verified.delete(header);
    if (entry === last) last = undefined;
    tokens.verifyMachine(token, audience).then(
      (claims) => {
        if (!claims) return done(unauthorized('Invalid or expired token'));
        verified.set(header, { header, claims, expiresAtMs: (claims.issuedAt + MACHINE_TOKEN_TTL_SECONDS) * 1000 });
        done(admit(request, claims));
      },
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  };
}
