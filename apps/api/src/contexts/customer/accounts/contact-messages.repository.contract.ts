import { expect, it } from 'vitest';
import type { ContactMessagesRepository } from './contact-messages.repository.ts';

const message = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  subject: 'Pricing',
  message: 'Do you offer a yearly plan?\nThanks — Jane',
};

/**
 * What every ContactMessagesRepository does, run against the SQL one (contact-messages.repository.api.test.ts) and the
 * in-memory fake (contact-messages.memory-repository.test.ts). The SQL cases share one database, so counts are compared
 * before and after.
 */
export function contactMessagesRepositoryContract(repository: () => ContactMessagesRepository) {
  it('stores every message under its own id, the same words twice included', async () => {
    const repo = repository();
    const before = await repo.count();
    const first = await repo.insert(message);
    const second = await repo.insert(message);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(await repo.count()).toBe(before + 2);
  });

  it('counts a message with empty and long fields like any other', async () => {
    const repo = repository();
    const before = await repo.count();
    await repo.insert({ ...message, subject: '', message: 'x'.repeat(5000) });
    expect(await repo.count()).toBe(before + 1);
  });
}
