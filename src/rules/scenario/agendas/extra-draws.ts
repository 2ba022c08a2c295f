/**
 * Drawing more Agendas than the rule asks, then discarding (the profiles' unique abilities; rulebook "Agendas"):
 *
 * - Reflected Reality (Harbinger's Reflection; the trait agenda-extra-draw): while it is on the board, each time its
 *   gang draws Agendas it draws one more, looks at them and discards one — as they are dealt, for a PLAN, for Cycle.
 * - Maps and Charts (the Wayfinder; the trait plan-extra-draws): each PLAN it pays for draws 2 more, and 2 of those
 *   drawn are discarded.
 *
 * The gang picks (a `choose` decision, purpose `agenda-draw`): which card it keeps, `keep:<agenda id>`, when one is
 * kept of those drawn; else which it discards, `discard:<agenda id>`, once per card discarded. The deal's extra card
 * is drawn as the first round begins, before PLAN (the deal itself is made as the match is set up, where nothing
 * can be asked), and one of the whole hand is discarded. A card discarded is not drawn again (the deck holds one of
 * each). Our reading: with both, the extras add up (a Wayfinder's PLAN beside the Reflection draws 4, keeps 1).
 */
import { getAgenda } from '../../../content/agendas.ts';
import { printedTraitOf } from '../../character/traits.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { emit, idOf, type Match, profileOf } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { type AgendaCard, agendaStateOf } from './agenda-state.ts';
import { drawAgenda } from './deck.ts';

type DrawCause = 'deal' | 'plan' | 'cycle';

/** The characters of gang `g` on the board. */
const ofGang = (m: Match, g: number) =>
  charactersOnBoard(m.world).filter((e) => m.world.components.Gang.index[e] === g);

/**
 * Agendas gang `g` draws beyond those a draw asks: Reflected Reality's, and for a PLAN paid by `payer` its Maps and
 * Charts (see the module comment).
 */
export function extraDraws(m: Match, g: number, cause: DrawCause, payer: number | null): number {
  let extra = 0;
  for (const e of ofGang(m, g)) extra += printedTraitOf(m.book, profileOf(m, e), 'agenda-extra-draw').value;
  if (cause === 'plan' && payer !== null)
    extra += printedTraitOf(m.book, profileOf(m, payer), 'plan-extra-draws').value;
  return extra;
}

/** Whether `eid` draws more Agendas when it pays for a PLAN (Maps and Charts): the gang's PLAN is its to pay. */
export function drawsMoreOnPlan(m: Match, eid: number): boolean {
  return printedTraitOf(m.book, profileOf(m, eid), 'plan-extra-draws').has;
}

/**
 * Draw `n` Agendas for gang `g` (cause and payer as deck.ts `drawAgenda`), and the extras the gang draws with them;
 * then as many of those drawn as the extras are discarded, where the gang picks.
 */
export function* drawAgendas(
  m: Match,
  g: number,
  cause: DrawCause,
  by: number | null,
  n = 1,
): Generator<PendingDecision, void, Command> {
  const extra = extraDraws(m, g, cause, by);
  const drawn: AgendaCard[] = [];
  for (let k = 0; k < n + extra; k++) drawn.push(drawAgenda(m, g, cause, by));
  yield* discardAmong(m, g, drawn, extra, cause, by);
}

/** Whether the deal's extra Agendas were drawn in a match. */
const dealExtrasDrawn = matchTable<true>();

/** The deal's extra Agendas, once a match, as the first round begins (see the module comment). */
export function* dealExtras(m: Match): Generator<PendingDecision, void, Command> {
  if (dealExtrasDrawn.get(m)) return;
  dealExtrasDrawn.set(m, true);
  const state = agendaStateOf(m);
  for (let g = 0; g < m.setup.gangs.length; g++) {
    const hand = state.hands[g];
    if (!hand || hand.length === 0) continue;
    const extra = extraDraws(m, g, 'deal', null);
    for (let k = 0; k < extra; k++) drawAgenda(m, g, 'deal', null);
    yield* discardAmong(m, g, [...hand], extra, 'deal', null);
  }
}

/** Discard `count` of `cards` (in gang `g`'s hand), the gang picking: the one kept, or each one discarded. */
function* discardAmong(
  m: Match,
  g: number,
  cards: readonly AgendaCard[],
  count: number,
  cause: DrawCause,
  by: number | null,
): Generator<PendingDecision, void, Command> {
  if (count <= 0 || cards.length === 0) return;
  const who = by ?? ofGang(m, g)[0];
  const gang = m.setup.gangs[g]!.id;
  const left = [...cards];
  const discard = (card: AgendaCard) => {
    const hand = agendaStateOf(m).hands[g]!;
    hand.splice(hand.indexOf(card), 1);
    left.splice(left.indexOf(card), 1);
    emit(m, {
      type: 'agenda',
      gang,
      agenda: card.id,
      change: 'discarded',
      cause,
      vp: 0,
      character: by === null ? null : idOf(m, by),
    });
  };
  const ask = (options: ChoiceOption[]) =>
    askToChoose(gang, who === undefined ? gang : idOf(m, who), 'agenda-draw', options);
  if (left.length - count === 1) {
    const id = yield* ask(left.map((c) => ({ id: `keep:${c.id}`, label: `keep ${getAgenda(c.id).name}` })));
    const kept = left.find((c) => `keep:${c.id}` === id) ?? left[0]!;
    for (const c of [...left]) if (c !== kept) discard(c);
    return;
  }
  for (let k = 0; k < count && left.length > 0; k++) {
    const id = yield* ask(
      left.map((c) => ({ id: `discard:${c.id}`, label: `discard ${getAgenda(c.id).name}` })),
    );
    discard(left.find((c) => `discard:${c.id}` === id) ?? left[0]!);
  }
}
