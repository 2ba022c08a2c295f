/**
 * The match and its one door for change (DESIGN §3.1): `submit(match, command)` checks a command, resolves it
 * and returns the events it produced, or a typed rejection that leaves the match untouched.
 */
import mitt from 'mitt';
import { apprenticeMembers, gangSpellChoices, getProfile, playedProfiles } from '../../content/index.ts';
import { CARNEVALE_RULES } from '../abilities/index.ts';
import { abilityProblem } from '../command/command-abilities.ts';
import { orderProblem } from '../command/command-points.ts';
import { cleanCommand, commandShapeProblem } from '../core/command-schema.ts';
import { answerProblem } from '../core/decisions.ts';
import { type DiceSource, seededDice } from '../core/dice.ts';
import type { Command, MatchEvent, MatchSetup, Rejection } from '../core/types.ts';
import { dealAgendas, startAgendaState } from '../scenario/agendas/agendas.ts';
import { launchBoughtGondolas } from '../scenario/bought-gondolas.ts';
import { deploymentSpots, setsUpLater } from '../scenario/deploy.ts';
import { deployLate, deploysAnywhere, type HeldBack } from '../scenario/deploy-anywhere.ts';
import { scenarioStateOf } from '../scenario/scenario-state.ts';
import { scenarioOf } from '../scenario/scenarios.ts';
import {
  deployAnswerProblem,
  placeFixedObjectives,
  setupByPlayers,
  zonesOffered,
} from '../scenario/setup-phase.ts';
import type { Board, DeploymentZone } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { newCommandState } from '../state/command-state.ts';
import { chooseSpells } from '../state/magic-state.ts';
import {
  emit,
  gangOf,
  type Match,
  type MatchEvents,
  nameOf,
  playAs,
  profileOf,
  type Resolution,
  teamOfGang,
} from '../state/match-state.ts';
import type { RuleBook } from '../state/rule-book.ts';
import { addTerrain } from '../state/terrain-state.ts';
import { addCharacter, createMatchWorld, setTag } from '../state/world.ts';
import { actionOf, actionProblem, actorProblem } from './action-table.ts';
import { answer, playAbility, playAction, playActivation, playEndTurn, playOrder } from './flow.ts';
import { beginMatch, gangToAct, startRound } from './rounds.ts';

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

/**
 * Match ids of the gangs' characters: `<gang>-<profile name>`, numbered (`-2`, `-3`…) when the id is taken, in this
 * gang or another (gangs `foo` and `foo-wet` may both name a `foo-wet-nurse`): unique by construction.
 */
