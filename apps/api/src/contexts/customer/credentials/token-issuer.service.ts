import { MACHINE_TOKEN_EXPIRES_IN } from '@app/contracts/customer/oauth-token';
import { hmacHex, safeEqualHex } from '../../../platform/auth/hashing.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { RateLimiter } from '../../../platform/http/rate-limiter.ts';
import type { ClientCredentialsRequest } from './client-authentication.ts';
import type { CredentialsRepository, SecretHash } from './credentials.repository.ts';
import { invalidClient, slowDown } from './oauth-error.ts';

/** Failed authentications tolerated per client id and per IP in one window (then 429 until the window ends). */
export const TOKEN_FAILURE_LIMITS = { perClient: 20, perIp: 50, windowMs: 5 * 60_000 } as const;
const LAST_USED_RESOLUTION_SECONDS = 60;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

/** Constant-time over every live secret of the client: no early exit reveals which one (or whether any) matched. */
function matchSecret(hashes: readonly SecretHash[], presentedHash: string): string | null {
  let found: string | null = null;
  for (const candidate of hashes) if (safeEqualHex(candidate.hash, presentedHash)) found = candidate.secretId;
  return found;
}

/** The client-credentials grant (RFC 6749 §4.4): authenticates the client and mints a machine token. */
export class TokenIssuer {
  private readonly repo: CredentialsRepository;
  private readonly tokens: TokenService;
  private readonly limiter: RateLimiter;
  private readonly pepper: Buffer;

  constructor(repo: CredentialsRepository, tokens: TokenService, limiter: RateLimiter, pepper: Buffer) {
    this.repo = repo;
    this.tokens = tokens;
    this.limiter = limiter;
    this.pepper = pepper;
  }

  async issue(request: ClientCredentialsRequest, ip: string): Promise<IssuedToken> {
    const { perClient, perIp, windowMs } = TOKEN_FAILURE_LIMITS;
    const clientKey = `oauth-token:fail:client:${request.clientId}`;
    const ipKey = `oauth-token:fail:ip:${ip}`;
    const [clientFailures, ipFailures] = await Promise.all([
      this.limiter.peek(clientKey, windowMs),
      this.limiter.peek(ipKey, windowMs),
    ]);
    if (clientFailures >= perClient || ipFailures >= perIp) throw slowDown(windowMs / 1000);

    const client = await this.repo.findClientByClientId(request.clientId);
    const presented = hmacHex(this.pepper, request.clientSecret);
    const secretId = client ? matchSecret(await this.repo.secretHashes(client.ref), presented) : null;
    if (!client || !secretId) {
      await Promise.all([this.limiter.hit(clientKey, perClient, windowMs), this.limiter.hit(ipKey, perIp, windowMs)]);
      throw invalidClient();
    }
    await this.repo.touchSecret(secretId, LAST_USED_RESOLUTION_SECONDS);
    const accessToken = await this.tokens.signMachine(client.customerId, client.clientId, secretId, client.serviceId);
    return { accessToken, expiresIn: MACHINE_TOKEN_EXPIRES_IN };
  }
}
