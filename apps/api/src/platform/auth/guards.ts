import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import type { MachineAudience, MachineClaims, TokenService } from './tokens.ts';

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

/** preHandler for machine routes: a machine token of `audience`, verified locally (no database read). */
export function requireMachine(tokens: TokenService, audience: MachineAudience, revocations: MachineTokenRevocations) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyMachine(token, audience) : null;
    if (!claims || revocations.isRevoked(claims.secretId)) {
      throw unauthorized(token ? 'Invalid or expired token' : 'Authentication required');
    }
    request.customerId = claims.customerId;
    request.machine = claims;
  };
}
