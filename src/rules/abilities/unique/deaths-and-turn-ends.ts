/**
 * Unique abilities read as a character falls (CASUALTY, character/life-points.ts), as a turn ends (TURN_ENDED,
 * character/flow-hooks.ts) and when a Stun or Poisoned weapon hits (common/poison.ts `WEAPON_EFFECT_SHRUGGED`):
 *
 * - **Born of Blood** (the Angel of the Blooded Rose, The Vatican): each character, friend or foe, taken out within
 *   3″ of it heals it 3 Life Points.
 * - **Poison Burst** (the Basilisk, The Doctors): when it is taken out, every character in base contact with it
 *   makes the poison roll of a Poisoned weapon.
 * - **Infernal Ally** (the Theophant of Sinai, The Vatican): an enemy ending its turn in base contact with it, while
 *   it stands on solid ground (not in water), loses 1 Life Point.
 * - **Purifying Ungents** (the Plague Doctor, The Doctors): friends within 6″ are not Stunned by Stun weapons, and as
 *   each turn of its gang ends, friends within 6″ lose their Stunned counters.
 * - **Burn With The Fire of Charity** (the Divine Seraphim, The Vatican): the same for Stun and Poisoned weapons; the
 *   friends within 6″ are also spared their own Full Plate (vatican/passives.ts).
 *
 * - **Work of Art** (the Painted Protector, Gifted): when it is taken out, the Maria Fioritura of its gang that made it
 *   regains 1 Will Point — the nearest one on the board (our reading: the engine does not note which Maria cast the
 *   Creative Creation). It counts for no Victory Points (the trait worth-no-victory-points: scenario/primary.ts,
 *   scenario/street-fight.ts), and no gang may recruit it (it has no role to take).
 *
 * Readings: "within X″" between bases, the holder among its own friends; the one who fell is measured where it
 * stood; "each friendly turn" is a turn of a character of the holder's gang.
 */
import { heal } from '../../character/heal.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { loseStunned } from '../../character/stunned.ts';
import {
  distanceBetween,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  profileOf,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { poisonRoll } from '../common/poison.ts';
import { holdersNear, within } from './holders.ts';

/** Life Points Born of Blood heals for each character taken out near it. */
export const BORN_OF_BLOOD_LP = 3;

/** Born of Blood: every holder within 3″ of the one who fell heals 3 Life Points. */
export function bornOfBlood(m: Match, dead: number): void {
  for (const h of charactersOnBoard(m.world))
    if (holdsUnique(m, h, 'Born of Blood') && within(m, h, dead, 3))
      heal(m, h, BORN_OF_BLOOD_LP, 'Born of Blood');
}

/** Poison Burst: the Basilisk that fell poisons everyone in base contact with it. */
export function poisonBurst(m: Match, dead: number): void {
  if (!holdsUnique(m, dead, 'Poison Burst')) return;
  for (const e of charactersOnBoard(m.world)) if (inContact(m, dead, e)) poisonRoll(m, e, 'Poison Burst');
}

/** Infernal Ally: `eid`'s turn ended in base contact with an enemy Theophant on solid ground. */
export function infernalAlly(m: Match, eid: number): void {
  const team = m.world.components.Gang.team;
  for (const h of charactersOnBoard(m.world)) {
    if (!isOnBoard(m, eid)) return;
    if (team[h] === team[eid] || !holdsUnique(m, h, 'Infernal Ally') || isSwimming(m, h)) continue;
    if (inContact(m, h, eid)) loseLifePoints(m, eid, 1, 'Infernal Ally');
  }
}

/** A rule that spares friends within 6″ of its holder the effects of Stun (and Poisoned) weapons. */
export interface SparingRule {
  /** The rule's name when it keeps `eid` from `effect`, else null (common/poison.ts `WEAPON_EFFECT_SHRUGGED`). */
  shrug(m: Match, eid: number, effect: 'Stun' | 'Poisoned'): string | null;
  /** As a turn of `eid`'s gang ends: friends within 6″ of a holder lose their Stunned counters (TURN_ENDED). */
  washAway(m: Match, eid: number): void;
}

function sparing(rule: string, effects: readonly ('Stun' | 'Poisoned')[]): SparingRule {
  return {
    shrug: (m, eid, effect) =>
      effects.includes(effect) && holdersNear(m, eid, rule, 6, 'friend').length > 0 ? rule : null,
    washAway(m, eid) {
      const team = m.world.components.Gang.team;
      for (const h of charactersOnBoard(m.world)) {
        if (team[h] !== team[eid] || !holdsUnique(m, h, rule)) continue;
        for (const f of charactersOnBoard(m.world))
          if (team[f] === team[h] && (f === h || within(m, f, h, 6))) loseStunned(m, f, rule);
      }
    },
  };
}

/** Purifying Ungents: Stun weapons. */
export const purifyingUngents = sparing('Purifying Ungents', ['Stun']);

/** Burn With The Fire of Charity: Stun and Poisoned weapons. */
export const burnWithTheFire = sparing('Burn With The Fire of Charity', ['Stun', 'Poisoned']);

/** Work of Art: a Painted Protector was taken out; the nearest friendly Maria Fioritura regains 1 Will Point. */
export function workOfArt(m: Match, dead: number): void {
  if (!holdsUnique(m, dead, 'Work of Art')) return;
  const team = m.world.components.Gang.team;
  const maria = charactersOnBoard(m.world)
    .filter((e) => team[e] === team[dead] && profileOf(m, e).name === 'Maria Fioritura')
    .sort((a, b) => distanceBetween(m, a, dead) - distanceBetween(m, b, dead) || a - b)[0];
  if (maria !== undefined) regain(m, maria, 'will', 1, 'Work of Art');
}
