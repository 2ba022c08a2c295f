/**
 * Where a Run/Climb may go (rulebook "Run/Climb", "Swimming", "Water Access", "Charging & Disengaging"): the MOVE
 * available, the reach over the board's surfaces (a swimmer's penalty, Water Access, Ethereal and Limited Movement
 * included), the extra inches of a charge and the moves that pass over figures (movement-hooks.ts). Resolving the
 * move is run-climb.ts.
 */
import { statOf } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import { type Board, type Node, nodeKey, type PathStep, type Reach } from '../space/api.ts';
import { isWallPosition } from '../space/board.ts';
import { CONTACT_GAP, inBaseContact } from '../space/measure.ts';
import { findReach } from '../space/reach.ts';
import {
  boardFor,
  centreOf,
  enemiesOf,
  figureOf,
  isSwimming,
  type Match,
  nodeOf,
} from '../state/match-state.ts';
import { oddityClosed } from '../state/oddity-state.ts';
import { enemiesTouching } from './charging.ts';
import { isMidAir } from './fly.ts';
import { limitReach, straightReach } from './movement-abilities.ts';
import { CHARGE_BONUS, MOVE_BONUS, PASSES_OVER_FIGURES, type PassingOver } from './movement-hooks.ts';
import { occupiedTest } from './occupied.ts';

/**
 * Inches of MOVE lost by starting a Run/Climb in water (rulebook "Swimming"): 2, none with the trait
 * no-swimming-penalty (a Water Creature; character/traits.ts).
 */
export function swimPenalty(m: Match, eid: number): number {
  return isSwimming(m, eid) && !traitOf(m, eid, 'no-swimming-penalty').has ? 2 : 0;
}

/**
 * MOVE available for a Run/Climb starting where the character stands (inches; {@link MOVE_BONUS}: Herding); in
 * water less the swimming penalty, plus the inches of the trait swim-move-bonus (Fast Swimmer (X)).
 */
export function moveBudget(m: Match, eid: number): number {
  const move = statOf(m, eid, 'move') + m.book.all(MOVE_BONUS).reduce((sum, f) => sum + f(m, eid), 0);
  if (!isSwimming(m, eid)) return move;
  return Math.max(0, move - swimPenalty(m, eid) + traitOf(m, eid, 'swim-move-bonus').value);
}

/**
 * Whether a path of `eid` from `from` first leaves the water (as `eid` treats it: state/match-state.ts `boardFor`) at a
 * Water Access point (climbing out past wall positions).
 */
export function leavesByWaterAccess(m: Match, eid: number, from: Node, path: readonly PathStep[]): boolean {
  const board = boardFor(m, eid);
  let prev: Node = from;
  for (const s of path) {
    if (isWallPosition(board, s)) continue;
    if (board.surfaceKind(prev) === 'water' && board.surfaceKind(s) !== 'water') {
      return board.isWaterAccess(prev.i, prev.j) || board.isWaterAccess(s.i, s.j);
    }
    prev = s;
  }
  return false;
}

/**
 * A swimmer's reach: within the reduced budget anywhere, and up to the full MOVE where the path leaves the water
 * by a Water Access point (rulebook "Water Access": no swimming penalty then).
 */
function waterAccessReach(board: Board, reach: Reach, budget: number): Reach {
  // Whether the path to each node beyond the budget leaves the water by Water Access ({@link leavesByWaterAccess}),
  // read along each path once: the paths of a reach share their beginnings, so the farthest nodes are read first
  // and the answer is noted for every node on their way.
  const leaves = new Map<string, boolean>();
  for (let k = reach.nodes.length - 1; k >= 0; k--) {
    const { node, cost } = reach.nodes[k]!;
    if (cost <= budget + 1e-9 || leaves.has(nodeKey(node))) continue;
    const path = reach.path(node);
    if (path === null) continue;
    let prev: Node = reach.from;
    let decided: boolean | null = null;
    for (const s of path) {
      if (decided === null && !isWallPosition(board, s)) {
        if (board.surfaceKind(prev) === 'water' && board.surfaceKind(s) !== 'water')
          decided = board.isWaterAccess(prev.i, prev.j) || board.isWaterAccess(s.i, s.j);
        prev = s;
      }
      leaves.set(nodeKey(s), decided ?? false);
    }
  }
  const ok = (n: Node, cost: number): boolean => cost <= budget + 1e-9 || leaves.get(nodeKey(n)) === true;
  const nodes = reach.nodes.filter((x) => ok(x.node, x.cost));
  const keys = new Set(nodes.map((x) => nodeKey(x.node)));
  return { from: reach.from, nodes, path: (to) => (keys.has(nodeKey(to)) ? reach.path(to) : null) };
}

/**
 * Whether `eid` placed at `n` would touch (base contact) an enemy other than those of `except`: the enemies are
 * read once, when the test is made (charging.ts `enemiesTouching`, for many nodes of one search).
 */
function touchesNewEnemyTest(m: Match, eid: number, except: readonly number[]): (n: Node) => boolean {
  const enemies = enemiesOf(m, eid)
    .filter((e) => !except.includes(e))
    .map((e) => figureOf(m, e));
  const radius = figureOf(m, eid).radius;
  return (n) => {
    const x = n.i + 0.5;
    const y = n.j + 0.5;
    for (const f of enemies) {
      // Base contact needs the centres within both radii and the contact gap (measure.ts `inBaseContact`).
      const within = f.radius + radius + CONTACT_GAP + 0.01;
      if (Math.abs(f.x - x) > within || Math.abs(f.y - y) > within) continue;
      if (inBaseContact(figureOf(m, eid, centreOf(n)), f)) return true;
    }
    return false;
  };
}

