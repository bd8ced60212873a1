import type { AbTestBody, AbTestDetail, AbTestListItem, AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import { isUniqueViolation, type Db } from '../../../platform/db/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import type { AbTestRepository } from './ab-test.repository.ts';
import type { DefinitionCache } from './definition-cache.ts';
import type { AbTest } from './ab-test.ts';

export const AB_TEST_NOT_FOUND = 'AB Test not found';
const NAME_TAKEN = 'An AB Test with this name already exists';

/** The console's operations on a customer's own tests; every write is announced to the definition caches. */
export class AbTestService {
  private readonly db: Db;
  private readonly repository: AbTestRepository;
  private readonly cache: DefinitionCache;

  constructor(deps: { db: Db; repository: AbTestRepository; cache: DefinitionCache }) {
    this.db = deps.db;
    this.repository = deps.repository;
    this.cache = deps.cache;
  }

  async list(customerId: string): Promise<AbTestListItem[]> {
    const tests = await this.repository.list(customerId);
    return tests.map((t) => ({ abTestName: t.name, abTestStatus: t.status }));
  }

  async detail(customerId: string, name: string): Promise<AbTestDetail> {
    const test = await this.require(customerId, name);
    return { abTestName: test.name, abTestStatus: test.status, variantDtoList: test.variants };
  }

  async require(customerId: string, name: string): Promise<AbTest> {
    const test = await this.repository.find(customerId, name);
    if (!test) throw notFound(AB_TEST_NOT_FOUND);
    return test;
  }

  async create(customerId: string, body: AbTestBody): Promise<void> {
    await this.guardName(() => this.repository.insert(customerId, toWrite(body)));
    // A cached "no such test" must go too.
    await this.cache.publish(this.db, customerId, body.abTestName);
  }

  async update(customerId: string, currentName: string, body: AbTestBody): Promise<void> {
    const updated = await this.guardName(() => this.repository.update(customerId, currentName, toWrite(body)));
    if (!updated) throw notFound(AB_TEST_NOT_FOUND);
    await this.cache.publish(this.db, customerId, currentName);
    if (body.abTestName !== currentName) await this.cache.publish(this.db, customerId, body.abTestName);
  }

  async setStatus(customerId: string, name: string, status: AbTestStatus): Promise<void> {
    if (!(await this.repository.setStatus(customerId, name, status))) throw notFound(AB_TEST_NOT_FOUND);
    await this.cache.publish(this.db, customerId, name);
  }

  async delete(customerId: string, name: string): Promise<void> {
    if (!(await this.repository.delete(customerId, name))) throw notFound(AB_TEST_NOT_FOUND);
    await this.cache.publish(this.db, customerId, name);
  }

  private async guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(NAME_TAKEN, 'abTestName');
      throw err;
    }
  }
}

function toWrite(body: AbTestBody) {
  return {
    name: body.abTestName,
    variants: body.variantDtoList.map((v) => ({ variantName: v.variantName, percentage: v.percentage })),
  };
}
