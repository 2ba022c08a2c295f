/**
 * The hook points of abilities: engine code calls one function per hook point and gets the combined effect of
 * every ability that applies (the character's, its weapon's, its target's), with labels for the dice log. The
 * abilities come from the match's rule book (state/rule-book.ts): definitions at `ABILITY_DEFS` (registry.ts),
 * and the plug-ins' entries at the hook points declared here.
 */
import type { Profile, Weapon } from '../../content/types.ts';
import { signed } from '../core/modifier-words.ts';
import { memoryOf, startTurnMemory } from '../state/ability-memory.ts';
import { isOnBoard, isSwimming, type Match, profileOf } from '../state/match-state.ts';
import { hookPoint, type RuleBook } from '../state/rule-book.ts';
import { charactersOnBoard } from '../state/world.ts';
import type { AbilityInstance, AttackContext, HitReport, StatName, Step } from './ability-types.ts';
import { type AppliedBoon, boonsOf } from './grants.ts';
import { abilityKey, profileAbilities, stack, weaponAbilities } from './registry.ts';

/** Passive auras: the boons plug-ins give `eid` now because of who stands near it (abilities/unique/passives.ts). */
export const PASSIVE_BOONS = hookPoint<(m: Match, eid: number) => AppliedBoon[]>('passive auras');

/**
 * A character's turn starts, once its Action Points are set and before its abilities' own `turnStart` (Reload
 * uses come back, re-roll pools that last until then end, auras that act as a turn begins).
 */
export const TURN_START = hookPoint<(m: Match, eid: number) => void>('turn start');

/** A game round starts (Reload uses come back out of base contact). */
export const ROUND_START = hookPoint<(m: Match) => void>('round start');

/** Why a character may not use a weapon now beyond its Weapon Abilities (Unwieldy…), or null. */
export const WEAPON_PROBLEM =
  hookPoint<(m: Match, eid: number, weapon: Weapon) => string | null>('weapon problem');

/** After one character was hit, once the weapon's and the attacker's own `afterHit` effects are done. */
export const HIT_TAKEN = hookPoint<(hit: HitReport) => void>('hit taken');

/** The grants, auras and passive auras that apply to `eid` now (grants.ts, {@link PASSIVE_BOONS}). */
export function boonsNow(m: Match, eid: number): AppliedBoon[] {
  const given = boonsOf(m, eid);
  const sources = m.book.all(PASSIVE_BOONS);
  let passive: AppliedBoon[] = [];
  for (const f of sources) {
    const more = f(m, eid);
    if (more.length > 0) passive = passive.length === 0 ? more : [...passive, ...more];
  }
  return given.length === 0 ? passive : passive.length === 0 ? given : [...given, ...passive];
}

/** Whether a grant, an aura or a passive aura from `source` applies to `eid` now (a mark: Strike True, Judgement…). */
export function hasBoonFrom(m: Match, eid: number, source: string): boolean {
  return boonsNow(m, eid).some((b) => b.source === source);
}

/**
 * The Character Abilities of a character, stacked: its profile's, plus those a grant, an aura or a passive aura
 * gives it now, less those one takes away.
 */
export function abilitiesOf(m: Match, eid: number): readonly AbilityInstance[] {
  const p = profileOf(m, eid);
  const base = profileAbilities(m.book, p);
  const boons = boonsNow(m, eid);
  if (boons.length === 0) return base;
  const loses = new Set(boons.flatMap((b) => (b.boon.loses ?? []).map(abilityKey)));
  // a boon's own abilities stay though it takes that name away from the others (Mind Gazing: Fear (−2) instead)
  const extra = boons.flatMap((b) => {
    const own = new Set((b.boon.loses ?? []).map(abilityKey));
    return (b.boon.abilities ?? []).filter(
      (r) => own.has(abilityKey(r.name)) || !loses.has(abilityKey(r.name)),
    );
  });
  if (extra.length === 0 && loses.size === 0) return base;
  // The stacked list depends only on the profile and the boons' abilities: kept per profile (stack is pure).
  const key = `${extra.map((r) => `${r.name}\u0000${r.value}`).join('\u0001')}\u0002${[...loses].join('\u0001')}`;
  let byProfile = stackedWithBoons.get(m.book);
  if (!byProfile) {
    byProfile = new WeakMap();
    stackedWithBoons.set(m.book, byProfile);
  }
  let byBoons = byProfile.get(p);
  if (!byBoons) {
    byBoons = new Map();
    byProfile.set(p, byBoons);
  }
  const known = byBoons.get(key);
  if (known) return known;
  const printed = [...p.abilities, ...p.uniqueAbilities.map((u) => ({ name: u.name, value: null }))];
  const list = stack(m.book, [...printed.filter((r) => !loses.has(abilityKey(r.name))), ...extra]).filter(
    (a) => a.def.kind === 'character',
  );
  if (byBoons.size >= STACKED_KEPT) byBoons.clear();
  byBoons.set(key, list);
  return list;
}

