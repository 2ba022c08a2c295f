/**
 * Colours of the board: stone-grey and ochre streets, canal water shaded by depth, Venetian plaster walls
 * and roofs lightened with height so roof levels read at a glance. Colours are 0xRRGGBB numbers.
 */
import type { TerrainKind } from '../../rules/index.ts';

/** Multiply each channel of `colour` by `factor` (0..2), clamped. */
export function shade(colour: number, factor: number): number {
  const ch = (shift: number) => Math.max(0, Math.min(255, Math.round(((colour >> shift) & 0xff) * factor)));
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** Mix two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: number, b: number, t: number): number {
  const ch = (shift: number) =>
    Math.round(((a >> shift) & 0xff) * (1 - t) + ((b >> shift) & 0xff) * t) & 0xff;
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** `#rrggbb` for a colour number. */
export function css(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

/** Colour number of a `#rgb` / `#rrggbb` string; grey when unreadable. */
export function fromCss(text: string): number {
  const hex = text.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return Number.isFinite(n) && full.length === 6 ? n : 0x888888;
}

/** Flat ground colours by kind (street level). */
const GROUND: Partial<Record<TerrainKind, number>> = {
  ground: 0xa39a8a,
  difficult: 0x8a7a55,
  unstable: 0x9c8460,
  soft: 0x7d8f5a,
  dangerous: 0x7a5a4a,
};

/** Colour of a flat street-level cell; `checker` alternates cells for a paved look. */
export function groundColour(kind: TerrainKind, checker: boolean): number {
  const base = GROUND[kind] ?? 0xa39a8a;
  return checker ? shade(base, 1.04) : base;
}

/** Water surface colour: a canal (surface −1) lighter than a high-walled canal (surface −2). */
export function waterColour(surface: number): number {
  return surface <= -2 ? 0x1f5a85 : 0x2f7fb0;
}

/** Canal wall (stone embankment) colour. */
export const EMBANKMENT = 0x8c8474;
/** Bridge deck (Istrian stone and timber). */
export const BRIDGE_TOP = 0xc9b48a;
export const BRIDGE_SIDE = 0x8d7450;
/** Impassable blocks. */
export const IMPASSABLE = 0x5e5a57;
/** Obstacles (crates, wells, debris). */
export const OBSTACLE = 0x8a6a44;
/** Ropes & Ladders and Water Access marks. */
export const LADDER = 0x5a3b1c;
export const WATER_ACCESS = 0xe8e0c8;

const PLASTER = [0xc98a5a, 0xd8b27a, 0xc77a62, 0xe0c9a0, 0xb96a4c, 0xd49c6a] as const;

/** Wall colour of building number `n` (varied like Venetian plaster). */
export function wallColour(n: number): number {
  return PLASTER[((n % PLASTER.length) + PLASTER.length) % PLASTER.length]!;
}

/**
 * Roof colour at `height` inches: terracotta, lighter and paler the higher the roof (1″ dark … 10″+ pale),
 * so that roofs of different heights next to each other are told apart.
 */
export function roofColour(height: number): number {
  const t = Math.max(0, Math.min(1, (height - 1) / 8));
  return mix(0x7a3a26, 0xf0c9a0, t);
}

/** Lighting of faces: top lit, the +v face (lower left) half-lit, the +u face (lower right) in shade. */
export const LIGHT = { top: 1, left: 0.78, right: 0.58 } as const;
