import { describe } from 'vitest';
import { abTestRepositoryContract } from './ab-test.repository.contract.ts';
import { MemoryAbTestRepository } from './ab-test.memory-repository.ts';

describe('MemoryAbTestRepository', () => abTestRepositoryContract(() => new MemoryAbTestRepository()));
