/**
 * The Agendas won in the thick of the fight without a kill (rulebook "Agendas"): enemies in base contact, Grapples
 * and Drowns, Damage in one turn, Guards, disengages and charges from above.
 */
import { type AgendaCondition, always, enter, fields, is, ours, tally } from './agenda-condition.ts';
import { charactersOfGang, enemiesTouching, inContact } from './board-looks.ts';

/** Damage one enemy must take in one turn for No Mercy. */
export const NO_MERCY_DAMAGE = 8;

/** The fighting Agendas' conditions, by id. */
export const FIGHT_AGENDAS: Readonly<Record<string, AgendaCondition>> = {
  'inspiring-leadership': {
    possible: (m, g) => fields(m, g, 'Leader'),
    look: (m, g) => charactersOfGang(m, g).some((e) => is(m, e, 'Leader') && enemiesTouching(m, e) >= 2),
  },
  decoy: {
    possible: (m, g) => fields(m, g, 'Hero') || fields(m, g, 'Henchman'),
    look: (m, g) => charactersOfGang(m, g).some((e) => !is(m, e, 'Leader') && enemiesTouching(m, e) >= 3),
  },
  bully: {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'grapple' &&
      ours(m, g, f.who) &&
      charactersOfGang(m, g).some((e) => inContact(m, e, f.victim)),
  },
  'let-the-tide-take-them': {
    possible: always,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'drown' || !ours(m, g, f.who)) return false;
      if (!memo.seen.includes(f.victim)) memo.seen.push(f.victim);
      return memo.seen.length >= 3;
    },
  },
  'no-mercy': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'damage' &&
      ours(m, g, f.who) &&
      tally(memo, f.turn, String(f.victim), f.amount) >= NO_MERCY_DAMAGE,
  },
  'get-them-wet': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'grapple' && ours(m, g, f.who) && f.intoWater && tally(memo, -1, 'wet') >= 2,
  },
  'hold-ground': {
    selfDriven: true,
    possible: (m, g) => charactersOfGang(m, g).length >= 3,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'guard' || !ours(m, g, f.who)) return false;
      enter(memo, f.round);
      if (!memo.seen.includes(f.who)) memo.seen.push(f.who);
      return memo.seen.length >= 3;
    },
  },
  'draw-them-in': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'disengage' && ours(m, g, f.who) && tally(memo, -1, String(f.who)) >= 2,
  },
  'death-from-above': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'charge-from-above' && ours(m, g, f.who) && tally(memo, -1, String(f.who)) >= 2,
  },
};
