/**
 * Do Try To Keep Up! (the Mounted Venetian Noble, Patricians): once a round, as it makes a Run/Climb action, it may
 * take along one other friendly Councillor, Soldier or Animal that was within 3″ of it as the Run/Climb began; that
 * friend makes its own Run/Climb straight after, for no Action Point. A charge in the friend's move makes no Attack of
 * Opportunity; leaving an enemy still needs a disengage.
 *
 * Played after the Noble's Run/Climb (character/flow-hooks.ts `AFTER_ACTION`) as two `choose` decisions of its gang:
 * purpose `keep-up` — `none`, or the friend's id — then where the friend goes, purpose `ability-move`: `stay`, the
 * farthest spot toward each compass point, or the cheapest spots touching each enemy it could charge. Our readings:
 * the friends within 3″ are counted as the Noble begins the action (the rule's "just before"); the friend's move is
 * no action of its turn and it may still take its own turn.
 */
import { ACTION_BEGUN, AFTER_ACTION } from '../../character/flow-hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { holdsUnique } from '../../character/stats.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { chargeSpots, compassSpots, type MoveSpot, runTo, spotOption } from '../../movement/runs-at-once.ts';
import {
  distanceBetween,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  type Resolution,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const KEEP_UP = 'Do Try To Keep Up!';
/** Inches from the Noble within which a friend may be taken along. */
export const KEEP_UP_RANGE = 3;
/** The keywords of the friends it may take along. */
export const KEEP_UP_KEYWORDS: readonly string[] = ['Councillor', 'Soldier', 'Animal'];

/** The action a Noble began: where its `action` event is in the log, and the friends within 3″ then. */
interface Begun {
  readonly noble: number;
  readonly at: number;
  readonly friends: readonly number[];
}

/** The Noble's action in progress, and the round each Noble last used the ability (entity → round). */
const keepUp = matchTable<{ begun: Begun | null; used: Map<number, number> }>();

function stateOf(m: Match) {
  return keepUp.ensure(m, () => ({ begun: null, used: new Map() }));
}

/** The friends `noble` may take along now: Councillors, Soldiers and Animals within 3″. */
export function companionsOf(m: Match, noble: number): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (e) =>
      e !== noble &&
      team[e] === team[noble] &&
      KEEP_UP_KEYWORDS.some((k) => hasKeyword(m, e, k)) &&
      distanceBetween(m, noble, e) <= KEEP_UP_RANGE,
  );
}

/** A Noble begins an action in its turn: the friends within 3″ are noted, for a Run/Climb. */
function begun(m: Match, eid: number, opportunity: boolean): void {
  if (opportunity || m.active !== eid || !holdsUnique(m, eid, KEEP_UP)) return;
  const s = stateOf(m);
  if (s.used.get(eid) === m.round) return;
  s.begun = { noble: eid, at: m.log.length, friends: companionsOf(m, eid) };
}

/** Where the friend may go: stay, the farthest spot toward each compass point, or a charge (see the module comment). */
function destinations(m: Match, friend: number): { option: ChoiceOption; spot: MoveSpot | null }[] {
  const here = m.world.components.Position;
  const words = (s: MoveSpot) => {
    const dx = s.node.i + 0.5 - (here.x[friend] ?? 0);
    const dy = s.node.j + 0.5 - (here.y[friend] ?? 0);
    const dir = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'][
      (Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8
    ];
    return `toward ${dir}`;
  };
  const all = [
    { option: { id: 'stay', label: 'stay', figure: idOf(m, friend) }, spot: null },
    ...compassSpots(m, friend).map((s) => ({ option: spotOption(m, friend, s, words(s)), spot: s })),
    ...chargeSpots(m, friend).map((s) => ({ option: spotOption(m, friend, s, 'charge'), spot: s })),
  ];
  return all.filter((c, k) => all.findIndex((o) => o.option.id === c.option.id) === k);
}

/** After the Noble's Run/Climb: the friend taken along, and its move (see the module comment). */
function afterRun(m: Match): Resolution | null {
  const s = keepUp.get(m);
  const b = s?.begun;
  if (!s || !b) return null;
  s.begun = null;
  const e = m.log.slice(b.at).find((x) => x.type === 'action');
  if (e?.type !== 'action' || e.action !== 'run-climb' || e.character !== idOf(m, b.noble)) return null;
  const friends = b.friends.filter((f) => isOnBoard(m, f));
  if (friends.length === 0 || !isOnBoard(m, b.noble)) return null;
  return (function* (): Resolution {
    const options: ChoiceOption[] = [
      { id: 'none', label: 'nobody keeps up' },
      ...friends.map((f) => ({ id: idOf(m, f), label: `${nameOf(m, f)} follows`, figure: idOf(m, f) })),
    ];
    const pick = yield* askToChoose(gangOf(m, b.noble), idOf(m, b.noble), 'keep-up', options);
    const friend = friends.find((f) => idOf(m, f) === pick);
    if (friend === undefined) return;
    s.used.set(b.noble, m.round);
    const choices = destinations(m, friend);
    const id = yield* askToChoose(
      gangOf(m, b.noble),
      idOf(m, friend),
      'ability-move',
      choices.map((c) => c.option),
    );
    const spot = choices.find((c) => c.option.id === id)?.spot;
    if (spot) yield* runTo(m, friend, spot, KEEP_UP, 0, false);
  })();
}

/** Do Try To Keep Up! as a plug-in of the rule book. */
export const KEEP_UP_PLUGIN = plugin(KEEP_UP, (add) => {
  add(ACTION_BEGUN, begun);
  add(AFTER_ACTION, afterRun);
});
