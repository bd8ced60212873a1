import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { loginChallengesRepositoryContract } from './login-challenges.repository.contract.ts';
import { MemoryLoginChallengesRepository } from './login-challenges.memory-repository.ts';

describe('MemoryLoginChallengesRepository', () =>
  loginChallengesRepositoryContract(
    () => new MemoryLoginChallengesRepository(),
    async () => randomUUID(),
  ));
