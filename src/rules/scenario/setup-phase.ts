/**
 * The setup of a match as the rulebook orders it ("Order of Play" → Setup; "Deployment Zones"; each scenario's
 * Primary Objective and Special Rules), played as decisions of the match so that its record replays them:
 *
 * 1. the players roll off: one D10 each, ties re-rolled among the tied; the order, best first, is the order in which
 *    gangs choose a Deployment Zone and set up (a `roll-off` event);
 * 2. the scenery: in Gang War each gang sets its gondola afloat (gondola-setup.ts); then the Objectives the level
 *    places for the scenario are set up (`objective-placed`);
 * 3. gang by gang in that order: it chooses a zone among those left (a `choose` decision, purpose `deployment-zone`,
 *    asked only when there is a choice), its Objective is set up when the scenario gives each gang one at its zone
 *    (Take What is Theirs), then it sets up its figures there (a `deploy` decision: every figure on a legal spot —
 *    deploy.ts `deploymentProblem` — or the engine's Auto-deploy);
 * 4. characters that deploy anywhere (Hidden in Plain Sight, Unsightly) are set up after everyone
 *    (deploy-anywhere.ts), at least 6″ from enemies and Objectives;
 * 5. Street Fight: each Defender gives one of its characters with Command Points 3 more (a `choose` decision,
 *    purpose `bonus-command-points`).
 *
 * Characters are on the board only once they are set up.
 */

import { type ObjectiveKind, type ScenarioFile, scenarioFile } from '../../content/scenarios.ts';
import { beforeDeployment } from '../character/flow-hooks.ts';
import { type CharacterTrait, traitOf } from '../character/traits.ts';
import { askToChoose } from '../core/decisions.ts';
import type { DeployAnswer, DeployDecision, Placement, Point3 } from '../core/types.ts';
import type { Board, DeploymentZone, Node, ObjectiveSpot } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { inZone } from '../space/zones.ts';
import {
  emit,
  idOf,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
  teamOfGang,
} from '../state/match-state.ts';
import { objectiveAt, objectivesOf, placeObjective } from '../state/objective-state.ts';
import { addGondolaEntity } from '../state/terrain-state.ts';
import { setTag } from '../state/world.ts';
import { launchGangGondolas } from './bought-gondolas.ts';
import { deploymentNodes, deploymentProblem, setsUpLater } from './deploy.ts';
import { deployLate, deploysAnywhere, type HeldBack } from './deploy-anywhere.ts';
import { gangsSetGondolas } from './gondola-setup.ts';
import { scenarioStateOf } from './scenario-state.ts';
import { type BoardSize, zoneLabel, zonesForGangs } from './zones.ts';

/** Command Points a Street Fight Defender's chosen character gains. */
export const DEFENDER_BONUS_CP = 3;

/** Re-rolls of a tie in the roll-off before the seats' order settles it (forced dice that never change). */
const MAX_ROLL_OFF = 20;

/** The level's objective spots for `scenario` (levels/*.json, layer `objectives`: docs/levels.md). */
export function levelObjectiveSpots(board: Board, scenario: string): ObjectiveSpot[] {
  return board.objectiveSpots.filter((s) => s.scenario === scenario);
}

/** The roll-off: gang indexes best first. Ties re-roll among the tied (rulebook "Order of Play"). */
export function rollOff(m: Match): number[] {
  const rolls: { gang: string; dice: number[] }[] = m.setup.gangs.map((g) => ({ gang: g.id, dice: [] }));
  const rank = (gangs: number[], depth: number): number[] => {
    if (gangs.length <= 1 || depth >= MAX_ROLL_OFF) return gangs;
    const rolled = gangs.map((g) => {
      const v = m.dice.d10();
      rolls[g]!.dice.push(v);
      return { g, v };
    });
    const values = [...new Set(rolled.map((r) => r.v))].sort((a, b) => b - a);
    return values.flatMap((v) =>
      rank(
        rolled.filter((r) => r.v === v).map((r) => r.g),
        depth + 1,
      ),
    );
  };
  const order = rank(
    m.setup.gangs.map((_, g) => g),
    0,
  );
  emit(m, { type: 'roll-off', rolls, order: order.map((g) => m.setup.gangs[g]!.id) });
  return order;
}

/** A node's centre as a point. */
const pointOf = (n: Node): Point3 => [n.i + 0.5, n.j + 0.5, n.z];

/** Where a character is set up (base centre, inches, and base mm). */
interface SetUp {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly mm: number;
}

