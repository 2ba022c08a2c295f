/**
 * The computer's thinking away from the page (DESIGN §3.4): a copy of the match, kept in step with the page's by the
 * commands it is sent, on which the computer chooses its command as it would on the page's own match. The worker
 * (src/ai-worker.ts) answers the page's requests with it, so that the page's frames go to drawing alone
 * (docs/performance.md "Frames"); ai-remote.ts asks it. No Phaser and no DOM here.
 */
import { type AiOptions, type Choice, chooseCommand, type Difficulty } from '../../ai/index.ts';
import {
  type Board,
  type Command,
  createMatch,
  type Match,
  type MatchSetup,
  submit,
} from '../../rules/index.ts';

/**
 * A request to think for `gang`: the match of `session` (a name the page gives each match it plays: an undo or a
 * replay step starts another) as `setup` at `seed`, whose commands `from` on are `commands` (those before were sent
 * already); the computer plays `gang` at `difficulty`, its own draws seeded by `seed` as on the page.
 */
export interface ThinkRequest {
  readonly id: number;
  readonly session: string;
  readonly setup: MatchSetup;
  readonly seed: number;
  /** How many of the match's commands were sent before this request. */
  readonly from: number;
  readonly commands: readonly Command[];
  readonly gang: string;
  readonly difficulty: Difficulty;
}

/**
 * The answer to {@link ThinkRequest} `id`: the choice, made on the match as it stood after `commands` commands with
 * `at` events in its log; or why there is none — `resync` when the copy does not have the commands before `from`
 * (send them all again), otherwise a copy that could not be made or a command refused (think on the page instead).
 */
export type ThinkReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly commands: number;
      readonly at: number;
      readonly choice: Choice;
    }
  | { readonly id: number; readonly ok: false; readonly resync: boolean; readonly reason: string };

/** The copy of one match, and the computer's options per difficulty (gangs of one difficulty share its draws). */
interface Copy {
  readonly session: string;
  readonly match: Match;
  readonly options: Map<Difficulty, AiOptions>;
}

/** Keeps the copy of the match last asked about and thinks on it. */
export class AiHost {
  private copy: Copy | null = null;
  private readonly boards = new Map<string, Board>();
  private readonly boardOf: (level: string) => Board;

  /** `boardOf` gives the board of a level id (read once per level). */
  constructor(boardOf: (level: string) => Board) {
    this.boardOf = boardOf;
  }

  /** Answer `r` (never throws: an error is a reply with its reason). */
  think(r: ThinkRequest): ThinkReply {
    try {
      const copy = this.sync(r);
      if (!copy) return { id: r.id, ok: false, resync: true, reason: 'the copy misses commands' };
      const m = copy.match;
      let options = copy.options.get(r.difficulty);
      if (!options) {
        options = { difficulty: r.difficulty, seed: r.seed };
        copy.options.set(r.difficulty, options);
      }
      const choice = chooseCommand(m, r.gang, options);
      return { id: r.id, ok: true, commands: m.commands.length, at: m.log.length, choice };
    } catch (e) {
      return { id: r.id, ok: false, resync: false, reason: e instanceof Error ? e.message : String(e) };
    }
  }

  /**
   * The copy brought up to the request's commands: a new one when the request starts a match (`from` 0) or names
   * another; null when it names another match but does not start it, or the copy's commands are not `from`.
   * @throws Error when a command is refused or the match cannot be set up.
   */
  private sync(r: ThinkRequest): Copy | null {
    if (r.from === 0 && (this.copy?.session !== r.session || this.copy.match.commands.length > 0)) {
      let board = this.boards.get(r.setup.level);
      if (!board) {
        board = this.boardOf(r.setup.level);
        this.boards.set(r.setup.level, board);
      }
      this.copy = { session: r.session, match: createMatch(r.setup, r.seed, board), options: new Map() };
    }
    const copy = this.copy;
    if (copy?.session !== r.session || copy.match.commands.length !== r.from) return null;
    for (const [k, c] of r.commands.entries()) {
      const result = submit(copy.match, c);
      if (!result.ok) {
        this.copy = null;
        throw new Error(`command ${r.from + k} was refused on the copy: ${result.reason}`);
      }
    }
    return copy;
  }
}
