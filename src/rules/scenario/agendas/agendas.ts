/**
 * Agendas in a match (rulebook "Agendas", "Action Points, Will Points & Command Points" → PLAN; the scenario says how
 * many each gang takes, their Victory Points and which Agenda rules apply: Cycle, Double, Secret, Secondary, Total).
 *
 * - **Dealing**: as the match is set up each gang draws its Agendas. A draw rolls two d10 (content/agendas.ts
 *   `agendaAt`); an Agenda the gang already holds or has held, or one it cannot achieve (conditions.ts `possible`),
 *   is put back and drawn again. The deck has its own stream of the match's seeded dice (`AGENDA_STREAM`), so the
 *   table's dice do not depend on the draws.
 * - **Watching**: after every action and turn, the new events are read as facts (facts.ts) and each card in hand
 *   checks its condition (conditions.ts); a card achieved stays achieved until the round ends.
 * - **Round end** (not the last): each achieved card scores its Victory Points, or under Double its gang may keep it
 *   in play once (a `choose` decision, purpose `agenda-double`): achieved again it scores double, else nothing.
 *   Cycle draws a replacement for each card scored. Smuggling (the Smuggler) lets a friend within 6″ in its sight
 *   regain 1 Command Point for each Agenda its gang achieves (purpose `smuggling`).
 * - **Game end**: achieved cards score (kept ones double); kept cards not achieved again score nothing; Total and
 *   Secondary are applied to the gang's Victory Points (scenarios' `score`, src/rules/scenario/scenarios.ts).
 * - **PLAN**: at the start of each round, before initiative, each gang in seating order may discard an Agenda and
 *   draw another for 1 Command Point of a character that has not used PLAN this round (purpose `plan`; the
 *   character with the most Command Points pays; asked again until the gang says `done`).
 *
 * Our readings: a kept card counts its condition again from the moment it is kept; a card discarded by PLAN, or
 * scored, is not drawn again (the deck holds one of each); Secret is kept by the view (the rules engine knows every
 * card); when the game ends early (one gang left) the cards achieved in that round score as at the last round.
 */
import { agendaAt, allAgendas, getAgenda } from '../../../content/agendas.ts';
import { printedTraitOf } from '../../character/traits.ts';
import { askToChoose } from '../../core/decisions.ts';
import { type DiceSource, seededDice } from '../../core/dice.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { hasUsedCommand, markCommandUsed } from '../../state/command-state.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { copyState, matchTable } from '../../state/per-match.ts';
import { charactersOnBoard } from '../../state/world.ts';
import type { AgendaRuleName, ScenarioAgendas } from '../scenario.ts';
import { AGENDA_CONDITIONS, type Memo, newMemo } from './conditions.ts';
import { FactReader } from './facts.ts';

/** Offset added to the match seed for the Agenda deck's own dice stream. */
export const AGENDA_STREAM = 0x5eed_a6e1;

/** Draws tried before an impossible or held Agenda is taken from the deck in table order instead. */
const MAX_DRAWS = 200;

/** One Agenda card in a gang's hand. */
export interface AgendaCard {
  readonly id: string;
  /** `open`: in play; `kept`: kept in play once under Double; `scored`; `lost` (kept and not achieved again). */
  status: 'open' | 'kept' | 'scored' | 'lost';
  /** Achieved since the round began (or since it was kept). */
  achieved: boolean;
  readonly memo: Memo;
}

/** The Agendas of a match. */
export interface AgendaState {
  /** Cards per gang index, in the order drawn (scored and lost ones stay, for the end screen). */
  readonly hands: AgendaCard[][];
  /** Every Agenda id each gang has drawn (not drawn again). */
  readonly drawn: Set<string>[];
  /** Victory Points each gang's Agendas have scored so far. */
  readonly vp: number[];
  /** Events of the log read so far. */
  seen: number;
  readonly reader: FactReader;
  readonly dice: DiceSource;
  /** The scenario's Agenda rules (how many, worth how much, Cycle, Double…). */
  readonly rules: ScenarioAgendas;
}

