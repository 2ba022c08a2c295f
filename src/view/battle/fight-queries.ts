/**
 * What the board asks the match before a fight: whether one figure sees another (and whether it is in cover), and
 * the exact previews of an attack with a weapon, of an area attack's marker or template with everyone under it, of
 * a Grapple toward a spot and of a Drown. Reads only; null for unknown characters.
 */
import {
  type AreaPreview,
  type AttackPreview,
  areaAttackPreview,
  attackPreview,
  type DrownPreview,
  drownPreview,
  type GrapplePreview,
  grapplePreview,
  type Point3,
  sightPreview,
} from '../../rules/index.ts';
import type { BattleSession } from './battle-session.ts';

/** Exact odds of `attacker` attacking `target` with `weapon`, or null for unknown characters. */
export function attackOdds(
  session: BattleSession,
  attacker: string,
  target: string,
  weapon: string,
): AttackPreview | null {
  const a = session.match.ids.get(attacker);
  const t = session.match.ids.get(target);
  if (a === undefined || t === undefined) return null;
  return attackPreview(session.match, a, t, weapon);
}

/**
 * The area preview of `attacker` attacking `target` with `weapon` (rulebook "Blast", "Template"): where the
 * marker or template would lie and the odds of each character under it; null for unknown ids or a weapon
 * that is not an area weapon.
 */
export function areaOdds(
  session: BattleSession,
  attacker: string,
  target: string,
  weapon: string,
): AreaPreview | null {
  const a = session.match.ids.get(attacker);
  const t = session.match.ids.get(target);
  if (a === undefined || t === undefined) return null;
  const p = areaAttackPreview(session.match, a, t, weapon);
  return p.shape ? p : null;
}

/** Exact preview of `actor` grappling `target` toward the spot `to` (inches); null for unknown ids. */
export function grappleOdds(
  session: BattleSession,
  actor: string,
  target: string,
  to: Point3,
): GrapplePreview | null {
  const a = session.match.ids.get(actor);
  const t = session.match.ids.get(target);
  return a === undefined || t === undefined ? null : grapplePreview(session.match, a, t, to);
}

/** Exact preview of `actor` drowning `target`; null for unknown ids. */
export function drownOdds(session: BattleSession, actor: string, target: string): DrownPreview | null {
  const a = session.match.ids.get(actor);
  const t = session.match.ids.get(target);
  return a === undefined || t === undefined ? null : drownPreview(session.match, a, t);
}

/** Whether `viewer` sees `target`, and whether the target is in cover from it; null for unknown characters. */
export function sightBetween(
  session: BattleSession,
  viewer: string,
  target: string,
): { lineOfSight: boolean; cover: boolean } | null {
  const a = session.match.ids.get(viewer);
  const b = session.match.ids.get(target);
  if (a === undefined || b === undefined) return null;
  return sightPreview(session.match, a, b);
}
