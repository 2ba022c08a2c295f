/**
 * Cast Spell, 1 AP (rulebook "Magic", "Cast Spell"; the table in ../shared/rules/tables.md): a Mage casts one of the
 * spells it knows, each at most once a turn, never from the water without Water Creature. The spell's Will Point
 * cost is paid win or lose. An enemy Mage may Dispel (dispel.ts). The Magic Roll is MIND dice with Aces on the
 * spell's Difficulty (Expert Sorcerer (X) re-rolls X missed dice):
 *
 * - Success: the spell takes effect;
 * - Fail: no more casting this turn;
 * - Critical: 1 Will Point back, and the spell takes effect with every (X) + 1;
 * - Fumble: a Stunned counter, 1 more Will Point lost, no more casting this turn.
 *
 * (X) in a spell is the caster's Mage (X).
 */
import { getSpell, hasSpell, type Spell } from '../../content/spells.ts';
import { regain } from '../character/regain.ts';
import { gainStunned } from '../character/stunned.ts';
import { traitOf } from '../character/traits.ts';
import { canPayWill, payWill } from '../character/will-cost.ts';
import type { CastCommand, Command, PendingDecision, RollResult } from '../core/types.ts';
import { wallActionProblem } from '../movement/climbing.ts';
import { midAirActionProblem } from '../movement/fly.ts';
import { makeOpposedRoll, makeRoll, type RollSpec } from '../rolls/roll.ts';
import {
  barCasting,
  barDispel,
  castableKnownSpells,
  castingBarred,
  castThisTurn,
  markCast,
} from '../state/magic-state.ts';
import { emit, idOf, isOnBoard, isSwimming, type Match, nameOf } from '../state/match-state.ts';
import { aimLists, aimProblem, mageLevelOf, targetCount } from './aim.ts';
import { askDispel, dispelSpec, magicRollSpec } from './dispel.ts';
import {
  CAST_COST,
  SPELL_FAILED,
  SPELL_PAID,
  SPELL_TOOK_EFFECT,
  spellBarred,
  spellCost,
} from './magic-hooks.ts';
import { spellEffect } from './spells/effects.ts';
import type { SpellEffect } from './spells/types.ts';

/** The Action Points a Cast Spell action costs. */
export const CAST_AP = 1;

/**
 * The Action Points `eid`'s Cast Spell of spell `id` costs now: 1 (rulebook "Cast Spell"), unless a rule changes it
 * (magic-hooks.ts `CAST_COST`: Minor Incantata), with that rule and what it notes once cast.
 */
export function castApOf(
  m: Match,
  eid: number,
  id: string,
): { ap: number; rule: string | null; cast: (m: Match) => void } {
  if (hasSpell(id)) {
    const spell = getSpell(id);
    for (const f of m.book.all(CAST_COST)) {
      const c = f(m, eid, spell);
      if (c) return c;
    }
  }
  return { ap: CAST_AP, rule: null, cast: () => {} };
}

/**
 * Why `eid` may not cast as `cmd` asks now (Action Points apart), or null: a spell it does not know, or that the
 * engine does not play yet; cast already this turn; no more casting after a Fail or Fumble; in the water without
 * the trait magic-in-water (Water Creature); the Will Point cost; the targets (how many, side, range, sight).
 */
export function castProblem(m: Match, eid: number, cmd: CastCommand): string | null {
  const who = nameOf(m, eid);
  if (!hasSpell(cmd.spell)) return `there is no spell "${cmd.spell}"`;
  const spell = getSpell(cmd.spell);
  if (!castableKnownSpells(m, eid).some((s) => s.id === spell.id))
    return `${who} does not know ${spell.name}`;
  const effect = spellEffect(spell.id);
  if (!effect) return `${spell.name} is not played by the engine yet`;
  if (castThisTurn(m, eid, spell.id)) return `${who} has cast ${spell.name} this turn`;
  const barred = spellBarred(m, eid, spell);
  if (barred) return barred;
  if (castingBarred(m, eid)) return `${who} may cast no more spells this turn`;
  if (isSwimming(m, eid) && !traitOf(m, eid, 'magic-in-water').has) return `${who} cannot cast in the water`;
  const cost = spellCost(m, eid, spell);
  if (!canPayWill(m, eid, cost)) return `${spell.name} costs ${cost} Will Point${cost === 1 ? '' : 's'}`;
  const named = cmd.targets ?? [];
  const most = targetCount(m, eid, effect);
  if (most === 0 && named.length > 0) return `${spell.name} names no character`;
  if (most > 0 && (named.length < 1 || named.length > most))
    return `${spell.name} names ${most === 1 ? 'one character' : `1 to ${most} characters`}`;
  if (new Set(named).size !== named.length) return 'a character is named twice';
  for (const t of named) {
    const target = m.ids.get(t);
    if (target === undefined) return `unknown target "${t}"`;
    const problem = aimProblem(m, eid, spell, effect, target);
    if (problem) return problem;
  }
  return null;
}

