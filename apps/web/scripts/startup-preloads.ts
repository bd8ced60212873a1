/** The parts of a Rollup/Rolldown output chunk this needs (kept structural so the unit test needs no bundler). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * The files to preload with the page so that the entry's dynamic imports (the start-up stages of src/app/main.tsx)
 * cost no extra round trip: each stage and everything it imports statically, less what the entry already loads.
 */
export function startupStagePreloads(entry: ChunkInfo, bundle: Readonly<Record<string, ChunkInfo>>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    chunk.imports?.forEach(visit);
  };
  entry.dynamicImports?.forEach(visit);
  for (const file of [entry.fileName, ...(entry.imports ?? [])]) files.delete(file);
  return [...files];
}
