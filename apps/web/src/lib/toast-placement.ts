/**
 * Toasts stay top-right (SPEC §2) but clear of the form the user is filling in (issue 23, point 10). Their usual
 * place is just below the sticky header; when a form control sits there (the contact form's "Last name" once the
 * form is scrolled to the top), they rise into the header's own band instead, where the page scrolls underneath.
 * An open slide-in panel is handled by the stylesheet: toasts then sit beside it.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type ToastPlace = 'below-header' | 'header';

/** Must match toast-container.css: the toast's width, the margin to the right edge, and the two tops. */
const TOAST_WIDTH = 288;
const EDGE = 16;
const FULL_WIDTH_BELOW = 480;
const TOPS: Record<ToastPlace, number> = { 'below-header': 72, header: 8 };
/** Three lines of text: the longest message the app shows (a server's refusal of a password, for one). */
const TOAST_HEIGHT = 88;

export function toastBox(place: ToastPlace, viewportWidth: number): Box {
  const top = TOPS[place];
  const fullWidth = viewportWidth <= FULL_WIDTH_BELOW;
  const right = fullWidth ? viewportWidth : viewportWidth - EDGE;
  const left = fullWidth ? 0 : right - TOAST_WIDTH;
  return { left, top, right, bottom: top + TOAST_HEIGHT };
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Below the header unless that covers more of the controls than the header band does. */
export function chooseToastPlace(controls: readonly Box[], viewportWidth: number): ToastPlace {
  const covered = (place: ToastPlace) => {
    const box = toastBox(place, viewportWidth);
    return controls.filter((control) => intersects(box, control)).length;
  };
  const below = covered('below-header');
  return below > 0 && covered('header') < below ? 'header' : 'below-header';
}

const CONTROLS = 'main input:not([type="hidden"]), main select, main textarea, main button, main label';

/** Measures the page as it is now and records the choice on <html>, where toast-container.css reads it. */
export function placeToasts(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (document.querySelector('[data-slide-in-panel]')) {
    delete root.dataset.toastPlace;
    return;
  }
  // What has scrolled under the sticky header is hidden by it: only the part below it can be covered.
  const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
  const controls: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const visibleTop = Math.max(top, headerBottom);
    if (right > left && bottom > visibleTop) controls.push({ left, top: visibleTop, right, bottom });
  }
  const place = chooseToastPlace(controls, root.clientWidth);
  if (place === 'header') root.dataset.toastPlace = place;
  else delete root.dataset.toastPlace;
}
