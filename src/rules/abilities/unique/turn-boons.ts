/**
 * Unique abilities that change their holder as each of its turns begins (TURN_START_CHOICES and TURN_START of
 * character/flow-hooks.ts and character/hooks.ts; a `turn-boon` decision where the card leaves a pick), and as rounds
 * start and end (ROUND_START, ROUND_ENDED):
 *
 * - **Auxiliary Systems** (the Master of Arcane Security, The Doctors): +2 MOVE, DEXTERITY or PROTECTION, picked,
 *   until the round ends.
 * - **The End is Near** (Al Naibii, Strigoi): it loses 2 Life Points, then gains +1 MOVE, DEXTERITY or ATTACK, picked,
 *   for the rest of the game (the gains add up turn after turn).
 * - **Split Personalities** (the Mask Maker, Gifted): a mask, picked, until its next turn begins: Fear (−2), Slippery,
 *   Vampiric Attack (2) or Water Creature.
 * - **Rejuvenated** (the Starved Dhampir, Strigoi): it starts the game with 5 Life Points (set as the first round
 *   starts; it heals up to its printed Life Points); a turn begun with 6 or more gives +1 MOVE, DEXTERITY, ATTACK and
 *   MIND until its next turn begins.
 * - **Regenerating** (the Shackled Feaster, The Doctors): a turn begun on 10 Life Points or more gives +2 ATTACK until
 *   its next turn begins (its Vampiric Attack heals it above its start: the trait vampiric-above-start).
 * - **Watered Down** (the Painted Protector, Gifted): it is taken out when a round ends while it stands in water.
 * - **Hoarded Wealth** (Pantaleone, Gifted): a round that ends without him spending a Will Point gives him 1, past
 *   his start too.
 *
 * Readings: declining a pick takes the first option (every option gives something: the first is the engine's pick);
 * "Will Points spent" are those paid for dice or effects (`will-points` events), not those a rule takes away.
 */