/** The caster's side of the Magic Roll. */
export function castSpec(m: Match, eid: number, spell: Spell): RollSpec {
  return magicRollSpec(m, eid, spell, 'cast', spell.name);
}

/** Resolve a Cast Spell checked by {@link castProblem} (Action Points are spent by the caller). */
export function* resolveCast(
  m: Match,
  eid: number,
  cmd: CastCommand,
): Generator<PendingDecision, void, Command> {
  const spell = getSpell(cmd.spell);
  const effect = spellEffect(spell.id)!;
  const targets = (cmd.targets ?? []).map((t) => m.ids.get(t)!);
  markCast(m, eid, spell.id);
  emit(m, { type: 'cast', character: idOf(m, eid), spell: spell.name, targets: [...(cmd.targets ?? [])] });
  const cost = spellCost(m, eid, spell);
  for (const f of m.book.all(SPELL_PAID)) f(m, eid, spell);
  if (cost > 0) payWill(m, eid, cost, spell.name);
  const dispeller = yield* askDispel(m, eid, spell);
  let roll: { result: RollResult; aces: number };
  if (dispeller === null) roll = yield* makeRoll(m, eid, castSpec(m, eid, spell));
  else {
    emit(m, { type: 'dispel', character: idOf(m, dispeller), caster: idOf(m, eid), spell: spell.name });
    payWill(m, dispeller, 1, 'a Dispel');
    const opposed = yield* makeOpposedRoll(
      m,
      eid,
      castSpec(m, eid, spell),
      dispeller,
      dispelSpec(m, dispeller, spell, eid),
    );
    if (opposed.opposed.aces === 0) barDispel(m, dispeller);
    roll = opposed;
  }
  const level = mageLevelOf(m, eid);
  emit(m, {
    type: 'spell',
    character: idOf(m, eid),
    spell: spell.name,
    result: roll.result,
    x: roll.result === 'critical' ? level + 1 : level,
  });
  if (roll.result === 'fail' || roll.result === 'fumble') {
    barCasting(m, eid);
    for (const f of m.book.all(SPELL_FAILED)) f(m, eid, spell);
    if (roll.result === 'fumble') {
      gainStunned(m, eid);
      payWillLoss(m, eid);
    }
    return;
  }
  if (roll.result === 'critical') regain(m, eid, 'will', 1, 'a Critical Magic Roll');
  const live = targets.filter((t) => isOnBoard(m, t));
  const step = effect.resolve({
    m,
    caster: eid,
    spell,
    x: roll.result === 'critical' ? level + 1 : level,
    aces: roll.aces,
    targets: live,
    cast: (cmd) => resolveCast(m, eid, cmd),
    spellEffect,
  });
  if (step) yield* step;
  for (const f of m.book.all(SPELL_TOOK_EFFECT)) f(m, eid, spell);
}

/** A Fumble's extra Will Point lost, from its own Will Points (none when it has none left). */
function payWillLoss(m: Match, eid: number): void {
  const p = m.world.components.Points;
  const before = p.wp[eid] ?? 0;
  if (before <= 0) return;
  p.wp[eid] = before - 1;
  emit(m, { type: 'will-points', character: idOf(m, eid), amount: 1, wpBefore: before, wpAfter: before - 1 });
}

/** The spells `eid` could try now, by id, with their effects (known, played, not cast this turn). */
export function castableSpells(m: Match, eid: number): { spell: Spell; effect: SpellEffect }[] {
  return castableKnownSpells(m, eid).flatMap((spell) => {
    const effect = spellEffect(spell.id);
    return effect && !castThisTurn(m, eid, spell.id) && !spellBarred(m, eid, spell)
      ? [{ spell, effect }]
      : [];
  });
}

/**
 * Cast Spell commands `eid` may give now (legal.ts): each spell it may cast, aimed at each character it may name
 * (for a spell naming several, also the most it may name, nearest first); {@link castProblem} accepts each.
 */
export function castCommands(m: Match, eid: number): CastCommand[] {
  // hanging on a wall or in mid-air, a character may not cast (climbing.ts, fly.ts)
  if (wallActionProblem(m, eid, 'cast') || midAirActionProblem(m, eid, 'cast')) return [];
  return castableSpells(m, eid).flatMap((s) => castCommandsOf(m, eid, s));
}

/**
 * The Cast Spell commands of {@link castCommands} for one of the {@link castableSpells} (the caller checks first that
 * `eid` may cast at all: not on a wall, not in mid-air).
 */
export function castCommandsOf(
  m: Match,
  eid: number,
  { spell, effect }: { spell: Spell; effect: SpellEffect },
): CastCommand[] {
  const actor = idOf(m, eid);
  const out: CastCommand[] = [];
  const most = targetCount(m, eid, effect);
  for (const list of aimLists(m, eid, spell, effect)) {
    const cmd: CastCommand = {
      type: 'cast',
      actor,
      spell: spell.id,
      ...(most > 0 ? { targets: list.map((t) => idOf(m, t)) } : {}),
    };
    if (castProblem(m, eid, cmd) === null) out.push(cmd);
  }
  return out;
}
