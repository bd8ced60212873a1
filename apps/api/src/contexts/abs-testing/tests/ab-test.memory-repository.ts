import { randomUUID } from 'node:crypto';
import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import type { AbTest, AbTestWrite } from './ab-test.ts';
import { AbTestNameTakenError, type AbTestRepository } from './ab-test.repository.ts';

/** In-memory AbTestRepository for service tests: names unique per customer, and the SQL class's update rules. */
export class MemoryAbTestRepository implements AbTestRepository {
  private readonly tests = new Map<string, AbTest[]>();

  async list(customerId: string): Promise<AbTest[]> {
    return this.of(customerId).map(copy);
  }

  async find(customerId: string, name: string): Promise<AbTest | null> {
    const test = this.of(customerId).find((t) => t.name === name);
    return test ? copy(test) : null;
  }

  async insert(customerId: string, test: AbTestWrite): Promise<void> {
    if (this.of(customerId).some((t) => t.name === test.name)) throw new AbTestNameTakenError();
    this.of(customerId).push({
      id: randomUUID(),
      customerId,
      name: test.name,
      status: 'ENABLED',
      variants: test.variants,
      revision: 1,
      metrics: test.metrics ?? [],
      controlVariant: test.controlVariant ?? null,
    });
  }

  async update(customerId: string, currentName: string, test: AbTestWrite): Promise<boolean> {
    const list = this.of(customerId);
    const stored = list.find((t) => t.name === currentName);
    if (!stored) return false;
    if (test.name !== currentName && list.some((t) => t.name === test.name)) throw new AbTestNameTakenError();
    const keptControl = test.variants.some((v) => v.variantName === stored.controlVariant)
      ? stored.controlVariant
      : null;
    Object.assign(stored, {
      name: test.name,
      variants: test.variants,
      revision: stored.revision + 1,
      metrics: test.metrics ?? stored.metrics,
      controlVariant: test.controlVariant ?? keptControl,
    });
    return true;
  }

  async setStatus(customerId: string, name: string, status: AbTestStatus): Promise<boolean> {
    const stored = this.of(customerId).find((t) => t.name === name);
    if (stored) stored.status = status;
    return stored !== undefined;
  }

  async delete(customerId: string, name: string): Promise<boolean> {
    const list = this.of(customerId);
    const index = list.findIndex((t) => t.name === name);
    if (index >= 0) list.splice(index, 1);
    return index >= 0;
  }

  private of(customerId: string): AbTest[] {
    let list = this.tests.get(customerId);
    if (!list) this.tests.set(customerId, (list = []));
    return list;
  }
}

// Callers get their own copy, as they would of a row read from the database.
const copy = (test: AbTest): AbTest => structuredClone(test);
