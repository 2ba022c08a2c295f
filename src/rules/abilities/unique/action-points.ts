/**
 * Unique abilities that give Action Points (rulebook "Action Points": never more than 3 in a round, however many
 * are given; character/turns.ts `giveActionPoints`: at once while the character takes its turn, else as its next
 * turn this round begins, nothing once it has had its turn):
 *
 * - **Eastern Swiftness** (Miriam, PULSE Command Ability): every friendly Bride on the board, Miriam too, gains +1
 *   Action Point until the round ends.
 * - **Always Scheming** (Brighella): when a friendly Leader in his sight uses a Command (PLAN, ORDER, COUNTER or
 *   ABILITY: command/command-hooks.ts `COMMAND_USED`), Brighella gains +1 Action Point until the round ends.
 * - **Bloodletting** (the Thrall): as a friendly Vampire's turn begins within 3″ of a Thrall with 4 Life Points or
 *   more, its gang may have it drink (a `choose` decision, purpose `bloodletting`: `none`, or `drink:<Thrall id>`):
 *   the Vampire gains +1 Action Point this turn and the Thrall loses 4 Life Points, which may kill it. Offered only
 *   while the Vampire has room for another Action Point this round. The Life Points lost are no Damage.
 */
import { TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { giveActionPoints } from '../../character/turns.ts';
import { COMMAND_USED, type CommandAbility } from '../../command/command-hooks.ts';
import { MAX_AP_PER_ROUND } from '../../core/constants.ts';
import type { ChoiceOption } from '../../core/types.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  type Resolution,
  sightBetween,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from './command-ability-forms.ts';

/** Bloodletting: how near the Thrall the Vampire begins its turn (inches), and the Life Points it drinks. */
export const BLOODLETTING_INCHES = 3;
export const BLOODLETTING_LP = 4;

/** Eastern Swiftness: the friendly Brides on the board. */
const brides = (m: Match, user: number) =>
  charactersOnBoard(m.world).filter((e) => sameGang(m, user, e) && hasKeyword(m, e, 'Bride'));

/** Eastern Swiftness (see the module comment). */
export const EASTERN_SWIFTNESS: CommandAbility = {
  name: 'Eastern Swiftness',
  form: 'pulse',
  text: 'PULSE: every friendly Bride gains +1 Action Point until the round ends (never more than 3 in a round).',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no character' : null),
  resolve(m, user) {
    for (const b of brides(m, user)) giveActionPoints(m, b, 1, 'Eastern Swiftness');
  },
};

/** Always Scheming: a friendly Leader in sight of a Brighella used a Command. */
function alwaysScheming(m: Match, giver: number): void {
  if (!hasKeyword(m, giver, 'Leader')) return;
  for (const b of charactersOnBoard(m.world)) {
    if (!holdsUnique(m, b, 'Always Scheming') || !sameGang(m, b, giver)) continue;
    if (b !== giver && !sightBetween(m, b, giver).lineOfSight) continue;
    giveActionPoints(m, b, 1, 'Always Scheming');
  }
}

/** The friendly Thralls `eid` may drink from now (Bloodletting), nearest first. */
export function thrallsFor(m: Match, eid: number): number[] {
  if (!isOnBoard(m, eid) || !hasKeyword(m, eid, 'Vampire')) return [];
  const c = m.world.components;
  if ((c.Points.apUsed[eid] ?? 0) + (c.Points.ap[eid] ?? 0) >= MAX_AP_PER_ROUND) return [];
  return charactersOnBoard(m.world)
    .filter(
      (t) =>
        t !== eid &&
        sameGang(m, eid, t) &&
        holdsUnique(m, t, 'Bloodletting') &&
        (c.Points.lp[t] ?? 0) >= BLOODLETTING_LP &&
        distanceBetween(m, eid, t) <= BLOODLETTING_INCHES + 1e-9,
    )
    .sort((a, b) => distanceBetween(m, eid, a) - distanceBetween(m, eid, b) || a - b);
}

/** Bloodletting as `eid`'s turn begins, or null when no Thrall is offered. */
function bloodletting(m: Match, eid: number): Resolution | null {
  const thralls = thrallsFor(m, eid);
  if (thralls.length === 0) return null;
  return (function* (): Resolution {
    const lp = m.world.components.Points.lp;
    const options: ChoiceOption[] = [
      { id: 'none', label: 'do not drink' },
      ...thralls.map((t) => ({
        id: `drink:${idOf(m, t)}`,
        label: `drink from ${nameOf(m, t)} (${lp[t] ?? 0} Life Points, loses ${BLOODLETTING_LP})`,
        figure: idOf(m, t),
      })),
    ];
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, eid),
      character: idOf(m, eid),
      purpose: 'bloodletting',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'none';
    const thrall = id.startsWith('drink:') ? m.ids.get(id.slice(6)) : undefined;
    if (thrall === undefined || !thrallsFor(m, eid).includes(thrall)) return;
    emit(m, {
      type: 'ability',
      character: idOf(m, thrall),
      ability: 'Bloodletting',
      effect: `${nameOf(m, eid)} drinks from it`,
    });
    loseLifePoints(m, thrall, BLOODLETTING_LP, 'Bloodletting');
    giveActionPoints(m, eid, 1, 'Bloodletting');
  })();
}

/** Eastern Swiftness, Always Scheming and Bloodletting as plug-ins of the rule book. */
export const ACTION_POINT_ABILITIES_PLUGIN = plugin('unique abilities that give Action Points', (add) => {
  add(COMMAND_USED, alwaysScheming);
  add(TURN_START_CHOICES, bloodletting);
});
export const ACTION_POINT_COMMAND_ABILITIES_PLUGIN = printedCommandAbilities('Eastern Swiftness', [
  EASTERN_SWIFTNESS,
]);