/** {@link abilitiesOf} with boons, by rule book, profile and the boons' abilities and losses (the key there). */
const stackedWithBoons = new WeakMap<RuleBook, WeakMap<Profile, Map<string, readonly AbilityInstance[]>>>();
/** How many lists with boons are kept per profile before they are forgotten. */
const STACKED_KEPT = 256;

/** The stacked instance of the Character Ability `name` held by `eid`, or undefined. */
export function abilityInstance(m: Match, eid: number, name: string): AbilityInstance | undefined {
  const key = name.toLowerCase();
  return abilitiesOf(m, eid).find((a) => a.def.name.toLowerCase() === key);
}

/** One named change of a stat, for the dice log: the rule that made it and by how much (signed). */
export interface StatChange {
  readonly source: string;
  readonly change: number;
}

/**
 * The most the modifiers may raise `eid`'s `stat` from `value` (its value before them), and the rule saying so, or
 * null (Maximum Fastness). Read by {@link statWithAbilities}.
 */
export const STAT_CEILING =
  hookPoint<(m: Match, eid: number, stat: StatName, value: number) => { most: number; rule: string } | null>(
    'stat ceiling',
  );

/** The source of the change that keeps a lowered stat at 1 ({@link statWithAbilities}). */
export const STAT_MINIMUM = 'to a minimum of 1';

/**
 * A stat of `eid` after its abilities (Berserk, Brawler, Companion) and the grants, auras and passive auras on it
 * (Instigator, Eldritch Armour…), before the Stunned counter. With `changes`, each change that moved the value is
 * pushed there by the name of its rule, and they add up to the result: the last one, {@link STAT_MINIMUM}, when a
 * lowered stat was held at 1.
 */
export function statWithAbilities(
  m: Match,
  eid: number,
  stat: StatName,
  value: number,
  changes?: StatChange[],
): number {
  let v = value;
  for (const a of abilitiesOf(m, eid)) {
    if (!a.def.stat) continue;
    const before = v;
    v = a.def.stat(m, eid, stat, v, a);
    if (changes && v !== before) changes.push({ source: a.def.name, change: v - before });
  }
  for (const b of boonsNow(m, eid)) {
    const change = b.boon.stats?.[stat] ?? 0;
    v += change;
    if (changes && change !== 0) changes.push({ source: b.source, change });
  }
  // the most a rule lets the modifiers raise it (Maximum Fastness: DEXTERITY at most 1 above its value)
  for (const f of m.book.all(STAT_CEILING)) {
    const ceiling = f(m, eid, stat, value);
    if (ceiling === null || v <= ceiling.most) continue;
    if (changes) changes.push({ source: ceiling.rule, change: ceiling.most - v });
    v = ceiling.most;
  }
  // a lowered stat stops at 1 (as Stunned and Fear do), unless it was printed lower
  const held = v < value ? Math.max(Math.min(value, 1), v) : v;
  if (changes && held !== v) changes.push({ source: STAT_MINIMUM, change: held - v });
  return held;
}

