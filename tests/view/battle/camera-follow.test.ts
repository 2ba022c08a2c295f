/**
 * When the camera follows a computer's figure (src/view/battle/camera-follow.ts `wellShown`): a figure in the middle
 * of the part the panels leave free is shown well (no pan); one near an edge, under a panel or off screen is not.
 */
import { describe, expect, it } from 'vitest';
import { INNER, wellShown } from '../../../src/view/battle/camera-follow.ts';

describe('camera follow', () => {
  // A 1024×640 page: the top bar down to 44 px, the action bar from 540 px, the dice log from 700 px.
  const free = { top: 44, bottom: 540, right: 700 };

  it('leaves a figure in the middle of the free area where it is', () => {
    expect(wellShown(350, 292, free)).toBe(true);
    expect(wellShown(350 - (700 * INNER) / 2 + 1, 292, free)).toBe(true);
  });

  it('pans to a figure near an edge, behind a panel or off the page', () => {
    expect(wellShown(30, 292, free)).toBe(false);
    expect(wellShown(690, 292, free)).toBe(false);
    expect(wellShown(850, 292, free)).toBe(false);
    expect(wellShown(350, 60, free)).toBe(false);
    expect(wellShown(350, 600, free)).toBe(false);
    expect(wellShown(-40, -40, free)).toBe(false);
  });
});
