import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import { conflict, notFound } from '../../../platform/errors.ts';
import { AbTestNameTakenError, type AbTestRepository } from './ab-test.repository.ts';
import type { DefinitionChangePublisher } from './definition-cache.ts';
import { AB_TEST_NOT_FOUND, type AbTest, type AbTestDraft, type AbTestWrite } from './ab-test.ts';
import { resolveMetricRoles } from './metric-roles.ts';

const NAME_TAKEN = 'An AB Test with this name already exists';

/** The console's operations on a customer's own tests; every write is announced to the definition caches. */
export class AbTestService {
  private readonly repository: AbTestRepository;
  private readonly changes: DefinitionChangePublisher;

  constructor(deps: { repository: AbTestRepository; changes: DefinitionChangePublisher }) {
    this.repository = deps.repository;
    this.changes = deps.changes;
  }

  list(customerId: string): Promise<AbTest[]> {
    return this.repository.list(customerId);
  }

  async get(customerId: string, name: string): Promise<AbTest> {
    const test = await this.repository.find(customerId, name);
    if (!test) throw notFound(AB_TEST_NOT_FOUND);
    return test;
  }

  async create(customerId: string, draft: AbTestDraft): Promise<void> {
    await this.guardName(() => this.repository.insert(customerId, toWrite(draft)));
    // A cached "no such test" must go too.
    await this.changes.publish(customerId, draft.name);
  }

  async update(customerId: string, currentName: string, draft: AbTestDraft): Promise<void> {
    const updated = await this.guardName(() => this.repository.update(customerId, currentName, toWrite(draft)));
    if (!updated) throw notFound(AB_TEST_NOT_FOUND);
    await this.changes.publish(customerId, currentName);
    if (draft.name !== currentName) await this.changes.publish(customerId, draft.name);
  }

  async setStatus(customerId: string, name: string, status: AbTestStatus): Promise<void> {
    if (!(await this.repository.setStatus(customerId, name, status))) throw notFound(AB_TEST_NOT_FOUND);
    await this.changes.publish(customerId, name);
  }

  async delete(customerId: string, name: string): Promise<void> {
    if (!(await this.repository.delete(customerId, name))) throw notFound(AB_TEST_NOT_FOUND);
    await this.changes.publish(customerId, name);
  }

  private async guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof AbTestNameTakenError) throw conflict(NAME_TAKEN, 'abTestName');
      throw err;
    }
  }
}

function toWrite({ metrics, ...draft }: AbTestDraft): AbTestWrite {
  return { ...draft, metrics: metrics && resolveMetricRoles(metrics) };
}
