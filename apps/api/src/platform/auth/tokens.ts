import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthKeys } from './keys.ts';

export const CONSOLE_AUDIENCE = 'console';
export const MACHINE_AUDIENCES = ['abs-testing', 'feature-toggle'] as const;
export type MachineAudience = (typeof MACHINE_AUDIENCES)[number];

const ISSUER = 'aiservices';
export const CONSOLE_TOKEN_TTL_SECONDS = 15 * 60;
export const MACHINE_TOKEN_TTL_SECONDS = 14_400;

export interface ConsoleClaims {
  customerId: string;
  issuedAt: number;
}

export interface MachineClaims {
  customerId: string;
  clientId: string;
  /** The client secret that minted the token; deleting that secret revokes it. */
  secretId: string;
  audience: MachineAudience;
  issuedAt: number;
}

/**
 * Console and machine tokens use different keys, `aud` and `typ`, so neither can be replayed as the other.
 * HS256 only: `alg: none` and any other algorithm are rejected by jwtVerify's algorithms list.
 */
export class TokenService {
  private readonly keys: AuthKeys;
  private readonly now: () => number;

  constructor(keys: AuthKeys, now: () => number = Date.now) {
    this.keys = keys;
    this.now = now;
  }

  async signConsole(customerId: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(customerId)
      .setIssuer(ISSUER)
      .setAudience(CONSOLE_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + CONSOLE_TOKEN_TTL_SECONDS)
      .sign(this.keys.consoleJwt);
  }

  async verifyConsole(token: string): Promise<ConsoleClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys.consoleJwt, {
        algorithms: ['HS256'],
        audience: CONSOLE_AUDIENCE,
        issuer: ISSUER,
        typ: 'at+jwt',
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
      return { customerId: payload.sub, issuedAt: payload.iat };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  async signMachine(
    customerId: string,
    clientId: string,
    secretId: string,
    audience: MachineAudience,
  ): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ cid: clientId, sid: secretId })
      .setProtectedHeader({ alg: 'HS256', typ: 'machine+jwt' })
      .setSubject(customerId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + MACHINE_TOKEN_TTL_SECONDS)
      .sign(this.keys.machineJwt);
  }

  async verifyMachine(token: string, audience: MachineAudience): Promise<MachineClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys.machineJwt, {
        algorithms: ['HS256'],
        audience,
        issuer: ISSUER,
        typ: 'machine+jwt',
        currentDate: new Date(this.now()),
      });
      const { sub, cid, sid, iat } = payload;
      if (typeof sub !== 'string' || typeof cid !== 'string' || typeof sid !== 'string' || typeof iat !== 'number')
        return null;
      return { customerId: sub, clientId: cid, secretId: sid, audience, issuedAt: iat };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
