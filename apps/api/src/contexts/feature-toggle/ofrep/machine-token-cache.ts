import type { FastifyRequest } from 'fastify';
import { bearerToken, type MachineTokenRevocations } from '../../../platform/auth/guards.ts';
import { MACHINE_TOKEN_TTL_SECONDS, type MachineClaims, type TokenService } from '../../../platform/auth/tokens.ts';
import { unauthorized } from '../../../platform/errors.ts';

interface Cached {
  claims: MachineClaims;
  expiresAtMs: number;
}

/**
 * requireMachine(…, 'feature-toggle', …) with a memo of verified tokens: an SDK sends the same token on every
 * evaluation, and the HMAC check dominated the hot path (docs/decisions/044-ofrep-hot-path.md). Only verified tokens
 * are kept, until their own expiry; revocation is still checked on every request.
 */
export function cachedMachineGuard(tokens: TokenService, revocations: MachineTokenRevocations, now: () => number, maxEntries = 10_000) {
  const verified = new Map<string, Cached>();
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    let entry = verified.get(token);
    if (!entry || now() >= entry.expiresAtMs) {
      verified.delete(token);
      const claims = await tokens.verifyMachine(token, 'feature-toggle');
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
