/**
 * Painting order of the battle scene. Everything on the board is sorted by its view diagonal
 * (`IsoProjection.diagonalOf`): within one diagonal the block comes first, then marks, highlights, roof
 * labels and figures. Overlays that must always show (ghost rings, floating numbers) come last.
 */
const STEP = 10;

export const DEPTH = {
  ground: -100,
  /** A figure hidden under a bridge deck on diagonal d is painted before the deck. */
  under: (d: number) => d * STEP - 1,
  block: (d: number) => d * STEP,
  mark: (d: number) => d * STEP + 1,
  highlight: (d: number) => d * STEP + 2,
  label: (d: number) => d * STEP + 4,
  figure: (d: number) => d * STEP + 5,
  ghost: 5000,
  effect: 6000,
} as const;
