/**
 * The Agendas won by spending the gang's points and powers (rulebook "Agendas"): Will Points and Command Points
 * spent or run out, Command Abilities, spells, Dispels and re-rolled dice.
 */
import { traitOf } from '../../character/traits.ts';
import type { Match } from '../../state/match-state.ts';
import { type AgendaCondition, always, ours, tally } from './agenda-condition.ts';
import { charactersOfGang } from './board-looks.ts';

/** Characters of gang `g` that began with points of `kind` and have none left: at least `n`. */
function emptied(kind: 'wp' | 'cp', n: number) {
  return (m: Match, g: number): boolean => {
    const p = m.world.components.Points;
    const start = kind === 'wp' ? p.wpStart : p.cpStart;
    const now = kind === 'wp' ? p.wp : p.cp;
    return charactersOfGang(m, g, true).filter((e) => (start[e] ?? 0) > 0 && (now[e] ?? 0) <= 0).length >= n;
  };
}

/** Whether gang `g` still has `n` characters that began with points of `kind` (alive or taken out). */
function hadPoints(kind: 'wp' | 'cp', n: number) {
  return (m: Match, g: number): boolean => {
    const p = m.world.components.Points;
    const start = kind === 'wp' ? p.wpStart : p.cpStart;
    return charactersOfGang(m, g, true).filter((e) => (start[e] ?? 0) > 0).length >= n;
  };
}

/** The points and powers Agendas' conditions, by id. */
export const POINT_AGENDAS: Readonly<Record<string, AgendaCondition>> = {
  'the-gods-guide-us': { possible: hadPoints('wp', 3), look: emptied('wp', 3), selfDriven: true },
  'will-be-done': {
    selfDriven: true,
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'will' && ours(m, g, f.who) && tally(memo, f.round, 'wp', f.amount) >= 6,
  },
  'lead-from-the-front': { possible: hadPoints('cp', 2), look: emptied('cp', 2), selfDriven: true },
  'following-orders': {
    selfDriven: true,
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'command-ability' && ours(m, g, f.who) && tally(memo, f.round, 'cp') >= 2,
  },
  'unholy-power': {
    possible: (m, g) => charactersOfGang(m, g).some((e) => traitOf(m, e, 'casts-spells').has),
    fact: (m, g, f, memo) => f.kind === 'spell' && ours(m, g, f.who) && tally(memo, f.turn, 'spells') >= 3,
  },
  'silence-the-witch': {
    possible: (m, g) =>
      charactersOfGang(m, g).some((e) => traitOf(m, e, 'casts-spells').has) &&
      m.setup.gangs.some(
        (_, o) => o !== g && charactersOfGang(m, o).some((e) => traitOf(m, e, 'casts-spells').has),
      ),
    fact: (m, g, f, memo) => f.kind === 'dispel' && ours(m, g, f.who) && tally(memo, -1, 'dispels') >= 3,
  },
  'follow-your-fate': {
    // (not `selfDriven`: the re-rolls come mostly from fight rolls, Mob Mentality's pool, which wait on the enemy)
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'reroll' && ours(m, g, f.who) && tally(memo, f.round, 'dice', f.dice) >= 6,
  },
};
