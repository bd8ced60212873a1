import { describe } from 'vitest';
import { credentialsRepositoryContract } from './credentials.repository.contract.ts';
import { MemoryCredentialsRepository } from './credentials.memory-repository.ts';

describe('MemoryCredentialsRepository', () => credentialsRepositoryContract(() => new MemoryCredentialsRepository()));
