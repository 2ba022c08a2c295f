/**
 * Deploying anywhere (the trait deploys-anywhere, character/traits.ts: the unique abilities Hidden in Plain Sight,
 * the Beggar of The Guild, and Unsightly, the Crybaby of Rashaar): such a character may be set up anywhere at
 * ground level, at least 6″ from enemy characters and Objectives, instead of in its Deployment Zone.
 *
 * The engine deploys by itself (match.ts `createMatch`): these characters are set up after everyone else, each on
 * the ground-level spot nearest the middle of the board that keeps 6″ (base to base) from every enemy already set
 * up and 2″ (centre to centre) from every figure, else on its spot in its zone. Deterministic: the same board and
 * rosters give the same spots.
 *
 * Readings: "ground level" is a street-level surface (height 0″; not water, not a gondola's deck, not the top of an
 * Obstacle, not a Small Obstacle or Debris). No scenario played yet has Objectives on the board, so only enemy
 * characters are kept at bay.
 */
import type { Profile } from '../../content/types.ts';
import { CARNEVALE_RULES } from '../abilities/index.ts';
import { printedTraitOf } from '../character/traits.ts';
import { type Board, baseRadius, type Node } from '../space/api.ts';
import { gondolaAt } from '../space/gondolas.ts';
import { mustMoveOff } from '../space/obstacles.ts';
import { emit, gangOf, type Match } from '../state/match-state.ts';
import { objectiveAt, objectivesOf } from '../state/objective-state.ts';
import type { RuleBook } from '../state/rule-book.ts';
import { setTag } from '../state/world.ts';

/** Least distance (inches, base to base) from enemy characters and Objectives. */
export const ANYWHERE_ENEMY_GAP = 6;
/** Least distance (inches, centre to centre) from any figure already set up, as in a zone. */
export const ANYWHERE_SPACING = 2;

/**
 * Whether characters of `profile` may deploy anywhere (see the module comment): its profile prints an ability with
 * the trait deploys-anywhere in `book`, the match's rule book (the whole game's when not given).
 */
export function deploysAnywhere(profile: Profile, book: RuleBook = CARNEVALE_RULES): boolean {
  return printedTraitOf(book, profile, 'deploys-anywhere').has;
}

/** A figure set up already: base centre (inches) and, when known, its base (mm; 30 if not). */
export interface SetUp {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly mm?: number;
}

/** Why node `n` is not at ground level (see the module comment), or null. */
function groundProblem(board: Board, n: Node): string | null {
  if (n.z !== 0 || !board.surfacesAt(n.i, n.j).some((s) => s.z === 0)) return 'not at ground level';
  if (board.surfaceKind(n) === 'water') return 'in water, not at ground level';
  if (gondolaAt(board, n) !== null || mustMoveOff(board, n)) return 'not at ground level';
  return null;
}

/**
 * Why a character of `profile` (who may deploy anywhere) may not be set up on `n` outside its zone, or null: at
 * ground level, at least 6″ from every enemy set up (`enemies`); `book`: as {@link deploysAnywhere}'s.
 */
export function anywhereProblem(
  board: Board,
  n: Node,
  profile: Profile,
  enemies: readonly SetUp[],
  book: RuleBook = CARNEVALE_RULES,
): string | null {
  if (!deploysAnywhere(profile, book)) return 'it may only be set up in its deployment zone';
  const ground = groundProblem(board, n);
  if (ground) return ground;
  const r = baseRadius(profile.baseMm);
  for (const e of enemies) {
    const gap = Math.hypot(e.x - (n.i + 0.5), e.y - (n.j + 0.5), e.z - n.z) - r - baseRadius(e.mm ?? 30);
    if (gap < ANYWHERE_ENEMY_GAP - 1e-9) return `closer than ${ANYWHERE_ENEMY_GAP}″ to an enemy`;
  }
  return null;
}

/**
 * The spot for a character of `profile` who deploys anywhere: the ground-level node nearest the middle of the board
 * (then north to south, west to east) that {@link anywhereProblem} accepts and is 2″ from every figure in `placed`;
 * null when there is none. `book`: as {@link deploysAnywhere}'s.
 */
export function anywhereSpot(
  board: Board,
  profile: Profile,
  enemies: readonly SetUp[],
  placed: readonly SetUp[],
  book: RuleBook = CARNEVALE_RULES,
): Node | null {
  const cx = board.width / 2;
  const cy = board.depth / 2;
  let best: { n: Node; d: number } | null = null;
  for (let j = 0; j < board.depth; j++) {
    for (let i = 0; i < board.width; i++) {
      const n = { i, j, z: 0 };
      const d = Math.hypot(i + 0.5 - cx, j + 0.5 - cy);
      if (best && d >= best.d) continue;
      if (placed.some((p) => Math.hypot(p.x - (i + 0.5), p.y - (j + 0.5)) < ANYWHERE_SPACING)) continue;
      if (anywhereProblem(board, n, profile, enemies, book)) continue;
      best = { n, d };
    }
  }
  return best?.n ?? null;
}

/** A character held back from its zone because it deploys anywhere, with its zone spot to fall back on. */
export interface HeldBack {
  readonly eid: number;
  readonly profile: Profile;
  readonly fallback: Node | undefined;
}

/**
 * Set up the characters held back from their zones because they deploy anywhere (`late`, in order), after everyone
 * else, and emit their `deploy` events.
 */
export function deployLate(m: Match, late: readonly HeldBack[]): void {
  const c = m.world.components;
  const done = new Set<number>();
  const setUp = (e: number): SetUp => ({
    x: c.Position.x[e] ?? 0,
    y: c.Position.y[e] ?? 0,
    z: c.Position.z[e] ?? 0,
    mm: c.Base.mm[e] ?? 30,
  });
  const waiting = new Set(late.map((l) => l.eid));
  for (const { eid, profile, fallback } of late) {
    const placed = [...m.ids.values()].filter((e) => !waiting.has(e) || done.has(e));
    // Enemies and Objectives alike are kept 6″ away.
    const enemies = [
      ...placed.filter((e) => c.Gang.team[e] !== c.Gang.team[eid]).map(setUp),
      ...objectivesOf(m).map((o) => {
        const [x, y, z] = objectiveAt(m, o);
        return { x, y, z, mm: 30 };
      }),
    ];
    const spot = anywhereSpot(m.board, profile, enemies, placed.map(setUp), m.book) ?? fallback;
    if (spot) {
      c.Position.x[eid] = spot.i + 0.5;
      c.Position.y[eid] = spot.j + 0.5;
      c.Position.z[eid] = spot.z;
    }
    setTag(m.world, eid, c.OnBoard, true);
    done.add(eid);
    emit(m, {
      type: 'deploy',
      character: c.Identity.id[eid] ?? '',
      gang: gangOf(m, eid),
      profile: profile.id,
      x: c.Position.x[eid] ?? 0,
      y: c.Position.y[eid] ?? 0,
      z: c.Position.z[eid] ?? 0,
    });
  }
}