/** The figures set up so far, by gang index. */
function setUpSoFar(m: Match): { gang: number; at: SetUp }[] {
  const c = m.world.components;
  return [...m.ids.values()]
    .filter((e) => isSetUp(m, e))
    .map((e) => ({
      gang: c.Gang.index[e] ?? 0,
      at: {
        x: c.Position.x[e] ?? 0,
        y: c.Position.y[e] ?? 0,
        z: c.Position.z[e] ?? 0,
        mm: c.Base.mm[e] ?? 30,
      },
    }));
}

/** Whether character `eid` has been set up on the board. */
function isSetUp(m: Match, eid: number): boolean {
  return scenarioStateOf(m).setUp.includes(eid);
}

/**
 * Why `placements` do not set up the figures of gang `g` in `zone` legally, or null: each spot in order against the
 * figures already set up (deploy.ts `deploymentProblem`: in the zone, height, water, 4″ from enemies, room on a
 * gondola), no two bases overlapping.
 */
export function placementsProblem(
  m: Match,
  g: number,
  zone: DeploymentZone,
  placements: readonly Placement[],
): string | null {
  const before = setUpSoFar(m);
  const enemies = before
    .filter((p) => teamOfGang(m.setup, p.gang) !== teamOfGang(m.setup, g))
    .map((p) => p.at);
  const placed: SetUp[] = before.map((p) => p.at);
  for (const p of placements) {
    const eid = m.ids.get(p.character);
    if (eid === undefined) return `unknown character "${p.character}"`;
    const [x, y, z] = p.at;
    const n = m.board.nodeAt(x, y, z);
    if (!n || Math.abs(n.i + 0.5 - x) > 1e-6 || Math.abs(n.j + 0.5 - y) > 1e-6 || Math.abs(n.z - z) > 1e-6)
      return `${p.character}: (${x}, ${y}, ${z}) is not the centre of a surface to stand on`;
    const profile = profileOf(m, eid);
    const has = (trait: CharacterTrait) => traitOf(m, eid, trait).has;
    const problem = deploymentProblem(m.board, zone, n, profile, enemies, placed, m.book, has);
    if (problem) return `${p.character}: ${problem}`;
    const r = profile.baseMm / 50.8;
    const clash = placed.find(
      (o) => Math.abs(o.z - z) < 1 && Math.hypot(o.x - x, o.y - y) < r + o.mm / 50.8 - 1e-6,
    );
    if (clash) return `${p.character}: its base would overlap a figure already set up`;
    placed.push({ x, y, z, mm: profile.baseMm });
  }
  return null;
}

/**
 * The engine's Auto-deploy of `characters` (entities) of gang `g` in `zone`: the free spots nearest the board's middle
 * — or the nearest Objective, when the scenario has any — 2″ apart, each legal when it is chosen. Figures that find
 * no spot are left out (the zone is too small: levels:check guards the shipped boards).
 */
export function autoDeploy(
  m: Match,
  g: number,
  zone: DeploymentZone,
  characters: readonly number[],
): Placement[] {
  const before = setUpSoFar(m);
  const enemies = before
    .filter((p) => teamOfGang(m.setup, p.gang) !== teamOfGang(m.setup, g))
    .map((p) => p.at);
  const placed: SetUp[] = before.map((p) => p.at);
  const targets = objectivesOf(m).map((o) => objectiveAt(m, o));
  const goal = (n: Node): number => {
    const [x, y] = pointOf(n);
    if (targets.length === 0) return Math.hypot(x - m.board.width / 2, y - m.board.depth / 2);
    return Math.min(...targets.map(([ox, oy]) => Math.hypot(x - ox, y - oy)));
  };
  const nodes = deploymentNodes(m.board, zone)
    .filter((n) => inZone(zone, n.i + 0.5, n.j + 0.5))
    .map((n) => ({ n, d: goal(n) + Math.abs(n.z) * 0.25 }))
    .sort((a, b) => a.d - b.d || a.n.j - b.n.j || a.n.i - b.n.i || a.n.z - b.n.z);
  const out: Placement[] = [];
  for (const eid of characters) {
    const profile = profileOf(m, eid);
    const r = profile.baseMm / 50.8;
    const spot = nodes.find(({ n }) => {
      const [x, y, z] = pointOf(n);
      if (
        placed.some(
          (o) => Math.abs(o.z - z) < 1 && Math.hypot(o.x - x, o.y - y) < Math.max(2, r + o.mm / 50.8),
        )
      )
        return false;
      const has = (trait: CharacterTrait) => traitOf(m, eid, trait).has;
      return deploymentProblem(m.board, zone, n, profile, enemies, placed, m.book, has) === null;
    });
    if (!spot) continue;
    const at = pointOf(spot.n);
    placed.push({ x: at[0], y: at[1], z: at[2], mm: profile.baseMm });
    out.push({ character: idOf(m, eid), at });
  }
  return out;
}

