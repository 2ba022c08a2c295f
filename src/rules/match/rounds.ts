/**
 * Game rounds and character turns (rulebook "Rounds & Turns", "Initiative", "Action Points"; "Order of Play").
 *
 * Initiative: each gang rolls dice equal to the remaining Command Points of one of its characters (the engine
 * picks the one with the most) and counts 7+; most Aces goes first, ties re-roll. A gang with no Command Points
 * left loses the roll; when no gang has any, each rolls one die and the highest goes first (ties re-roll).
 * The roll cannot be modified. Then gangs take turns clockwise, one character each, until every character has
 * had its turn. A character uses at most 3 AP in a round.
 */

import { hopTo } from '../character/counters.ts';
import {
  beforeDeployment,
  chosenOrder,
  orderSet,
  ROUND_ENDED,
  roundStartChoices,
  turnEnded,
} from '../character/flow-hooks.ts';
import { endRoundGrants, endTurnGrants } from '../character/grants.ts';
import { keepsStunned, roundStartAbilities } from '../character/hooks.ts';
import { endOfTurnStunned } from '../character/stunned.ts';
import { activate, clearTurnEndFall, noteTurnEndFall, turnEndFallen, waitingOf } from '../character/turns.ts';
import { clearSmoke } from '../combat/smoke.ts';
import { isAce, rollDice } from '../core/dice.ts';
import { endRoundSpellMarkers } from '../magic/spells/round-markers.ts';
import { fall } from '../movement/falling.ts';
import { occupied } from '../movement/occupied.ts';
import { endRoundTerrain } from '../movement/round-terrain.ts';
import { turnEndDrop } from '../movement/run-climb.ts';
import { agendasAtRoundEnd, askPlans, finalAgendas, watchAgendas } from '../scenario/agendas/agendas.ts';
import { announceObjectiveScores } from '../scenario/primary.ts';
import { scenarioOf } from '../scenario/scenarios.ts';
import type { Node } from '../space/api.ts';
import { mustMoveOff, nearestFreeOff } from '../space/obstacles.ts';
import { emit, gangOf, idOf, isOnBoard, type Match, nodeOf, type Resolution } from '../state/match-state.ts';
import { charactersOnBoard, setTag } from '../state/world.ts';

/** A character's turn itself (waiting characters, the gang to choose, activation, AP spent) is character/turns.ts. */
export { activate, gangToAct, spendAp, waitingOf } from '../character/turns.ts';

type InitiativeRoll = { gang: string; character: string | null; dice: number[]; aces: number };

function rollInitiative(m: Match): { first: number; rolls: InitiativeRoll[] } {
  const c = m.world.components;
  const gangs = m.setup.gangs.map((_, g) => {
    const withCp = charactersOnBoard(m.world)
      .filter((e) => c.Gang.index[e] === g && (c.Points.cp[e] ?? 0) > 0)
      .sort((a, b) => (c.Points.cp[b] ?? 0) - (c.Points.cp[a] ?? 0) || a - b);
    return {
      g,
      chosen: withCp[0] ?? -1,
      alive: charactersOnBoard(m.world).some((e) => c.Gang.index[e] === g),
    };
  });
  const anyCp = gangs.some((x) => x.chosen >= 0);
  let contenders = gangs.filter((x) => x.alive && (!anyCp || x.chosen >= 0)).map((x) => x.g);
  if (contenders.length === 0) contenders = gangs.map((x) => x.g);
  const rolls: InitiativeRoll[] = [];
  while (contenders.length > 1) {
    const scores = contenders.map((g) => {
      const chosen = gangs[g]!.chosen;
      const pool = anyCp ? (c.Points.cp[chosen] ?? 0) : 1;
      const roll = rollDice(m.dice, 'basic', pool, 7);
      const dice = roll.dice.map((d) => d.value);
      const score = anyCp ? dice.filter((v) => isAce(v, 7)).length : (dice[0] ?? 0);
      rolls.push({
        gang: m.setup.gangs[g]!.id,
        character: chosen >= 0 ? idOf(m, chosen) : null,
        dice,
        aces: score,
      });
      return { g, score };
    });
    const top = Math.max(...scores.map((s) => s.score));
    contenders = scores.filter((s) => s.score === top).map((s) => s.g);
  }
  return { first: contenders[0] ?? 0, rolls };
}

/**
 * Start a new game round: clear turns, PLAN (agendas/agendas.ts), then initiative and the order. When a decision is
 * asked (PLAN, or a plug-in's at the round's hook points: character/flow-hooks.ts) the rest runs as the match's
 * resolution.
 */
export function startRound(m: Match): void {
  runBetweenTurns(m, roundStart(m));
}

