import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { refreshTokensRepositoryContract } from './refresh-tokens.repository.contract.ts';
import { MemoryRefreshTokensRepository } from './refresh-tokens.memory-repository.ts';

describe('MemoryRefreshTokensRepository', () =>
  refreshTokensRepositoryContract(
    () => new MemoryRefreshTokensRepository(),
    async () => randomUUID(),
  ));
