/**
 * The players the harness programs pit against each other (issue "The computer gang": tournament): `ai:easy`,
 * `ai:normal` (src/ai/index.ts `chooseCommand` at that difficulty), `greedy` (greedy-player.ts) and `random`
 * (random-player.ts). Each bot is made for one seat of one game from a seed of its own (never the match's dice).
 */

import { greedyCommand } from '../greedy-player.ts';
import { chooseCommand, type Difficulty } from '../index.ts';
import type { Player } from '../play-out.ts';
import { randomPlayer } from '../random-player.ts';

/** The bot names the harness knows. */
export const BOT_NAMES = ['ai:easy', 'ai:normal', 'ai:hard', 'greedy', 'random'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** Whether `name` is a bot the harness knows. */
export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/**
 * A player for gang `gang` as the bot `name`, seeded with `seed` (the random player's draws, the easy AI's noise).
 * @throws Error naming the unknown bot and the known ones.
 */
export function makeBot(name: string, gang: string, seed: number): Player {
  if (!isBotName(name)) throw new Error(`unknown bot "${name}" (known: ${BOT_NAMES.join(', ')})`);
  if (name === 'random') return randomPlayer(seed);
  if (name === 'greedy') return greedyCommand;
  const difficulty = name.slice('ai:'.length) as Difficulty;
  const options = { difficulty, seed };
  return (m) => chooseCommand(m, gang, options).command;
}
