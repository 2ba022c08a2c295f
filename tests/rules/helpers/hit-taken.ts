/**
 * A hit handed to the rule book's HIT_TAKEN entries (character/hooks.ts) without playing the attack: for the tests of
 * what a hit or a kill sets off (kill rewards, Will Points taken, heals), where the attack's own dice do not matter.
 */
import type { Weapon } from '../../../src/content/types.ts';
import type { HitReport } from '../../../src/rules/character/ability-types.ts';
import { HIT_TAKEN } from '../../../src/rules/character/hooks.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import type { Arena } from './arena.ts';

/** The hit: Damage before the Protection Roll, Life Points lost, base contact, the target taken out, the weapon. */
export interface HitSpec {
  readonly damage?: number;
  /** Default: the Damage. */
  readonly lpLost?: number;
  /** Default true. */
  readonly contact?: boolean;
  /** The target is taken off the board first (a kill). */
  readonly killed?: boolean;
  /** Default: a plain contact weapon. */
  readonly weapon?: Weapon;
}

const PLAIN: Weapon = { name: 'Sword', range: 0, evasion: 0, damage: 0, penetration: 0, abilities: [] };

/** Run every HIT_TAKEN entry for `attacker`'s hit on `target` (names of the arena) as `s` describes. */
export function hitTaken(a: Arena, attacker: string, target: string, s: HitSpec = {}): void {
  if (s.killed) setTag(a.m.world, a.eid(target), a.m.world.components.OnBoard, false);
  const damage = s.damage ?? s.lpLost ?? 0;
  const report: HitReport = {
    m: a.m,
    attacker: a.eid(attacker),
    target: a.eid(target),
    weapon: s.weapon ?? PLAIN,
    damage,
    lpLost: s.lpLost ?? damage,
    contact: s.contact ?? true,
    harmless: false,
    critical: false,
  };
  for (const f of a.m.book.all(HIT_TAKEN)) f(report);
}
