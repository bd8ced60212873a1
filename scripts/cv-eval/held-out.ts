// Leave-one-family-out: the tuning is fitted on every family but one and scored on the family left out, in turn.
import { addCounts, emptyCounts, f1, type Counts } from '../eval-cv-metrics.ts';

export interface DocScore {
  family: string;
  counts: Counts;
  emailOk: boolean;
  phoneOk: boolean;
  nameOk: boolean;
  misses: string[];
}

/** scores[setting][doc]: the score of every document under every candidate setting. */
export type ScoreTable = DocScore[][];

function microF1(docs: DocScore[]): number {
  const total = emptyCounts();
  for (const d of docs) addCounts(total, d.counts);
  return f1(total.all);
}

/** The setting with the best micro-F1 on the documents `use` keeps; ties go to the earlier (default-first) one. */
export function fit(table: ScoreTable, use: (d: DocScore) => boolean): number {
  let best = 0;
  let bestScore = -1;
  table.forEach((docs, i) => {
    const score = microF1(docs.filter(use));
    if (score > bestScore + 1e-9) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** Per family: the setting fitted without it, and its documents scored under that setting. */
export function leaveOneFamilyOut(table: ScoreTable, families: string[]) {
  const heldOut: DocScore[] = [];
  const chosen = new Map<string, number>();
  for (const family of families) {
    const setting = fit(table, (d) => d.family !== family);
    chosen.set(family, setting);
    heldOut.push(...(table[setting] as DocScore[]).filter((d) => d.family === family));
  }
  return { heldOut, chosen };
}
