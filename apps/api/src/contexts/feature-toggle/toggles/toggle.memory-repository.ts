import type { ToggleDefinition } from '../evaluation/toggle-definition.ts';
import { ToggleNameTakenError, type ToggleRepository } from './toggle.repository.ts';

/** In-memory ToggleRepository for fast service tests (STYLE.md habit 6). */
export function createMemoryToggleRepository(): ToggleRepository {
  const rows = new Map<string, ToggleDefinition[]>();
  const of = (customerId: string) => rows.get(customerId) ?? rows.set(customerId, []).get(customerId)!;
  return {
    async list(customerId) {
      return [...of(customerId)];
    },
    async count(customerId) {
      return of(customerId).length;
    },
    async find(customerId, name) {
      return of(customerId).find((t) => t.name === name) ?? null;
    },
    async insert(customerId, toggle) {
      if (of(customerId).some((t) => t.name === toggle.name)) throw new ToggleNameTakenError();
      of(customerId).push(toggle);
    },
    async update(customerId, currentName, toggle) {
      const list = of(customerId);
      const index = list.findIndex((t) => t.name === currentName && t.type === toggle.type);
      if (index < 0) return false;
      if (toggle.name !== currentName && list.some((t) => t.name === toggle.name)) throw new ToggleNameTakenError();
      list[index] = toggle;
      return true;
    },
    async delete(customerId, type, name) {
      const list = of(customerId);
      const index = list.findIndex((t) => t.name === name && t.type === type);
      if (index < 0) return false;
      list.splice(index, 1);
      return true;
    },
  };
}
