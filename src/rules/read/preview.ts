/**
 * Previews before committing (DESIGN §1): the reach of a Run/Climb with the chance of making each destination,
 * and the exact odds of an attack. Computed, never simulated.
 */

import { statOf } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import { combatProblem, oddsOf, planAttack, weaponOf } from '../combat/combat.ts';
import type { AttackOdds } from '../combat/combat-odds.ts';
import { chargeOdds } from '../combat/opportunity.ts';
import { type ResultChances, resultChances, rollOutcomes } from '../core/probability.ts';
import type { Point3 } from '../core/types.ts';
import { chargesFromAbove, enemiesTouching } from '../movement/charging.ts';
import { type FallOdds, fallOddsOf } from '../movement/falling.ts';
import { jumpInches, jumpProblem } from '../movement/jump.ts';
import { jumpLanding } from '../movement/jump-landing.ts';
import { CRITICAL_EXTRA, turnEndDrop } from '../movement/run-climb.ts';
import { moveBudget, reachOf } from '../movement/run-climb-reach.ts';
import { type Board, type Node, nodeKey, type Reach } from '../space/api.ts';
import { isWallPosition } from '../space/board.ts';
import { findReach } from '../space/reach.ts';
import { asIfAt } from '../state/hypothetical.ts';
import { idOf, type Match, nodeOf } from '../state/match-state.ts';

/** A destination of a Run/Climb: cost in inches, rolls needed, and the chance to get there (no Will Points). */
export interface ReachCell {
  readonly node: Node;
  readonly cost: number;
  readonly rolls: number;
  readonly chance: number;
  /** Beyond MOVE: reached only after a Critical on the way (climbing table). */
  readonly needsCritical: boolean;
  /** A wall position (hanging on Vertical Terrain, not solid ground): a turn that ends there ends in a fall. */
  readonly onWall?: boolean;
}

/**
 * Every destination of a Run/Climb of `eid` now, with its chance: each stretch that needs a roll must pass; cells up
 * to 2″ beyond MOVE need one of those rolls to be a Critical.
 */
export function reachPreview(m: Match, eid: number): ReachCell[] {
  const acrobatic = traitOf(m, eid, 'move-dex-rerolls');
  const c = resultChances(statOf(m, eid, 'dex'), 7, acrobatic.has ? Math.min(3, acrobatic.value) : 0);
  const pass = c.success + c.critical;
  const budget = moveBudget(m, eid);
  const out: ReachCell[] = [];
  const reach = reachOf(m, eid, CRITICAL_EXTRA);
  for (const n of reach.nodes) {
    if (n.cost <= budget + 1e-9) {
      out.push({
        ...n,
        chance: pass ** n.rolls,
        needsCritical: false,
        onWall: isWallPosition(m.board, n.node),
      });
    } else if (n.rolls > 0 && rollsWithinMove(reach, n.node, budget)) {
      // At least one Critical among the rolls, every roll passing.
      out.push({
        ...n,
        chance: pass ** n.rolls - c.success ** n.rolls,
        needsCritical: true,
        onWall: isWallPosition(m.board, n.node),
      });
    }
  }
  return out;
}

/**
 * Whether the way to `to` makes one of its rolls before MOVE (`budget`, inches) runs out: only then can a Critical
 * carry the move beyond MOVE (`planRunClimb` refuses the destination otherwise).
 */
function rollsWithinMove(reach: Reach, to: Node, budget: number): boolean {
  return reach.path(to)?.some((s) => s.roll && s.cost <= budget) ?? false;
}

/** What the attack preview shows. */
export interface AttackPreview {
  readonly problem: string | null;
  readonly pool: number;
  readonly aceOn: number;
  readonly protectionPool: number;
  readonly cover: boolean;
  readonly odds: AttackOdds | null;
}