/** Set `eid` up at `at`: on the board, with its `deploy` event. */
export function setUpCharacter(m: Match, eid: number, at: Point3): void {
  const c = m.world.components;
  [c.Position.x[eid], c.Position.y[eid], c.Position.z[eid]] = at;
  setTag(m.world, eid, c.OnBoard, true);
  scenarioStateOf(m).setUp.push(eid);
  emit(m, {
    type: 'deploy',
    character: idOf(m, eid),
    gang: m.setup.gangs[c.Gang.index[eid] ?? 0]!.id,
    profile: c.Identity.profile[eid]!,
    x: at[0],
    y: at[1],
    z: at[2],
  });
}

/** Why `answer` does not set up the pending `deploy` decision's figures legally, or null. */
export function deployAnswerProblem(m: Match, d: DeployDecision, answer: DeployAnswer): string | null {
  const g = m.setup.gangs.findIndex((x) => x.id === d.gang);
  const zone = scenarioStateOf(m).zones[g];
  if (!zone) return `gang ${d.gang} has no Deployment Zone`;
  return placementsProblem(m, g, zone, answer.placements);
}

/** The Objective of gang `g` at its zone's corner: `inches` diagonally toward the middle (Take What is Theirs). */
function cornerObjective(m: Match, file: ScenarioFile, g: number, zone: DeploymentZone): void {
  const o = file.objectives;
  if (o?.place !== 'zone-corners' || !zone.corner) return;
  const { x, y } = zone.corner;
  const step = o.inches / Math.SQRT2;
  const tx = x + Math.sign(m.board.width / 2 - x) * step;
  const ty = y + Math.sign(m.board.depth / 2 - y) * step;
  const i = Math.min(m.board.width - 1, Math.max(0, Math.floor(tx)));
  const j = Math.min(m.board.depth - 1, Math.max(0, Math.floor(ty)));
  const surfaces = m.board.surfacesAt(i, j);
  const top = surfaces[surfaces.length - 1];
  placeObjective(m, {
    kinds: o.kinds as ObjectiveKind[],
    vp: file.primary.vp,
    at: [i + 0.5, j + 0.5, top?.z ?? 0],
    owner: o.claimedAtStart ? g : undefined,
  });
}

/**
 * The level's Objectives for the scenario (`place: "level"`).
 * @throws Error when the level has fewer spots for the scenario than it needs.
 */
export function placeLevelObjectives(m: Match, file: ScenarioFile): void {
  const o = file.objectives;
  if (o?.place !== 'level') return;
  const spots = levelObjectiveSpots(m.board, file.id);
  if (spots.length < o.count)
    throw new Error(
      `${m.board.name} has ${spots.length} objective spots for ${file.name}, it needs ${o.count}`,
    );
  for (const s of spots.slice(0, o.count)) {
    placeObjective(m, {
      kinds: o.kinds as ObjectiveKind[],
      vp: file.primary.vp,
      at: [s.x, s.y, s.z],
      value: s.value,
    });
  }
}

/** The zones each gang may choose from on match `m`'s board. */
export function zonesOffered(m: Match): DeploymentZone[][] {
  const size: BoardSize = { width: m.board.width, depth: m.board.depth };
  return zonesForGangs(scenarioFile(m.setup.scenario), size, m.setup.gangs);
}

