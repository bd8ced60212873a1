import { describe, expect, it } from 'vitest';
import type { ToggleChange } from '../changes/toggle-change-bus.ts';
import { AppError } from '../../../platform/errors.ts';
import { MemoryToggleRepository } from './toggle.memory-repository.ts';
import { ToggleService } from './toggle.service.ts';

function setup() {
  const published: { customerId: string; change: ToggleChange }[] = [];
  const service = new ToggleService({
    repository: new MemoryToggleRepository(),
    changes: { publish: async (customerId, change) => void published.push({ customerId, change }) },
    now: () => Date.parse('2030-01-01T00:00:00Z'),
  });
  return { service, published };
}

describe('ToggleService', () => {
  it('drops empty and repeated variable names, keeping the first spelling', async () => {
    const { service } = setup();
    await service.create('c', { name: 'V', type: 'VARIABLE', variables: [' Alice ', '', 'ALICE', 'bob'] });
    expect(await service.get('c', 'VARIABLE', 'V')).toEqual({
      name: 'V',
      type: 'VARIABLE',
      variables: ['Alice', 'bob'],
    });
  });

  it('lists each toggle with its state, the count and the first three variable names in place of them all', async () => {
    const { service } = setup();
    await service.create('c', { name: 'S', type: 'SIMPLE', enabled: false });
    await service.create('c', { name: 'V', type: 'VARIABLE', variables: ['a', 'b', ''] });
    await service.create('c', { name: 'W', type: 'VARIABLE', variables: ['a', 'b', 'c', 'd'] });
    await service.create('c', { name: 'P', type: 'PATTERN', pattern: '^x' });
    expect(await service.list('c')).toEqual([
      { name: 'S', type: 'SIMPLE', enabled: false },
      { name: 'V', type: 'VARIABLE', variableCount: 2, firstVariables: ['a', 'b'] },
      { name: 'W', type: 'VARIABLE', variableCount: 4, firstVariables: ['a', 'b', 'c'] },
      { name: 'P', type: 'PATTERN', pattern: '^x' },
    ]);
    expect(await service.list('other')).toEqual([]);
  });

  it('rejects unsafe or unsupported patterns with a field error', async () => {
    const { service } = setup();
    const error = await service
      .create('c', { name: 'P', type: 'PATTERN', pattern: '(?<=x)y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).validationErrors[0]?.field).toBe('togglePattern');
  });

  it('announces created, updated (with the previous name) and deleted changes', async () => {
    const { service, published } = setup();
    await service.create('c', { name: 'A', type: 'SIMPLE', enabled: true });
    await service.update('c', 'A', { name: 'B', type: 'SIMPLE', enabled: false });
    await service.delete('c', 'SIMPLE', 'B');
    expect(published.map((p) => [p.change.action, p.change.name, p.change.previousName])).toEqual([
      ['created', 'A', undefined],
      ['updated', 'B', 'A'],
      ['deleted', 'B', undefined],
    ]);
    expect(published[0]!.change.at).toBe(Date.parse('2030-01-01T00:00:00Z'));
  });

  it('announces nothing when a write fails', async () => {
    const { service, published } = setup();
    await service.create('c', { name: 'A', type: 'SIMPLE', enabled: true });
    await expect(service.create('c', { name: 'A', type: 'DATE', date: new Date() })).rejects.toMatchObject({
      status: 409,
    });
    await expect(service.update('c', 'A', { name: 'A', type: 'PATTERN', pattern: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    expect(published).toHaveLength(1);
  });
});
