/**
 * What the action bar and the spell panel ask the match about magic (rulebook "Magic"): the spells a character
 * knows with what each costs, does and names; the exact chances of casting one now, unopposed and against each
 * enemy Mage who may dispel it; where an area spell's marker or template would lie and whom it covers; and why
 * the engine would refuse a cast. Reads only; no Phaser.
 */
import {
  type AreaShape,
  type CastCommand,
  type CastOdds,
  castableKnownSpells,
  castOdds,
  castProblem,
  idOf,
  spellAreaPreview,
  spellEffect,
  targetCount,
} from '../../rules/index.ts';
import type { BattleSession } from './battle-session.ts';

/** A spell a character knows, as the action bar and the spell panel show it. */
export interface SpellView {
  readonly id: string;
  readonly name: string;
  /** Will Point cost. */
  readonly wp: number;
  readonly difficulty: number;
  /** Inches (0: the caster; null: no number on the card). */
  readonly range: number | null;
  readonly rangeText: string;
  /** What it does, in our words. */
  readonly text: string;
  /** The engine plays it (else it cannot be cast yet). */
  readonly played: boolean;
  /** How many characters it names: 0 for a spell on the caster or around it. */
  readonly most: number;
}

/**
 * The spells character `id` knows (rulebook "Magic"), in the order known, with what each costs and does, how many
 * characters it names (0: none, it acts on the caster or around it) and whether the engine plays it yet.
 */
export function spellsOf(session: BattleSession, id: string): SpellView[] {
  const eid = session.match.ids.get(id);
  if (eid === undefined) return [];
  return castableKnownSpells(session.match, eid).map((s) => {
    const effect = spellEffect(s.id);
    return {
      id: s.id,
      name: s.name,
      wp: s.wp,
      difficulty: s.difficulty,
      range: s.range,
      rangeText: s.rangeText,
      text: s.text,
      played: effect !== undefined,
      most: effect ? targetCount(session.match, eid, effect) : 0,
    };
  });
}

/** The exact chances of `id` casting spell `spell` now, unopposed and if each enemy Mage that may dispels it. */
export function castChances(session: BattleSession, id: string, spell: string): CastOdds | null {
  const eid = session.match.ids.get(id);
  return eid === undefined ? null : castOdds(session.match, eid, spell);
}

/**
 * Where the marker or template of `spell` cast by `caster` on `targets` would lie (inches) and every character
 * under it, friend or foe, the target first (rules spell-area.ts); null for a spell that lays none, no target yet
 * or unknown ids.
 */
export function spellArea(
  session: BattleSession,
  caster: string,
  spell: string,
  targets: readonly string[],
): { shape: AreaShape; hits: { character: string; friend: boolean }[] } | null {
  const m = session.match;
  const eid = m.ids.get(caster);
  const named = targets.map((t) => m.ids.get(t));
  if (eid === undefined || named.some((t) => t === undefined)) return null;
  const p = spellAreaPreview(m, eid, spell, named as number[]);
  if (!p) return null;
  const hits = p.hits.map((h) => ({ character: idOf(m, h.character), friend: h.friend }));
  return { shape: p.shape, hits };
}

/** Why the engine would refuse `cmd` now (Action Points apart), or null. */
export function castRefusal(session: BattleSession, cmd: CastCommand): string | null {
  const eid = session.match.ids.get(cmd.actor);
  return eid === undefined ? `unknown character "${cmd.actor}"` : castProblem(session.match, eid, cmd);
}
