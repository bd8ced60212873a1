import { PatternSyntaxError, setHas, type CharSet, type PatternNode } from './pattern-ast.ts';
import { parsePattern } from './parse-pattern.ts';

type Instruction =
  | { op: 'char'; set: CharSet }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'assert'; at: 'start' | 'end' }
  | { op: 'match' };

/** Bounds the work per input character, since a match costs O(input length × program size). */
export const MAX_PROGRAM_SIZE = 2_000;

export interface PatternMatcher {
  readonly source: string;
  /** Like RegExp.prototype.test without flags, in time linear in the input. */
  test(input: string): boolean;
}

export type CompileResult = { ok: true; matcher: PatternMatcher } | { ok: false; reason: string };

/**
 * Compiles a pattern to a Thompson NFA run as a Pike VM: every input character is read once per live state, so no
 * pattern can backtrack catastrophically (docs/decisions/041-linear-time-pattern-matching.md).
 */
export function compilePattern(source: string): CompileResult {
  try {
    const program: Instruction[] = [];
    emit(parsePattern(source), program);
    program.push({ op: 'match' });
    return { ok: true, matcher: new PikeMatcher(source, program) };
  } catch (err) {
    if (err instanceof PatternSyntaxError) return { ok: false, reason: err.message };
    throw err;
  }
}

function push(program: Instruction[], ins: Instruction): number {
  if (program.length >= MAX_PROGRAM_SIZE) throw new PatternSyntaxError('Pattern is too complex');
  program.push(ins);
  return program.length - 1;
}

function emit(node: PatternNode, program: Instruction[]): void {
  switch (node.kind) {
    case 'empty':
      return;
    case 'char':
      push(program, { op: 'char', set: node.set });
      return;
    case 'assert':
      push(program, { op: 'assert', at: node.at });
      return;
    case 'concat':
      for (const item of node.items) emit(item, program);
      return;
    case 'alt':
      return emitAlternation(node.options, program);
    case 'repeat':
      return emitRepeat(node, program);
  }
}

function emitAlternation(options: PatternNode[], program: Instruction[]): void {
  const jumps: number[] = [];
  options.forEach((option, index) => {
    const isLast = index === options.length - 1;
    const split = isLast ? -1 : push(program, { op: 'split', x: 0, y: 0 });
    if (split >= 0) (program[split] as { x: number }).x = program.length;
    emit(option, program);
    if (!isLast) {
      jumps.push(push(program, { op: 'jmp', x: 0 }));
      (program[split] as { y: number }).y = program.length;
    }
  });
  for (const j of jumps) (program[j] as { x: number }).x = program.length;
}

function emitRepeat(node: Extract<PatternNode, { kind: 'repeat' }>, program: Instruction[]): void {
  for (let i = 0; i < node.min; i++) emit(node.node, program);
  if (node.max === Infinity) {
    const split = push(program, { op: 'split', x: 0, y: 0 });
    (program[split] as { x: number }).x = program.length;
    emit(node.node, program);
    push(program, { op: 'jmp', x: split });
    (program[split] as { y: number }).y = program.length;
    return;
  }
  const exits: number[] = [];
  for (let i = node.min; i < node.max; i++) {
    const split = push(program, { op: 'split', x: 0, y: 0 });
    exits.push(split);
    (program[split] as { x: number }).x = program.length;
    emit(node.node, program);
  }
  for (const split of exits) (program[split] as { y: number }).y = program.length;
}

class PikeMatcher implements PatternMatcher {
  readonly source: string;
  private readonly program: Instruction[];
  constructor(source: string, program: Instruction[]) {
    this.source = source;
    this.program = program;
  }

  test(input: string): boolean {
    const size = this.program.length;
    // visited[pc] === step marks a state already in the list for that input position.
    const visited = new Int32Array(size).fill(-1);
    let current: number[] = [];
    let next: number[] = [];
    const n = input.length;
    for (let i = 0; i <= n; i++) {
      // Search semantics: a new attempt starts at every position, as if the pattern began with .*?
      if (this.addState(current, visited, 0, i, n)) return true;
      if (i === n) break;
      const code = input.charCodeAt(i);
      next.length = 0;
      for (const pc of current) {
        const ins = this.program[pc]!;
        if (ins.op === 'char' && setHas(ins.set, code) && this.addState(next, visited, pc + 1, i + 1, n)) return true;
      }
      [current, next] = [next, current];
    }
    return false;
  }

  /** Follows jumps, splits and assertions from pc; true when the match state is reached. */
  private addState(list: number[], visited: Int32Array, start: number, pos: number, n: number): boolean {
    const stack = [start];
    while (stack.length > 0) {
      const pc = stack.pop()!;
      if (visited[pc] === pos) continue;
      visited[pc] = pos;
      const ins = this.program[pc]!;
      switch (ins.op) {
        case 'match':
          return true;
        case 'jmp':
          stack.push(ins.x);
          break;
        case 'split':
          stack.push(ins.y, ins.x);
          break;
        case 'assert':
          if (ins.at === 'start' ? pos === 0 : pos === n) stack.push(pc + 1);
          break;
        case 'char':
          list.push(pc);
          break;
      }
    }
    return false;
  }
}
