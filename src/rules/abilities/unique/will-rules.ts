/**
 * Unique abilities about Will Points (rulebook "Will Points"):
 *
 * - **Pay Out** (the Sopracomito, Patricians): friends within 6″ may spend its Will Points as their own (a Will Point
 *   loan, character/will-sources.ts; no line of sight asked, as the card asks none).
 * - **Impart Will** (Father Cesta, The Vatican): every friendly Construct begins the game with 1 more Will Point (set
 *   as the first round starts: its Will Points and its starting Will Points).
 * - **Heavenly Vision** (the Angel of the Blooded Rose, The Vatican): a friend in its sight within 6″ that regains
 *   Will Points regains 1 more (never above its start; the Angel's own regains too, as it sees itself).
 * - **Cartomancy** (the Tarot Reader, Strigoi): each Cantrip it casts that takes effect gives 1 Will Point back to it
 *   or a friend within 6″ — the one missing the most, the Reader first on a tie (our reading: the card leaves the
 *   pick to the player; the engine gives it where it is missed most).
 * - **Blood Nexus** (the Hollowman, The Doctors) and **Candid Soul** (Lacrimosa, The Vatican), read as Life Points are
 *   lost (character/life-points.ts `LIFE_LOST`): below.
 */
import type { Spell } from '../../../content/spells.ts';
import type { AbilityDef } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { emit, idOf, type Match, sightBetween } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { within } from './holders.ts';

/** Pay Out as a Will Point loan. */
export const PAY_OUT: AbilityDef = {
  name: 'Pay Out',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  lendsWill: { inches: 6, sight: false, from: 'wp', per: 1 },
};

/** Impart Will as the first round starts: +1 Will Point to every friendly Construct, once per Father Cesta. */
export function impartWill(m: Match): void {
  if (m.round !== 1) return;
  const { Points, Gang } = m.world.components;
  for (const cesta of charactersOnBoard(m.world)) {
    if (!holdsUnique(m, cesta, 'Impart Will')) continue;
    for (const e of charactersOnBoard(m.world)) {
      if (Gang.team[e] !== Gang.team[cesta] || !hasKeyword(m, e, 'Construct')) continue;
      Points.wp[e] = (Points.wp[e] ?? 0) + 1;
      Points.wpStart[e] = (Points.wpStart[e] ?? 0) + 1;
      emit(m, {
        type: 'regain',
        character: idOf(m, e),
        points: 'will',
        amount: 1,
        after: Points.wp[e]!,
        cause: 'Impart Will',
      });
    }
  }
}

/** Heavenly Vision: one more Will Point to a friend in an Angel's sight within 6″ that regained some. */
export function heavenlyVision(
  m: Match,
  eid: number,
  points: 'will' | 'command',
  amount: number,
  cause: string,
): void {
  if (points !== 'will' || amount <= 0 || cause === 'Heavenly Vision') return;
  const team = m.world.components.Gang.team;
  const angel = charactersOnBoard(m.world).some(
    (h) =>
      team[h] === team[eid] &&
      holdsUnique(m, h, 'Heavenly Vision') &&
      (h === eid || (within(m, h, eid, 6) && sightBetween(m, h, eid).lineOfSight)),
  );
  if (angel) regain(m, eid, 'will', 1, 'Heavenly Vision');
}

/** Cartomancy: a Cantrip of the Tarot Reader took effect; 1 Will Point to it or a friend within 6″. */
export function cartomancy(m: Match, caster: number, spell: Spell): void {
  if (!spell.cantrip || !holdsUnique(m, caster, 'Cartomancy')) return;
  const { Points, Gang } = m.world.components;
  const missing = (e: number) => (Points.wpStart[e] ?? 0) - (Points.wp[e] ?? 0);
  const friends = charactersOnBoard(m.world).filter(
    (e) => Gang.team[e] === Gang.team[caster] && (e === caster || within(m, caster, e, 6)),
  );
  const best = friends.sort(
    (a, b) => missing(b) - missing(a) || (a === caster ? -1 : b === caster ? 1 : a - b),
  )[0];
  if (best !== undefined && missing(best) > 0) regain(m, best, 'will', 1, 'Cartomancy');
}

/**
 * Blood Nexus (the Hollowman, The Doctors): each time it loses Life Points (Frenzied too), every Nexus character
 * within 6″ of it regains that many Will Points (never above its start; "may": taken, as it only helps).
 */
export function bloodNexus(m: Match, eid: number, lost: number): void {
  if (!holdsUnique(m, eid, 'Blood Nexus')) return;
  for (const o of charactersOnBoard(m.world))
    if (o !== eid && (abilityOf(m, o, 'Nexus').has || holdsUnique(m, o, 'Nexus')) && within(m, eid, o, 6))
      regain(m, o, 'will', lost, 'Blood Nexus');
}

/**
 * Candid Soul (Lacrimosa, The Vatican): each Life Point it pays as a Will Point (Frenzied) heals 1 Life Point on every
 * other friend within 3″ without Candid Soul (a payment of several heals as many).
 */
export function candidSoul(m: Match, eid: number, lost: number, cause: string): void {
  if (cause !== 'Frenzied' || !holdsUnique(m, eid, 'Candid Soul')) return;
  const team = m.world.components.Gang.team;
  for (const o of charactersOnBoard(m.world))
    if (o !== eid && team[o] === team[eid] && !holdsUnique(m, o, 'Candid Soul') && within(m, eid, o, 3))
      heal(m, o, lost, 'Candid Soul');
}