import type { AbilityRef } from '../../../content/types.ts';
import type { StatName } from '../../character/ability-types.ts';
import { ROUND_ENDED, TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { give, type Lasting } from '../../character/give.ts';
import { type Boon, removeGrants } from '../../character/grants.ts';
import { ROUND_START, TURN_START } from '../../character/hooks.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { ChoiceOption, Command } from '../../core/types.ts';
import {
  emit,
  gangOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** One option of a pick: its id (the decision's), its words and its boon. */
interface BoonOption {
  readonly id: string;
  readonly label: string;
  readonly boon: Boon;
}

/** A pick as a turn begins: the ability, what it costs first, its options and how long the boon lasts. */
export interface TurnBoon {
  readonly ability: string;
  readonly options: readonly BoonOption[];
  /** How long: a Lasting of give.ts, or until the holder's next turn begins. */
  readonly lasting: Lasting | 'next-turn';
  /** Life Points lost before the pick (The End is Near); a holder taken out by them picks nothing. */
  readonly lpCost?: number;
}

const stat = (s: StatName, n: number, word: string): BoonOption => ({
  id: s,
  label: `+${n} ${word}`,
  boon: { stats: { [s]: n } },
});
const ability = (id: string, ref: AbilityRef, label: string): BoonOption => ({
  id,
  label,
  boon: { abilities: [ref] },
});

/** The picks the engine plays. */
export const TURN_BOONS: readonly TurnBoon[] = [
  {
    ability: 'Auxiliary Systems',
    options: [stat('protection', 2, 'PROTECTION'), stat('dex', 2, 'DEXTERITY'), stat('move', 2, 'MOVE')],
    lasting: 'round',
  },
  {
    ability: 'The End is Near',
    options: [stat('attack', 1, 'ATTACK'), stat('dex', 1, 'DEXTERITY'), stat('move', 1, 'MOVE')],
    lasting: 'game',
    lpCost: 2,
  },
  {
    ability: 'Split Personalities',
    options: [
      ability('fear', { name: 'Fear', value: -2 }, 'Fear (−2)'),
      ability('slippery', { name: 'Slippery', value: null }, 'Slippery'),
      ability('vampiric', { name: 'Vampiric Attack', value: 2 }, 'Vampiric Attack (2)'),
      ability('water', { name: 'Water Creature', value: null }, 'Water Creature'),
    ],
    lasting: 'next-turn',
  },
];

function picked(answer: Command, options: readonly ChoiceOption[]): string {
  return answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
}

/** The pick of `t` as `eid`'s turn begins: its cost, the decision, the boon. */
function* pick(m: Match, eid: number, t: TurnBoon): Resolution {
  if (t.lpCost) {
    loseLifePoints(m, eid, t.lpCost, t.ability);
    if (!isOnBoard(m, eid)) return;
  }
  const options: ChoiceOption[] = t.options.map((o) => ({ id: o.id, label: `${t.ability}: ${o.label}` }));
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, eid),
    character: idOf(m, eid),
    purpose: 'turn-boon',
    options,
  };
  const id = picked(answer, options);
  const o = t.options.find((x) => x.id === id) ?? t.options[0]!;
  if (t.lasting === 'next-turn') {
    removeGrants(m, eid, t.ability);
    give(m, eid, eid, t.ability, o.boon, 'game');
  } else give(m, eid, eid, t.ability, o.boon, t.lasting);
}

/** The pick `eid` makes as its turn begins, or null (the picks of one character come one after another). */
export function turnBoonsAtStart(m: Match, eid: number): Resolution | null {
  const mine = TURN_BOONS.filter((t) => holdsUnique(m, eid, t.ability));
  if (mine.length === 0) return null;
  return (function* (): Resolution {
    for (const t of mine) if (isOnBoard(m, eid)) yield* pick(m, eid, t);
  })();
}

/** Life Points the Starved Dhampir starts with, and from which a turn's start rejuvenates it. */
export const REJUVENATED = { startLp: 5, from: 6 } as const;
const REJUVENATED_BOON: Boon = { stats: { move: 1, dex: 1, attack: 1, mind: 1 } };

/** Rejuvenated as the first round starts: every Starved Dhampir down to 5 Life Points. */
export function rejuvenatedStart(m: Match): void {
  if (m.round !== 1) return;
  const p = m.world.components.Points;
  for (const e of charactersOnBoard(m.world))
    if (holdsUnique(m, e, 'Rejuvenated') && (p.lp[e] ?? 0) > REJUVENATED.startLp) {
      const before = p.lp[e] ?? 0;
      p.lp[e] = REJUVENATED.startLp;
      emit(m, {
        type: 'life-points',
        character: idOf(m, e),
        lpBefore: before,
        lpAfter: REJUVENATED.startLp,
        cause: 'Rejuvenated',
      });
    }
}

/** Rejuvenated as its turn begins: the boon of the last turn goes; 6 Life Points or more give it again. */
export function rejuvenatedTurn(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Rejuvenated')) return;
  removeGrants(m, eid, 'Rejuvenated');
  if ((m.world.components.Points.lp[eid] ?? 0) >= REJUVENATED.from)
    give(m, eid, eid, 'Rejuvenated', REJUVENATED_BOON, 'game');
}

/** Regenerating: from a turn begun on this many Life Points, +2 ATTACK until its next turn begins. */
export const REGENERATING = { from: 10, attack: 2 } as const;

/** Regenerating as its turn begins: the boon of the last turn goes; 10 Life Points or more give it again. */
export function regeneratingTurn(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Regenerating')) return;
  removeGrants(m, eid, 'Regenerating');
  if ((m.world.components.Points.lp[eid] ?? 0) >= REGENERATING.from)
    give(m, eid, eid, 'Regenerating', { stats: { attack: REGENERATING.attack } }, 'game');
}

/** Watered Down and Hoarded Wealth as a round ends. */
export function roundEndBoons(m: Match): void {
  const spentThisRound = new Set<string>();
  for (let i = m.log.length - 1; i >= 0; i--) {
    const e = m.log[i]!;
    if (e.type === 'round-start') break;
    if (e.type === 'will-points') spentThisRound.add(e.character);
  }
  const p = m.world.components.Points;
  for (const e of charactersOnBoard(m.world)) {
    if (holdsUnique(m, e, 'Watered Down') && isSwimming(m, e))
      loseLifePoints(m, e, p.lp[e] ?? 0, 'Watered Down');
    else if (holdsUnique(m, e, 'Hoarded Wealth') && !spentThisRound.has(idOf(m, e))) {
      p.wp[e] = (p.wp[e] ?? 0) + 1;
      emit(m, {
        type: 'regain',
        character: idOf(m, e),
        points: 'will',
        amount: 1,
        after: p.wp[e]!,
        cause: 'Hoarded Wealth',
      });
    }
  }
}

/** These abilities as a plug-in of the rule book. */
export const TURN_BOONS_PLUGIN = plugin('unique abilities as a turn or a round begins or ends', (add) => {
  add(TURN_START_CHOICES, turnBoonsAtStart);
  add(TURN_START, rejuvenatedTurn);
  add(TURN_START, regeneratingTurn);
  add(ROUND_START, rejuvenatedStart);
  add(ROUND_ENDED, roundEndBoons);
});
