/**
 * The flow of a turn (rulebook "Rounds & Turns", "Action Points", "Command Points"): what follows a command once
 * `submit` (match.ts) has accepted it — the activation of a character and the choices offered as its turn begins,
 * an action of the table (action-table.ts) run until it asks a decision or ends, what comes after an action
 * (abilities, Fortune, Agendas, the game's end, COUNTER offers), the end of the turn; the round's end and the
 * game's end follow from rounds.ts.
 */
import { afterActionChoices, turnEndChoices, turnStartChoices } from '../character/flow-hooks.ts';
import { afterActionAbilities } from '../character/hooks.ts';
import { useAbility } from '../command/command-abilities.ts';
import {
  counterGangsAfter,
  counterInProgress,
  endCounter,
  giveOrder,
  nextCounterOffer,
} from '../command/command-points.ts';
import type { AbilityCommand, ActionCommand, Command, DecisionAnswer, OrderCommand } from '../core/types.ts';
import { riderFallsOff } from '../movement/row.ts';
import { watchAgendas } from '../scenario/agendas/agendas.ts';
import { awardFortune } from '../scenario/fortune.ts';
import { carriersDrop, objectivesAtTurnEnd } from '../scenario/objectives.ts';
import { watchStreetFight } from '../scenario/street-fight.ts';
import { emit, isOnBoard, type Match, type Resolution } from '../state/match-state.ts';
import type { ActionDef } from './action-def.ts';
import { activate, checkEnd, endTurn, turnEndFall } from './rounds.ts';

/** Run the resolution until it asks a decision or ends; then tidy the turn. */
function advance(m: Match, answer?: Command): void {
  const running = m.running;
  if (!running) return;
  const step = answer === undefined ? running.next(undefined as never) : running.next(answer);
  if (!step.done) {
    m.pending = step.value;
    emit(m, { type: 'decision', decision: step.value });
    return;
  }
  m.running = null;
  m.pending = null;
  riderFallsOff(m, m.actionLoss);
  // A carrier that lost 3 or more Life Points in the action drops its Objective (scenario/objectives.ts).
  carriersDrop(m, m.actionLoss);
  m.actionLoss.clear();
  afterActionAbilities(m);
  awardFortune(m);
  watchAgendas(m);
  // Street Fight: Attackers at the far edge leave play, kills of Attackers are credited (scenario/street-fight.ts).
  watchStreetFight(m);
  afterAction(m);
}

/**
 * After an action (or an ORDER, or the choices as a turn begins): the game may end; the rule book's plug-ins run
 * what follows an action (a Pickpocket's Will Point comes back); a COUNTER made ends, or one is offered; the turn
 * ends when nothing is left of it.
 */
function afterAction(m: Match): void {
  checkEnd(m, false);
  if (m.over) return;
  // What plug-ins do at the end of an action (character/flow-hooks.ts AFTER_ACTION: Pickpocket).
  const after = afterActionChoices(m);
  if (after) {
    m.running = after;
    advance(m);
    return;
  }
  // A COUNTER is one action (command-points.ts): once it is resolved, or passed, the interrupted turn resumes.
  const counter = counterInProgress(m);
  if (counter) {
    if (counter.acted) finishTurn(m);
    return;
  }
  const offer = nextCounterOffer(m);
  if (offer) {
    m.running = offer;
    advance(m);
    return;
  }
  const eid = m.active;
  const spent = (m.world.components.Points.ap[eid] ?? 0) <= 0 && !m.turnState.chainedJumpReady;
  if (eid >= 0 && (!isOnBoard(m, eid) || spent)) finishTurn(m);
}

