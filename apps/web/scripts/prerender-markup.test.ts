import { describe, expect, it } from 'vitest';
import { deferAppScripts, inertCopy, inlineLateBoundaries } from './prerender-markup.ts';

describe('pre-rendered markup', () => {
  it('puts late Suspense content in place of its fallback and drops the scripts', () => {
    const streamed =
      '<main><!--$?--><template id="B:0"></template><div class="pending"></div><!--/$--></main>' +
      '<script>$RC("B:0","S:0")</script><div hidden id="S:0"><section><div><h1>Hello</h1></div></section></div>';
    expect(inlineLateBoundaries(streamed)).toBe(
      '<main><!--$--><section><div><h1>Hello</h1></div></section><!--/$--></main>',
    );
  });

  it('places nested segments, outer first', () => {
    const streamed =
      '<!--$?--><template id="B:0"></template>wait<!--/$-->' +
      '<div hidden id="S:0"><p>outer</p><!--$?--><template id="B:1"></template>inner wait<!--/$--></div>' +
      '<div hidden id="S:1"><b>inner</b></div>';
    expect(inlineLateBoundaries(streamed)).toBe('<!--$--><p>outer</p><!--$--><b>inner</b><!--/$--><!--/$-->');
  });

  it('leaves complete markup as it is', () => {
    expect(inlineLateBoundaries('<main><!--$--><h1>Done</h1><!--/$--></main>')).toBe(
      '<main><!--$--><h1>Done</h1><!--/$--></main>',
    );
  });

  it('refuses a segment without its boundary', () => {
    expect(() => inlineLateBoundaries('<div hidden id="S:3"><p>x</p></div>')).toThrow(/S:3/);
  });

  it('disables every form control of the static copy', () => {
    expect(
      inertCopy(
        '<form><input name="email"/><button type="submit">Go</button><textarea></textarea><select></select></form>',
      ),
    ).toBe(
      '<form><input disabled="" name="email"/><button disabled="" type="submit">Go</button><textarea disabled=""></textarea><select disabled=""></select></form>',
    );
  });

  it('leaves file inputs out of the static copy', () => {
    expect(
      inertCopy(
        '<label for="pdf">English PDF</label><input id="pdf" type="file" accept="application/pdf"/><button>Translate</button>',
      ),
    ).toBe('<label for="pdf">English PDF</label><button disabled="">Translate</button>');
  });

  it('moves the app scripts and preloads into the template boot.js starts', () => {
    const head =
      '<head>\n<link rel="preload" href="/locales/en/common.json" as="fetch" />\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n<link rel="stylesheet" href="/assets/index-3.css">\n</head>';
    const deferred = deferAppScripts(head);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/index-3.css">');
    expect(deferred).toContain(
      '<template id="app-scripts"><link rel="preload" href="/locales/en/common.json" as="fetch" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"></template>',
    );
    expect(deferred).toContain('<script src="/boot.js" defer></script>');
    expect(deferred.split('<template')[0]).not.toMatch(/modulepreload|type="module"|rel="preload"/);
  });
});
