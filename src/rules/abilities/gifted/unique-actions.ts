/**
 * Unique actions printed on single Gifted profiles (rulebook "Special Rules"; the `unique-action` command,
 * character/unique-action-def.ts), registered by {@link GIFTED_UNIQUE_ACTIONS_PLUGIN}:
 *
 * - **Blinding Flash** (White Dove; 2 AP): the Blast marker is centred on her (space/templates.ts: 3″ across, within
 *   1″ of her level); every enemy under it, even partly, gains a Stunned counter. She names herself.
 * - **The Other Side of the Coin** (Fate and Justice; 1 AP): with both on the table in one gang, the two trade places
 *   (no move: no roll, no Attack of Opportunity). Either names the other.
 * - **Protective Bubble** (Fadhila; 1 AP): her gang picks a number from 1 to 6 (a `choose` decision, purpose
 *   `protective-bubble`, ids `1`…`6`); until the round ends every character, friend or foe, within that many inches
 *   of her (between the bases) has Universal Shielding (4) and Expert Protection (4) — an aura from her (grants.ts),
 *   so it goes with her as she moves. The abilities add to those a character has, as gained abilities do. She
 *   names herself.
 * - **Disappear** (The Duke; 2 AP, naming a spot): only in base contact with an enemy. Everyone in base contact with
 *   him counts as hit by a Smoke weapon (in cover and Hidden until the round ends: combat/smoke.ts), then he is set
 *   down on a free spot within 12″ (between the bases), out of base contact with everyone — no move, no Attack of
 *   Opportunity (movement/set-down.ts). A few spots spread apart are listed among the legal commands; any free spot
 *   is accepted.
 * - **Aura of Inevitability** (Fate; 1 AP): an enemy within 6″ in her sight and she make an Opposed MIND roll; when
 *   she wins, the enemy loses 2 Will Points (as many as it has) and 2 Life Points (no Damage: no Protection Roll)
 *   and she regains 2 Will Points.
 */