/** End the active character's turn, after its fall when it is left hanging on a wall (rounds.ts `turnEndFall`). */
function finishTurn(m: Match): void {
  const fall = turnEndFall(m);
  if (!fall && counterInProgress(m)) {
    endCounter(m);
    afterAction(m);
    return;
  }
  if (!fall) {
    // Choices offered as the turn ends (character/flow-hooks.ts: Gifts of Dried Meats): the turn ends after them.
    // Then the Objectives the character ends its turn touching (scenario/objectives.ts).
    const choices = turnEndChoices(m, objectivesAtTurnEnd);
    if (choices) {
      const eid = m.active;
      m.running = (function* (): Resolution {
        yield* choices;
        // nothing is left of the turn: it ends once the choices are made (afterAction)
        m.world.components.Points.ap[eid] = 0;
        m.turnState.chainedJumpReady = false;
      })();
      advance(m);
      return;
    }
    endTurn(m);
    return;
  }
  m.running = fall;
  advance(m);
}

/**
 * `run` (the character's first command of its turn), after the choices offered as its turn begins
 * (character/flow-hooks.ts: Blood for Magic). Call it right after `activate`.
 */
function afterTurnStart(m: Match, eid: number, run: () => Resolution): Resolution {
  const start = turnStartChoices(m, eid);
  if (!start) return run();
  return (function* (): Resolution {
    yield* start;
    yield* run();
  })();
}

/** Run the choices offered as `eid`'s turn begins, if any (after `activate`); else go on as after an action. */
function offerTurnStart(m: Match, eid: number): void {
  const start = isOnBoard(m, eid) ? turnStartChoices(m, eid) : null;
  if (!start) {
    afterAction(m);
    return;
  }
  m.running = start;
  advance(m);
}

/** The answer to the pending decision: the resolution waiting on it goes on. */
export function answer(m: Match, cmd: DecisionAnswer): void {
  advance(m, cmd);
}

/** ABILITY: a Command Ability used by `cmd.actor`, whose turn it starts when it has not begun. */
export function playAbility(m: Match, cmd: AbilityCommand): void {
  m.actionLoss.clear();
  const user = m.ids.get(cmd.actor)!;
  if (m.active !== user) {
    activate(m, user);
    m.running = afterTurnStart(m, user, () => useAbility(m, cmd));
  } else m.running = useAbility(m, cmd);
  advance(m);
}

/** ORDER: an Action Point more for `cmd.target`, whose turn it starts when it has not begun. */
export function playOrder(m: Match, cmd: OrderCommand): void {
  const target = m.ids.get(cmd.target)!;
  const starts = m.active !== target;
  giveOrder(m, cmd);
  if (starts) offerTurnStart(m, target);
  else afterAction(m);
}

/** The activation of `eid`: its turn begins. */
export function playActivation(m: Match, eid: number): void {
  activate(m, eid);
  offerTurnStart(m, eid);
}

/** The end of `eid`'s turn, begun first when it has not (its turn's choices are offered, then it ends). */
export function playEndTurn(m: Match, eid: number): void {
  if (m.active !== eid) {
    activate(m, eid);
    const start = turnStartChoices(m, eid);
    if (start) {
      // The turn's choices first; then nothing is left of the turn, which ends (afterAction).
      m.running = (function* (): Resolution {
        yield* start;
        m.world.components.Points.ap[eid] = 0;
      })();
      advance(m);
      return;
    }
  }
  finishTurn(m);
}

/**
 * An action of the table, already checked (action-table.ts `actionProblem`): `eid`'s turn begins when it has not;
 * during a COUNTER the action is the one it allows, otherwise the gangs that may COUNTER it are noted; then it
 * resolves.
 */
export function playAction(m: Match, def: ActionDef, cmd: ActionCommand, eid: number): void {
  const starts = m.active !== eid;
  if (starts) activate(m, eid);
  const counter = counterInProgress(m);
  if (counter) counter.acted = true;
  else m.command.toAsk = counterGangsAfter(m, eid, cmd.type);
  m.actionLoss.clear();
  const run = () => def.resolve(m, cmd, eid);
  m.running = starts ? afterTurnStart(m, eid, run) : run();
  advance(m);
}
