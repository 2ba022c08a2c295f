/**
 * Artistic Representation (The Artist, Gifted): once in each of his turns he may pay 1 Will Point to bring a friendly
 * character taken out of the game back, in base contact with him, as his painting of it: it has Bodyguard (The
 * Artist), MIND 1 and 4 Life Points (never above its own start). It is removed again when it ends a turn of its own
 * farther than 3″ from The Artist, and no character comes back this way twice.
 *
 * Played as a `choose` decision as his turn begins (purpose `artistic-representation`: `none`, or the id of the
 * friend brought back), asked when he has a Will Point to pay and a friend to paint. Our readings: offered as his
 * turn begins, the "once per turn" of the rule; the painting stands on the free spot touching him nearest to where
 * he stands (movement/newcomers.ts `summonSpots`), and nothing is offered when none is free; "an activation" is a
 * turn of the painting; a friend lying on the table to stand up again (Resurrection) is not yet removed.
 */

import { TURN_ENDED, TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { addGrant } from '../../character/grants.ts';
import { becomeCasualty } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { canPayWill, payWill } from '../../character/will-cost.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { summonSpots } from '../../movement/newcomers.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { allCharacters } from '../../state/world.ts';
import { liesOnTable, standUp } from '../unique/revivals.ts';

export const ARTISTIC_REPRESENTATION = 'Artistic Representation';

/** Inches from The Artist beyond which a painting that ends its turn is removed. */
export const PAINTING_LEASH = 3;
/** The painting's Life Points and MIND. */
export const PAINTING_LP = 4;
export const PAINTING_MIND = 1;

/** Who came back painted (entity → The Artist), kept for the rest of the game: none comes back twice. */
const painted = matchTable<Map<number, number>>();

/** The friends of The Artist `artist` he may bring back now: taken out, never painted before. */
export function paintable(m: Match, artist: number): number[] {
  const done = painted.get(m);
  const team = m.world.components.Gang.team;
  return allCharacters(m.world).filter(
    (e) =>
      e !== artist &&
      team[e] === team[artist] &&
      !isOnBoard(m, e) &&
      !liesOnTable(m, e) &&
      !done?.has(e) &&
      (m.world.components.Points.lp[e] ?? 0) === 0,
  );
}

/** The offer as The Artist's turn begins (see the module comment), or null when there is nothing to ask. */
function offer(m: Match, artist: number): Resolution | null {
  if (!holdsUnique(m, artist, ARTISTIC_REPRESENTATION) || !canPayWill(m, artist, 1)) return null;
  const friends = paintable(m, artist).filter(
    (e) => summonSpots(m, profileOf(m, e), artist, 'touching', e).length > 0,
  );
  if (friends.length === 0) return null;
  return (function* (): Resolution {
    const options: ChoiceOption[] = [
      { id: 'none', label: 'paint no one' },
      ...friends.map((e) => ({ id: idOf(m, e), label: `bring ${nameOf(m, e)} back (1 Will Point)` })),
    ];
    const pick = yield* askToChoose(gangOf(m, artist), idOf(m, artist), 'artistic-representation', options);
    const friend = friends.find((e) => idOf(m, e) === pick);
    if (friend === undefined || !canPayWill(m, artist, 1)) return;
    const spot = summonSpots(m, profileOf(m, friend), artist, 'touching', friend)[0];
    if (!spot) return;
    payWill(m, artist, 1, ARTISTIC_REPRESENTATION);
    painted.ensure(m, () => new Map()).set(friend, artist);
    addGrant(m, {
      holder: friend,
      source: ARTISTIC_REPRESENTATION,
      until: { kind: 'game' },
      abilities: [{ name: 'Bodyguard', value: nameOf(m, artist) }],
      stats: { mind: PAINTING_MIND - (m.world.components.Stats.mind[friend] ?? PAINTING_MIND) },
    });
    standUp(m, friend, PAINTING_LP, ARTISTIC_REPRESENTATION, spot);
  })();
}

/** A painting ends its turn farther than 3″ from The Artist (or with him gone): it is removed again. */
function leash(m: Match, eid: number): void {
  const artist = painted.get(m)?.get(eid);
  if (artist === undefined || !isOnBoard(m, eid)) return;
  if (isOnBoard(m, artist) && distanceBetween(m, eid, artist) <= PAINTING_LEASH) return;
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: ARTISTIC_REPRESENTATION,
    effect: `strays beyond ${PAINTING_LEASH}″ of The Artist and is removed`,
  });
  becomeCasualty(m, eid);
}

/** Artistic Representation as a plug-in of the rule book. */
export const ARTISTIC_REPRESENTATION_PLUGIN = plugin(ARTISTIC_REPRESENTATION, (add) => {
  add(TURN_START_CHOICES, offer);
  add(TURN_ENDED, leash);
});
