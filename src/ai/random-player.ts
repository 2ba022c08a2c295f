/**
 * A player that picks a random legal command, from its own seeded generator (never the match's dice).
 * The yardstick the AI must beat.
 *
 * It draws lazily, so that it costs little beside the rules it plays: the answer to a pending decision or the
 * character to activate from the short list of those; for the active character, first a kind of command
 * (rules/legal.ts `legalKinds`: an ORDER, Run/Climb, Jump, Combat, the end of its turn…) uniformly among the kinds
 * that have a command (a kind found empty is dropped and another drawn), then one command of that kind
 * (`drawLegalOfKind`, which lists no more of the kind than it must). Every legal command may come out; each is one
 * that `legalCommands` lists.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type Command, drawLegalOfKind, legalCommands, legalKinds, type Match } from '../rules/index.ts';

/** A random player seeded with `seed`: call it for the next command. */
export function randomPlayer(seed: number): (m: Match) => Command {
  const rng = xoroshiro128plus(seed | 0);
  const pick = (n: number): number => uniformInt(rng, 0, n - 1);
  return (m) => {
    const kinds = legalKinds(m);
    while (kinds.length > 0) {
      const k = pick(kinds.length);
      const command = drawLegalOfKind(m, kinds[k]!, pick);
      if (command) return command;
      kinds.splice(k, 1);
    }
    const legal = legalCommands(m);
    if (legal.length === 0) throw new Error('no legal command');
    return legal[pick(legal.length)]!;
  };
}