/**
 * Run `flow` (a round's start or end, between character turns) until its first decision, which the match then
 * waits on; nothing waits when it needs none.
 */
function runBetweenTurns(m: Match, flow: Resolution): void {
  const step = flow.next(undefined as never);
  if (step.done) return;
  m.running = flow;
  m.pending = step.value;
  emit(m, { type: 'decision', decision: step.value });
}

/**
 * Begin a match with its `setup` (the players' setup: scenario/setup-phase.ts) and then its first round, as one
 * resolution whose decisions the match waits on.
 */
export function beginMatch(m: Match, setup: Resolution): void {
  runBetweenTurns(
    m,
    (function* (): Resolution {
      yield* setup;
      yield* roundStart(m);
    })(),
  );
}

/** A new round, as a resolution (see {@link startRound}). */
function* roundStart(m: Match): Resolution {
  // the choices before deployment, when the setup made none (a match whose gangs the engine set up)
  if (m.round === 0) yield* beforeDeployment(m);
  const c = m.world.components;
  m.round += 1;
  m.command.used.clear();
  m.command.coverUntilRoundEnd.clear();
  for (const e of charactersOnBoard(m.world)) {
    setTag(m.world, e, c.HadTurn, false);
    c.Points.apUsed[e] = 0;
    c.Points.ap[e] = 0;
  }
  emit(m, { type: 'round-start' });
  // The end of the last round: Smoke's markers come off and its cover ends (smoke.ts).
  clearSmoke(m);
  // AURAs and round-long PULSE boons end with the round (abilities/grants.ts).
  endRoundGrants(m);
  // The rule book's round start (Reload uses come back; Mob Mentality's pool empties, Beggars add to the new one).
  roundStartAbilities(m);
  // What plug-ins ask before PLAN and the initiative (character/flow-hooks.ts: Resurrection, Fight Until the Last).
  yield* roundStartChoices(m);
  // PLAN: an Agenda redrawn for a Command Point, before the initiative roll spends them (agendas/agendas.ts).
  yield* askPlans(m);
  // A gang may choose the first gang instead of the roll (What's My Cue?) — a decision first; then what the rule
  // book asks once the order is set (Prey Upon, in the first round): character/flow-hooks.ts.
  setOrder(m, yield* chosenOrder(m));
  yield* orderSet(m);
}

/** The order of the round: from `chosen` (a gang index, What's My Cue?) or, when null, from the initiative roll. */
function setOrder(m: Match, chosen: number | null): void {
  const { first, rolls } = chosen === null ? rollInitiative(m) : { first: chosen, rolls: [] };
  const n = m.setup.gangs.length;
  m.order = Array.from({ length: n }, (_, k) => (first + k) % n);
  m.turn = 0;
  emit(m, {
    type: 'initiative',
    rolls,
    winner: m.setup.gangs[first]!.id,
    order: m.order.map((g) => m.setup.gangs[g]!.id),
  });
  skipEmptyGangs(m);
}

/** Move the turn pointer to the next gang (from the current one) that still has a character to activate. */
function skipEmptyGangs(m: Match): void {
  const n = m.order.length;
  for (let k = 0; k < n; k++) {
    const g = m.order[(m.turn + k) % n]!;
    if (waitingOf(m, g).length > 0) {
      m.turn = (m.turn + k) % n;
      return;
    }
  }
  m.turn = -1;
}

/**
 * Sandbox only (rules cases): end the current turn if any and give `eid` a turn with fresh Action Points, as if
 * a new round had begun for it.
 */
export function beginSandboxTurn(m: Match, eid: number): void {
  if (!m.sandbox) throw new Error('turns are given by hand only in a sandbox match');
  if (m.active >= 0) endTurn(m);
  const c = m.world.components;
  c.Points.apUsed[eid] = 0;
  setTag(m.world, eid, c.HadTurn, false);
  m.order = [c.Gang.index[eid] ?? 0];
  m.turn = 0;
  activate(m, eid);
}

/**
 * Where a turn of `eid` ending at node `n` (default: where it stands) moves it (rulebook "Obstacles & Debris": a
 * turn may not end on a Small Obstacle or on Debris): the shortest distance off it, onto the ground beside a Small
 * Obstacle or into the water around Debris, with the inches moved; null when it stays at `n`.
 */
export function turnEndMoveOff(
  m: Match,
  eid: number,
  n: Node = nodeOf(m, eid),
): { node: Node; distance: number } | null {
  if (!mustMoveOff(m.board, n)) return null;
  const off = nearestFreeOff(m.board, n, (x) => !occupied(m, eid, x));
  return off && off.distance > 0 ? off : null;
}

