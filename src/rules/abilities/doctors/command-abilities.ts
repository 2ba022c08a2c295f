/**
 * The Command Abilities printed on single characters of The Doctors (their profiles' unique abilities; the ABILITY
 * command of rulebook "Action Points, Will Points & Command Points"), built from the shapes of
 * command-ability-forms.ts. The user spends 1 Command Point. Readings: "within X″" between bases; "permanently": for
 * the rest of the game.
 */
import type { CommandAbility } from '../../command/command-hooks.ts';
import { emit, idOf, type Match } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import {
  aura,
  friends,
  friendsWith,
  printedCommandAbilities,
  pulseAll,
  pulseOne,
  R3,
  R6,
  sameGang,
} from '../unique/command-ability-forms.ts';

/**
 * Long Dive (the Doctor of Tides, PULSE): every friend holding an Underwater Counter gains one more (a `counter`
 * event each), wherever it is on the board.
 */
export const LONG_DIVE: CommandAbility = {
  name: 'Long Dive',
  form: 'pulse',
  text: 'PULSE: every friend with an Underwater Counter gains one more.',
  range: null,
  targetLists: () => [[]],
  problem: (_m, _u, targets) => (targets.length > 0 ? 'it names no character' : null),
  affects: (m, user) =>
    diving(m, user).map((eid) => ({ eid, boon: { words: 'one more Underwater Counter' }, lp: 0 })),
  resolve(m, user) {
    const c = m.world.components.Counters;
    for (const e of diving(m, user)) {
      c.underwater[e] = (c.underwater[e] ?? 0) + 1;
      emit(m, { type: 'counter', character: idOf(m, e), counter: 'underwater', gained: true });
    }
  },
};

/** The friends of `user` holding an Underwater Counter now. */
function diving(m: Match, user: number): number[] {
  return charactersOnBoard(m.world).filter(
    (e) => sameGang(m, user, e) && (m.world.components.Counters.underwater[e] ?? 0) > 0,
  );
}

/** Command Abilities of The Doctors the engine plays, by name as printed. */
export const DOCTOR_COMMAND_ABILITIES: readonly CommandAbility[] = [
  LONG_DIVE,
  pulseAll(
    'Electrical Stimulation',
    'PULSE: friends within 3″ have +1 ATTACK until the round ends.',
    R3,
    friends,
    () => ({ stats: { attack: 1 } }),
    'round',
  ),
  pulseOne(
    'Unliving Curse',
    'PULSE: a friend within 1″ gains Vampiric Attack (2) for the rest of the game.',
    { range: 1, sight: false },
    friends,
    { abilities: [{ name: 'Vampiric Attack', value: 2 }] },
    'game',
  ),
  aura(
    'Protective Field',
    'AURA: friends within 3″ have Universal Shielding (4) until the round ends.',
    R3,
    friends,
    { abilities: [{ name: 'Universal Shielding', value: 4 }] },
  ),
  aura(
    'Biological Studies',
    'AURA: friends within 3″ have Penetration −2 on their weapons until the round ends.',
    R3,
    friends,
    { penetration: -2 },
  ),
  pulseOne(
    'Overcharged Discipline',
    'PULSE: a friendly Animal within 6″ gains Berserk for the rest of the game.',
    R6,
    friendsWith('Animal'),
    { abilities: [{ name: 'Berserk', value: null }] },
    'game',
  ),
  pulseOne(
    'Void Walker',
    'PULSE: a friend within 3″ gains Ethereal for the rest of the game.',
    R3,
    friends,
    { abilities: [{ name: 'Ethereal', value: null }] },
    'game',
  ),
];

/** The Command Abilities of The Doctors as a plug-in of the rule book. */
export const DOCTOR_COMMAND_ABILITIES_PLUGIN = printedCommandAbilities(
  'Doctor Command Abilities',
  DOCTOR_COMMAND_ABILITIES,
);
