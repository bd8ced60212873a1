import { describe } from 'vitest';
import { customersRepositoryContract } from './customers.repository.contract.ts';
import { MemoryCustomersRepository } from './customers.memory-repository.ts';

describe('MemoryCustomersRepository', () => customersRepositoryContract(() => new MemoryCustomersRepository()));
