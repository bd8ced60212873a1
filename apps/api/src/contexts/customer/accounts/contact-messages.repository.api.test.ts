import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { contactMessagesRepositoryContract } from './contact-messages.repository.contract.ts';
import { createContactMessagesRepository } from './contact-messages.repository.ts';

describe('SQL ContactMessagesRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  contactMessagesRepositoryContract(() => createContactMessagesRepository(testDb()));
});