/**
 * Every node the character can reach with one Run/Climb from where it stands, with costs and rolls.
 * Entering base contact with an enemy it was not touching ends the move there (a charge).
 */
export function reachOf(m: Match, eid: number, extra = 0): Reach {
  const plain = plainReach(m, eid, extra);
  // Inches further for a charge (Prove Yourselves to Dagon!: 2″).
  const bonus = chargeBonus(m, eid);
  if (bonus === 0) return plain;
  const start = enemiesTouching(m, eid, nodeOf(m, eid));
  return withChargeBonus(m, eid, plain, plainReach(m, eid, extra + bonus), start);
}

function plainReach(m: Match, eid: number, extra: number): Reach {
  // Mid-air after a Fly (rulebook "Flight"): no Run/Climb from there, so nowhere to reach.
  if (isMidAir(m, eid)) return { from: nodeOf(m, eid), nodes: [], path: () => null };
  const start = enemiesTouching(m, eid, nodeOf(m, eid));
  const budget = moveBudget(m, eid) + extra;
  // The trait moves-through-terrain (Ethereal): a straight line through any terrain.
  if (traitOf(m, eid, 'moves-through-terrain').has) {
    const taken = occupiedTest(m, eid);
    return straightReach(m, eid, budget, true, (n) => !taken(n) && !oddityClosed(m, eid, n));
  }
  const penalty = swimPenalty(m, eid);
  // A mover that passes over figures (Levatevi di Mezzo, Imbecilli!) ends on none; passing is no charge.
  const passer = passerOf(m, eid) !== undefined;
  const taken = occupiedTest(m, eid);
  const charges = touchesNewEnemyTest(m, eid, start);
  const board = boardFor(m, eid);
  const searched = findReach(board, nodeOf(m, eid), {
    budget: budget + penalty,
    blocked: (n) => !passer && taken(n),
    closed: (n) => oddityClosed(m, eid, n),
    stopAt: (n) => !passer && charges(n),
    passClimbing: true,
  });
  const reach = passer ? freeDestinations(searched, taken) : searched;
  return limitReach(m, eid, penalty > 0 ? waterAccessReach(board, reach, budget) : reach);
}

/** The rule book's way of passing over figures that `eid` moves by ({@link PASSES_OVER_FIGURES}), or undefined. */
export function passerOf(m: Match, eid: number): PassingOver | undefined {
  return m.book.all(PASSES_OVER_FIGURES).find((p) => p.holds(m, eid));
}

/**
 * A reach searched with figures ignored, narrowed to the places where a mover that passes over figures may end its
 * move: none where another figure stands (`taken`).
 */
function freeDestinations(reach: Reach, taken: (n: Node) => boolean): Reach {
  const nodes = reach.nodes.filter((x) => nodeKey(x.node) === nodeKey(reach.from) || !taken(x.node));
  const keys = new Set(nodes.map((x) => nodeKey(x.node)));
  return { from: reach.from, nodes, path: (to) => (keys.has(nodeKey(to)) ? reach.path(to) : null) };
}

/** Inches a Run/Climb of `eid` starting where it stands may add if the move is a charge ({@link CHARGE_BONUS}). */
export function chargeBonus(m: Match, eid: number): number {
  return m.book.all(CHARGE_BONUS).reduce((sum, f) => sum + f(m, eid), 0);
}

/** Whether `eid` standing at `n` touches an enemy not in `touching` (a move ending there is a charge). */
function charges(m: Match, eid: number, n: Node, touching: readonly number[]): boolean {
  return enemiesTouching(m, eid, n).some((e) => !touching.includes(e));
}

/**
 * The reach of a Run/Climb with a charge bonus: every node of `plain` (the usual MOVE), and the nodes of `wide`
 * (MOVE + the bonus) where the move ends in a charge (our reading of Prove Yourselves to Dagon!: the extra inches
 * serve only a path that ends in base contact with an enemy the mover was not touching).
 */
function withChargeBonus(
  m: Match,
  eid: number,
  plain: Reach,
  wide: Reach,
  touching: readonly number[],
): Reach {
  const have = new Set(plain.nodes.map((x) => nodeKey(x.node)));
  const extra = wide.nodes.filter((x) => !have.has(nodeKey(x.node)) && charges(m, eid, x.node, touching));
  if (extra.length === 0) return plain;
  const extraKeys = new Set(extra.map((x) => nodeKey(x.node)));
  return {
    from: plain.from,
    nodes: [...plain.nodes, ...extra],
    path: (to) => (extraKeys.has(nodeKey(to)) ? wide.path(to) : plain.path(to)),
  };
}

/** Inches the charge bonus adds to a Run/Climb of `eid` from where it stands to `end` (touching `touching`). */
export function chargeBonusTo(m: Match, eid: number, end: Node, touching: readonly number[]): number {
  const bonus = chargeBonus(m, eid);
  return bonus > 0 && charges(m, eid, end, touching) ? bonus : 0;
}