/** The combined ability effects on an Attack Roll, with labels for the log. */
export interface AttackRollEffects {
  readonly pool: number;
  readonly evasion: number;
  readonly penetration: number;
  /** Missed dice the attacker re-rolls, and the abilities that give them. */
  readonly rerolls: number;
  readonly rerollSource: string;
  /** Aces the target forces the attacker to re-roll (Parry), and the ability. */
  readonly forcedRerolls: number;
  readonly forcedSource: string;
  readonly harmless: boolean;
  readonly fumbleLoss: number;
  /** The attacker's Fear (X), or null without Fear. */
  readonly fear: number | null;
  /** The rule by which the target makes no Protection Roll (Strike True), or null. */
  readonly noProtection: string | null;
  /** The rule by which the target's Protection Roll uses its MIND (Supernatural), or null. */
  readonly protectionWithMind: string | null;
  /** Log labels of the pool, Evasion and Penetration changes: "First Strike +1", "Mucus: Evasion +4". */
  readonly attackLabels: readonly string[];
  readonly evasionLabels: readonly string[];
  readonly penetrationLabels: readonly string[];
}

/** Ask the registry for the Attack Roll: the attacker's and its weapon's `attack` hooks, the target's `defend`. */
export function attackRollEffects(ctx: AttackContext): AttackRollEffects {
  const own = [...abilitiesOf(ctx.m, ctx.attacker), ...weaponAbilities(ctx.m.book, ctx.weapon)];
  let pool = 0;
  let evasion = 0;
  let penetration = 0;
  let rerolls = 0;
  let forced = 0;
  let harmless = false;
  let fumbleLoss = 0;
  let fear: number | null = null;
  let noProtection: string | null = null;
  let protectionWithMind: string | null = null;
  const rerollSources: string[] = [];
  const forcedSources: string[] = [];
  const attackLabels: string[] = [];
  const evasionLabels: string[] = [];
  const penetrationLabels: string[] = [];
  const take = (name: string, e: ReturnType<NonNullable<AbilityInstance['def']['attack']>>) => {
    if (!e) return;
    if (e.pool) {
      pool += e.pool;
      attackLabels.push(`${name} ${signed(e.pool)}`);
    }
    if (e.evasion) {
      evasion += e.evasion;
      evasionLabels.push(`${name}: Evasion ${signed(e.evasion)}`);
    }
    if (e.penetration) {
      penetration += e.penetration;
      penetrationLabels.push(`${name}: Penetration ${signed(e.penetration)}`);
    }
    if (e.rerolls) {
      rerolls += e.rerolls;
      rerollSources.push(name);
    }
    if (e.forcedRerolls) {
      forced += e.forcedRerolls;
      forcedSources.push(name);
    }
    if (e.harmless) harmless = true;
    if (e.fumbleLoss) fumbleLoss += e.fumbleLoss;
    if (e.fear !== undefined) fear = (fear ?? 0) + e.fear;
    if (e.noProtection) noProtection ??= name;
    if (e.protectionWithMind) protectionWithMind ??= name;
  };
  for (const a of own) if (a.def.attack) take(a.def.name, a.def.attack(ctx, a));
  for (const b of boonsNow(ctx.m, ctx.attacker)) if (b.boon.penetration) take(b.source, b.boon);
  for (const a of abilitiesOf(ctx.m, ctx.target)) if (a.def.defend) take(a.def.name, a.def.defend(ctx, a));
  return {
    pool,
    evasion,
    penetration,
    rerolls: Math.min(3, rerolls),
    rerollSource: rerollSources.join(', '),
    forcedRerolls: Math.min(3, forced),
    forcedSource: forcedSources.join(', '),
    harmless,
    fumbleLoss,
    fear,
    noProtection,
    protectionWithMind,
    attackLabels,
    evasionLabels,
    penetrationLabels,
  };
}

/** The combined ability effects on the target's Protection Roll. */
export interface ProtectionRollEffects {
  readonly pool: number;
  /** PROTECTION never goes below this (0: no floor); already capped at the printed PROTECTION. */
  readonly floor: number;
  readonly rerolls: number;
  readonly rerollSource: string;
  readonly noCover: boolean;
  readonly labels: readonly string[];
}

