/**
 * Abilities and stat changes a character holds beyond its profile: given by another character's Command Ability
 * or passive ability (rulebook "Action Points, Will Points & Command Points", ABILITY: "AURA abilities last while
 * in range until the round ends, PULSE abilities act at once"; the unique abilities of the profiles).
 *
 * Three kinds, kept per match beside the ECS (like state.ts; a replay rebuilds them from the commands):
 * - a **grant**: a PULSE gave `holder` abilities or stat changes until the round ends, until the end of some
 *   character's next turn, or for the rest of the game;
 * - an **aura**: an AURA Command Ability used this round; it applies to every character it names while that
 *   character is within its range (and in the user's line of sight where it says so), until the round ends;
 * - a **passive aura**: a unique ability that changes characters around its holder for as long as the holder is
 *   on the board (passives.ts), read from the profiles on the board, never stored.
 *
 * The registry (hooks.ts `abilitiesOf`, `statWithAbilities`, `attackRollEffects`) adds what applies to the
 * character's own abilities, stacked by the usual rule (to 3, unless the ability says otherwise).
 */
import type { AbilityRef } from '../../content/types.ts';
import { distanceBetween, isOnBoard, type Match, sightBetween } from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';
import type { StatName } from './ability-types.ts';

/** What one grant or aura gives. */
export interface Boon {
  /** Abilities gained, as printed: `{ name: 'Expert Protection', value: 3 }`. */
  readonly abilities?: readonly AbilityRef[];
  /** Stat changes (signed; a stat never drops below 1: match-state.ts `statOf`). */
  readonly stats?: Partial<Record<StatName, number>>;
  /** Added to the Penetration of the holder's weapons (signed: −2 is better). */
  readonly penetration?: number;
  /** Taken from the holder: abilities it loses (Mindless, say), by bare name. */
  readonly loses?: readonly string[];
  /** What it gives in words, where abilities and stats do not say it (Fight For The Guild!). */
  readonly words?: string;
}

/** How long a grant lasts. */
export type GrantUntil =
  | { readonly kind: 'round-end' }
  | { readonly kind: 'game' }
  /** Until `of` has ended `turns` more turns (1: the end of its next turn, or of this one while it acts). */
  | { readonly kind: 'turn-end'; readonly of: number; readonly turns: number };

/** A PULSE's lasting gift to one character. */
export interface Grant extends Boon {
  readonly holder: number;
  /** The ability that gave it (for the dice log). */
  readonly source: string;
  readonly until: GrantUntil;
}

/** An AURA used this round. */
export interface Aura extends Boon {
  readonly user: number;
  readonly source: string;
  /** Inches from the user's base; null: any distance (line of sight only). */
  readonly range: number | null;
  /** The character must be in the user's line of sight. */
  readonly sight: boolean;
  /** Whether the aura names `eid` at all (friends, a keyword, enemies…), range and sight apart. */
  readonly names: (m: Match, user: number, eid: number) => boolean;
}

/** The grants and auras of one match. */
export interface GrantState {
  grants: Grant[];
  auras: Aura[];
}

const states = matchTable<GrantState>();

/** The grant state of `m` (created empty on first use). */
export function grantStateOf(m: Match): GrantState {
  let s = states.get(m);
  if (!s) {
    s = { grants: [], auras: [] };
    states.set(m, s);
  }
  return s;
}

/** Give `grant` (a PULSE's effect on one character). */
export function addGrant(m: Match, grant: Grant): void {
  grantStateOf(m).grants.push(grant);
}

/** Take away every grant `holder` has from `source` (a boon that lasts until its holder's next turn starts). */
export function removeGrants(m: Match, holder: number, source: string): void {
  const s = states.get(m);
  if (s) s.grants = s.grants.filter((g) => g.holder !== holder || g.source !== source);
}

/** Start an AURA for the rest of the round. */
export function addAura(m: Match, aura: Aura): void {
  grantStateOf(m).auras.push(aura);
}

/** The round ends (played as the next one starts): auras and round-long grants end. */
export function endRoundGrants(m: Match): void {
  const s = states.get(m);
  if (!s) return;
  s.auras = [];
  s.grants = s.grants.filter((g) => g.until.kind !== 'round-end');
}

/** `eid` ends a turn: grants counting its turns count one down, and end at none. */
export function endTurnGrants(m: Match, eid: number): void {
  const s = states.get(m);
  if (!s) return;
  s.grants = s.grants.flatMap((g): Grant[] => {
    if (g.until.kind !== 'turn-end' || g.until.of !== eid) return [g];
    const turns = g.until.turns - 1;
    return turns > 0 ? [{ ...g, until: { ...g.until, turns } }] : [];
  });
}

/** Whether `aura` reaches `eid` now. */
export function auraReaches(m: Match, aura: Aura, eid: number): boolean {
  if (!isOnBoard(m, aura.user) || !isOnBoard(m, eid)) return false;
  if (!aura.names(m, aura.user, eid)) return false;
  if (aura.range !== null && eid !== aura.user && distanceBetween(m, aura.user, eid) > aura.range)
    return false;
  return !aura.sight || eid === aura.user || sightBetween(m, aura.user, eid).lineOfSight;
}

/** One boon that applies to a character now, with the ability that gives it. */
export interface AppliedBoon {
  readonly source: string;
  readonly boon: Boon;
}

/** The grants and auras that apply to `eid` now (passive auras are added by hooks.ts). */
export function boonsOf(m: Match, eid: number): AppliedBoon[] {
  const s = states.get(m);
  if (!s) return [];
  const out: AppliedBoon[] = [];
  for (const g of s.grants) if (g.holder === eid) out.push({ source: g.source, boon: g });
  for (const a of s.auras) if (auraReaches(m, a, eid)) out.push({ source: a.source, boon: a });
  return out;
}