/** A copy of the Agenda state for a copy of the match: the deck draws from a copy of the original's stream. */
function copyAgendaState(a: AgendaState): AgendaState {
  return {
    hands: copyState(a.hands),
    drawn: copyState(a.drawn),
    vp: [...a.vp],
    seen: a.seen,
    reader: copyState(a.reader),
    dice: seededDice(0, a.dice.state()),
    rules: a.rules,
  };
}

/** The Agendas of each match, kept in its world. */
const agendaStates = matchTable<AgendaState>(copyAgendaState);

/**
 * The Agendas of match `m` (their cards, scores and the deck).
 * @throws Error when the match was made without them ({@link startAgendaState} is called by `createMatch`).
 */
export function agendaStateOf(m: Match): AgendaState {
  const a = agendaStates.get(m);
  if (!a) throw new Error('this match keeps no Agenda state');
  return a;
}

/**
 * Give match `m` of `n` gangs and `seed` its Agenda state under the scenario's Agenda `rules`; `dice` for the deck
 * (else the seed's own stream). Called once by `createMatch`, before any card is dealt.
 */
export function startAgendaState(
  m: Match,
  n: number,
  seed: number,
  rules: ScenarioAgendas,
  dice?: DiceSource,
): void {
  agendaStates.set(m, {
    hands: Array.from({ length: n }, () => []),
    drawn: Array.from({ length: n }, () => new Set<string>()),
    vp: Array.from({ length: n }, () => 0),
    seen: 0,
    reader: new FactReader(),
    dice: dice ?? seededDice((seed + AGENDA_STREAM) >>> 0),
    rules,
  });
}

/** The scenario's Agenda rules for the match. */
function rulesOf(m: Match): ScenarioAgendas {
  return agendaStateOf(m).rules;
}

/** Whether the scenario applies the Agenda rule `name`. */
export function hasAgendaRule(m: Match, name: AgendaRuleName): boolean {
  return rulesOf(m).rules.includes(name);
}

/** Draw one Agenda for gang `g` (see the module comment); emits `agenda` (drawn). */
function draw(m: Match, g: number, cause: 'deal' | 'plan' | 'cycle', by: number | null): AgendaCard {
  const a = agendaStateOf(m);
  const usable = (id: string): boolean =>
    !a.drawn[g]!.has(id) && (AGENDA_CONDITIONS[id]?.possible(m, g) ?? false);
  let id: string | null = null;
  for (let k = 0; k < MAX_DRAWS && id === null; k++) {
    const picked = agendaAt(a.dice.d10(), a.dice.d10());
    if (picked && usable(picked.id)) id = picked.id;
  }
  // A deck with nothing usable left rolls on forever: take the first usable card, else any not yet drawn.
  id ??=
    allAgendas().find((x) => usable(x.id))?.id ??
    allAgendas().find((x) => !a.drawn[g]!.has(x.id))?.id ??
    null;
  if (id === null) throw new Error('the Agenda deck is empty');
  a.drawn[g]!.add(id);
  const card: AgendaCard = { id, status: 'open', achieved: false, memo: newMemo() };
  a.hands[g]!.push(card);
  emit(m, {
    type: 'agenda',
    gang: m.setup.gangs[g]!.id,
    agenda: id,
    change: 'drawn',
    cause,
    vp: 0,
    character: by === null ? null : idOf(m, by),
  });
  return card;
}

/** Deal each gang its Agendas (the scenario's count) as the match is set up. */
export function dealAgendas(m: Match): void {
  const { count } = rulesOf(m);
  for (let g = 0; g < m.setup.gangs.length; g++) for (let k = 0; k < count; k++) draw(m, g, 'deal', null);
}

/** Cards of gang `g` still in play (open or kept). */
export function cardsInPlay(m: Match, g: number): AgendaCard[] {
  return agendaStateOf(m).hands[g]!.filter((c) => c.status === 'open' || c.status === 'kept');
}

/**
 * Read the events since the last call and look at the board: mark every card in play whose condition is met. Call
 * after each action and turn, and before the round's Agendas are checked.
 */
