// A first look at a `.cpuprofile` without a browser: the functions with the most self time over the whole profile
// (start-up included). A flame graph: `scripts/flame-graph.ts`, or DevTools and speedscope (docs/benchmarks.md).

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

export function frameName({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']): string {
  const where = url
    ? ` ${url.replace(/^file:\/\/.*?\/(node_modules|apps|packages|scripts)\//, '$1/')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** Self time per function (same name and place merged), largest first; each sample carries the delta before it. */
export function topSelfTime(profile: CpuProfile, count = 15): SelfTime[] {
  const names = new Map(profile.nodes.map((n) => [n.id, frameName(n.callFrame)]));
  const totals = new Map<string, number>();
  let all = 0;
  (profile.samples ?? []).forEach((nodeId, i) => {
    const us = Math.max(0, profile.timeDeltas?.[i] ?? 0);
    const name = names.get(nodeId) ?? '(unknown)';
    totals.set(name, (totals.get(name) ?? 0) + us);
    all += us;
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000, share: all > 0 ? us / all : 0 }));
}

export function formatSelfTime(rows: readonly SelfTime[]): string {
  return rows
    .map((r) => `${(r.share * 100).toFixed(1).padStart(5)} %  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`)
    .join('\n');
}
