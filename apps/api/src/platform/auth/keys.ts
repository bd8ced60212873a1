import { hkdfSync } from 'node:crypto';

/** Independent keys derived from AUTH_SECRET so one leaked purpose does not expose another. */
export interface AuthKeys {
  consoleJwt: Uint8Array;
  machineJwt: Uint8Array;
  /** Pepper for HMAC-SHA256 of client secrets, codes and opaque tokens. */
  pepper: Buffer;
}

export function deriveKeys(secret: string): AuthKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'aiservices', info, 32));
  return {
    consoleJwt: new Uint8Array(derive('console-jwt')),
    machineJwt: new Uint8Array(derive('machine-jwt')),
    pepper: derive('pepper'),
  };
}
