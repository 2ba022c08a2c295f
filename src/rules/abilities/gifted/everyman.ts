/**
 * Everyman (the Pierrot, Gifted): when a friendly character within 6″ of a Pierrot is charged, its gang may swap it
 * with a friendly Pierrot that touches no enemy, before any Attack of Opportunity: the two change places, and the
 * charge strikes the Pierrot (movement/charging.ts `standInFor`).
 *
 * Played after the charging move (movement-hooks.ts `CHARGE_MADE`, before a Bodyguard's interception) as a `choose`
 * decision of the charged character's gang, purpose `everyman`: `none`, or the id of the Pierrot that takes its
 * place. Our readings: only the character the charge strikes may be swapped; the swap is no move (no roll, no
 * disengage, no Attack of Opportunity); each base must fit where the other stood (movement/newcomers.ts
 * `placeProblem`), else that Pierrot is not offered; the Pierrot itself, charged, is not swapped.
 */
import { holdsUnique } from '../../character/stats.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { standInFor } from '../../movement/charging.ts';
import { CHARGE_MADE } from '../../movement/movement-hooks.ts';
import { placeProblem } from '../../movement/newcomers.ts';
import {
  distanceBetween,
  emit,
  enemiesOf,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const EVERYMAN = 'Everyman';
/** Inches from a Pierrot within which a charged friend may be swapped. */
export const EVERYMAN_RANGE = 6;

/** The Pierrots that may take `foe`'s place now (see the module comment). */
export function standInPierrots(m: Match, foe: number): number[] {
  const team = m.world.components.Gang.team;
  const pierrots = charactersOnBoard(m.world).filter(
    (p) => p !== foe && team[p] === team[foe] && holdsUnique(m, p, EVERYMAN),
  );
  if (!pierrots.some((p) => distanceBetween(m, p, foe) <= EVERYMAN_RANGE)) return [];
  return pierrots.filter(
    (p) =>
      !enemiesOf(m, p).some((e) => inContact(m, p, e)) &&
      placeProblem(m, profileOf(m, p), nodeOf(m, foe), foe) === null &&
      placeProblem(m, profileOf(m, foe), nodeOf(m, p), p) === null,
  );
}

/** Swap `a` and `b` where they stand: each is set down where the other was (a `deploy` event each: no move). */
function swap(m: Match, a: number, b: number): void {
  const p = m.world.components.Position;
  const at = (e: number) => [p.x[e] ?? 0, p.y[e] ?? 0, p.z[e] ?? 0] as const;
  const [ax, ay, az] = at(a);
  const [bx, by, bz] = at(b);
  [p.x[a], p.y[a], p.z[a]] = [bx, by, bz];
  [p.x[b], p.y[b], p.z[b]] = [ax, ay, az];
  for (const e of [a, b]) {
    const [x, y, z] = at(e);
    emit(m, {
      type: 'deploy',
      character: idOf(m, e),
      gang: gangOf(m, e),
      profile: profileOf(m, e).id,
      x,
      y,
      z,
    });
  }
}

/** Everyman after `charger` charged `foe` (see the module comment). */
function everyman(m: Match, charger: number, _charged: readonly number[], foe: number): Resolution {
  return (function* (): Resolution {
    if (!isOnBoard(m, foe) || !isOnBoard(m, charger)) return;
    const pierrots = standInPierrots(m, foe);
    if (pierrots.length === 0) return;
    const options: ChoiceOption[] = [
      { id: 'none', label: `${nameOf(m, foe)} takes the charge` },
      ...pierrots.map((p) => ({
        id: idOf(m, p),
        label: `${nameOf(m, p)} takes its place`,
        figure: idOf(m, p),
      })),
    ];
    const pick = yield* askToChoose(gangOf(m, foe), idOf(m, foe), 'everyman', options);
    const pierrot = pierrots.find((p) => idOf(m, p) === pick);
    if (pierrot === undefined) return;
    emit(m, {
      type: 'ability',
      character: idOf(m, pierrot),
      ability: EVERYMAN,
      effect: `takes the place of ${nameOf(m, foe)}`,
    });
    swap(m, foe, pierrot);
    standInFor(m, foe, pierrot);
  })();
}

/** Everyman as a plug-in of the rule book (before Bodyguard: listed before it). */
export const EVERYMAN_PLUGIN = plugin(EVERYMAN, (add) => add(CHARGE_MADE, everyman));
