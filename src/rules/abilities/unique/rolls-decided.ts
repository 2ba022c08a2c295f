/**
 * Rolls a rule decides for anyone nearby, friend or foe:
 *
 * - **All According to Plan** (Colombina, Gifted): once a round, as any character that can see her (she herself too)
 *   is about to roll dice, her player may have it score a single Ace instead of rolling. Asked before the roll's Will
 *   Points (rolls/roll-hooks.ts `ROLL_INSTEAD`) as a `choose` decision of her gang, purpose `all-according-to-plan`
 *   (`character` the roller): `roll`, `ace`, or `hold` (she is not asked again this round).
 * - **Probable Statistic** (the Doctor of Divine Probabilities, The Doctors): for 1 Will Point, the Destiny Dice of a
 *   roll made by a character within 6″ and in its sight, friend or foe (itself too), reads 1 or 10. Asked once the
 *   roll's dice and re-rolls are made, before it is read (`ROLL_SET`), as a `choose` decision of the Doctor's gang,
 *   purpose `probable-statistic` (`character` the roller): `none`, `ten`, `one`, or `hold` (not asked again this
 *   round).
 *
 * Our readings: the single Ace is a Success — never a Critical nor a Fumble — with nothing re-rolled, set or Parried
 * and no Will Points spent; in an Opposed Roll it stands whatever the other side rolls. The card calls Probable
 * Statistic an Action costing 1 Will Point; the rolls it changes are made in anyone's turn, so it is used as they are
 * made, for no Action Point, at most once a roll for each Doctor, paid from the Doctor's own Will Points. It is asked
 * only when a Destiny Dice of 1 or 10 would change the roll's Aces or its result, so that a player is not asked about
 * a change that changes nothing. Rolls made where nothing can wait (a MIND roll as a round begins, a poison's roll as
 * a turn ends…) are asked about by neither.
 */
import { holdsUnique } from '../../character/stats.ts';
import { spendWill } from '../../character/will-sources.ts';
import { askToChoose } from '../../core/decisions.ts';
import { effectiveAceOn, type Roll, readRoll } from '../../core/dice.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { ROLL_INSTEAD, ROLL_SET, type RollAbout, type RollStep } from '../../rolls/roll-hooks.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  type Match,
  nameOf,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const ALL_ACCORDING_TO_PLAN = 'All According to Plan';
export const PROBABLE_STATISTIC = 'Probable Statistic';
/** Inches from the Doctor of Divine Probabilities within which a roll may be set. */
export const PROBABLE_STATISTIC_RANGE = 6;
/** Will Points one use of Probable Statistic costs the Doctor. */
export const PROBABLE_STATISTIC_WP = 1;

/**
 * Per match: the round each holder last used or held its ability (entity → round), and the roll being asked about
 * (for the computer's answer: {@link rollAskedAbout}).
 */
const state = matchTable<{
  spent: Map<number, number>;
  held: Map<number, number>;
  asked: { roller: number; about: RollAbout; roll: Roll | null } | null;
}>();

function stateOf(m: Match) {
  return state.ensure(m, () => ({ spent: new Map(), held: new Map(), asked: null }));
}

/**
 * The roll an `all-according-to-plan` or `probable-statistic` decision is about while it waits: the roller (its
 * entity), what it rolls, and for Probable Statistic the dice as rolled (null before the dice). Null when none waits.
 */
export function rollAskedAbout(m: Match): { roller: number; about: RollAbout; roll: Roll | null } | null {
  return state.get(m)?.asked ?? null;
}

/** Whether `holder` may still use or be asked about its ability this round. */
function free(m: Match, holder: number): boolean {
  const s = stateOf(m);
  return s.spent.get(holder) !== m.round && s.held.get(holder) !== m.round;
}

/** A single Ace of a roll against `aceOn`, on the Destiny Dice (a Success: rulebook "Dice Rolls"). */
export function singleAce(kind: Roll['kind'], aceOn: number): Roll {
  return readRoll(kind, [effectiveAceOn(aceOn)], aceOn);
}

/** The Colombinas whose All According to Plan may make `roller`'s roll now: on the table, seen by it, unused. */
function planners(m: Match, roller: number): number[] {
  return charactersOnBoard(m.world).filter(
    (c) =>
      holdsUnique(m, c, ALL_ACCORDING_TO_PLAN) &&
      free(m, c) &&
      (c === roller || sightBetween(m, roller, c).lineOfSight),
  );
}

