/**
 * Play a match to its end with one player per gang (the AI, the random player, or any function), through the
 * engine's one door. A stall guard ends the run if a player keeps giving refused commands.
 */
import { type Command, gangToAnswer, type Match, submit } from '../rules/index.ts';

/** A player: the next command for the match. */
export type Player = (m: Match) => Command;

/**
 * Ask each gang's player in turn until the game is over.
 * @param maxCommands safety limit on accepted commands.
 * @throws Error when a player's command is refused, naming the gang and the reason, or past the limit.
 */
export function playOut(m: Match, players: Record<string, Player>, maxCommands = 20_000): Match {
  let count = 0;
  while (!m.over) {
    const gang = gangToAnswer(m);
    if (gang === null) break;
    const player = players[gang];
    if (!player) throw new Error(`no player for gang ${gang}`);
    const cmd = player(m);
    const r = submit(m, cmd);
    if (!r.ok) throw new Error(`${gang}'s command ${JSON.stringify(cmd)} was refused: ${r.reason}`);
    if (++count > maxCommands) throw new Error(`the match did not end within ${maxCommands} commands`);
  }
  return m;
}