/** Exact odds of `attacker` attacking `target` with the weapon named `weapon` (no Will Points). */
export function attackPreview(m: Match, attacker: number, target: number, weapon: string): AttackPreview {
  const w = weaponOf(m, attacker, weapon);
  const problem = combatProblem(m, attacker, target, w);
  if (!w) return { problem, pool: 0, aceOn: 0, protectionPool: 0, cover: false, odds: null };
  const plan = planAttack(m, attacker, target, w);
  return {
    problem,
    pool: plan.attack.pool,
    aceOn: plan.attack.aceOn,
    protectionPool: plan.protection.pool,
    cover: plan.cover,
    odds: problem ? null : oddsOf(m, plan, target),
  };
}

/** Chance of each result of a roll with 0, 1 … `max` Will Points added (for the Will Point decision). */
export function chancesWithWillPoints(
  pool: number,
  aceOn: number,
  max: number,
  rerolls = 0,
): ResultChances[] {
  return Array.from({ length: max + 1 }, (_, wp) => resultChances(pool + wp, aceOn, rerolls));
}

/** What the jump preview shows for a named point. */
export interface JumpPreview {
  readonly problem: string | null;
  /** Chance to come down on solid ground (not necessarily at the point: short jumps may land before it, or where
   * they started). */
  readonly landChance: number;
  /** Chance to land at (or within 1″ of) the named point. */
  readonly reachChance: number;
  /** Expected Life Points lost by falling, over every result of the jump and of the fall roll. */
  readonly expectedFallLp: number;
  /** Chance the jump ends in a fall that takes the character out. */
  readonly killChance: number;
}

/**
 * Exact odds of a Jump of `eid` toward `to` (rulebook "Jump", "Falling"), without Will Points, under the engine's
 * own reading (jump-landing.ts `jumpLanding`: the roll measured along the 3D line, the ½″ landing tolerance, the
 * 1″ shift along the line, falls counted from the height where the jump started). Every result of the jump roll is
 * played through `jumpLanding`; every fall through `fallOddsOf`. A jump that comes down where it started counts as landed
 * (it does not reach the point). The onward move after an overshoot changes none of these figures.
 */
export function jumpPreview(m: Match, eid: number, to: Point3, controlledLanding = false): JumpPreview {
  const problem = jumpProblem(m, eid, to);
  const none = { problem, landChance: 0, reachChance: 0, expectedFallLp: 0, killChance: 0 };
  if (problem) return none;
  const acrobatic = traitOf(m, eid, 'move-dex-rerolls');
  const leaper = traitOf(m, eid, 'jumps-farther').has;
  const dex = statOf(m, eid, 'dex');
  const start = nodeOf(m, eid);
  const startZ = start.z;
  let land = 0;
  let reach = 0;
  let fallLp = 0;
  let kill = 0;
  for (const o of rollOutcomes(dex, 7, acrobatic.has ? acrobatic.value : 0)) {
    const { landing, fallsTo } = jumpLanding(m, eid, to, jumpInches(o.result, o.aces, leaper));
    if (landing) {
      land += o.p;
      const moved = landing.i !== start.i || landing.j !== start.j || landing.z !== start.z;
      if (moved && Math.hypot(landing.i + 0.5 - to[0], landing.j + 0.5 - to[1]) <= 1.01) reach += o.p;
      continue;
    }
    if (!fallsTo) continue;
    const f = fallOddsOf(m, eid, startZ - fallsTo.z, fallsTo, controlledLanding);
    fallLp += o.p * f.expectedLpLost;
    kill += o.p * f.killChance;
  }
  return { problem: null, landChance: land, reachChance: reach, expectedFallLp: fallLp, killChance: kill };
}

/** Columns around a point searched for a surface to start {@link waysFrom} from (a point inside a wall or a roof's edge). */
const WAYS_START_RINGS = 3;

/**
 * Inches along the ways of the board (rulebook "Run/Climb": walks, climbs, ladders, swims — the search of a Run/Climb's
 * reach, figures ignored) from the surface at or nearest under `at` to every node within `budget` inches: node key
 * (`nodeKey`) → inches. For plans longer than one move (how far an Objective or an edge is). Empty when no surface
 * lies within 3 columns of `at`.
 */
