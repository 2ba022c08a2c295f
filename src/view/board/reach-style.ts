/**
 * How a tile of a movement preview is painted (DESIGN §1 "Previews before you commit"): Run/Climb tiles tinted
 * by cost (pale near, deep far), tiles that need a DEXTERITY roll marked with a die, those that need a Critical
 * in amber; Jump tiles by the chance to reach them (green sure … red unlikely); Fly and underwater swim tiles in
 * their own colours. Pure: colours and numbers only.
 */
import { mix } from '../iso/palette.ts';

/**
 * What a board click does with a lit tile: Run/Climb, Jump, Fly, the underwater swim, or Row; at the setup, set a
 * figure up there (`deploy`) or take that Deployment Zone (`zone`; `zone-on` the one pointed at).
 */
export type TileKind = 'reach' | 'jump' | 'fly' | 'swim' | 'row' | 'deploy' | 'zone' | 'zone-on';

/** One lit tile: the node, its cost in inches, the rolls on the way and the chance of getting there. */
export interface TileInfo {
  readonly cost: number;
  readonly rolls: number;
  readonly chance: number;
  /** Beyond MOVE: reached only after a Critical on the way. */
  readonly needsCritical?: boolean;
}

/** Fill, fill alpha and outline of a tile, and whether it carries a die mark (and how many pips). */
export interface TileStyle {
  readonly fill: number;
  readonly alpha: number;
  readonly line: number;
  readonly die: number;
  readonly critical: boolean;
}

const NEAR = 0x9af0ff;
const FAR = 0x1f5fd0;
const CRITICAL = 0xffa726;

/** Colour of a Run/Climb tile costing `cost` inches out of `maxCost`. */
export function costColour(cost: number, maxCost: number): number {
  const t = maxCost > 0 ? Math.max(0, Math.min(1, cost / maxCost)) : 0;
  return mix(NEAR, FAR, t);
}

/** Colour of a chance from 0 (red) through amber to 1 (green). */
export function chanceColour(p: number): number {
  const q = Math.max(0, Math.min(1, p));
  return q < 0.5 ? mix(0xe5533d, 0xf2c14e, q * 2) : mix(0xf2c14e, 0x56c271, (q - 0.5) * 2);
}

/** The style of a tile of kind `kind`; `maxCost` is the largest cost among the tiles shown. */
export function tileStyle(kind: TileKind, t: TileInfo, maxCost: number): TileStyle {
  switch (kind) {
    case 'jump':
      return { fill: chanceColour(t.chance), alpha: 0.42, line: 0xffffff, die: 0, critical: false };
    case 'fly':
      return { fill: 0xc9a6ff, alpha: 0.38, line: 0xf0e6ff, die: 0, critical: false };
    case 'row':
      return { fill: 0xf2d39b, alpha: 0.3, line: 0xfff3d6, die: 0, critical: false };
    case 'swim':
      return { fill: 0x34e0c0, alpha: 0.42, line: 0xd8fff6, die: 0, critical: false };
    case 'deploy':
      return { fill: 0x7fe08a, alpha: 0.36, line: 0xe8ffe8, die: 0, critical: false };
    case 'zone':
      return { fill: 0xffb300, alpha: 0.4, line: 0xffe082, die: 0, critical: false };
    case 'zone-on':
      return { fill: 0x56e07a, alpha: 0.55, line: 0xffffff, die: 0, critical: false };
    default: {
      const critical = t.needsCritical === true;
      return {
        fill: critical ? CRITICAL : costColour(t.cost, maxCost),
        alpha: critical ? 0.38 : 0.4,
        line: critical ? 0xffe0b2 : 0xe0f7fa,
        die: Math.min(3, t.rolls),
        critical,
      };
    }
  }
}

/** Percent text for a chance, e.g. 0.731 → "73%", never "100%" for less than certain. */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const n = Math.round(p * 100);
  if (n >= 100) return '>99%';
  if (n <= 0) return '<1%';
  return `${n}%`;
}

/** Inches for display: one decimal, e.g. 4.41 → "4.4″". */
export function inchesText(n: number): string {
  return `${Math.round(n * 10) / 10}″`;
}