import { hopTo } from '../../character/counters.ts';
import { addAura } from '../../character/grants.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique, statDice } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { underBlastOn } from '../../combat/area-placement.ts';
import { applySmoke } from '../../combat/smoke.ts';
import type { ChoiceOption, Point3 } from '../../core/types.ts';
import { setDownSpots } from '../../movement/set-down.ts';
import { makeOpposedRoll } from '../../rolls/roll.ts';
import type { Node } from '../../space/api.ts';
import { inBaseContact } from '../../space/measure.ts';
import {
  centreOf,
  distanceBetween,
  emit,
  figureOf,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { dropCarried } from '../../state/objective-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { LISTED_SPOTS, spreadPick } from '../guild/spots.ts';
import { takeWillPoint } from '../unique/hit-rules.ts';

/** Protective Bubble: the largest number her gang may pick (inches), and the abilities' (X). */
export const BUBBLE_MAX_INCHES = 6;
export const BUBBLE_VALUE = 4;
/** Aura of Inevitability: its reach (inches), and the points taken and regained. */
export const INEVITABILITY_INCHES = 6;
export const INEVITABILITY_POINTS = 2;

const team = (m: Match, eid: number) => m.world.components.Gang.team[eid];

/** The enemies under a Blast marker centred on `eid` (Blinding Flash). */
export function enemiesUnderFlash(m: Match, eid: number): number[] {
  return underBlastOn(m, eid).filter((e) => team(m, e) !== team(m, eid));
}

/** The other one of the pair `eid` trades places with (The Other Side of the Coin), or undefined. */
export function otherSideOf(m: Match, eid: number): number | undefined {
  const mine = profileOf(m, eid).name;
  const wanted = mine === 'Fate' ? 'Justice' : mine === 'Justice' ? 'Fate' : null;
  if (wanted === null) return undefined;
  return charactersOnBoard(m.world).find(
    (e) =>
      e !== eid &&
      team(m, e) === team(m, eid) &&
      profileOf(m, e).name === wanted &&
      holdsUnique(m, e, 'The Other Side of the Coin'),
  );
}

/** Characters, either side, within `inches` of `eid` (it too): those a Protective Bubble of that size covers. */
export function underBubble(m: Match, eid: number, inches: number): number[] {
  return charactersOnBoard(m.world).filter((e) => e === eid || distanceBetween(m, eid, e) <= inches + 1e-9);
}

/** Aura of Inevitability: the enemies `eid` may name. */
const inevitable = (m: Match, eid: number) =>
  charactersOnBoard(m.world).filter(
    (e) =>
      team(m, e) !== team(m, eid) &&
      distanceBetween(m, eid, e) <= INEVITABILITY_INCHES + 1e-9 &&
      sightBetween(m, eid, e).lineOfSight,
  );

const itself = (name: string) => (_m: Match, eid: number, aim: { target?: number }) =>
  aim.target === eid ? null : `${name} names the character itself`;

/** Disappear: how far The Duke may be set down (inches). */
export const DISAPPEAR_INCHES = 12;

/** Disappear: where `eid` may be set down now (out of base contact with everyone). */
export function disappearSpots(m: Match, eid: number): Node[] {
  return setDownSpots(m, eid, eid, DISAPPEAR_INCHES, (n) => {
    const me = figureOf(m, eid, centreOf(n));
    return charactersOnBoard(m.world).every((o) => o === eid || !inBaseContact(me, figureOf(m, o)));
  });
}

const touchingEnemy = (m: Match, eid: number) =>
  charactersOnBoard(m.world).some((o) => team(m, o) !== team(m, eid) && inContact(m, eid, o));

/** The Gifted unique actions the engine plays. */
export const GIFTED_UNIQUE_ACTIONS: readonly UniqueActionDef[] = [
  {
    name: 'Blinding Flash',
    aim: 'target',
    ap: 2,
    wp: 0,
    oncePerTurn: false,
    problem: itself('Blinding Flash'),
    options: (_m, eid) => [{ target: eid }],
    *resolve(m, eid) {
      const hit = enemiesUnderFlash(m, eid);
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Blinding Flash',
        effect: hit.length === 0 ? 'blinds nobody' : `blinds ${hit.map((e) => nameOf(m, e)).join(', ')}`,
      });
      for (const e of hit) if (isOnBoard(m, e)) gainStunned(m, e);
    },
  },
  {
    name: 'The Other Side of the Coin',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      const other = otherSideOf(m, eid);
      if (other === undefined) return 'Fate and Justice are not both on the table in this gang';
      return target === other ? null : `The Other Side of the Coin names ${nameOf(m, other)}`;
    },
    options(m, eid) {
      const other = otherSideOf(m, eid);
      return other === undefined ? [] : [{ target: other }];
    },
    // biome-ignore lint/correctness/useYield: no roll, no question
    *resolve(m, eid, { target }) {
      if (target === undefined || !isOnBoard(m, target)) return;
      const here = nodeOf(m, eid);
      const there = nodeOf(m, target);
      const inches = distanceBetween(m, eid, target);
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'The Other Side of the Coin',
        effect: `trades places with ${nameOf(m, target)}`,
      });
      dropCarried(m, eid, 'removed');
      dropCarried(m, target, 'removed');
      hopTo(m, eid, here, there, inches);
      hopTo(m, target, there, here, inches);
    },
  },
  {
    name: 'Protective Bubble',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem: itself('Protective Bubble'),
    options: (_m, eid) => [{ target: eid }],
    *resolve(m, eid) {
      const options: ChoiceOption[] = Array.from({ length: BUBBLE_MAX_INCHES }, (_, k) => {
        const inches = k + 1;
        const under = underBubble(m, eid, inches);
        const friends = under.filter((e) => team(m, e) === team(m, eid)).length;
        return {
          id: String(inches),
          label: `within ${inches}″: ${friends} friend${friends === 1 ? '' : 's'}, ${under.length - friends} enem${under.length - friends === 1 ? 'y' : 'ies'}`,
        };
      });
      const answer = yield {
        type: 'choose',
        gang: gangOf(m, eid),
        character: idOf(m, eid),
        purpose: 'protective-bubble',
        options,
      };
      const picked = answer.type === 'decide' && answer.decision === 'choose' ? Number(answer.option) : 1;
      const inches = Number.isInteger(picked) && picked >= 1 && picked <= BUBBLE_MAX_INCHES ? picked : 1;
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Protective Bubble',
        effect: `everyone within ${inches}″ has Universal Shielding (${BUBBLE_VALUE}) and Expert Protection (${BUBBLE_VALUE}) this round`,
      });
      addAura(m, {
        user: eid,
        source: 'Protective Bubble',
        range: inches,
        sight: false,
        names: () => true,
        abilities: [
          { name: 'Universal Shielding', value: BUBBLE_VALUE },
          { name: 'Expert Protection', value: BUBBLE_VALUE },
        ],
      });
    },
  },
  {
    name: 'Disappear',
    aim: 'spot',
    ap: 2,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { to }) {
      if (!to) return 'Disappear names the spot to be set down on';
      if (!touchingEnemy(m, eid)) return 'Disappear only in base contact with an enemy';
      const [i, j, z] = to;
      const ok = disappearSpots(m, eid).some(
        (n) => n.i === Math.floor(i) && n.j === Math.floor(j) && Math.abs(n.z - z) < 0.5,
      );
      return ok ? null : `the spot is not free, out of base contact, within ${DISAPPEAR_INCHES}″`;
    },
    options(m, eid) {
      if (!touchingEnemy(m, eid)) return [];
      return spreadPick(m, eid, disappearSpots(m, eid), 3, LISTED_SPOTS).map((n) => ({
        to: [n.i + 0.5, n.j + 0.5, n.z] as Point3,
      }));
    },
    *resolve(m, eid, { to }) {
      if (!to) return;
      const touching = charactersOnBoard(m.world).filter((o) => o !== eid && inContact(m, eid, o));
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Disappear',
        effect: 'vanishes in a cloud of smoke',
      });
      for (const o of touching) applySmoke(m, o, 'Disappear');
      const from = nodeOf(m, eid);
      dropCarried(m, eid, 'removed');
      hopTo(m, eid, from, to, Math.hypot(to.i - from.i, to.j - from.j, to.z - from.z));
    },
  },
  {
    name: 'Aura of Inevitability',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      if (target === undefined) return 'Aura of Inevitability names an enemy';
      if (!isOnBoard(m, target) || team(m, target) === team(m, eid))
        return `${nameOf(m, target)} is not an enemy on the board`;
      if (distanceBetween(m, eid, target) > INEVITABILITY_INCHES + 1e-9)
        return `${nameOf(m, target)} is farther than ${INEVITABILITY_INCHES}″`;
      if (!sightBetween(m, eid, target).lineOfSight) return `${nameOf(m, target)} is not in sight`;
      return null;
    },
    options: (m, eid) => inevitable(m, eid).map((target) => ({ target })),
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      const spec = (who: number) => {
        const mind = statDice(m, who, 'mind');
        return {
          kind: 'opposed' as const,
          purpose: 'aura-of-inevitability',
          pool: mind.dice,
          modifiers: [...mind.labels, 'Aura of Inevitability'],
          aceOn: 7,
        };
      };
      const roll = yield* makeOpposedRoll(m, eid, spec(eid), target, spec(target));
      if (roll.result === 'fail' || roll.result === 'fumble' || !isOnBoard(m, target)) return;
      for (let k = 0; k < INEVITABILITY_POINTS; k++) takeWillPoint(m, target, eid, 'Aura of Inevitability');
      loseLifePoints(m, target, INEVITABILITY_POINTS, 'Aura of Inevitability');
      regain(m, eid, 'will', INEVITABILITY_POINTS, 'Aura of Inevitability');
    },
  },
];

/** The Gifted unique actions as a plug-in of the rule book. */
export const GIFTED_UNIQUE_ACTIONS_PLUGIN = plugin('unique actions of the Gifted', (add) => {
  for (const def of GIFTED_UNIQUE_ACTIONS) add(UNIQUE_ACTIONS, def);
});