function characterIds(setup: MatchSetup): string[][] {
  const taken = new Set<string>();
  return setup.gangs.map((g) =>
    g.roster.map((r) => {
      const name = getProfile(r.profile).name.toLowerCase();
      const base = `${g.id}-${name
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      let id = base;
      for (let k = 2; taken.has(id); k++) id = `${base}-${k}`;
      taken.add(id);
      return id;
    }),
  );
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
 * Add the characters of gang `only` (every gang when absent) to the match's world, in roster order, with their
 * spells chosen: their entities (gang by gang, the same ids as ever for a record).
 */
function addGang(m: Match, ids: string[][], only?: number): number[] {
  const out: number[] = [];
  m.setup.gangs.forEach((g, gi) => {
    if (only !== undefined && gi !== only) return;
    const names = displayNames(g.roster);
    // the profiles the members play with (an Apprentice with its copy: content/apprenticeship.ts)
    const played = playedProfiles(apprenticeMembers(g.roster));
    // the choices the members play with (Tarot gives each Romani without one a Discipline of its own)
    const spells = gangSpellChoices(
      g.roster.map((r, k) => ({ profile: played[k] ?? null, spells: r.spells })),
    );
    g.roster.forEach((r, k) => {
      const id = ids[gi]![k]!;
      const printed = getProfile(r.profile);
      const profile = played[k] ?? printed;
      const eid = addCharacter(m.world, profile, id, names[k]!, gi, r.weapons, teamOfGang(m.setup, gi));
      m.ids.set(id, eid);
      if (profile !== printed) playAs(m, eid, profile);
      const choice = spells[k];
      if (choice) chooseSpells(m, eid, choice);
      out.push(eid);
    });
  });
  return out;
}

/**
 * The zone of each gang when the engine deploys (`level-zones`): the level's zone i, else the scenario's i-th zone for
 * that many players (with sides: the k-th zone of its side for its k-th gang).
 * @throws Error when neither has a zone for a gang.
 */
function fixedZones(m: Match): DeploymentZone[] {
  const offered = m.board.deploymentZones.length >= m.setup.gangs.length ? null : zonesOffered(m);
  return m.setup.gangs.map((g, gi) => {
    const level = m.board.deploymentZones[gi];
    if (!offered && level) return level;
    const mine = offered?.[gi] ?? [];
    const k = g.side ? m.setup.gangs.slice(0, gi).filter((o) => o.side === g.side).length : gi;
    const zone = mine[k];
    if (!zone) throw new Error(`${m.board.name} has no deployment zone ${gi}`);
    return zone;
  });
}

/**
 * Create a match: the world, the characters deployed in their zones, and the first round with its initiative.
 * @param board the level's board (see `parseLevel`).
 * @throws Error for an unknown scenario or profile, fewer than 2 or more than 4 gangs, two gangs of one id, or a zone
 *   too small.
 */
export function createMatch(
  setup: MatchSetup,
  seed: number,
  board: Board,
  options: MatchOptions = {},
): Match {
  scenarioOf(setup.scenario);
  if (setup.gangs.length < 2 || setup.gangs.length > 4) throw new Error('a match needs 2 to 4 gangs');
  const twice = setup.gangs.find((g, k) => setup.gangs.findIndex((o) => o.id === g.id) !== k);
  if (twice) throw new Error(`two gangs have the id "${twice.id}": each gang of a match needs its own`);
  // Gondolas bought as Equipment are set afloat before anyone deploys (bought-gondolas.ts).
  // When the players set up, each gang's are set afloat by the zone it chose (setup-phase.ts).
  if (board instanceof VoxelBoard && setup.deployment !== 'players')
    board = launchBoughtGondolas(board, setup);
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
  if ((setup.deployment ?? 'level-zones') === 'players') {
    // The players roll off, choose their zones and set up their figures: decisions of the match (setup-phase.ts).
    addGang(m, ids);
    addTerrain(world, board);
    const agendas = !options.sandbox && options.agendas !== false;
    beginMatch(
      m,
      (function* (): Resolution {
        yield* setupByPlayers(m);
        if (agendas) dealAgendas(m);
      })(),
    );
    return m;
  }
  const zones = options.skipDeployment ? [] : fixedZones(m);
  // Hidden in Plain Sight, Unsightly: set up after everyone else, anywhere at ground level (deploy-anywhere.ts).
  const late: HeldBack[] = [];
  setup.gangs.forEach((g, gi) => {
    const zone = zones[gi];
    if (zone) scenarioStateOf(m).zones[gi] = zone;
    const spots = zone ? deploymentSpots(board, zone, g.roster.length) : [];
    addGang(m, ids, gi).forEach((eid, k) => {
      const profile = profileOf(m, eid);
      const spot = spots[k];
      // Dead Weights: the Sinker comes as round 2 begins (abilities/strigoi/dead-weights.ts)
      if (!options.skipDeployment && setsUpLater(profile, m.book)) {
        setTag(world, eid, world.components.OnBoard, false);
        return;
      }
      if (spot && deploysAnywhere(profile, m.book)) {
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
        character: ids[gi]![k]!,
        gang: g.id,
        profile: profile.id,
        x: world.components.Position.x[eid] ?? 0,
        y: world.components.Position.y[eid] ?? 0,
        z: world.components.Position.z[eid] ?? 0,
      });
    });
  });
  // The terrain pieces and gondolas of the board join the world after the characters (terrain-state.ts).
  addTerrain(world, board);
  if (!options.skipDeployment) placeFixedObjectives(m);
  deployLate(m, late);
  // Objectives and Agendas come before deployment in the rulebook's order of play; drawing them after it changes
  // nothing (the deck has its own dice) and keeps the deployment events first.
  if (!options.sandbox && options.agendas !== false) dealAgendas(m);
  if (options.sandbox) m.round = 1;
  else if (!options.skipDeployment) startRound(m);
  return m;
}

const reject = (reason: string): Rejection => ({ ok: false, reason });

/**
 * Why the well-formed `cmd` may not be given now, or null: the game's end; the pending decision; then, by command,
 * the checks of an ABILITY, an ORDER, or of the actor (it may act now: action-table.ts `actorProblem`) and of its
 * action (the table's checks). Changes nothing.
 */
function commandProblem(m: Match, cmd: Command): string | null {
  if (m.over) return 'the game is over';
  if (m.pending) {
    if (cmd.type !== 'decide') return `waiting for a ${m.pending.type} decision`;
    const fits = answerProblem(m.pending, cmd);
    if (fits || m.pending.type !== 'deploy' || cmd.decision !== 'deploy') return fits;
    return deployAnswerProblem(m, m.pending, cmd);
  }
  if (cmd.type === 'decide') return 'no decision is pending';
  if (cmd.type === 'ability') return actorProblem(m, cmd.actor) ?? abilityProblem(m, cmd);
  if (cmd.type === 'order') return orderProblem(m, cmd);
  const problem = actorProblem(m, cmd.actor);
  if (problem) return problem;
  const eid = m.ids.get(cmd.actor)!;
  if (cmd.type === 'activate') return m.active === eid ? `${nameOf(m, eid)} already has its turn` : null;
  if (cmd.type === 'end-turn') return null;
  const def = actionOf(cmd.type);
  return def ? actionProblem(m, def, cmd, eid) : `${cmd.type} is not an action`;
}

/**
 * The one door for change. Checks the shape of `given`, then makes a clean copy of it (core/command-schema.ts
 * `cleanCommand`: unknown fields dropped, the caller's object not kept) and checks that against the rules and the
 * pending decision; on success resolves the copy, records it in `match.commands` and returns the events it produced.
 * A refused command changes nothing.
 */
export function submit(m: Match, given: Command): SubmitResult {
  const from = m.log.length;
  const shape = commandShapeProblem(given);
  if (shape) return reject(shape);
  // Checked and resolved as copied: a check keeps what it found for the resolution of the same object.
  const cmd = cleanCommand(given);
  const problem = commandProblem(m, cmd);
  if (problem) return reject(problem);
  m.commands.push(cmd);
  if (cmd.type === 'decide') answer(m, cmd);
  else if (cmd.type === 'ability') playAbility(m, cmd);
  else if (cmd.type === 'order') playOrder(m, cmd);
  else {
    const eid = m.ids.get(cmd.actor)!;
    if (cmd.type === 'activate') playActivation(m, eid);
    else if (cmd.type === 'end-turn') playEndTurn(m, eid);
    else playAction(m, actionOf(cmd.type)!, cmd, eid);
  }
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
