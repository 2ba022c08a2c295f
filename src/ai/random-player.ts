/**
 * A player that picks a random legal command, from its own seeded generator (never the match's dice).
 * The yardstick the AI must beat.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { legalCommands } from '../rules/legal.ts';
import type { Match } from '../rules/match.ts';
import type { Command } from '../rules/types.ts';

/** A random player seeded with `seed`: call it for the next command. */
export function randomPlayer(seed: number): (m: Match) => Command {
  const rng = xoroshiro128plus(seed | 0);
  return (m) => {
    const legal = legalCommands(m);
    if (legal.length === 0) throw new Error('no legal command');
    return legal[uniformInt(rng, 0, legal.length - 1)]!;
  };
}
