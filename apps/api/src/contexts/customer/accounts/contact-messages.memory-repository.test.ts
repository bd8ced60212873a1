import { describe } from 'vitest';
import { contactMessagesRepositoryContract } from './contact-messages.repository.contract.ts';
import { MemoryContactMessagesRepository } from './contact-messages.memory-repository.ts';

describe('MemoryContactMessagesRepository', () =>
  contactMessagesRepositoryContract(() => new MemoryContactMessagesRepository()));
