/**
 * Unique abilities of Rashaar that bring new characters to the table or keep them near their owner. The placing
 * itself is summon.ts; Birth (the Paartul Matriarch's Command Ability) is in unique-command-abilities.ts.
 *
 * - **Living Vessel** (the Krakenhost): when it is taken out, a Basic MIND roll (Aces on 7+); one Infant Kraken is
 *   placed touching it, plus one more per Ace, each touching a Kraken already placed (the latest first). Our
 *   reading: it spends no Will Points on the roll (it is already out, and no action is being resolved); a Kraken
 *   with no free spot is not placed.
 * - **Kraken Nurse** (the Wet Nurse): each time a new Infant Kraken is placed in its line of sight it regains 1
 *   spent Will Point. Our reading: any new Infant Kraken, as the card says (only Rashaar gangs make them).
 * - **Grasp of the Abyss** (the Emissary of Mother Hydra): when its turn ends, each of its surviving Tentacles (the
 *   friends with Part of the Whole) more than 3″ away is placed within 3″ of it. Our reading: those already within
 *   3″ stay; the others go to the free spot within 3″ nearest where they stand (placed: no charge, no disengage).
 * - **Part of the Whole** (the Tentacles): after each enemy turn a Tentacle more than 6″ from its Emissary is placed
 *   back within 6″ (the free spot nearest where it stands; neither a charge nor a disengage); when the Emissary is
 *   taken out, its Tentacles are too.
 */
import { getProfile } from '../../../content/index.ts';
import { hopTo } from '../../character/counters.ts';
import { TURN_ENDED } from '../../character/flow-hooks.ts';
import { CASUALTY, loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { NEWCOMER_PLACED, summon, summonSpots } from '../../movement/newcomers.ts';
import { rollUnasked } from '../../rolls/roll.ts';
import type { Node } from '../../space/api.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Profiles the abilities place. */
export const INFANT_KRAKEN = 'rashaar-infant-kraken';
export const CRYBABY = 'rashaar-crybaby';

/** Inches from the Emissary its Tentacles are placed within after its turn (Grasp of the Abyss)… */
export const GRASP_INCHES = 3;
/** …and after each enemy turn (Part of the Whole). */
export const WHOLE_INCHES = 6;

const holds = (m: Match, eid: number, name: string) =>
  profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);

/** A new character was placed (movement/newcomers.ts): the rules that watch for newcomers act (Kraken Nurse). */
function newcomerPlaced(m: Match, eid: number): void {
  if (profileOf(m, eid).id !== INFANT_KRAKEN) return;
  for (const nurse of charactersOnBoard(m.world)) {
    if (nurse === eid || !holds(m, nurse, 'Kraken Nurse')) continue;
    if (sightBetween(m, nurse, eid).lineOfSight) regain(m, nurse, 'will', 1, 'Kraken Nurse');
  }
}

/** A character was just taken out (life-points.ts): Living Vessel, then Part of the Whole. */
export function afterCasualtySummons(m: Match, dead: number): void {
  livingVessel(m, dead);
  if (holds(m, dead, 'Grasp of the Abyss'))
    for (const t of tentaclesOf(m, dead))
      loseLifePoints(m, t, m.world.components.Points.lp[t] ?? 0, 'Part of the Whole');
}

/** Living Vessel (see the module comment): the roll and the Infant Krakens placed. */
function livingVessel(m: Match, host: number): void {
  if (!holds(m, host, 'Living Vessel')) return;
  const roll = rollUnasked(m, host, 'mind', 'living-vessel', 'Living Vessel');
  const kraken = getProfile(INFANT_KRAKEN);
  const gang = m.world.components.Gang.index[host] ?? 0;
  const placed: number[] = [];
  for (let k = 0; k <= roll.aces; k++) {
    const anchors = placed.length === 0 ? [host] : [...placed].reverse();
    let spot: Node | undefined;
    for (const a of anchors) {
      spot = summonSpots(m, kraken, a, 'touching')[0];
      if (spot) break;
    }
    if (!spot) break;
    placed.push(summon(m, INFANT_KRAKEN, gang, spot, 'Living Vessel'));
  }
}

/** The Tentacles of `emissary` on the board: friends with Part of the Whole. */
export function tentaclesOf(m: Match, emissary: number): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (t) => t !== emissary && team[t] === team[emissary] && holds(m, t, 'Part of the Whole'),
  );
}

/** Place `t` on the free spot within `inches` of `owner` nearest where it stands, unless it is within already. */
function pullWithin(m: Match, t: number, owner: number, inches: number, cause: string): void {
  if (distanceBetween(m, t, owner) <= inches) return;
  const spot = summonSpots(m, profileOf(m, t), owner, inches, t)[0];
  if (!spot) return;
  const from = nodeOf(m, t);
  const name = nameOf(m, owner);
  emit(m, {
    type: 'ability',
    character: idOf(m, t),
    ability: cause,
    effect: `is placed within ${inches}″ of ${name}`,
  });
  hopTo(m, t, from, spot, Math.hypot(spot.i - from.i, spot.j - from.j, spot.z - from.z));
}

/**
 * The turn of `ended` is over (rounds.ts `endTurn`): Grasp of the Abyss when it is an Emissary's, and Part of the
 * Whole for the Tentacles of every Emissary that is its enemy.
 */
export function afterTurnSummons(m: Match, ended: number): void {
  const team = m.world.components.Gang.team;
  if (isOnBoard(m, ended) && holds(m, ended, 'Grasp of the Abyss'))
    for (const t of tentaclesOf(m, ended)) pullWithin(m, t, ended, GRASP_INCHES, 'Grasp of the Abyss');
  for (const e of charactersOnBoard(m.world)) {
    if (team[e] === team[ended] || !holds(m, e, 'Grasp of the Abyss')) continue;
    for (const t of tentaclesOf(m, e)) pullWithin(m, t, e, WHOLE_INCHES, 'Part of the Whole');
  }
}

/** Living Vessel and Part of the Whole as a plug-in of the rule book: what a casualty brings or takes with it. */
export const SUMMONS_PLUGIN = plugin('Living Vessel', (add) => {
  add(CASUALTY, afterCasualtySummons);
  add(NEWCOMER_PLACED, newcomerPlaced);
  add(TURN_ENDED, afterTurnSummons);
});
