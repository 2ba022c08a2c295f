/**
 * The match and its one door for change (DESIGN §3.1): `submit(match, command)` checks a command, resolves it
 * and returns the events it produced, or a typed rejection that leaves the match untouched.
 */
import mitt from 'mitt';
import { getProfile } from '../../content/index.ts';
import { pickpocketRewards } from '../abilities/common/pickpocket.ts';
import { resolveUniqueAction, uniqueActionProblem } from '../abilities/guild/unique-actions.ts';
import { CARNEVALE_RULES } from '../abilities/index.ts';
import { turnEndChoices, turnStartChoices } from '../abilities/unique/turn-choices.ts';
import { gainCounter } from '../character/counters.ts';
import { afterActionAbilities } from '../character/hooks.ts';
import { canPayWill } from '../character/will-cost.ts';
import { combatProblem, resolveAttack, weaponOf } from '../combat/combat.ts';
import { drownProblem, resolveDrown } from '../combat/drown.ts';
import { grappleProblem, resolveGrapple } from '../combat/grapple.ts';
import { abilityProblem, useAbility } from '../command/command-abilities.ts';
import {
  counterGangsAfter,
  counterInProgress,
  endCounter,
  giveOrder,
  nextCounterOffer,
  orderProblem,
} from '../command/command-points.ts';
import { commandShapeProblem } from '../core/command-schema.ts';
import { answerProblem } from '../core/decisions.ts';
import { type DiceSource, seededDice } from '../core/dice.ts';
import type { Command, MatchEvent, MatchSetup, Rejection } from '../core/types.ts';
import { CAST_AP, castProblem, resolveCast } from '../magic/cast-spell.ts';
import { wallActionProblem } from '../movement/climbing.ts';
import {
  DIVE_AP,
  diveProblem,
  planUnderwaterMove,
  resolveDive,
  resolveUnderwaterMove,
} from '../movement/dive.ts';
import { flyNode, flyProblem, midAirActionProblem, resolveFly } from '../movement/fly.ts';
import { stanceProblem } from '../movement/hide.ts';
import { jumpProblem, resolveJump } from '../movement/jump.ts';
import { resolveRow, riderFallsOff, rowProblem } from '../movement/row.ts';
import { planRunClimb, resolveRunClimb } from '../movement/run-climb.ts';
import { dealAgendas, startAgendaState, watchAgendas } from '../scenario/agendas/agendas.ts';
import { launchBoughtGondolas } from '../scenario/bought-gondolas.ts';
import { deploymentSpots } from '../scenario/deploy.ts';
import { deployLate, deploysAnywhere, type HeldBack } from '../scenario/deploy-anywhere.ts';
import { awardFortune } from '../scenario/fortune.ts';
import { scenarioOf } from '../scenario/scenarios.ts';
import type { Board } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { newCommandState } from '../state/command-state.ts';
import { chooseSpells } from '../state/magic-state.ts';
import {
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  type MatchEvents,
  type Resolution,
} from '../state/match-state.ts';
import type { RuleBook } from '../state/rule-book.ts';
import { addCharacter, createMatchWorld, hasTag } from '../state/world.ts';
import {
  activate,
  checkEnd,
  endTurn,
  gangToAct,
  spendAp,
  startRound,
  turnEndFall,
  waitingOf,
} from './rounds.ts';

export type { Match };

/** Options of a new match. */
export interface MatchOptions {
  /** The rule book to play by (default: the whole game's, abilities/index.ts `CARNEVALE_RULES`). */
  readonly book?: RuleBook;
  /** Dice to use instead of the seeded generator (forced dice in tests and rules cases). */
  readonly dice?: DiceSource;
  /** Keep a mitt event bus on the match (the browser listens to it). */
  readonly bus?: boolean;
  /** Place characters by hand instead of deploying them in the level's zones (rules cases). */
  readonly skipDeployment?: boolean;
  /** Turns are given by hand (`beginSandboxTurn`) and rounds never advance on their own (rules cases). */
  readonly sandbox?: boolean;
  /** Dice for the Agenda deck instead of its stream of the seed (agendas/agendas.ts; forced dice in tests). */
  readonly agendaDice?: DiceSource;
  /** false: no Agendas are dealt (rules tests of other rules; default true, as the scenario says). */
  readonly agendas?: boolean;
}

