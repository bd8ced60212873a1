// Pure transformations of the pre-rendered markup (ADR 076), kept apart from the build script so tests can load them.

/** Index just past the `</div>` that closes the `<div` opening at `start`. */
function endOfDiv(html: string, start: number): number {
  let depth = 0;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error('unbalanced <div> in the pre-rendered markup');
}

/**
 * React streams a Suspense boundary that suspended during the render as a fallback plus a hidden segment and an
 * inline script that swaps them in the browser. CSP forbids inline scripts and the copy is never hydrated, so the
 * swap is done here: each segment's content replaces its boundary's fallback, and the scripts go.
 */
export function inlineLateBoundaries(rendered: string): string {
  let html = rendered.replace(/<script>[\s\S]*?<\/script>/g, '');
  for (
    let segment = /<div hidden id="S:(\d+)">/.exec(html);
    segment;
    segment = /<div hidden id="S:(\d+)">/.exec(html)
  ) {
    const end = endOfDiv(html, segment.index);
    const content = html.slice(segment.index + segment[0].length, end - '</div>'.length);
    html = html.slice(0, segment.index) + html.slice(end);
    const boundary = `<!--$?--><template id="B:${segment[1]}"></template>`;
    const at = html.indexOf(boundary);
    const close = html.indexOf('<!--/$-->', at);
    if (at < 0 || close < 0 || html.slice(at + boundary.length, close).includes('<!--$')) {
      throw new Error(`cannot place Suspense segment S:${segment[1]} of the pre-rendered markup`);
    }
    html = `${html.slice(0, at)}<!--$-->${content}${html.slice(close)}`;
  }
  if (/<script|<template/.test(html)) throw new Error('the pre-rendered markup still holds a script or a template');
  return html;
}

/**
 * The static copy is a picture of the page until the app takes over (app/main.tsx): inert, and its form controls
 * disabled, so no click or keystroke lands on markup that is about to be replaced.
 */
export function inertCopy(html: string): string {
  // A file input cannot be disabled against a driver that sets files without waiting: the copy has none, so the
  // live one is the only one to find.
  const withoutFileInputs = html.replace(/<input\b[^>]*\btype="file"[^>]*>/g, '');
  return withoutFileInputs.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');
}

/**
 * The app's module script and its preloads (modules, catalogues) move into a <template> that public/boot.js starts after the first frame
 * (a script of our own origin: CSP allows no inline script).
 */
export function deferAppScripts(html: string): string {
  const tags = /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|preload)"[^>]*>)/g;
  const scripts = html.match(tags) ?? [];
  if (!scripts.some((tag) => tag.includes('<script'))) throw new Error('index.html has no module script to defer');
  const withoutScripts = html.replace(tags, '');
  return withoutScripts.replace(
    '</head>',
    `  <template id="app-scripts">${scripts.map((tag) => tag.trim()).join('')}</template>\n    <script src="/boot.js" defer></script>\n  </head>`,
  );
}
