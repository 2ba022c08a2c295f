/**
 * Deployment (rulebook "Deployment Zones"): all of a gang's characters in its zone, no higher or lower than 3″
 * from ground level, not in water, at least 4″ from enemies. The engine places gang i in the level's zone i,
 * filling the zone from its middle outward with 2″ between figures, in roster order.
 */
import type { Profile } from '../../content/types.ts';
import { CARNEVALE_RULES } from '../abilities/index.ts';
import { type CharacterTrait, printedTraitOf } from '../character/traits.ts';
import type { Board, DeploymentZone, Node } from '../space/api.ts';
import { gondolaAt, gondolaRoomProblem } from '../space/gondolas.ts';
import { mustMoveOff } from '../space/obstacles.ts';
import type { RuleBook } from '../state/rule-book.ts';
import { anywhereProblem, deploysAnywhere } from './deploy-anywhere.ts';

/** Least distance from enemies at deployment (inches), and most height from ground level. */
export const DEPLOY_ENEMY_GAP = 4;
export const DEPLOY_HEIGHT = 3;

/**
 * Whether characters of `profile` are not set up with their gang but come as round 2 begins (the trait
 * sets-up-after-round-1: Dead Weights, abilities/strigoi/dead-weights.ts), read in `book`.
 */
export function setsUpLater(profile: Profile, book: RuleBook = CARNEVALE_RULES): boolean {
  return printedTraitOf(book, profile, 'sets-up-after-round-1').has;
}

/**
 * Why a character of `profile` may not be set up on node `n` of `zone`, or null (rulebook "Deployment Zones",
 * "Infiltration", "Water Creature", "Gondolas"): inside the zone (outside it too with the trait deploys-anywhere,
 * deploy-anywhere.ts), within 3″ of ground level unless it has the trait deploys-high (Infiltration), not in
 * water unless it has the trait deploys-in-water (Water Creature, Sculler), at least 4″ from every enemy
 * already set up (`enemies`: base centres in inches), and on a gondola's deck only while it has room beside the
 * figures already set up on it (`placed`: every figure set up so far, of any gang, with its base in mm). Traits:
 * character/traits.ts, read in `book` (the whole game's rule book when not given); `has` says which traits the
 * character has (default: those its profile prints; a match passes the character's own, grants too: Carrion).
 */
export function deploymentProblem(
  board: Board,
  zone: DeploymentZone,
  n: Node,
  profile: Profile,
  enemies: readonly { x: number; y: number; z: number }[],
  placed: readonly { x: number; y: number; z: number; mm: number }[] = [],
  book: RuleBook = CARNEVALE_RULES,
  has: (trait: CharacterTrait) => boolean = (trait) => printedTraitOf(book, profile, trait).has,
): string | null {
  const x = n.i + 0.5;
  const y = n.j + 0.5;
  if (x < zone.x0 || x >= zone.x1 || y < zone.y0 || y >= zone.y1) {
    // Hidden in Plain Sight, Unsightly: anywhere at ground level, 6″ from enemies (deploy-anywhere.ts).
    if (!deploysAnywhere(profile, book)) return `outside deployment zone ${zone.id}`;
    return anywhereProblem(board, n, profile, enemies, book);
  }
  const water = board.surfaceKind(n) === 'water';
  // Water Creature; Sculler (the Gondolier).
  if (water && !has('deploys-in-water')) return 'only a Water Creature may be set up in water';
  if (!water && Math.abs(n.z) > DEPLOY_HEIGHT && !has('deploys-high')) {
    return `more than ${DEPLOY_HEIGHT}″ above or below ground level (Infiltration allows it)`;
  }
  const room = placedProblem(board, n, profile, placed);
  if (room) return room;
  const r = profile.baseMm / 50.8;
  for (const e of enemies) {
    if (Math.hypot(e.x - x, e.y - y, e.z - n.z) - r - 0.6 < DEPLOY_ENEMY_GAP)
      return `closer than ${DEPLOY_ENEMY_GAP}″ to an enemy`;
  }
  return null;
}

/** Room on a gondola's deck at `n` beside the figures set up on it already (`placed`), or why not. */
function placedProblem(
  board: Board,
  n: Node,
  profile: Profile,
  placed: readonly { x: number; y: number; z: number; mm: number }[],
): string | null {
  const boat = gondolaAt(board, n);
  if (boat !== null) {
    const aboard = placed.filter((p) => {
      const at = board.nodeAt(p.x, p.y, p.z);
      return at !== null && at.z === n.z && gondolaAt(board, at) === boat;
    });
    const room = gondolaRoomProblem(
      board,
      n,
      profile.baseMm,
      aboard.map((p) => p.mm),
    );
    if (room) return room;
  }
  return null;
}

/** Nodes a figure may be deployed on in `zone`, best first (nearest the zone's middle, ground before roofs). */
export function deploymentNodes(board: Board, zone: DeploymentZone): Node[] {
  const out: Node[] = [];
  for (let j = Math.floor(zone.y0); j < Math.ceil(zone.y1); j++) {
    for (let i = Math.floor(zone.x0); i < Math.ceil(zone.x1); i++) {
      for (const n of board.surfacesAt(i, j)) {
        if (Math.abs(n.z) <= 3 && board.surfaceKind(n) === 'solid' && !mustMoveOff(board, n)) out.push(n);
      }
    }
  }
  const cx = (zone.x0 + zone.x1) / 2;
  const cy = (zone.y0 + zone.y1) / 2;
  const d = (n: Node) => Math.abs(n.z) * 4 + Math.hypot(n.i + 0.5 - cx, n.j + 0.5 - cy);
  return out.sort((a, b) => d(a) - d(b) || a.j - b.j || a.i - b.i || a.z - b.z);
}

/**
 * Positions for `count` figures in `zone`, at least `spacing` inches apart (centre to centre).
 * @throws Error when the zone cannot hold them all.
 */
export function deploymentSpots(board: Board, zone: DeploymentZone, count: number, spacing = 2): Node[] {
  const chosen: Node[] = [];
  for (const n of deploymentNodes(board, zone)) {
    if (chosen.length === count) break;
    if (chosen.every((c) => Math.hypot(c.i - n.i, c.j - n.j) >= spacing)) chosen.push(n);
  }
  if (chosen.length < count) {
    throw new Error(
      `deployment zone ${zone.id} of ${board.name} holds only ${chosen.length} of ${count} figures`,
    );
  }
  return chosen;
}
