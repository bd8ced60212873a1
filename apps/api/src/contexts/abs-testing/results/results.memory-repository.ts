import type {
  DailyAssignments,
  DailyMetricSums,
  MetricSums,
  RecentAssignment,
  ResultsRepository,
  VariantAssignmentCount,
} from './results.repository.ts';

export interface StoredAssignment extends RecentAssignment {
  testId: string;
  day: string;
}

export type MetricDayRow = DailyMetricSums & { testId: string };

/** A user's running total of one metric (what decides whether an event is the user's first). */
export interface UserTotal {
  events: number;
  sum: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * In-memory ResultsRepository for service tests. It holds the tables results are read from, which the event fake
 * (events/event.memory-repository.ts) writes: assignments, per-day metric sums, unattributed events, per-user totals
 * and claimed eventIds, each keyed by test first so the demos' reset empties a test's share at once.
 */
export class MemoryResultsRepository implements ResultsRepository {
  /** In the order they were stored (ab_assignment). */
  readonly assignments: StoredAssignment[] = [];
  readonly metricDays: MetricDayRow[] = [];
  /** By `testId\nmetric`. */
  readonly unattributed = new Map<string, number>();
  /** By `testId\nmetric\nuserId`. */
  readonly userTotals = new Map<string, UserTotal>();
  /** When each eventId was first seen (ms), by `testId\neventId`. */
  readonly eventIds = new Map<string, number>();

  /** Stores an assignment, as the assignment repository's insert does; counted on its UTC day. */
  assign(testId: string, userId: string, variantName: string, day = today()): void {
    this.assignments.push({ testId, userId, variantName, day });
  }

  /** Adds to the sums of a metric in a variant on a day, as a committed batch of events does. */
  addMetricDay(row: MetricDayRow): void {
    const same = this.metricDays.find(
      (r) =>
        r.testId === row.testId && r.metric === row.metric && r.variantName === row.variantName && r.day === row.day,
    );
    if (!same) this.metricDays.push({ ...row });
    else addSums(same, row);
  }

  async countByVariant(testId: string): Promise<VariantAssignmentCount[]> {
    const counts = new Map<string, number>();
    for (const a of this.assignmentsOf(testId)) counts.set(a.variantName, (counts.get(a.variantName) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([variantName, count]) => ({ variantName, count }));
  }

  async metricSums(testId: string): Promise<MetricSums[]> {
    const totals = new Map<string, MetricSums>();
    for (const { testId: _test, day: _day, ...row } of this.metricDays.filter((r) => r.testId === testId)) {
      const key = `${row.metric}\n${row.variantName}`;
      const total = totals.get(key);
      if (total) addSums(total, row);
      else totals.set(key, row);
    }
    return [...totals.values()];
  }

  async unattributedEvents(testId: string): Promise<Map<string, number>> {
    const prefix = `${testId}\n`;
    return new Map(
      [...this.unattributed].filter(([key]) => key.startsWith(prefix)).map(([key, n]) => [key.slice(prefix.length), n]),
    );
  }

  async dailyAssignments(testId: string): Promise<DailyAssignments[]> {
    const days = new Map<string, DailyAssignments>();
    for (const { day, variantName } of this.assignmentsOf(testId)) {
      const key = `${day}\n${variantName}`;
      const row = days.get(key) ?? { day, variantName, users: 0 };
      row.users += 1;
      days.set(key, row);
    }
    return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  async dailyMetricSums(testId: string, metric: string): Promise<DailyMetricSums[]> {
    return this.metricDays
      .filter((r) => r.testId === testId && r.metric === metric)
      .map(({ testId: _test, ...row }) => row)
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  async latest(testId: string, limit: number): Promise<RecentAssignment[]> {
    return this.assignmentsOf(testId)
      .reverse()
      .slice(0, limit)
      .map(({ variantName, userId }) => ({ variantName, userId }));
  }

  async deleteAll(testId: string): Promise<void> {
    const keep = <T extends { testId: string }>(rows: T[]) =>
      rows.splice(0, rows.length, ...rows.filter((r) => r.testId !== testId));
    keep(this.assignments);
    keep(this.metricDays);
    for (const map of [this.unattributed, this.userTotals, this.eventIds]) {
      for (const key of map.keys()) if (key.startsWith(`${testId}\n`)) map.delete(key);
    }
  }

  private assignmentsOf(testId: string): StoredAssignment[] {
    return this.assignments.filter((a) => a.testId === testId);
  }
}

function addSums(total: MetricSums, more: MetricSums): void {
  total.usersConverted += more.usersConverted;
  total.valueSum += more.valueSum;
  total.valueSumSquares += more.valueSumSquares;
}