export function waysFrom(board: Board, at: Point3, budget: number): ReadonlyMap<string, number> {
  const i0 = Math.floor(at[0]);
  const j0 = Math.floor(at[1]);
  let start: Node | null = null;
  for (let ring = 0; ring <= WAYS_START_RINGS && !start; ring++) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = i0 - ring; i <= i0 + ring; i++)
      for (let j = j0 - ring; j <= j0 + ring; j++) {
        if (Math.max(Math.abs(i - i0), Math.abs(j - j0)) !== ring) continue;
        if (i < 0 || j < 0 || i >= board.width || j >= board.depth) continue;
        for (const n of board.surfacesAt(i, j)) {
          const d = Math.hypot(n.i + 0.5 - at[0], n.j + 0.5 - at[1], n.z - at[2]);
          if (d < best) {
            best = d;
            start = n;
          }
        }
      }
  }
  const out = new Map<string, number>();
  if (!start) return out;
  const reach = findReach(board, start, { budget, blocked: () => false, stopAt: () => false });
  for (const x of reach.nodes) out.set(nodeKey(x.node), x.cost);
  return out;
}

/**
 * Inches along the ways of the board (as {@link waysFrom}: a Run/Climb's search, figures ignored) from node `from`
 * to the nearest surface out of the water (rulebook "Canals": a wall higher than 1″ is climbed out of only by a
 * Water Access), or Infinity when none lies within `budget` inches; 0 when `from` is not water.
 */
export function waysOutOfWater(board: Board, from: Node, budget: number): number {
  if (board.surfaceKind(from) !== 'water') return 0;
  const reach = findReach(board, from, { budget, blocked: () => false, stopAt: () => false });
  let best = Number.POSITIVE_INFINITY;
  for (const x of reach.nodes) if (x.cost < best && board.surfaceKind(x.node) !== 'water') best = x.cost;
  return best;
}

/** What ending the turn where it is would do to a climber or a flyer: where it lands, and the fall's odds. */
export interface TurnEndFallPreview {
  /** The surface it falls onto (run-climb.ts `landingBelow`). */
  readonly landing: Node;
  /** Inches fallen. */
  readonly inches: number;
  /** The fall's odds (falling.ts `fallOddsOf`). */
  readonly odds: FallOdds;
}

/**
 * The fall of `eid` should its turn end where it is (rulebook "Run/Climb": a character that cannot end its turn on
 * solid ground falls from where it is; "Flight": a flyer left in mid-air falls), the same fall match/rounds.ts
 * makes (run-climb.ts `turnEndDrop`); null on solid ground.
 */
export function turnEndFallPreview(m: Match, eid: number): TurnEndFallPreview | null {
  const drop = turnEndDrop(m, eid);
  if (!drop) return null;
  return { landing: drop.landing, inches: drop.inches, odds: fallOddsOf(m, eid, drop.inches, drop.landing) };
}

/** An enemy a move would charge, with the exact odds of the charge's Attack of Opportunity (no Will Points). */
export interface ChargePreview {
  /** The enemy's character id. */
  readonly foe: string;
  /** The move starts 3″ or more above it (rulebook "Charging & Disengaging": a charge from above). */
  readonly fromAbove: boolean;
  /** Odds of the Attack of Opportunity with the best weapon; null when no weapon may strike it. */
  readonly odds: AttackOdds | null;
}

/**
 * The enemies a Run/Climb, Jump or flight of `eid` ending at `to` would charge (rulebook "Charging & Disengaging":
 * ending in base contact with an enemy it was not touching), each with the odds of the Attack of Opportunity the
 * charge makes on arrival (worked out with `eid` standing at `to`); the charging player strikes one of them. [] when
 * the move charges nobody.
 */
export function chargePreview(m: Match, eid: number, to: Node): ChargePreview[] {
  const touching = enemiesTouching(m, eid, nodeOf(m, eid));
  const startZ = m.world.components.Position.z[eid] ?? 0;
  return enemiesTouching(m, eid, to)
    .filter((e) => !touching.includes(e))
    .map((e) => {
      const fromAbove = chargesFromAbove(m, e, startZ, eid);
      return { foe: idOf(m, e), fromAbove, odds: asIfAt(m, eid, to, () => chargeOdds(m, eid, e, fromAbove)) };
    });
}
