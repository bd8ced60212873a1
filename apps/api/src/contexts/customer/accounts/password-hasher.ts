import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../../platform/auth/hashing.ts';

/**
 * argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP Password Storage minimum). The dummy hash lets a
 * login for an unknown e-mail spend the same time as a wrong password, so timing does not reveal accounts.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export async function createPasswordHasher(): Promise<PasswordHasher> {
  const dummyHash = await hash(randomToken(16));
  return {
    hash: (password) => hash(password),
    async verify(passwordHash, password) {
      try {
        const ok = await verify(passwordHash ?? dummyHash, password);
        return passwordHash !== undefined && ok;
      } catch {
        return false;
      }
    },
  };
}
