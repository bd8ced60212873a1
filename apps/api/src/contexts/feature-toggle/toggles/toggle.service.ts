import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import type { ToggleDefinition, ToggleStateSummary } from '../evaluation/toggle-definition.ts';
import { compilePattern } from '../pattern/compile-pattern.ts';
import type { ToggleChange, ToggleChangePublisher } from '../changes/toggle-change-bus.ts';
import { ToggleNameTakenError, type ToggleRepository } from './toggle.repository.ts';

export const MAX_TOGGLES_PER_CUSTOMER = 1_000;

/** Console use cases of toggles; every write announces itself so caches and streams follow within a second. */
export class ToggleService {
  private readonly repo: ToggleRepository;
  private readonly changes: ToggleChangePublisher;
  private readonly now: () => number;

  constructor(deps: { repository: ToggleRepository; changes: ToggleChangePublisher; now: () => number }) {
    this.repo = deps.repository;
    this.changes = deps.changes;
    this.now = deps.now;
  }

  /** The console's list: each toggle with its state, read in one query. */
  list(customerId: string): Promise<ToggleStateSummary[]> {
    return this.repo.listStates(customerId);
  }

  async get(customerId: string, type: ToggleType, name: string): Promise<ToggleDefinition> {
    const toggle = await this.repo.find(customerId, name);
    // A name under another kind is as absent as an unknown one: the kind is part of the address.
    if (!toggle || toggle.type !== type) throw notFound('Toggle not found');
    return toggle;
  }

  async create(customerId: string, input: ToggleDefinition): Promise<void> {
    const toggle = normalise(input);
    if ((await this.repo.count(customerId)) >= MAX_TOGGLES_PER_CUSTOMER) {
      throw fieldError('toggleName', `A customer can have at most ${MAX_TOGGLES_PER_CUSTOMER} toggles`);
    }
    await this.saving(toggle.name, () => this.repo.insert(customerId, toggle));
    await this.announce(customerId, 'created', toggle);
  }

  async update(customerId: string, currentName: string, input: ToggleDefinition): Promise<void> {
    const toggle = normalise(input);
    const found = await this.saving(toggle.name, () => this.repo.update(customerId, currentName, toggle));
    if (!found) throw notFound('Toggle not found');
    await this.announce(customerId, 'updated', toggle, currentName !== toggle.name ? currentName : undefined);
  }

  async delete(customerId: string, type: ToggleType, name: string): Promise<void> {
    if (!(await this.repo.delete(customerId, type, name))) throw notFound('Toggle not found');
    await this.announce(customerId, 'deleted', { name, type });
  }

  private async saving<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof ToggleNameTakenError) throw conflict(`A toggle named ${name} already exists`, 'toggleName');
      throw err;
    }
  }

  private announce(
    customerId: string,
    action: ToggleChange['action'],
    toggle: Pick<ToggleDefinition, 'name' | 'type'>,
    previousName?: string,
  ) {
    const change: ToggleChange = {
      action,
      name: toggle.name,
      type: toggle.type,
      ...(previousName ? { previousName } : {}),
      at: this.now(),
    };
    return this.changes.publish(customerId, change);
  }
}

/** Domain rules beyond the contract's shape: empty variable names dropped (SPEC.md §5), patterns must be safe. */
function normalise(toggle: ToggleDefinition): ToggleDefinition {
  if (toggle.type === 'VARIABLE') {
    const seen = new Set<string>();
    const variables = toggle.variables
      .map((v) => v.trim())
      .filter((v) => v !== '' && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
    if (variables.length === 0) throw fieldError('variables', 'At least one variable name is required');
    return { ...toggle, variables };
  }
  if (toggle.type === 'PATTERN') {
    const compiled = compilePattern(toggle.pattern);
    if (!compiled.ok) throw fieldError('togglePattern', `Pattern not supported: ${compiled.reason}`);
  }
  return toggle;
}
