import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import { summariseToggle, type ToggleDefinition, type ToggleStateSummary } from '../evaluation/toggle-definition.ts';
import { ToggleNameTakenError, type ToggleRepository } from './toggle.repository.ts';

/** In-memory ToggleRepository for fast service tests (STYLE.md habit 6): the same names-unique-per-customer rule. */
export class MemoryToggleRepository implements ToggleRepository {
  private readonly rows = new Map<string, ToggleDefinition[]>();

  async list(customerId: string): Promise<ToggleDefinition[]> {
    return [...this.of(customerId)];
  }

  async listStates(customerId: string): Promise<ToggleStateSummary[]> {
    return this.of(customerId).map(summariseToggle);
  }

  async count(customerId: string): Promise<number> {
    return this.of(customerId).length;
  }

  async find(customerId: string, name: string): Promise<ToggleDefinition | null> {
    return this.of(customerId).find((t) => t.name === name) ?? null;
  }

  async insert(customerId: string, toggle: ToggleDefinition): Promise<void> {
    if (this.of(customerId).some((t) => t.name === toggle.name)) throw new ToggleNameTakenError();
    this.of(customerId).push(toggle);
  }

  async update(customerId: string, currentName: string, toggle: ToggleDefinition): Promise<boolean> {
    const list = this.of(customerId);
    const index = list.findIndex((t) => t.name === currentName && t.type === toggle.type);
    if (index < 0) return false;
    if (toggle.name !== currentName && list.some((t) => t.name === toggle.name)) throw new ToggleNameTakenError();
    list[index] = toggle;
    return true;
  }

  async delete(customerId: string, type: ToggleType, name: string): Promise<boolean> {
    const list = this.of(customerId);
    const index = list.findIndex((t) => t.name === name && t.type === type);
    if (index < 0) return false;
    list.splice(index, 1);
    return true;
  }

  private of(customerId: string): ToggleDefinition[] {
    let list = this.rows.get(customerId);
    if (!list) this.rows.set(customerId, (list = []));
    return list;
  }
}
