import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { MemoryResultsRepository } from '../results/results.memory-repository.ts';
import { eventCountersContract } from './event-counters.contract.ts';
import { MemoryEventRepository } from './event.memory-repository.ts';

describe('MemoryEventRepository with MemoryResultsRepository', () =>
  eventCountersContract(async () => {
    const results = new MemoryResultsRepository();
    const live = new Set<string>();
    return {
      results,
      events: new MemoryEventRepository({ results, testExists: (id) => live.has(id) }),
      newTest: async () => {
        const id = randomUUID();
        live.add(id);
        return id;
      },
      assign: async (testId, userId, variantName) => results.assign(testId, userId, variantName),
      deleteTest: async (testId) => {
        live.delete(testId);
        await results.deleteAll(testId);
      },
    };
  }));
