import { describe, expect, it } from 'vitest';
import { AbTestService } from './ab-test.service.ts';
import { MemoryAbTestRepository } from './ab-test.memory-repository.ts';
import type { AbTestDraft } from './ab-test.ts';

function setup() {
  const published: string[] = [];
  const service = new AbTestService({
    repository: new MemoryAbTestRepository(),
    changes: { publish: async (customerId, name) => void published.push(`${customerId}:${name}`) },
  });
  return { service, published };
}

const draft = (name: string): AbTestDraft => ({ name, variants: [{ variantName: 'ON', percentage: 100 }] });

describe('AbTestService', () => {
  it('announces every change under each name it touched, so no replica keeps a stale or absent definition', async () => {
    const { service, published } = setup();
    await service.create('c', draft('EXP'));
    await service.update('c', 'EXP', draft('RENAMED'));
    await service.setStatus('c', 'RENAMED', 'DISABLED');
    await service.delete('c', 'RENAMED');
    expect(published).toEqual(['c:EXP', 'c:EXP', 'c:RENAMED', 'c:RENAMED', 'c:RENAMED']);
  });

  it('answers 409 on abTestName for a taken name and 404 for a missing test, announcing nothing', async () => {
    const { service, published } = setup();
    await service.create('c', draft('EXP'));
    await service.create('c', draft('OTHER'));
    published.length = 0;
    await expect(service.create('c', draft('EXP'))).rejects.toMatchObject({
      status: 409,
      validationErrors: [{ field: 'abTestName' }],
    });
    await expect(service.update('c', 'OTHER', draft('EXP'))).rejects.toMatchObject({ status: 409 });
    for (const missing of [
      () => service.get('someone-else', 'EXP'),
      () => service.update('c', 'MISSING', draft('MISSING')),
      () => service.setStatus('c', 'MISSING', 'ENABLED'),
      () => service.delete('c', 'MISSING'),
    ]) {
      await expect(missing()).rejects.toMatchObject({ status: 404, message: 'AB Test not found' });
    }
    expect(published).toEqual([]);
  });

  it('resolves the metrics’ roles before storing them: the first is primary unless one is marked', async () => {
    const { service } = setup();
    const metrics = [
      { name: 'view', kind: 'CONVERSION' as const },
      { name: 'revenue', kind: 'VALUE' as const },
    ];
    await service.create('c', { ...draft('EXP'), metrics });
    await service.create('c', { ...draft('MARKED'), metrics: [metrics[0]!, { ...metrics[1]!, role: 'PRIMARY' }] });
    expect((await service.get('c', 'EXP')).metrics.map((m) => m.role)).toEqual(['PRIMARY', 'SECONDARY']);
    expect((await service.get('c', 'MARKED')).metrics.map((m) => m.role)).toEqual(['SECONDARY', 'PRIMARY']);
  });
});