/** The setup of a match whose gangs are set up by their players (see the module comment), as a resolution. */
export function* setupByPlayers(m: Match): Resolution {
  const file = scenarioFile(m.setup.scenario);
  const s = scenarioStateOf(m);
  const c = m.world.components;
  for (const eid of m.ids.values()) setTag(m.world, eid, c.OnBoard, false);
  const offered = zonesOffered(m);
  s.rollOff = rollOff(m);
  // The scenery: Gang War's gondolas, one per gang in the roll-off's order (gondola-setup.ts).
  if (file.rules.includes('gondola-per-gang')) {
    const first = (g: number) => idOf(m, [...m.ids.values()].find((e) => c.Gang.index[e] === g)!);
    yield* gangsSetGondolas(m, s.rollOff, first);
  }
  placeLevelObjectives(m, file);
  // Before deployment: the choices printed abilities make then (Masks, Justice Served…: character/flow-hooks.ts).
  yield* beforeDeployment(m, s.rollOff);
  const taken = new Set<string>();
  const late: HeldBack[] = [];
  for (const g of s.rollOff) {
    const gang = m.setup.gangs[g]!;
    const left = offered[g]!.filter((z) => !taken.has(z.id));
    const members = [...m.ids.values()].filter((e) => c.Gang.index[e] === g);
    let zone = left[0]!;
    if (left.length > 1) {
      const pick = yield* askToChoose(
        gang.id,
        idOf(m, members[0]!),
        'deployment-zone',
        left.map((z) => ({ id: z.id, label: zoneLabel(z.id) })),
      );
      zone = left.find((z) => z.id === pick) ?? zone;
    }
    taken.add(zone.id);
    s.zones[g] = zone;
    // Gondolas bought as Equipment are set afloat by the zone the gang chose (bought-gondolas.ts).
    if (m.board instanceof VoxelBoard) {
      const before = new Set(m.board.gondolaSpecs.map((x) => x.id));
      const board = launchGangGondolas(m.board, m.setup, g, zone);
      m.board = board;
      for (const spec of board.gondolaSpecs) if (!before.has(spec.id)) addGondolaEntity(m, spec, board);
    }
    emit(m, { type: 'zone-chosen', gang: gang.id, zone: zone.id, label: zoneLabel(zone.id) });
    cornerObjective(m, file, g, zone);
    // Dead Weights: the Sinker comes as round 2 begins (abilities/strigoi/dead-weights.ts)
    const now = members.filter((e) => !setsUpLater(profileOf(m, e), m.book));
    const anywhere = now.filter((e) => deploysAnywhere(profileOf(m, e), m.book));
    const inZoneNow = now.filter((e) => !anywhere.includes(e));
    const suggested = autoDeploy(m, g, zone, now);
    for (const e of anywhere) {
      const fall = suggested.find((p) => p.character === idOf(m, e));
      late.push({
        eid: e,
        profile: profileOf(m, e),
        fallback: fall ? (m.board.nodeAt(...fall.at) ?? undefined) : undefined,
      });
    }
    if (inZoneNow.length > 0) {
      const ids = inZoneNow.map((e) => idOf(m, e));
      const decision: DeployDecision = {
        type: 'deploy',
        gang: gang.id,
        character: ids[0]!,
        zone: zone.id,
        characters: ids,
        suggested: suggested.filter((p) => ids.includes(p.character)),
      };
      const answer = yield decision;
      const placements =
        answer.type === 'decide' && answer.decision === 'deploy' ? answer.placements : decision.suggested;
      for (const p of placements) setUpCharacter(m, m.ids.get(p.character)!, p.at);
    }
  }
  deployLate(m, late);
  for (const l of late) if (!s.setUp.includes(l.eid)) s.setUp.push(l.eid);
  if (file.rules.includes('defender-command-points')) yield* defenderCommandPoints(m);
}

/** Street Fight: each Defender gives one of its characters with Command Points 3 more, in the roll-off's order. */
function* defenderCommandPoints(m: Match): Resolution {
  const c = m.world.components;
  for (const g of scenarioStateOf(m).rollOff) {
    const gang = m.setup.gangs[g]!;
    if (gang.side !== 'defender') continue;
    const withCp = [...m.ids.values()]
      .filter((e) => c.Gang.index[e] === g && (c.Points.cp[e] ?? 0) > 0)
      .sort((a, b) => (c.Points.cp[b] ?? 0) - (c.Points.cp[a] ?? 0) || a - b);
    if (withCp.length === 0) continue;
    const pick = yield* askToChoose(
      gang.id,
      idOf(m, withCp[0]!),
      'bonus-command-points',
      withCp.map((e) => ({ id: idOf(m, e), label: nameOf(m, e), figure: idOf(m, e) })),
    );
    const eid = m.ids.get(pick) ?? withCp[0]!;
    c.Points.cp[eid] = (c.Points.cp[eid] ?? 0) + DEFENDER_BONUS_CP;
    c.Points.cpStart[eid] = (c.Points.cpStart[eid] ?? 0) + DEFENDER_BONUS_CP;
    emit(m, {
      type: 'command-points-gained',
      character: idOf(m, eid),
      amount: DEFENDER_BONUS_CP,
      cp: c.Points.cp[eid]!,
    });
  }
}

/** The Objectives of a match whose gangs the engine deployed (`level-zones`): the level's, then one per gang's zone. */
export function placeFixedObjectives(m: Match): void {
  const file = scenarioFile(m.setup.scenario);
  placeLevelObjectives(m, file);
  scenarioStateOf(m).zones.forEach((zone, g) => {
    if (zone) cornerObjective(m, file, g, zone);
  });
}
