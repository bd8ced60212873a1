import type { AuthTokens } from '@app/contracts/customer/session';
import type { Db } from '../../../platform/db/db.ts';
import { hmacHex, randomToken } from '../../../platform/auth/hashing.ts';
import { CONSOLE_TOKEN_TTL_SECONDS, type TokenService } from '../../../platform/auth/tokens.ts';
import { unauthorized } from '../../../platform/errors.ts';
import type { RefreshTokensRepository } from './refresh-tokens.repository.ts';
import { REFRESH_TOKEN_BYTES, REFRESH_TOKEN_LIFETIME_MS } from './account-limits.ts';

export interface SessionDeps {
  db: Pick<Db, 'transaction'>;
  refreshTokens: RefreshTokensRepository;
  tokens: TokenService;
  pepper: Buffer;
  now: () => number;
}

export const LOGOUT_MESSAGE = 'Logged out successfully';
const INVALID_REFRESH = 'Your session has expired. Please log in again.';

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Opaque refresh tokens, stored as HMACs, rotated on every use inside a family with an absolute lifetime;
 * presenting a rotated token again revokes the family (OAuth 2.0 Security BCP, RFC 9700 §4.14.2; ADR 012).
 */
export function createSessionService(deps: SessionDeps) {
  const hashOf = (token: string) => hmacHex(deps.pepper, token);

  async function pair(customerId: string, refreshToken: string): Promise<AuthTokens> {
    return {
      access_token: await deps.tokens.signConsole(customerId),
      refresh_token: refreshToken,
      expires_in: CONSOLE_TOKEN_TTL_SECONDS,
    };
  }

  return {
    async start(customerId: string): Promise<AuthTokens> {
      const refreshToken = randomToken(REFRESH_TOKEN_BYTES);
      await deps.db.transaction(async (tx) => {
        const familyId = await deps.refreshTokens.createFamily(customerId, deps.now() + REFRESH_TOKEN_LIFETIME_MS, tx);
        await deps.refreshTokens.addToken(familyId, hashOf(refreshToken), tx);
      });
      return pair(customerId, refreshToken);
    },

    async refresh(presented: string): Promise<AuthTokens> {
      const tokenHash = hashOf(presented);
      const next = randomToken(REFRESH_TOKEN_BYTES);
      const now = deps.now();
      const rotated = await deps.db.transaction(async (tx) => {
        const used = await deps.refreshTokens.markUsed(tokenHash, now, tx);
        if (used) await deps.refreshTokens.addToken(used.familyId, hashOf(next), tx);
        return used;
      });
      if (rotated) return pair(rotated.customerId, next);
      // Unknown, expired, revoked or already rotated: a rotated token seen again means it leaked, so end the family.
      const familyId = await deps.refreshTokens.findFamilyOf(tokenHash);
      if (familyId) await deps.refreshTokens.revokeFamily(familyId, now);
      throw unauthorized(INVALID_REFRESH);
    },

    async logout(presented: string | undefined): Promise<string> {
      if (presented) {
        const familyId = await deps.refreshTokens.findFamilyOf(hashOf(presented));
        if (familyId) await deps.refreshTokens.revokeFamily(familyId, deps.now());
      }
      return LOGOUT_MESSAGE;
    },
  };
}
