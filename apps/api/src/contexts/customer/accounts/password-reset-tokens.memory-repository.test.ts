import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { passwordResetTokensRepositoryContract } from './password-reset-tokens.repository.contract.ts';
import { MemoryPasswordResetTokensRepository } from './password-reset-tokens.memory-repository.ts';

describe('MemoryPasswordResetTokensRepository', () =>
  passwordResetTokensRepositoryContract(
    () => new MemoryPasswordResetTokensRepository(),
    async () => randomUUID(),
  ));
