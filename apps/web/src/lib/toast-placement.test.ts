import { describe, expect, it } from 'vitest';
import { chooseToastPlace, toastBox, type Box } from './toast-placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

describe('toast placement', () => {
  it('sits below the header, at the right edge, on a laptop and across a phone', () => {
    expect(toastBox('below-header', 1280)).toEqual({ left: 976, top: 72, right: 1264, bottom: 160 });
    expect(toastBox('below-header', 420)).toEqual({ left: 0, top: 72, right: 420, bottom: 160 });
  });

  it('stays below the header when nothing is there', () => {
    expect(chooseToastPlace([box(72, 300, 600, 340)], 1280)).toBe('below-header');
  });

  it('rises into the header band when a form field is under its usual place', () => {
    // The contact form scrolled to the top: "Last name" and its label on the right.
    const lastName = [box(902, 84, 1174, 104), box(902, 110, 1174, 152)];
    expect(chooseToastPlace(lastName, 1280)).toBe('header');
    expect(chooseToastPlace([box(17, 100, 403, 140)], 420)).toBe('header');
  });

  it('stays put when the header band would cover as much', () => {
    expect(chooseToastPlace([box(0, 0, 1280, 900)], 1280)).toBe('below-header');
  });
});
