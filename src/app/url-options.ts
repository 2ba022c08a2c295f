/**
 * Options read from the page address (docs/testing.md):
 *
 * - `?seed=N` fixes the seed of the match started from the menu (a whole number);
 * - `?renderer=canvas|webgl` picks Phaser's renderer (default: WebGL when available, else Canvas);
 * - `?autoplay=ai` starts the menu's default match at once with the computer playing every gang;
 * - `?speed=1|2|4|instant` sets the animation speed (autoplay defaults to 4);
 * - `?worker=off` has the computer think on the page, in time slices between frames, instead of in its worker
 *   (src/ai-worker.ts; to compare the frames, docs/performance.md).
 *
 * Unknown or malformed values are ignored (the default applies), never an error.
 */

export type RendererChoice = 'auto' | 'canvas' | 'webgl';
export type SpeedChoice = 1 | 2 | 4 | 'instant';

export interface UrlOptions {
  readonly seed: number | null;
  readonly renderer: RendererChoice;
  readonly autoplay: 'ai' | null;
  readonly speed: SpeedChoice | null;
  /** Whether the computer thinks in its worker (default) rather than on the page. */
  readonly aiWorker: boolean;
}

/** Read the options from a query string such as `?seed=3&renderer=canvas`. */
export function readUrlOptions(search: string): UrlOptions {
  const q = new URLSearchParams(search);
  const seedText = q.get('seed');
  const seed = seedText !== null && /^-?\d+$/.test(seedText.trim()) ? Number(seedText) : null;
  const r = q.get('renderer')?.toLowerCase();
  const renderer: RendererChoice = r === 'canvas' || r === 'webgl' ? r : 'auto';
  const autoplay = q.get('autoplay')?.toLowerCase() === 'ai' ? 'ai' : null;
  const s = q.get('speed')?.toLowerCase();
  const speed: SpeedChoice | null =
    s === '1' ? 1 : s === '2' ? 2 : s === '4' ? 4 : s === 'instant' ? 'instant' : null;
  const aiWorker = q.get('worker')?.toLowerCase() !== 'off';
  return {
    seed: seed !== null && Number.isSafeInteger(seed) ? seed : null,
    renderer,
    autoplay,
    speed,
    aiWorker,
  };
}

/** The options of this page. */
export function pageOptions(): UrlOptions {
  return readUrlOptions(typeof location === 'undefined' ? '' : location.search);
}
