import { describe, expect, it } from 'vitest';
import { startupStagePreloads, type ChunkInfo } from './startup-preloads.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
});

describe('startupStagePreloads', () => {
  const entry = chunk('assets/index.js', ['assets/runtime.js'], ['assets/client.js', 'assets/router.js']);
  const bundle: Record<string, ChunkInfo> = {
    'assets/index.js': entry,
    'assets/runtime.js': chunk('assets/runtime.js'),
    'assets/client.js': chunk('assets/client.js', ['assets/runtime.js', 'assets/index.js', 'assets/react-dom.js']),
    'assets/react-dom.js': chunk('assets/react-dom.js', ['assets/runtime.js']),
    'assets/router.js': chunk(
      'assets/router.js',
      ['assets/react-dom.js', 'assets/shared.js'],
      ['assets/landing-page.js'],
    ),
    'assets/shared.js': chunk('assets/shared.js', ['assets/router.js']),
    'assets/landing-page.js': chunk('assets/landing-page.js'),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  it('lists every stage with its static imports, once, in load order', () => {
    expect(startupStagePreloads(entry, bundle)).toEqual([
      'assets/client.js',
      'assets/react-dom.js',
      'assets/router.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out the entry, what the entry imports itself, and what the stages load lazily', () => {
    const files = startupStagePreloads(entry, bundle);
    expect(files).not.toContain('assets/index.js');
    expect(files).not.toContain('assets/runtime.js');
    expect(files).not.toContain('assets/landing-page.js');
  });

  it('is empty for an entry without dynamic imports', () => {
    expect(startupStagePreloads(chunk('assets/index.js', ['assets/runtime.js']), bundle)).toEqual([]);
  });
});