/** Ask the registry for the target's Protection Roll against this attack (its `protect` hooks). */
export function protectionRollEffects(ctx: AttackContext): ProtectionRollEffects {
  let pool = 0;
  let floor = 0;
  let rerolls = 0;
  let noCover = false;
  const sources: string[] = [];
  const labels: string[] = [];
  for (const a of abilitiesOf(ctx.m, ctx.target)) {
    const e = a.def.protect?.(ctx, a);
    if (!e) continue;
    if (e.pool) {
      pool += e.pool;
      labels.push(`${a.def.name} ${signed(e.pool)}`);
    }
    if (e.floor) floor = Math.max(floor, e.floor);
    if (e.rerolls) {
      rerolls += e.rerolls;
      sources.push(a.def.name);
    }
    if (e.noCover) noCover = true;
  }
  const printed = ctx.m.world.components.Stats.protection[ctx.target] ?? 0;
  return {
    pool,
    floor: Math.min(floor, printed),
    rerolls: Math.min(3, rerolls),
    rerollSource: sources.join(', '),
    noCover,
    labels,
  };
}

/** Why `eid` may not use `weapon` now because of its Weapon Abilities (Black Powder, Reload), or null. */
export function weaponUseProblem(m: Match, eid: number, weapon: Weapon): string | null {
  for (const a of weaponAbilities(m.book, weapon)) {
    const p = a.def.weaponProblem?.(m, eid, weapon, a);
    if (p) return p;
  }
  for (const f of m.book.all(WEAPON_PROBLEM)) {
    const p = f(m, eid, weapon);
    if (p) return p;
  }
  return null;
}

/** `eid` has used `weapon` for a Combat action (Reload counts it). */
export function weaponUsed(m: Match, eid: number, weapon: Weapon): void {
  for (const a of weaponAbilities(m.book, weapon)) a.def.used?.(m, eid, weapon, a);
}

/**
 * The start of `eid`'s turn, once its Action Points are set (rounds.ts `activate`): remembers whether it starts
 * in water (Black Powder), then the rule book's {@link TURN_START} entries (Reload uses back out of base contact,
 * re-rolls that last until the next turn ends…), then its abilities' turn-start effects (Berserk, Companion,
 * Primitive).
 */
export function turnStartAbilities(m: Match, eid: number): void {
  const mem = memoryOf(m);
  startTurnMemory(m, eid);
  if (isSwimming(m, eid)) mem.startedInWater.add(eid);
  else mem.startedInWater.delete(eid);
  for (const f of m.book.all(TURN_START)) f(m, eid);
  for (const a of abilitiesOf(m, eid)) {
    if (!isOnBoard(m, eid)) return;
    a.def.turnStart?.(m, eid, a);
  }
}

/** The start of a game round (rounds.ts `startRound`): Reload uses come back out of base contact. */
export function roundStartAbilities(m: Match): void {
  for (const f of m.book.all(ROUND_START)) f(m);
}

/**
 * After one character was hit by an attack (`hit.damage` is the Damage it took, `hit.lpLost` the Life Points it
 * lost): the weapon's after-hit effects (Stun, Knockback, Poisoned), then the attacker's (Vampiric Attack).
 * Call it once per character hit — an area attack calls it for every character under its marker or template.
 */
export function* afterHit(hit: HitReport): Step {
  for (const a of [...weaponAbilities(hit.m.book, hit.weapon), ...abilitiesOf(hit.m, hit.attacker)]) {
    const step = a.def.afterHit?.(hit, a);
    if (step) yield* step;
  }
  for (const f of hit.m.book.all(HIT_TAKEN)) f(hit);
}

/** After any action: characters standing in water get their `inWater` effects (Full Plate). */
export function afterActionAbilities(m: Match): void {
  for (const e of charactersOnBoard(m.world)) {
    if (!isSwimming(m, e)) continue;
    for (const a of abilitiesOf(m, e)) a.def.inWater?.(m, e, a);
  }
}

/** Whether `eid` keeps its Stunned counter as its turn ends (Full Plate in water). */
export function keepsStunned(m: Match, eid: number): boolean {
  return abilitiesOf(m, eid).some((a) => a.def.keepsStunned?.(m, eid, a) ?? false);
}