/** A turn ending on a Small Obstacle or on Debris: the character is moved off it ({@link turnEndMoveOff}). */
function moveOffObstacle(m: Match, eid: number): void {
  const here = nodeOf(m, eid);
  const off = turnEndMoveOff(m, eid, here);
  if (off) hopTo(m, eid, here, off.node, off.distance);
}

/**
 * A character whose turn ends while it hangs on Vertical Terrain falls from where it is (rulebook "Run/Climb": "If
 * you are unable to end a character's turn on solid ground, that character falls from its current position"), and
 * so does a flyer whose turn ends in mid-air (rulebook "Flight": fly.ts `isMidAir`; 2 Life Points less, falling.ts).
 * Returns that fall as a resolution to run before {@link endTurn} (its roll may ask for Will Points), or null
 * when the active character is on solid ground. The turn is over: its Action Points go to 0 and no Chained Jump
 * is left, so the turn ends when the fall is resolved.
 */
export function turnEndFall(m: Match): Resolution | null {
  const eid = m.active;
  if (eid < 0 || !isOnBoard(m, eid)) return null;
  const drop = turnEndDrop(m, eid);
  if (!drop) return null;
  // One fall per turn end, whatever happens (the turn ends after it).
  if (turnEndFallen(m) === eid) return null;
  noteTurnEndFall(m, eid);
  m.world.components.Points.ap[eid] = 0;
  m.turnState.chainedJumpReady = false;
  return fall(m, eid, drop.from, drop.landing);
}

/** End the active character's turn, pass to the next gang, and end the round (and maybe the game) when done. */
export function endTurn(m: Match): void {
  const eid = m.active;
  if (eid < 0) return;
  const c = m.world.components;
  clearTurnEndFall(m);
  c.Points.ap[eid] = 0;
  setTag(m.world, eid, c.HadTurn, true);
  if (isOnBoard(m, eid)) {
    // Full Plate keeps its Stunned counter while it ends its turns in water.
    if (keepsStunned(m, eid)) setTag(m.world, eid, c.StunnedThisTurn, false);
    else endOfTurnStunned(m, eid);
    moveOffObstacle(m, eid);
  }
  endTurnGrants(m, eid);
  emit(m, { type: 'turn-end', character: idOf(m, eid), gang: gangOf(m, eid) });
  watchAgendas(m);
  // The rule book's turn end (Grasp of the Abyss and Part of the Whole place Tentacles back near their Emissary).
  turnEnded(m, eid);
  m.active = -1;
  if (m.sandbox) return;
  m.turn = (m.turn + 1) % Math.max(1, m.order.length);
  skipEmptyGangs(m);
  if (m.turn < 0) endRound(m);
}

/** End the round; its Agendas; check the scenario; start the next round unless the game is over. */
export function endRound(m: Match): void {
  runBetweenTurns(m, roundEnd(m));
}

/** The end of a round, as a resolution (see {@link endRound}). */
function* roundEnd(m: Match): Resolution {
  emit(m, { type: 'round-end' });
  // The rule book's round end (Watered Down, Hoarded Wealth).
  for (const f of m.book.all(ROUND_ENDED)) f(m);
  // Spell markers that act as the round ends (Aqua Curitiva: spells/round-markers.ts).
  endRoundSpellMarkers(m);
  // Terrain changed until the round ends (Groundsnap, Ice Lock: round-terrain.ts) is as drawn again.
  endRoundTerrain(m);
  // Agendas achieved this round score, or are kept under Double; the last round's score with the game's end.
  if (m.round < scenarioOf(m.setup.scenario).rounds) yield* agendasAtRoundEnd(m);
  checkEnd(m, true);
  if (!m.over) yield* roundStart(m);
}

/**
 * Check the scenario's end (its Duration, or no enemy left to fight) and score it.
 * @param roundOver true at the end of a round, where the Duration is checked.
 */
export function checkEnd(m: Match, roundOver: boolean): void {
  if (m.over || m.sandbox) return;
  const scenario = scenarioOf(m.setup.scenario);
  const c = m.world.components;
  // Sides still standing (gangs of one side are friends: Street Fight).
  const standing = new Set(charactersOnBoard(m.world).map((e) => c.Gang.team[e]));
  if ((roundOver && m.round >= scenario.rounds) || standing.size <= 1) {
    finalAgendas(m);
    announceObjectiveScores(m, scenario.primary);
    m.vp = scenario.score(m);
    const best = Math.max(...Object.values(m.vp));
    const leaders = Object.entries(m.vp).filter(([, v]) => v === best);
    m.winner = leaders.length === 1 ? leaders[0]![0] : null;
    m.over = true;
    m.active = -1;
    emit(m, { type: 'game-end', vp: { ...m.vp }, winner: m.winner });
  }
}