/** The result of `submit`: the events produced, or why the command was refused. */
export type SubmitResult = { readonly ok: true; readonly events: MatchEvent[] } | Rejection;

/** Match ids of a gang's characters: `<gang>-<profile name>`, numbered when a name repeats. */
function characterIds(setup: MatchSetup): string[][] {
  return setup.gangs.map((g) => {
    const seen = new Map<string, number>();
    return g.roster.map((r) => {
      const name = getProfile(r.profile).name.toLowerCase();
      const base = `${g.id}-${name
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      const k = (seen.get(base) ?? 0) + 1;
      seen.set(base, k);
      return k === 1 ? base : `${base}-${k}`;
    });
  });
}

/** Display names of a roster: its own names, else the profile's, numbered when a name repeats (Blood Courier 2). */
function displayNames(roster: readonly { profile: string; name?: string }[]): string[] {
  const base = roster.map((r) => r.name ?? getProfile(r.profile).name);
  const seen = new Map<string, number>();
  return base.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n} ${k}`;
  });
}

/**
 * Create a match: the world, the characters deployed in their zones, and the first round with its initiative.
 * @param board the level's board (see `parseLevel`).
 * @throws Error for an unknown scenario or profile, fewer than 2 or more than 4 gangs, or a zone too small.
 */
export function createMatch(
  setup: MatchSetup,
  seed: number,
  board: Board,
  options: MatchOptions = {},
): Match {
  scenarioOf(setup.scenario);
  if (setup.gangs.length < 2 || setup.gangs.length > 4) throw new Error('a match needs 2 to 4 gangs');
  // Gondolas bought as Equipment are set afloat before anyone deploys (bought-gondolas.ts).
  if (board instanceof VoxelBoard) board = launchBoughtGondolas(board, setup);
  const world = createMatchWorld();
  const m: Match = {
    setup,
    seed,
    book: options.book ?? CARNEVALE_RULES,
    board,
    world,
    dice: options.dice ?? seededDice(seed),
    ids: new Map(),
    round: 0,
    order: [],
    turn: 0,
    active: -1,
    pending: null,
    running: null,
    over: false,
    winner: null,
    vp: Object.fromEntries(setup.gangs.map((g) => [g.id, 0])),
    log: [],
    commands: [],
    bus: options.bus ? mitt<MatchEvents>() : null,
    sandbox: options.sandbox ?? false,
    command: newCommandState(),
    turnState: { chainedJumpReady: false, chainedJumpUsed: false, fresh: false },
    actionLoss: new Map(),
  };
  startAgendaState(m, setup.gangs.length, seed, scenarioOf(setup.scenario).agendas, options.agendaDice);
  emit(m, {
    type: 'match-start',
    scenario: setup.scenario,
    level: setup.level,
    seed,
    gangs: setup.gangs.map((g) => g.id),
  });
  const ids = characterIds(setup);
  // Hidden in Plain Sight, Unsightly: set up after everyone else, anywhere at ground level (deploy-anywhere.ts).
  const late: HeldBack[] = [];
  setup.gangs.forEach((g, gi) => {
    const names = displayNames(g.roster);
    const zone = board.deploymentZones[gi];
    if (!zone && !options.skipDeployment) throw new Error(`${board.name} has no deployment zone ${gi}`);
    const spots = options.skipDeployment || !zone ? [] : deploymentSpots(board, zone, g.roster.length);
    g.roster.forEach((r, k) => {
      const profile = getProfile(r.profile);
      const id = ids[gi]![k]!;
      const eid = addCharacter(world, profile, id, names[k]!, gi, r.weapons);
      m.ids.set(id, eid);
      if (r.spells) chooseSpells(m, eid, r.spells);
      const spot = spots[k];
      if (spot && deploysAnywhere(profile)) {
        late.push({ eid, profile, fallback: spot });
        return;
      }
      if (spot) {
        world.components.Position.x[eid] = spot.i + 0.5;
        world.components.Position.y[eid] = spot.j + 0.5;
        world.components.Position.z[eid] = spot.z;
      }
      emit(m, {
        type: 'deploy',
        character: id,
        gang: g.id,
        profile: profile.id,
        x: world.components.Position.x[eid] ?? 0,
        y: world.components.Position.y[eid] ?? 0,
        z: world.components.Position.z[eid] ?? 0,
      });
    });
  });
  deployLate(m, late);
  // Objectives and Agendas come before deployment in the rulebook's order of play; drawing them after it changes
  // nothing (the deck has its own dice) and keeps the deployment events first.
  if (!options.sandbox && options.agendas !== false) dealAgendas(m);
  if (options.sandbox) m.round = 1;
  else if (!options.skipDeployment) startRound(m);
  return m;
}

const reject = (reason: string): Rejection => ({ ok: false, reason });

/** Whether the command's actor may act now, or why not. Activates it implicitly when it may start a turn. */
function actorProblem(m: Match, actor: string): string | null {
  const eid = m.ids.get(actor);
  if (eid === undefined) return `unknown character "${actor}"`;
  if (!isOnBoard(m, eid)) return `${actor} is not on the board`;
  if (m.active >= 0) return m.active === eid ? null : `it is ${idOf(m, m.active)}'s turn`;
  const g = gangToAct(m);
  if (m.world.components.Gang.index[eid] !== g)
    return `it is ${m.setup.gangs[g]?.id ?? 'nobody'}'s turn to choose`;
  if (hasTag(m.world, eid, m.world.components.HadTurn)) return `${actor} has had its turn this round`;
  return null;
}

/** Build the resolution of an action command, or say why it is illegal. Nothing is changed here. */
function planAction(m: Match, cmd: Command, eid: number): { problem: string } | { run: () => Resolution } {
  const ap = m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) : -1;
  const hasAp = ap < 0 ? waitingOf(m, gangToAct(m)).includes(eid) : ap >= 1;
  const onWall = wallActionProblem(m, eid, cmd.type);
  if (onWall) return { problem: onWall };
  const midAir = midAirActionProblem(m, eid, cmd.type);
  if (midAir) return { problem: midAir };
  switch (cmd.type) {
    case 'run-climb': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const plan = planRunClimb(m, eid, cmd.to);
      if ('problem' in plan) return plan;
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, 'run-climb', 1);
          yield* resolveRunClimb(m, eid, plan.path);
        },
      };
    }
    case 'jump': {
      const chained = m.active === eid && m.turnState.chainedJumpReady;
      if (!hasAp && !chained) return { problem: 'no Action Points left' };
      const problem = jumpProblem(m, eid, cmd.to);
      if (problem) return { problem };
      if (cmd.controlledLanding && !canPayWill(m, eid, 1)) {
        return { problem: 'a Controlled Landing needs 1 Will Point' };
      }
      return {
        run: function* () {
          if (chained) m.turnState.chainedJumpUsed = true;
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, chained ? 'chained-jump' : 'jump', chained ? 0 : 1);
          yield* resolveJump(m, eid, cmd.to, cmd.controlledLanding ?? false, cmd.onward ?? false);
        },
      };
    }
    case 'row': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const problem = rowProblem(m, eid);
      if (problem) return { problem };
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, 'row', 1);
          yield* resolveRow(m, eid, cmd.to);
        },
      };
    }
    case 'fly': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const problem = flyProblem(m, eid, cmd.to);
      if (problem) return { problem };
      const target = flyNode(cmd.to);
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, 'fly', 1);
          yield* resolveFly(m, eid, target);
        },
      };
    }
    case 'dive': {
      const problem = diveProblem(
        m,
        eid,
        m.active === eid ? ap : (m.world.components.Points.apMax[eid] ?? 0),
      );
      if (problem) return { problem };
      return {
        run: function* () {
          spendAp(m, eid, 'dive', DIVE_AP);
          yield* resolveDive(m, eid);
        },
      };
    }
    case 'hide':
    case 'guard': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const problem = stanceProblem(m, eid, cmd.type);
      if (problem) return { problem };
      const stance = cmd.type;
      return {
        // biome-ignore lint/correctness/useYield: a stance rolls nothing and asks nothing
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, stance, 1);
          const c = m.world.components;
          gainCounter(
            m,
            eid,
            stance === 'hide' ? c.Hidden : c.Guarding,
            stance === 'hide' ? 'hidden' : 'guard',
          );
          c.Points.ap[eid] = 0;
        },
      };
    }
    case 'underwater-move': {
      const plan = planUnderwaterMove(m, eid, cmd.to);
      if ('problem' in plan) return plan;
      return {
        // biome-ignore lint/correctness/useYield: the free swim rolls nothing
        run: function* () {
          resolveUnderwaterMove(m, eid, plan.path);
        },
      };
    }
    case 'cast': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const problem = castProblem(m, eid, cmd);
      if (problem) return { problem };
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, 'cast', CAST_AP);
          yield* resolveCast(m, eid, cmd);
        },
      };
    }
    case 'combat': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const target = m.ids.get(cmd.target);
      if (target === undefined) return { problem: `unknown target "${cmd.target}"` };
      const weapon = weaponOf(m, eid, cmd.weapon);
      const problem = combatProblem(m, eid, target, weapon);
      if (problem) return { problem };
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, 'combat', 1);
          yield* resolveAttack(m, eid, target, weapon!);
        },
      };
    }
    case 'grapple':
    case 'drown': {
      if (!hasAp) return { problem: 'no Action Points left' };
      const target = m.ids.get(cmd.target);
      if (target === undefined) return { problem: `unknown target "${cmd.target}"` };
      const problem =
        cmd.type === 'grapple' ? grappleProblem(m, eid, target, cmd.to) : drownProblem(m, eid, target);
      if (problem) return { problem };
      const action = cmd.type;
      const to = cmd.type === 'grapple' ? cmd.to : null;
      return {
        run: function* () {
          m.turnState.chainedJumpReady = false;
          spendAp(m, eid, action, 1);
          if (action === 'grapple') yield* resolveGrapple(m, eid, target, to);
          else yield* resolveDrown(m, eid, target);
        },
      };
    }
    case 'unique-action': {
      const problem = uniqueActionProblem(m, eid, cmd);
      if (problem) return { problem };
      return { run: () => resolveUniqueAction(m, eid, cmd) };
    }
    default:
      return { problem: `${cmd.type} is not an action` };
  }
}

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
  m.actionLoss.clear();
  afterActionAbilities(m);
  awardFortune(m);
  watchAgendas(m);
  afterAction(m);
}

