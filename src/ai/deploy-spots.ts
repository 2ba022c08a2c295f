/**
 * Where the computer sets its figures up (rulebook "Deployment Zones"; DESIGN §3.4), by the worth of each spot of its
 * zone, in Victory Points:
 *
 * - **forward**: the inches along the ways of the board (ways.ts) to what the scenario is won by — the nearest
 *   Objective lying on the table, a rival's Objective to carry home, the far edge for a Street Fight Attacker, the
 *   middle of the board otherwise (where the enemy comes from) — each inch {@link FORWARD} less;
 * - **height** for a figure with a ranged weapon: {@link HEIGHT} an inch up to 3″ (it sees over the others);
 * - **cover** from the enemy: {@link COVER} times the share of the enemy's spots (its figures set up already, else
 *   three points of its zone) from which the spot is out of sight or in cover.
 *
 * Figures are placed one by one, those that fight hand to hand first, each on the best spot left at least
 * {@link SPACING} from its friends (closer only when nothing else is left); every placement is checked with the rules'
 * `placementsProblem` against those before it, so the whole answer is legal.
 */
import {
  asIfAt,
  charactersOnBoard,
  inZone,
  type Match,
  type Node,
  nodeKey,
  objectiveAt,
  objectivesOf,
  type Placement,
  type Point3,
  placementsProblem,
  sightBetween,
  weaponsOf,
  zoneOf,
  zonesOffered,
} from '../rules/index.ts';
import { objectivePlay } from './objective-worth.ts';
import { fieldFromAny } from './ways.ts';

/** A Deployment Zone (the rules' own shape, as `zoneOf` gives it). */
type DeploymentZone = NonNullable<ReturnType<typeof zoneOf>>;

/** Victory Points per inch nearer the goal. */
export const FORWARD = 0.02;
/** Victory Points per inch of height (up to 3″) for a figure with a ranged weapon. */
export const HEIGHT = 0.03;
/** Victory Points of a spot out of sight or in cover from every enemy spot weighed. */
export const COVER = 0.1;
/** Inches kept between the gang's own figures when the zone has room. */
export const SPACING = 2;

/** A gang's placements in a zone and what they are worth together. */
export interface GangPlacement {
  readonly placements: Placement[];
  readonly worth: number;
}

/** The points the gang's figures head for: see the module comment. */
function goalPoints(m: Match, g: number): Point3[] {
  const middle: Point3 = [m.board.width / 2, m.board.depth / 2, 0];
  const play = objectivePlay(m.setup.scenario);
  if (play === 'street') {
    const gang = m.setup.gangs[g];
    if (gang?.side !== 'attacker') return [middle];
    // The far edge: away from the Attackers' zone (chosen or offered: they all lie on one edge).
    const zone = zoneOf(m, g) ?? zonesOffered(m)[g]?.[0];
    const x = zone && zone.x0 <= 0 ? m.board.width - 0.5 : 0.5;
    return [1, 3, 5, 7].map((k): Point3 => [x, (m.board.depth * k) / 8, 0]);
  }
  const { Objective } = m.world.components;
  const targets = objectivesOf(m).filter((o) => play === 'held' || (Objective.owner[o] ?? -1) !== g);
  return targets.length > 0 ? targets.map((o) => objectiveAt(m, o)) : [middle];
}

/** Where the enemy is seen from: its figures set up already, else three points of a zone it may take. */
function enemySpots(m: Match, g: number, zone: DeploymentZone): Point3[] {
  const c = m.world.components;
  const team = m.world.components.Gang.team;
  const mine = team[[...m.ids.values()].find((e) => c.Gang.index[e] === g) ?? -1];
  const set = charactersOnBoard(m.world).filter((e) => team[e] !== mine);
  if (set.length > 0)
    return set.map((e): Point3 => [c.Position.x[e] ?? 0, c.Position.y[e] ?? 0, c.Position.z[e] ?? 0]);
  const theirs = zonesOffered(m)
    .flatMap((zs, k) => (k === g ? [] : zs))
    .filter((z) => z.id !== zone.id);
  const z = theirs[0];
  if (!z) return [];
  const cx = (z.x0 + z.x1) / 2;
  const cy = (z.y0 + z.y1) / 2;
  return [
    [cx, cy, 0],
    [(z.x0 + cx) / 2, (z.y0 + cy) / 2, 0],
    [(z.x1 + cx) / 2, (z.y1 + cy) / 2, 0],
  ];
}

