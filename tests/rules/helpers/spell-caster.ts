/**
 * Casting in a small arena for spell tests (rulebook "Magic"): the Guild Witch (Mage (2), MIND 5) as `mage`, spells
 * taught by hand, commands and answers by local names, forced dice.
 */
import { type Discipline, getSpell } from '../../../src/content/spells.ts';
import type { Command, MatchEvent } from '../../../src/rules/core/types.ts';
import { legalCommands } from '../../../src/rules/match/legal.ts';
import { chooseSpells } from '../../../src/rules/state/magic-state.ts';
import { type Arena, arena, CITIZEN, type FigureSpec } from './arena.ts';

export const WITCH = 'the-guild-witch';
export const SUCCESS = [9, 2, 2, 2, 2];
export const ROWS = ['..............', '..............', '..............', '..............'];

/**
 * The Witch (or `mage`, red, at 1,1) knowing `spells` (one Discipline; its Cantrip comes with it), with Will Points enough for
 * the first spell and none left over.
 */
export function caster(spells: readonly string[], others: Record<string, FigureSpec>, mage = WITCH): Arena {
  const first = getSpell(spells[0]!);
  const a = arena({
    rows: ROWS,
    figures: { mage: { gang: 0, profile: mage, at: [1, 1], wp: first.wp }, ...others },
  });
  teach(a, 'mage', spells);
  return a;
}
/**
 * Teach `who` `spells` (one Discipline: the first spell's; its Cantrip comes with it). A spell of a single
 * character (no Discipline) is known by its profile already: nothing is taught.
 */
export function teach(a: Arena, who: string, spells: readonly string[]): void {
  const discipline = getSpell(spells[0]!).discipline as Discipline | null;
  if (discipline === null) return;
  const picked = spells.filter((s) => !getSpell(s).cantrip);
  chooseSpells(a.m, a.eid(who), { discipline, spells: picked });
}
export const cast = (a: Arena, spell: string, targets: string[] = [], actor = 'mage'): Command => ({
  type: 'cast',
  actor: a.id(actor),
  spell,
  ...(targets.length ? { targets: targets.map((t) => a.id(t)) } : {}),
});
export const choose = (a: Arena, option: string, who = 'mage'): Command => ({
  type: 'decide',
  decision: 'choose',
  character: a.id(who),
  option,
});
export const friend = (at: [number, number], more: Partial<FigureSpec> = {}): FigureSpec => ({
  gang: 0,
  profile: CITIZEN,
  at,
  ...more,
});
export const enemy = (at: [number, number], more: Partial<FigureSpec> = {}): FigureSpec => ({
  gang: 1,
  profile: CITIZEN,
  at,
  ...more,
});
/** The ids of the options of the pending `choose` decision ([] when none). */
export const pendingOptions = (a: Arena) =>
  a.m.pending?.type === 'choose' ? a.m.pending.options.map((o) => o.id) : [];
/** Set `who`'s Will Points (so that no Will Point decision comes before a roll). */
export const setWp = (a: Arena, who: string, wp: number) => {
  a.m.world.components.Points.wp[a.eid(who)] = wp;
};

/** End the turns of whoever acts until round `round` has begun (the initiative dice are given). */
export function toRound(a: Arena, round: number): MatchEvent[] {
  const events: MatchEvent[] = [];
  for (let k = 0; k < 40 && a.m.round < round; k++) {
    const cmd =
      legalCommands(a.m).find((c) => c.type === 'end-turn') ??
      legalCommands(a.m).find((c) => c.type === 'activate');
    if (!cmd) throw new Error('nothing to do');
    events.push(...(cmd.type === 'activate' ? a.ok(cmd) : a.ok(cmd, 8, 2, 8, 2, 8, 2, 8, 2, 8, 2)));
  }
  return events;
}