/** All According to Plan before `roller`'s roll (see the module comment). */
function allAccordingToPlan(
  m: Match,
  roller: number,
  about: RollAbout,
): RollStep<{ roll: Roll; label: string } | null> | null {
  const asked = planners(m, roller);
  if (asked.length === 0) return null;
  return (function* () {
    const s = stateOf(m);
    for (const c of asked) {
      const options: ChoiceOption[] = [
        {
          id: 'roll',
          label: `${nameOf(m, roller)} rolls ${about.pool} dice for ${about.purpose.replace(/-/g, ' ')}`,
          figure: idOf(m, roller),
        },
        { id: 'ace', label: 'a single Ace instead', figure: idOf(m, c) },
        { id: 'hold', label: 'not again this round', figure: idOf(m, c) },
      ];
      s.asked = { roller, about, roll: null };
      const pick = yield* askToChoose(gangOf(m, c), idOf(m, roller), 'all-according-to-plan', options);
      s.asked = null;
      if (pick === 'hold') s.held.set(c, m.round);
      if (pick !== 'ace') continue;
      s.spent.set(c, m.round);
      emit(m, {
        type: 'ability',
        character: idOf(m, c),
        ability: ALL_ACCORDING_TO_PLAN,
        effect: `${nameOf(m, roller)} scores a single Ace instead of rolling (${about.purpose})`,
      });
      return { roll: singleAce(about.kind, about.aceOn), label: `${ALL_ACCORDING_TO_PLAN}: a single Ace` };
    }
    return null;
  })();
}

/** `roll` with its Destiny Dice reading `value`. */
export function destinySetTo(roll: Roll, value: number): Roll {
  return readRoll(
    roll.kind,
    roll.dice.map((d, i) => (i === 0 ? value : d.value)),
    roll.aceOn,
    roll.dice.flatMap((d, i) => (d.rerolled ? [i] : [])),
  );
}

/** Whether a Destiny Dice reading `value` changes `roll`'s Aces or result (none for an empty pool). */
export function destinyChanges(roll: Roll, value: number): boolean {
  if (roll.dice.length === 0 || roll.dice[0]?.value === value) return false;
  const after = destinySetTo(roll, value);
  return after.aces !== roll.aces || after.result !== roll.result;
}

/** The Doctors whose Probable Statistic may set `roller`'s roll now: within 6″, in sight, with a Will Point. */
function statisticians(m: Match, roller: number): number[] {
  const wp = m.world.components.Points.wp;
  return charactersOnBoard(m.world).filter(
    (d) =>
      holdsUnique(m, d, PROBABLE_STATISTIC) &&
      free(m, d) &&
      (wp[d] ?? 0) >= PROBABLE_STATISTIC_WP &&
      (d === roller ||
        (distanceBetween(m, d, roller) <= PROBABLE_STATISTIC_RANGE &&
          sightBetween(m, d, roller).lineOfSight)),
  );
}

/** Probable Statistic once `roller`'s dice are made (see the module comment). */
function probableStatistic(
  m: Match,
  roller: number,
  about: RollAbout,
  roll: Roll,
): RollStep<{ roll: Roll; label: string } | null> | null {
  if (!destinyChanges(roll, 10) && !destinyChanges(roll, 1)) return null;
  const asked = statisticians(m, roller);
  if (asked.length === 0) return null;
  return (function* () {
    const s = stateOf(m);
    for (const d of asked) {
      const options: ChoiceOption[] = [
        { id: 'none', label: `leave the Destiny Dice at ${roll.dice[0]?.value}`, figure: idOf(m, roller) },
        ...[10, 1]
          .filter((v) => destinyChanges(roll, v))
          .map((v) => ({
            id: v === 10 ? 'ten' : 'one',
            label: `it reads ${v}: ${destinySetTo(roll, v).result}`,
            figure: idOf(m, d),
          })),
        { id: 'hold', label: 'not again this round', figure: idOf(m, d) },
      ];
      s.asked = { roller, about, roll };
      const pick = yield* askToChoose(gangOf(m, d), idOf(m, roller), 'probable-statistic', options);
      s.asked = null;
      if (pick === 'hold') s.held.set(d, m.round);
      if (pick !== 'ten' && pick !== 'one') continue;
      const value = pick === 'ten' ? 10 : 1;
      spendWill(m, d, PROBABLE_STATISTIC_WP);
      emit(m, {
        type: 'ability',
        character: idOf(m, d),
        ability: PROBABLE_STATISTIC,
        effect: `${nameOf(m, roller)}'s Destiny Dice reads ${value} (${about.purpose})`,
      });
      return { roll: destinySetTo(roll, value), label: `${PROBABLE_STATISTIC}: Destiny Dice ${value}` };
    }
    return null;
  })();
}

/** All According to Plan as a plug-in of the rule book. */
export const ALL_ACCORDING_TO_PLAN_PLUGIN = plugin(ALL_ACCORDING_TO_PLAN, (add) => {
  add(ROLL_INSTEAD, allAccordingToPlan);
});

/** Probable Statistic as a plug-in of the rule book. */
export const PROBABLE_STATISTIC_PLUGIN = plugin(PROBABLE_STATISTIC, (add) => {
  add(ROLL_SET, probableStatistic);
});