/** The surfaces of `zone` a figure might stand on (the rules decide which it may). */
function zoneNodes(m: Match, zone: DeploymentZone): Node[] {
  const out: Node[] = [];
  for (let j = Math.max(0, Math.floor(zone.y0)); j < Math.min(m.board.depth, Math.ceil(zone.y1)); j++)
    for (let i = Math.max(0, Math.floor(zone.x0)); i < Math.min(m.board.width, Math.ceil(zone.x1)); i++) {
      if (!inZone(zone, i + 0.5, j + 0.5)) continue;
      for (const n of m.board.surfacesAt(i, j)) if (m.board.surfaceKind(n) !== 'water') out.push(n);
    }
  return out;
}

/** Whether `eid` has a ranged weapon. */
function shoots(m: Match, eid: number): boolean {
  return weaponsOf(m, eid).some((w) => w.range > 0);
}

/**
 * The best placements of gang `g`'s figures `ids` (default: all of it) in `zone`, and their worth (see the module
 * comment); null when a figure finds no legal spot.
 */
export function placeGang(
  m: Match,
  g: number,
  zone: DeploymentZone,
  ids?: readonly string[],
): GangPlacement | null {
  const c = m.world.components;
  const figures = (ids ?? [...m.ids.keys()].filter((id) => c.Gang.index[m.ids.get(id)!] === g)).map((id) => ({
    id,
    eid: m.ids.get(id)!,
  }));
  if (figures.length === 0) return { placements: [], worth: 0 };
  const nodes = zoneNodes(m, zone);
  const field = fieldFromAny(m.board, goalPoints(m, g));
  const foes = enemySpots(m, g, zone);
  const viewer = [...m.ids.values()].find((e) => c.Gang.team[e] !== c.Gang.team[figures[0]!.eid]);
  // The spots' worth but for height, the same for every figure: worked out once.
  const base = new Map<string, number>();
  for (const n of nodes) {
    const at: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
    const gap = field.get(nodeKey(n)) ?? 2 * Math.hypot(m.board.width, m.board.depth);
    base.set(nodeKey(n), -FORWARD * gap + COVER * shielded(m, figures[0]!.eid, viewer, at, foes));
  }
  const order = [...figures].sort((a, b) => Number(shoots(m, a.eid)) - Number(shoots(m, b.eid)));
  const placements: Placement[] = [];
  let worth = 0;
  for (const f of order) {
    const high = shoots(m, f.eid) ? HEIGHT : 0;
    const ranked = nodes
      .map((n) => ({ n, w: (base.get(nodeKey(n)) ?? 0) + high * Math.min(3, Math.max(0, n.z)) }))
      .sort((a, b) => b.w - a.w || a.n.j - b.n.j || a.n.i - b.n.i || a.n.z - b.n.z);
    const apart = (n: Node) =>
      placements.every((p) => Math.hypot(p.at[0] - n.i - 0.5, p.at[1] - n.j - 0.5) >= SPACING - 1e-9);
    const legal = (n: Node) =>
      placementsProblem(m, g, zone, [...placements, { character: f.id, at: [n.i + 0.5, n.j + 0.5, n.z] }]) ===
      null;
    const spot = ranked.find((r) => apart(r.n) && legal(r.n)) ?? ranked.find((r) => legal(r.n));
    if (!spot) return null;
    placements.push({ character: f.id, at: [spot.n.i + 0.5, spot.n.j + 0.5, spot.n.z] });
    worth += spot.w;
  }
  // The roster's order, as the decision lists the figures.
  const index = new Map(figures.map((f, k) => [f.id, k]));
  placements.sort((a, b) => (index.get(a.character) ?? 0) - (index.get(b.character) ?? 0));
  return { placements, worth };
}

/**
 * The share of `foes` (points the enemy is seen from) from which a figure of `eid`'s size at `at` is out of sight or
 * in cover, read with an enemy figure (`viewer`) put at each point; 0 without one.
 */
function shielded(
  m: Match,
  eid: number,
  viewer: number | undefined,
  at: Point3,
  foes: readonly Point3[],
): number {
  if (viewer === undefined || foes.length === 0) return 0;
  const n = m.board.nodeAt(at[0], at[1], at[2]);
  if (!n) return 0;
  let hidden = 0;
  asIfAt(m, eid, n, () => {
    for (const f of foes) {
      const v = m.board.nodeAt(f[0], f[1], f[2]) ?? m.board.surfacesAt(Math.floor(f[0]), Math.floor(f[1]))[0];
      if (!v) continue;
      const s = asIfAt(m, viewer, v, () => sightBetween(m, viewer, eid));
      if (!s.lineOfSight || s.cover) hidden++;
    }
  });
  return hidden / foes.length;
}
