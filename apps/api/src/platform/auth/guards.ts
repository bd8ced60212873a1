import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import { MACHINE_TOKEN_TTL_SECONDS, type MachineAudience, type MachineClaims, type TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    customerId?: string;
    machine?: MachineClaims;
  }
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
 * expiry (at most `maxEntries`); revocation is still checked on every request, from memory.
 */
export function requireMachine(
  tokens: TokenService,
  audience: MachineAudience,
  revocations: MachineTokenRevocations,
  now: () => number = Date.now,
  maxEntries = 10_000,
) {
  const verified = new Map<string, { claims: MachineClaims; expiresAtMs: number }>();
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    let entry = verified.get(token);
    if (!entry || now() >= entry.expiresAtMs) {
      verified.delete(token);
      const claims = await tokens.verifyMachine(token, audience);
      if (!claims) throw unauthorized('Invalid or expired token');
      entry = { claims, expiresAtMs: (claims.issuedAt + MACHINE_TOKEN_TTL_SECONDS) * 1000 };
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(token, entry);
    }
    if (revocations.isRevoked(entry.claims.secretId)) throw unauthorized('Invalid or expired token');
    request.customerId = entry.claims.customerId;
    request.machine = entry.claims;
  };
}
