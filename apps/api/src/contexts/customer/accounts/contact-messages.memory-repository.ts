import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessagesRepository } from './contact-messages.repository.ts';

/** In-memory ContactMessagesRepository for service tests, held to the SQL one by contact-messages.repository.contract.ts. */
export class MemoryContactMessagesRepository implements ContactMessagesRepository {
  private readonly byId = new Map<string, ContactMessage>();

  async insert(m: ContactMessage): Promise<string> {
    const id = randomUUID();
    this.byId.set(id, { ...m });
    return id;
  }

  async count(): Promise<number> {
    return this.byId.size;
  }
}
