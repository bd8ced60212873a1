/**
 * Pages pre-rendered at build time (ADR 076) arrive as an inert, static copy inside #root. The app renders into a
 * detached container and takes the copy's place in one step once its page has content, so the first paint needs no
 * script and the switch shows no blank frame. Pages without a copy render into #root directly.
 */
const GIVE_UP_MS = 10_000;

export function appContainer(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root element');
  if (!root.hasAttribute('data-prerendered')) return root;

  const container = document.createElement('div');
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    clearTimeout(timer);
    root.replaceWith(container);
    container.id = 'root';
  };
  // The page has content once the first element in <main> is not an empty pending placeholder.
  const observer = new MutationObserver(() => {
    const first = container.querySelector('main')?.firstElementChild;
    if (first && (first.childElementCount > 0 || first.textContent)) swap();
  });
  observer.observe(container, { childList: true, subtree: true });
  // Whatever happens (an error page, a page with no element), the live app replaces the copy in the end.
  const timer = setTimeout(swap, GIVE_UP_MS);
  return container;
}

/** When the app cannot start, the static copy stops being inert: its links then work as plain links. */
export function releaseStaticCopy(): void {
  document.querySelector('#root[data-prerendered]')?.removeAttribute('inert');
}