function afterAction(m: Match): void {
  checkEnd(m, false);
  if (m.over) return;
  // Pickpocket: its Will Point comes back at the end of the action (pickpocket.ts).
  const reward = pickpocketRewards(m);
  if (reward) {
    m.running = reward;
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
    // Unique abilities offered as the turn ends (Gifts of Dried Meats, Feast For Dagon): the turn ends after them.
    const choices = turnEndChoices(m);
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
 * `run` (the character's first command of its turn), after the choices offered as its turn begins (Blood for
 * Magic; abilities/turn-choices.ts). Call it right after `activate`.
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

/**
 * The one door for change. Checks `cmd` against the rules and the pending decision; on success resolves it,
 * records it in `match.commands` and returns the events it produced. A refused command changes nothing.
 */
export function submit(m: Match, cmd: Command): SubmitResult {
  const from = m.log.length;
  const shape = commandShapeProblem(cmd);
  if (shape) return reject(shape);
  if (m.over) return reject('the game is over');
  if (m.pending) {
    if (cmd.type !== 'decide') return reject(`waiting for a ${m.pending.type} decision`);
    const problem = answerProblem(m.pending, cmd);
    if (problem) return reject(problem);
    m.commands.push(cmd);
    advance(m, cmd);
    return { ok: true, events: m.log.slice(from) };
  }
  if (cmd.type === 'decide') return reject('no decision is pending');
  if (cmd.type === 'ability') {
    const problem = actorProblem(m, cmd.actor) ?? abilityProblem(m, cmd);
    if (problem) return reject(problem);
    m.commands.push(cmd);
    m.actionLoss.clear();
    const user = m.ids.get(cmd.actor)!;
    if (m.active !== user) {
      activate(m, user);
      m.running = afterTurnStart(m, user, () => useAbility(m, cmd));
    } else m.running = useAbility(m, cmd);
    advance(m);
    return { ok: true, events: m.log.slice(from) };
  }
  if (cmd.type === 'order') {
    const problem = orderProblem(m, cmd);
    if (problem) return reject(problem);
    m.commands.push(cmd);
    const target = m.ids.get(cmd.target)!;
    const starts = m.active !== target;
    giveOrder(m, cmd);
    if (starts) offerTurnStart(m, target);
    else afterAction(m);
    return { ok: true, events: m.log.slice(from) };
  }
  const problem = actorProblem(m, cmd.actor);
  if (problem) return reject(problem);
  const eid = m.ids.get(cmd.actor)!;
  if (cmd.type === 'activate') {
    if (m.active === eid) return reject(`${cmd.actor} already has its turn`);
    m.commands.push(cmd);
    activate(m, eid);
    offerTurnStart(m, eid);
    return { ok: true, events: m.log.slice(from) };
  }
  if (cmd.type === 'end-turn') {
    m.commands.push(cmd);
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
        return { ok: true, events: m.log.slice(from) };
      }
    }
    finishTurn(m);
    return { ok: true, events: m.log.slice(from) };
  }
  const plan = planAction(m, cmd, eid);
  if ('problem' in plan) return reject(plan.problem);
  m.commands.push(cmd);
  const starts = m.active !== eid;
  if (starts) activate(m, eid);
  const counter = counterInProgress(m);
  if (counter) counter.acted = true;
  else m.command.toAsk = counterGangsAfter(m, eid, cmd.type);
  m.actionLoss.clear();
  m.running = starts ? afterTurnStart(m, eid, plan.run) : plan.run();
  advance(m);
  return { ok: true, events: m.log.slice(from) };
}

/** Who must answer next: the gang owning the pending decision, or the gang whose turn it is (null when over). */
export function gangToAnswer(m: Match): string | null {
  if (m.over) return null;
  if (m.pending) return m.pending.gang;
  if (m.active >= 0) return gangOf(m, m.active);
  const g = gangToAct(m);
  return m.setup.gangs[g]?.id ?? null;
}

/**
 * Replay a record on a fresh match: the same setup, seed and commands give the same events.
 * @throws Error naming the first command that is refused.
 */
export function replay(
  record: { setup: MatchSetup; seed: number; commands: readonly Command[] },
  board: Board,
  options: MatchOptions = {},
): Match {
  const m = createMatch(record.setup, record.seed, board, options);
  record.commands.forEach((c, k) => {
    const r = submit(m, c);
    if (!r.ok) throw new Error(`command ${k} (${c.type}) was refused on replay: ${r.reason}`);
  });
  return m;
}
