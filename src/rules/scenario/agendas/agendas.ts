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
 * This file plays the round's end (Double, Cycle), Smuggling and PLAN; the cards in hand and the deck's dice are
 * kept in agenda-state.ts, dealing and drawing are deck.ts, watching is watching.ts and scoring is scoring.ts.
 *
 * Our readings: a kept card counts its condition again from the moment it is kept; a card discarded by PLAN, or
 * scored, is not drawn again (the deck holds one of each); Secret is kept by the view (the rules engine knows every
 * card); when the game ends early (one gang left) the cards achieved in that round score as at the last round.
 */
import { getAgenda } from '../../../content/agendas.ts';
import { printedTraitOf } from '../../character/traits.ts';
import { commandUsed } from '../../command/command-hooks.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { hasUsedCommand, markCommandUsed } from '../../state/command-state.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { agendaRulesOf, agendaStateOf, cardsInPlay, hasAgendaRule } from './agenda-state.ts';
import { newMemo } from './conditions.ts';
import { dealExtras, drawAgendas, drawsMoreOnPlan } from './extra-draws.ts';
import { scoreCard } from './scoring.ts';
import { watchAgendas } from './watching.ts';

// The match (match/) sets up, deals, watches and scores the Agendas through this file.
export { startAgendaState } from './agenda-state.ts';
export { dealAgendas } from './deck.ts';
export { finalAgendas } from './scoring.ts';
export { watchAgendas } from './watching.ts';

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
        const vp = agendaRulesOf(m).vp;
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
        scoreCard(m, g, card);
        if (hasAgendaRule(m, 'Cycle')) yield* drawAgendas(m, g, 'cycle', null);
      }
      yield* smuggling(m, g);
    }
  }
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
        label: nameOf(m, e),
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

/**
 * The character of gang `g` that would pay for a PLAN now (a Command Point, PLAN unused this round): one that draws
 * more Agendas on a PLAN (Maps and Charts) first, then the most Command Points; or null.
 */
export function planPayer(m: Match, g: number): number | null {
  const c = m.world.components;
  let best: number | null = null;
  for (const e of charactersOnBoard(m.world)) {
    if (c.Gang.index[e] !== g || (c.Points.cp[e] ?? 0) < 1 || hasUsedCommand(m.command, e, 'plan')) continue;
    // a character that draws more on a PLAN (Maps and Charts) pays first
    const more = (x: number) => (drawsMoreOnPlan(m, x) ? 1 : 0);
    if (best === null || more(e) - more(best) > 0) best = e;
    else if (more(e) === more(best) && (c.Points.cp[e] ?? 0) > (c.Points.cp[best] ?? 0)) best = e;
  }
  return best;
}

/**
 * PLAN as a round starts (see the module comment): each gang in seating order, while it has a payer and a card in
 * play, is asked which Agenda to redraw, or `done`.
 */
export function* askPlans(m: Match): Generator<PendingDecision, void, Command> {
  // the deal's extra cards first, as the first round begins (extra-draws.ts: Reflected Reality)
  yield* dealExtras(m);
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
      yield* drawAgendas(m, g, 'plan', payer);
      commandUsed(m, payer, 'plan');
    }
  }
}
