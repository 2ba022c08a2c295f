/**
 * Play a match to its end with one player per gang (the AI, the random player, or any function), through the
 * engine's one door. A stall guard ends the run if a player keeps giving refused commands.
 */
import { type Command, gangToAnswer, type Match, submit } from '../rules/index.ts';

/** A player: the next command for the match. */
export type Player = (m: Match) => Command;

/** Watching a match as it is played out: called before each accepted command is submitted, and after it. */
export interface PlayWatcher {
  before?(m: Match): void;
  after?(m: Match): void;
}

/**
 * Ask each gang's player in turn until the game is over.
 * @param maxCommands safety limit on accepted commands.
 * @param watch called around each command (habits.ts counts a game's habits so).
 * @throws Error when a player's command is refused, naming the gang and the reason, or past the limit.
 */
export function playOut(
  m: Match,
  players: Record<string, Player>,
  maxCommands = 20_000,
  watch: PlayWatcher = {},
): Match {
  let count = 0;
  while (!m.over) {
    const gang = gangToAnswer(m);
    if (gang === null) break;
    const player = players[gang];
    if (!player) throw new Error(`no player for gang ${gang}`);
    const cmd = player(m);
    watch.before?.(m);
    const r = submit(m, cmd);
    if (!r.ok) throw new Error(`${gang}'s command ${JSON.stringify(cmd)} was refused: ${r.reason}`);
    watch.after?.(m);
    if (++count > maxCommands) throw new Error(`the match did not end within ${maxCommands} commands`);
  }
  return m;
}
