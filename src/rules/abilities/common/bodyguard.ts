/**
 * Bodyguard (X) (rulebook "Special Rules", Character Abilities): when an enemy charges (X) — a character of that
 * name, or with that keyword — this character may at once make an out-of-sequence Run/Climb that charges the
 * active enemy, provided it is out of base contact with every enemy. Its charge makes its Attack of Opportunity,
 * before the charger's own.
 *
 * Played as a `choose` decision (purpose `bodyguard`) of each gang with a bodyguard able to intercept, in seating
 * order, after the charging move (a Run/Climb, Jump or Fly; and after any Guard reaction), before the charger's
 * Attack of Opportunity. Options:
 * `none` (first: declining), then `<bodyguard id>@i,j,z`, the spot where it would end in base contact with the
 * charger (the cheapest {@link BODYGUARD_SPOTS} spots of each bodyguard).
 *
 * Our readings: (X) is charged when the move brings it into base contact, whichever enemy the charge strikes; the
 * interception costs no Action Point and is no action of the bodyguard's turn; one bodyguard per gang answers a
 * charge; a bodyguard's own charge never sets off another Bodyguard (no chains); its Run/Climb needs the usual
 * rolls (a failed climb stops it short of the charger, and then it strikes nobody); "that active enemy" is the
 * character making the charge, whether or not its turn it is (a friend sent by Toot Toot Toot... Charge!, say).
 */

import type { Step } from '../../character/ability-types.ts';
import { beginAction } from '../../character/counters.ts';
import { abilityInstance } from '../../character/hooks.ts';
import { isNamedBy } from '../../character/keywords.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { enemiesTouching } from '../../movement/charging.ts';
import { CHARGE_MADE } from '../../movement/movement-hooks.ts';
import { resolveRunClimb } from '../../movement/run-climb.ts';
import { reachOf } from '../../movement/run-climb-reach.ts';
import { type Node, nodeKey, type PathStep } from '../../space/api.ts';
import { emit, enemiesOf, idOf, inContact, isOnBoard, type Match, nameOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Spots offered for each bodyguard (the cheapest ones). */
export const BODYGUARD_SPOTS = 3;

/** One way a bodyguard may intercept: where it would end, the path there and its cost in inches. */
export interface Interception {
  readonly bodyguard: number;
  readonly node: Node;
  readonly path: PathStep[];
  readonly cost: number;
}

/** Matches where a bodyguard is intercepting now (no chains). */
const intercepting = new WeakSet<Match>();

/** Whether `bg` holds Bodyguard (X) with an X that names `x`. */
export function guards(m: Match, bg: number, x: number): boolean {
  const a = abilityInstance(m, bg, 'Bodyguard');
  return !!a && a.keywords.some((k) => isNamedBy(m, x, k));
}

/** The spots (cheapest first) where `bg` may end a Run/Climb in base contact with `charger`. */
export function interceptSpots(m: Match, bg: number, charger: number): Interception[] {
  const reach = reachOf(m, bg);
  const out: Interception[] = [];
  for (const { node, cost } of reach.nodes) {
    if (!enemiesTouching(m, bg, node).includes(charger)) continue;
    const path = reach.path(node);
    if (path && path.length > 0) out.push({ bodyguard: bg, node, path, cost });
  }
  return out
    .sort((a, b) => a.cost - b.cost || nodeKey(a.node).localeCompare(nodeKey(b.node)))
    .slice(0, BODYGUARD_SPOTS);
}

/**
 * Every interception open to the bodyguards of gang index `gang` against `charger`, which has just charged the
 * characters `charged` (entities): bodyguards on the board, out of base contact with every enemy, guarding one
 * of the charged friends.
 */
export function interceptions(
  m: Match,
  gang: number,
  charger: number,
  charged: readonly number[],
): Interception[] {
  const g = m.world.components.Gang.index;
  return charactersOnBoard(m.world).flatMap((bg) => {
    if (g[bg] !== gang || g[charger] === gang || charged.includes(bg)) return [];
    if (!charged.some((x) => g[x] === gang && guards(m, bg, x))) return [];
    if (enemiesOf(m, bg).some((e) => inContact(m, bg, e))) return [];
    return interceptSpots(m, bg, charger);
  });
}

const optionId = (m: Match, i: Interception) => `${idOf(m, i.bodyguard)}@${i.node.i},${i.node.j},${i.node.z}`;

/**
 * After `charger` charged `charged` (entities, those the move newly touches): each gang with a bodyguard able to
 * intercept is asked (a `choose` decision, purpose `bodyguard`), and the interception it picks is played.
 */
export function* bodyguardReactions(m: Match, charger: number, charged: readonly number[]): Step {
  if (charged.length === 0 || intercepting.has(m)) return;
  for (let gang = 0; gang < m.setup.gangs.length; gang++) {
    if (!isOnBoard(m, charger)) return;
    const open = interceptions(
      m,
      gang,
      charger,
      charged.filter((x) => isOnBoard(m, x)),
    );
    if (open.length === 0) continue;
    const options: ChoiceOption[] = [
      { id: 'none', label: 'no interception' },
      ...open.map((i) => ({
        id: optionId(m, i),
        label: `${nameOf(m, i.bodyguard)} intercepts from ${i.cost.toFixed(1)}″${i.path.some((s) => s.roll) ? ' (needs a roll)' : ''}`,
        figure: idOf(m, i.bodyguard),
        at: [i.node.i + 0.5, i.node.j + 0.5, i.node.z] as const,
      })),
    ];
    const answer = yield {
      type: 'choose',
      gang: m.setup.gangs[gang]!.id,
      character: idOf(m, charger),
      purpose: 'bodyguard',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'none';
    const picked = open.find((i) => optionId(m, i) === id);
    if (picked) yield* intercept(m, picked, charger);
  }
}

/** Play one interception: the bodyguard's out-of-sequence Run/Climb, whose charge can only strike `charger`. */
function* intercept(m: Match, i: Interception, charger: number): Step {
  const bg = i.bodyguard;
  beginAction(m, bg);
  emit(m, {
    type: 'ability',
    character: idOf(m, bg),
    ability: 'Bodyguard',
    effect: `intercepts ${nameOf(m, charger)}`,
  });
  emit(m, { type: 'action', character: idOf(m, bg), action: 'run-climb', ap: 0 });
  intercepting.add(m);
  try {
    yield* resolveRunClimb(m, bg, i.path, charger);
  } finally {
    intercepting.delete(m);
  }
}

/** Bodyguard (X) as a plug-in of the rule book: interceptions after a charge (movement-hooks.ts `CHARGE_MADE`). */
export const BODYGUARD_PLUGIN = plugin('Bodyguard', (add) => {
  add(CHARGE_MADE, bodyguardReactions);
});