export function watchAgendas(m: Match): void {
  const a = agendaStateOf(m);
  if (a.hands.every((h) => h.length === 0)) return;
  const events = m.log.slice(a.seen);
  a.seen = m.log.length;
  for (const e of events)
    for (const f of a.reader.read(m, e))
      for (let g = 0; g < a.hands.length; g++)
        for (const card of cardsInPlay(m, g)) {
          const rule = AGENDA_CONDITIONS[card.id];
          if (!card.achieved && rule?.fact?.(m, g, f, card.memo)) card.achieved = true;
        }
  for (let g = 0; g < a.hands.length; g++)
    for (const card of cardsInPlay(m, g)) {
      const rule = AGENDA_CONDITIONS[card.id];
      if (!card.achieved && rule?.look?.(m, g)) card.achieved = true;
    }
}

/** Score `card` of gang `g` (double when kept) and emit `agenda` (scored). */
function score(m: Match, g: number, card: AgendaCard): number {
  const vp = rulesOf(m).vp * (card.status === 'kept' ? 2 : 1);
  card.status = 'scored';
  agendaStateOf(m).vp[g] = (agendaStateOf(m).vp[g] ?? 0) + vp;
  emit(m, {
    type: 'agenda',
    gang: m.setup.gangs[g]!.id,
    agenda: card.id,
    change: 'scored',
    cause: 'round-end',
    vp,
    character: null,
  });
  return vp;
}

/** A character of gang `g` to name in its decisions (the first on the board), or null. */
function spokesman(m: Match, g: number): number | null {
  return charactersOnBoard(m.world).find((e) => m.world.components.Gang.index[e] === g) ?? null;
}

/**
 * The round's end, before the next one (not after the last round: see {@link finalAgendas}): score the achieved
 * cards, or keep them under Double; Cycle and Smuggling follow each Agenda achieved.
 */
export function* agendasAtRoundEnd(m: Match): Generator<PendingDecision, void, Command> {
  watchAgendas(m);
  for (let g = 0; g < m.setup.gangs.length; g++) {
    for (const card of cardsInPlay(m, g)) {
      if (!card.achieved) continue;
      const who = spokesman(m, g);
      let keep = false;
      if (card.status === 'open' && hasAgendaRule(m, 'Double') && who !== null) {
        const name = getAgenda(card.id).name;
        const vp = rulesOf(m).vp;
        const picked = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, who), 'agenda-double', [
          { id: `score:${card.id}`, label: `Score ${name} now (${vp} VP)` },
          { id: `keep:${card.id}`, label: `Keep ${name} in play (${2 * vp} VP if achieved again)` },
        ]);
        keep = picked === `keep:${card.id}`;
      }
      if (keep) {
        card.status = 'kept';
        card.achieved = false;
        Object.assign(card.memo, newMemo());
        emit(m, {
          type: 'agenda',
          gang: m.setup.gangs[g]!.id,
          agenda: card.id,
          change: 'kept',
          cause: 'round-end',
          vp: 0,
          character: null,
        });
      } else {
        score(m, g, card);
        if (hasAgendaRule(m, 'Cycle')) draw(m, g, 'cycle', null);
      }
      yield* smuggling(m, g);
    }
  }
}

/** The game is over: score what was achieved (kept cards double), and lose the kept cards not achieved again. */
export function finalAgendas(m: Match): void {
  watchAgendas(m);
  for (let g = 0; g < m.setup.gangs.length; g++)
    for (const card of cardsInPlay(m, g)) {
      if (card.achieved) score(m, g, card);
      else if (card.status === 'kept') {
        card.status = 'lost';
        emit(m, {
          type: 'agenda',
          gang: m.setup.gangs[g]!.id,
          agenda: card.id,
          change: 'lost',
          cause: 'game-end',
          vp: 0,
          character: null,
        });
      }
    }
}

/**
 * The Victory Points gang `g` takes at the end: `primary` (the scenario's Primary Objective) plus its Agendas',
 * under Total (every Agenda achieved, else none of theirs) and Secondary (no Victory Points at all without one).
 */
export function withAgendas(m: Match, g: number, primary: number): number {
  const hand = agendaStateOf(m).hands[g] ?? [];
  const achieved = hand.filter((c) => c.status === 'scored').length;
  const agendaVp = hasAgendaRule(m, 'Total') && achieved < hand.length ? 0 : (agendaStateOf(m).vp[g] ?? 0);
  if (hasAgendaRule(m, 'Secondary') && achieved === 0) return 0;
  return primary + agendaVp;
}

/** Inches within which Smuggling (the trait agenda-command-points) reaches a friend. */
export const SMUGGLING_RANGE = 6;

