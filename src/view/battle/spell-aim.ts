/**
 * Aiming a spell in the battle view (rulebook "Magic"): which figures the selected Mage may name with a spell (read
 * from the engine's legal Cast Spell commands), the dashed ring of the spell's range round the caster, and what the
 * spell panel shows for the characters named so far. Pure: no Phaser, no DOM.
 */
import type { AreaShape, CastCommand, Command } from '../../rules/index.ts';
import type { SpellPanelView } from '../hud/spell-panel.ts';
import type { BattleSession } from './battle-session.ts';
import { castChances, castRefusal, type SpellView, spellArea } from './spell-queries.ts';

/** The figures a legal Cast Spell of `spell` names among `actions` (each alone). */
export function spellTargets(actions: readonly Command[], spell: string): string[] {
  const ids = actions.flatMap((c) => (c.type === 'cast' && c.spell === spell ? (c.targets ?? []) : []));
  return [...new Set(ids)];
}

/** The Cast Spell command of `caster` with `spell` on `targets` (none for a spell that names nobody). */
export function castCommand(caster: string, spell: SpellView, targets: readonly string[]): CastCommand {
  return {
    type: 'cast',
    actor: caster,
    spell: spell.id,
    ...(spell.most > 0 ? { targets: [...targets] } : {}),
  };
}

/** The ring of a spell's range round the caster's base (inches on the board); null for a spell with no range. */
export function rangeRing(session: BattleSession, caster: string, spell: SpellView): AreaShape | null {
  const c = session.summary().characters.find((x) => x.id === caster);
  const p = session.profileOf(caster);
  if (!c || !p || spell.range === null || spell.range <= 0) return null;
  return { kind: 'blast', centre: [c.x, c.y, c.z], radius: spell.range + p.baseMm / 50.8 };
}

/** What the spell panel shows for `caster` casting `spell` on `targets` now. */
export function spellPanelView(
  session: BattleSession,
  caster: string,
  spell: SpellView,
  targets: readonly string[],
): SpellPanelView {
  const name = (id: string) => session.summary().characters.find((c) => c.id === id)?.name ?? id;
  const odds = castChances(session, caster, spell.id);
  const plain = odds?.plain ?? { critical: 0, success: 0, fail: 1, fumble: 0 };
  const needsTargets = spell.most > 0 && targets.length === 0;
  const area = spellArea(session, caster, spell.id, targets);
  return {
    caster: name(caster),
    spell: spell.name,
    cost: `1 AP, ${spell.wp} Will Point${spell.wp === 1 ? '' : 's'} (paid even if it fails), Difficulty ${spell.difficulty}, ${spell.rangeText}`,
    text: spell.text,
    targets: targets.map(name),
    most: spell.most,
    chances: { critical: plain.critical, success: plain.success, fail: plain.fail, fumble: plain.fumble },
    dispels: (odds?.dispelled ?? []).map((d) => ({ name: name(d.by), works: d.chances.works })),
    problem: needsTargets
      ? 'name a character first'
      : castRefusal(session, castCommand(caster, spell, targets)),
    ...(area
      ? {
          area: {
            kind: area.shape.kind,
            hits: area.hits.map((x) => ({ name: name(x.character), friend: x.friend })),
          },
        }
      : {}),
  };
}

/**
 * What the board outlines while a spell is aimed: the marker or template of an area spell once a target is named
 * (rules spell-area.ts), else the ring of the spell's range round the caster; null for neither.
 */
export function spellAimShape(
  session: BattleSession,
  caster: string,
  spell: SpellView,
  targets: readonly string[],
): AreaShape | null {
  return spellArea(session, caster, spell.id, targets)?.shape ?? rangeRing(session, caster, spell);
}

/**
 * The characters named for `spell` once figure `id` is clicked: a named one is un-named; otherwise it is named
 * alone (a spell naming one figure) or added while the spell may name more.
 */
export function nameForSpell(named: string[], spell: SpellView, id: string): string[] {
  if (named.includes(id)) return named.filter((t) => t !== id);
  if (spell.most <= 1) return [id];
  if (named.length < spell.most) return [...named, id];
  return named;
}
