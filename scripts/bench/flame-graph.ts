// A flame graph of a `.cpuprofile` as a self-contained SVG (docs/benchmarks.md, "Profiling the shipped
// configuration"): the samples' stacks merged by frame, each frame as wide as the time spent in it and above it.
import { frameName, type CpuProfile } from './profile-summary.ts';

export interface Frame {
  name: string;
  /** Microseconds spent in this frame or in frames it called. */
  us: number;
  children: Frame[];
}

/** A sample this long spans a pause of the process (the bench's SIGSTOP between rounds), not work. */
const PAUSE_US = 50_000;

/**
 * Samples taken in the first `afterS` seconds (start-up, set-up), idle samples and a sample that carries a pause are
 * left out.
 */
export function foldStacks(profile: CpuProfile, afterS = 0): Frame {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const root: Frame = { name: 'all', us: 0, children: [] };
  let at = 0;
  (profile.samples ?? []).forEach((nodeId, i) => {
    const us = Math.max(0, profile.timeDeltas?.[i] ?? 0);
    at += us;
    if (at < afterS * 1e6 || us > PAUSE_US || byId.get(nodeId)?.callFrame.functionName === '(idle)') return;
    const stack: string[] = [];
    for (let id: number | undefined = nodeId; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node && node.callFrame.functionName !== '(root)') stack.unshift(frameName(node.callFrame));
    }
    root.us += us;
    let frame = root;
    for (const name of stack) {
      let child = frame.children.find((c) => c.name === name);
      if (!child) frame.children.push((child = { name, us: 0, children: [] }));
      child.us += us;
      frame = child;
    }
  });
  return root;
}

const WIDTH = 1200;
const ROW = 17;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function colour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const ours = /(apps|packages)\//.test(name);
  return ours ? `hsl(${200 + (h % 40)},60%,65%)` : `hsl(${15 + (h % 35)},85%,${58 + (h % 12)}%)`;
}

/** The SVG: the root at the bottom, callers below their callees; our own code blue, the rest warm colours. */
export function flameSvg(root: Frame, title: string): string {
  const rects: string[] = [];
  let depth = 0;
  const place = (frame: Frame, x: number, level: number) => {
    const w = root.us > 0 ? (frame.us / root.us) * WIDTH : 0;
    if (w < 0.3) return;
    depth = Math.max(depth, level);
    const share = `${((frame.us / root.us) * 100).toFixed(1)} %`;
    const label = w > 60 ? escape(frame.name.slice(0, Math.floor(w / 7))) : '';
    rects.push(
      `<g><title>${escape(frame.name)} (${share})</title><rect x="${x.toFixed(1)}" y="{Y${level}}" width="${w.toFixed(1)}" height="${ROW - 1}" fill="${colour(frame.name)}"/>` +
        (label ? `<text x="${(x + 3).toFixed(1)}" y="{T${level}}">${label}</text>` : '') +
        '</g>',
    );
    let cx = x;
    for (const child of [...frame.children].sort((a, b) => a.name.localeCompare(b.name))) {
      place(child, cx, level + 1);
      cx += (child.us / root.us) * WIDTH;
    }
  };
  place(root, 0, 0);
  const height = (depth + 1) * ROW + 30;
  const body = rects
    .join('\n')
    .replace(/\{Y(\d+)\}/g, (_, l: string) => String(height - (Number(l) + 1) * ROW))
    .replace(/\{T(\d+)\}/g, (_, l: string) => String(height - Number(l) * ROW - 5));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/><text x="4" y="16" font-size="13">${escape(title)}</text>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}
