/**
 * Unique actions printed on single profiles of The Vatican (rulebook "Special Rules"; the `unique-action` command,
 * character/unique-action-def.ts), registered by {@link VATICAN_UNIQUE_ACTIONS_PLUGIN}:
 *
 * - **Ensoul** (the Celestial Congregation; costs 3 Life Points, no Action Point, once a turn): it pays 3 Life
 *   Points, even when that takes it out; another hurt friendly Construct without Ensoul, anywhere on the board,
 *   heals 3 Life Points — 5 when those were the Congregation's last. Our reading: only a hurt Construct may be named.
 * - **Walk Through The Fire And You Will Not Be Burned** (the Burning Saint; 1 AP, naming herself): when the round
 *   ends, the Blast marker is centred on her and every enemy under it, even partly, within 1″ of her level
 *   (space/templates.ts `underBlast`) loses 3 Life Points (no Damage: no Protection Roll). Ending an action in water
 *   puts the fire out for the round; no character loses Life Points to it more than once a round, however many
 *   Saints burn.
 */
import { AFTER_ACTION, ROUND_ENDED } from '../../character/flow-hooks.ts';
import { heal, isHurt } from '../../character/heal.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { underBlastOn } from '../../combat/area-placement.ts';
import { emit, idOf, isOnBoard, isSwimming, type Match, nameOf } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Ensoul: the Life Points paid, healed, and healed when they were the Congregation's last. */
export const ENSOUL_COST = 3;
export const ENSOUL_HEAL = 3;
export const ENSOUL_LAST_HEAL = 5;
/** Walk Through The Fire…: the Life Points each enemy under the marker loses. */
export const FIRE_WALK_LP = 3;
/** The name as printed. */
export const FIRE_WALK = 'Walk Through The Fire And You Will Not Be Burned';

const team = (m: Match, eid: number) => m.world.components.Gang.team[eid];

/** The Constructs `eid` may Ensoul now. */
export function ensoulTargets(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world).filter(
    (o) =>
      o !== eid &&
      team(m, o) === team(m, eid) &&
      hasKeyword(m, o, 'Construct') &&
      !holdsUnique(m, o, 'Ensoul') &&
      isHurt(m, o),
  );
}

/** Burning Saints whose fire burns this round: the Saint → the round. */
const burning = matchTable<Map<number, number>>();

/** The enemies under a Blast marker centred on `saint` now. */
export function underTheFire(m: Match, saint: number): number[] {
  return underBlastOn(m, saint).filter((e) => team(m, e) !== team(m, saint));
}

/** The Vatican unique actions the engine plays. */
export const VATICAN_UNIQUE_ACTIONS: readonly UniqueActionDef[] = [
  {
    name: 'Ensoul',
    aim: 'target',
    ap: 0,
    wp: 0,
    oncePerTurn: true,
    problem(m, eid, { target }) {
      if (target === undefined) return 'Ensoul names a friendly Construct';
      if (!ensoulTargets(m, eid).includes(target))
        return `${nameOf(m, target)} is not another hurt friendly Construct without Ensoul`;
      return null;
    },
    options: (m, eid) => ensoulTargets(m, eid).map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: no roll, no question
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      const last = (m.world.components.Points.lp[eid] ?? 0) <= ENSOUL_COST;
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Ensoul',
        effect: `gives ${ENSOUL_COST} Life Points to ${nameOf(m, target)}`,
      });
      loseLifePoints(m, eid, ENSOUL_COST, 'Ensoul');
      heal(m, target, last ? ENSOUL_LAST_HEAL : ENSOUL_HEAL, 'Ensoul');
    },
  },
  {
    name: FIRE_WALK,
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem: (_m, eid, { target }) => (target === eid ? null : `${FIRE_WALK} names the character itself`),
    options: (_m, eid) => [{ target: eid }],
    *resolve(m, eid) {
      const t = burning.ensure(m, () => new Map());
      t.set(eid, m.round);
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: FIRE_WALK,
        effect: 'burns until the round ends',
      });
    },
  },
];

/** After an action: a burning Saint in water is put out. */
function putOut(m: Match): null {
  const t = burning.get(m);
  if (!t) return null;
  for (const [saint, round] of t) {
    if (round !== m.round || !isOnBoard(m, saint) || !isSwimming(m, saint)) continue;
    t.delete(saint);
    emit(m, {
      type: 'ability',
      character: idOf(m, saint),
      ability: FIRE_WALK,
      effect: 'the water puts the fire out',
    });
  }
  return null;
}

/** The round ends: each burning Saint's fire takes 3 Life Points from every enemy under it, once each. */
function fireAtRoundEnd(m: Match): void {
  const t = burning.get(m);
  if (!t || t.size === 0) return;
  const caught = new Set<number>();
  for (const [saint, round] of [...t]) {
    if (round !== m.round || !isOnBoard(m, saint) || isSwimming(m, saint)) continue;
    for (const e of underTheFire(m, saint)) {
      if (caught.has(e) || !isOnBoard(m, e)) continue;
      caught.add(e);
      loseLifePoints(m, e, FIRE_WALK_LP, FIRE_WALK);
    }
  }
  t.clear();
}

/** The Vatican unique actions as a plug-in of the rule book. */
export const VATICAN_UNIQUE_ACTIONS_PLUGIN = plugin('unique actions of The Vatican', (add) => {
  for (const def of VATICAN_UNIQUE_ACTIONS) add(UNIQUE_ACTIONS, def);
  add(AFTER_ACTION, putOut);
  add(ROUND_ENDED, fireAtRoundEnd);
});