/**
 * Smuggling (the Smuggler of The Guild), after gang `g` achieved an Agenda: for each character of the gang on the
 * board whose profile prints the trait agenda-command-points (character/traits.ts), a friend within 6″ in its sight
 * (itself too) that has spent Command Points regains 1 (never above its starting Command Points). The gang picks
 * who (`smuggling`; the first option: the one that spent the most).
 */
function* smuggling(m: Match, g: number): Generator<PendingDecision, void, Command> {
  const c = m.world.components;
  for (const s of charactersOnBoard(m.world)) {
    if (c.Gang.index[s] !== g || !isOnBoard(m, s)) continue;
    const smuggler = printedTraitOf(m.book, profileOf(m, s), 'agenda-command-points');
    if (!smuggler.has) continue;
    const friends = charactersOnBoard(m.world)
      .filter(
        (e) =>
          c.Gang.index[e] === g &&
          (c.Points.cp[e] ?? 0) < (c.Points.cpStart[e] ?? 0) &&
          (e === s || (distanceBetween(m, s, e) <= SMUGGLING_RANGE && sightBetween(m, s, e).lineOfSight)),
      )
      .sort(
        (a, b) =>
          (c.Points.cpStart[b] ?? 0) -
            (c.Points.cp[b] ?? 0) -
            ((c.Points.cpStart[a] ?? 0) - (c.Points.cp[a] ?? 0)) || a - b,
      );
    if (friends.length === 0) continue;
    let chosen = friends[0]!;
    if (friends.length > 1) {
      const options: ChoiceOption[] = friends.map((e) => ({
        id: idOf(m, e),
        label: c.Identity.name[e] ?? idOf(m, e),
        figure: idOf(m, e),
      }));
      const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, s), 'smuggling', options);
      chosen = m.ids.get(id) ?? chosen;
    }
    c.Points.cp[chosen] = (c.Points.cp[chosen] ?? 0) + 1;
    emit(m, {
      type: 'regain',
      character: idOf(m, chosen),
      points: 'command',
      amount: 1,
      after: c.Points.cp[chosen] ?? 0,
      cause: smuggler.source,
    });
  }
}

/** The character of gang `g` that would pay for a PLAN now (a Command Point, PLAN unused this round), or null. */
export function planPayer(m: Match, g: number): number | null {
  const c = m.world.components;
  let best: number | null = null;
  for (const e of charactersOnBoard(m.world)) {
    if (c.Gang.index[e] !== g || (c.Points.cp[e] ?? 0) < 1 || hasUsedCommand(m.command, e, 'plan')) continue;
    if (best === null || (c.Points.cp[e] ?? 0) > (c.Points.cp[best] ?? 0)) best = e;
  }
  return best;
}

/**
 * PLAN as a round starts (see the module comment): each gang in seating order, while it has a payer and a card in
 * play, is asked which Agenda to redraw, or `done`.
 */
export function* askPlans(m: Match): Generator<PendingDecision, void, Command> {
  if (agendaStateOf(m).hands.every((h) => h.length === 0)) return;
  for (let g = 0; g < m.setup.gangs.length; g++) {
    for (;;) {
      const payer = planPayer(m, g);
      const cards = cardsInPlay(m, g);
      if (payer === null || cards.length === 0) break;
      const options: ChoiceOption[] = [
        { id: 'done', label: 'keep these Agendas' },
        ...cards.map((card) => ({ id: `redraw:${card.id}`, label: `redraw ${getAgenda(card.id).name}` })),
      ];
      const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, payer), 'plan', options);
      const card = cards.find((x) => `redraw:${x.id}` === id);
      if (!card) break;
      const p = m.world.components.Points;
      p.cp[payer] = (p.cp[payer] ?? 0) - 1;
      markCommandUsed(m.command, payer, 'plan');
      const hand = agendaStateOf(m).hands[g]!;
      hand.splice(hand.indexOf(card), 1);
      emit(m, {
        type: 'agenda',
        gang: m.setup.gangs[g]!.id,
        agenda: card.id,
        change: 'discarded',
        cause: 'plan',
        vp: 0,
        character: idOf(m, payer),
      });
      draw(m, g, 'plan', payer);
    }
  }
}
