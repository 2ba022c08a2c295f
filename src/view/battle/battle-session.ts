/**
 * One match as the battle scene sees it: the engine's match, who controls each gang, the computer's turns and
 * why it chose them, and the first questions the screen asks (may this figure act, its legal actions, its counters
 * and profile). The previews of moves (move-queries.ts), fights (fight-queries.ts), spells (spell-queries.ts) and
 * Command Points (command-queries.ts) ask through it. Changes go only through the engine's `submit`
 * (DESIGN §3.1). No Phaser here.
 */
import { type AiOptions, type Choice, type Difficulty, thinkAbout } from '../../ai/index.ts';
import { getProfile, type Profile } from '../../content/index.ts';
import {
  actionsOf,
  type Command,
  carried,
  countersOf,
  createMatch,
  type GangSetup,
  gangToAnswer,
  legalCommands,
  type Match,
  type MatchSetup,
  type MatchSummary,
  profileOf,
  type SubmitResult,
  submit,
  summarise,
  type VoxelBoard,
} from '../../rules/index.ts';
import { type UndoEntry, UndoStack } from './undo-stack.ts';

/** One command of the computer: its gang, the choice (chosen command, why, the best candidates) and its events. */
export interface AiReason {
  readonly gang: string;
  readonly choice: Choice;
  /** `seq` of the first and last events the command produced. */
  readonly first: number;
  readonly last: number;
}

/** What a match replayed for an undo keeps of the session before it: the turn's undo entries and the computer's reasons. */
export interface SessionCarry {
  readonly undo: readonly UndoEntry[];
  readonly reasons: readonly AiReason[];
}

export class BattleSession {
  readonly match: Match;
  readonly setup: MatchSetup;
  readonly seed: number;

  /**
   * A match of `setup` at `seed` on `board`; or `resumed`: that match replayed with its event bus (an undo:
   * src/campaign/match-record.ts `replayRecord`, with what `carry` keeps of the session before), or the commands of a
   * save, replayed here so that the turn's commands may still be taken back. The computer plays its gangs at
   * `difficulty`, or at the difficulty `perGang` gives a gang (by id), its own draws seeded from the match seed,
   * never the match's dice.
   * @throws Error when a command of `resumed` is refused (a save is checked by `replayRecord` before it is continued).
   */
  constructor(
    setup: MatchSetup,
    seed: number,
    board: VoxelBoard,
    difficulty: Difficulty = 'normal',
    perGang: Readonly<Record<string, Difficulty>> = {},
    resumed?: Match | readonly Command[],
    carry?: SessionCarry,
  ) {
    this.setup = setup;
    this.seed = seed;
    this.match =
      resumed && !Array.isArray(resumed)
        ? (resumed as Match)
        : createMatch(setup, seed, board, { bus: true });
    this.undo = new UndoStack(carry?.undo);
    // The computer's reasons for the commands still in the match (an undo takes back only later ones).
    const at = this.match.log.length;
    for (const r of carry?.reasons ?? []) if (r.last < at) this.reasons.push(r);
    if (Array.isArray(resumed))
      for (const [k, c] of (resumed as readonly Command[]).entries()) {
        const r = this.submit(c);
        if (!r.ok) throw new Error(`the saved match stops at command ${k}: ${r.reason}`);
      }
    // One options object per difficulty: gangs of one difficulty share its draws, as they did with one for all.
    const byLevel = new Map<Difficulty, AiOptions>();
    const optionsOf = (d: Difficulty) => byLevel.get(d) ?? byLevel.set(d, { difficulty: d, seed }).get(d)!;
    this.ai = new Map(setup.gangs.map((g) => [g.id, optionsOf(perGang[g.id] ?? difficulty)]));
  }

  /** How the computer plays each gang, by id (for the whole match: the easy computer's draws go on from it). */
  private readonly ai: ReadonlyMap<string, AiOptions>;

  /** How hard the computer plays gang `id`. */
  difficultyOf(id: string): Difficulty {
    return this.ai.get(id)?.difficulty ?? 'normal';
  }

  /** The board as the engine has it now (a new one after each gondola move). */
  get board(): VoxelBoard {
    return this.match.board as VoxelBoard;
  }

  gang(id: string): GangSetup | undefined {
    return this.setup.gangs.find((g) => g.id === id);
  }

  /** The gang that must act or decide now, or null when the game is over. */
  get gangToAnswer(): string | null {
    return gangToAnswer(this.match);
  }

  /** Whether the gang that must answer now is played by a person at this machine. */
  get humanToAnswer(): boolean {
    const g = this.gangToAnswer;
    return g !== null && this.gang(g)?.controller === 'human';
  }

  get aiToAnswer(): boolean {
    const g = this.gangToAnswer;
    return g !== null && this.gang(g)?.controller === 'ai';
  }

  /** The match summarised (kept until the next event: the view asks for it many times a frame). */
  summary(): MatchSummary {
    const at = this.match.log.length;
    if (!this.summarised || this.summarised.at !== at)
      this.summarised = { at, summary: summarise(this.match) };
    return this.summarised.summary;
  }

  private summarised: { at: number; summary: MatchSummary } | null = null;

  legal(): Command[] {
    return legalCommands(this.match);
  }

  /** What a person may take back now (undo-stack.ts): their commands of the turn in progress. */
  readonly undo: UndoStack;

  /**
   * A check of a person's commands before the engine's own (a tutorial lesson refuses what its step does not ask
   * for): the reason to refuse, or null.
   */
  check: ((cmd: Command) => string | null) | null = null;

  /** Submit a command of the gang that must answer now (a person's, unless the computer's fallback). */
  submit(cmd: Command): SubmitResult {
    const gang = this.gangToAnswer;
    const person = gang !== null && this.gang(gang)?.controller === 'human';
    const refused = person && this.check ? this.check(cmd) : null;
    if (refused) return { ok: false, reason: refused };
    return this.noted(gang, person, () => submit(this.match, cmd));
  }

  /** Run `submit` for `gang`, and note an accepted command for undo. */
  private noted(gang: string | null, person: boolean, run: () => SubmitResult): SubmitResult {
    const before = this.match.commands.length;
    const dice = this.match.dice.state().join();
    const r = run();
    if (r.ok)
      this.undo.accepted(before, gang ?? '', person, r.events, this.match.dice.state().join() !== dice);
    return r;
  }

  /**
   * Let the computer answer for the gang that must answer now, at once. Null when that gang is not the computer's.
   * An accepted command's reasons are kept (see {@link reasonFor}).
   */
  aiStep(): { choice: Choice; result: SubmitResult } | null {
    const thinking = this.aiThink();
    if (!thinking) return null;
    for (;;) {
      const step = thinking.slices.next();
      if (step.done) return { choice: step.value, result: this.aiSubmit(thinking.gang, step.value) };
    }
  }

  /**
   * Start the computer thinking for the gang that must answer now, in time slices (src/ai/index.ts `thinkAbout`);
   * null when that gang is not the computer's. Give the choice to {@link aiSubmit} unless the match moved on.
   */
  aiThink(): { gang: string; at: number; slices: Generator<void, Choice, void> } | null {
    const g = this.gangToAnswer;
    if (g === null || this.gang(g)?.controller !== 'ai') return null;
    return { gang: g, at: this.match.log.length, slices: thinkAbout(this.match, g, this.ai.get(g)) };
  }

  /** Submit the computer's `choice` for `gang`, keeping its reasons when accepted. */
  aiSubmit(gang: string, choice: Choice): SubmitResult {
    const result = this.noted(gang, false, () => submit(this.match, choice.command));
    if (result.ok && result.events.length > 0)
      this.reasons.push({
        gang,
        choice,
        first: result.events[0]!.seq,
        last: result.events[result.events.length - 1]!.seq,
      });
    return result;
  }

  /** The computer's commands this match, with why each was chosen and the log events it produced (seq range). */
  readonly reasons: AiReason[] = [];

  /** The computer's reason behind the event numbered `seq`, or null (a person's command, or setup). */
  reasonFor(seq: number): AiReason | null {
    for (let k = this.reasons.length - 1; k >= 0; k--) {
      const r = this.reasons[k]!;
      if (seq >= r.first && seq <= r.last) return r;
      if (r.last < seq) return null;
    }
    return null;
  }

  /** Whether `id` may be given actions now (its gang's turn, no decision pending, and it is active or waiting). */
  canAct(id: string): boolean {
    const m = this.match;
    if (m.over || m.pending) return false;
    if (m.active >= 0) return this.match.ids.get(id) === m.active;
    return legalCommands(m).some((c) => c.type === 'activate' && c.actor === id);
  }

  /** The actions `id` may take now (moves, attacks, end of turn); [] when it may not act. */
  actionsOf(id: string): Command[] {
    const eid = this.match.ids.get(id);
    if (eid === undefined || !this.canAct(id)) return [];
    return actionsOf(this.match, eid);
  }

  /** The counters `id` holds (`stunned`, `hidden`, `guard`, one `underwater` per counter). */
  counters(id: string): string[] {
    const eid = this.match.ids.get(id);
    return eid === undefined ? [] : countersOf(this.match, eid);
  }

  /** The content profile character `id` plays with (an Apprentice's with its copy: rules `profileOf`). */
  profileOf(id: string): Profile | null {
    const c = this.summary().characters.find((x) => x.id === id);
    if (!c) return null;
    const eid = this.match.ids.get(id);
    const profile = eid === undefined ? getProfile(c.profile) : profileOf(this.match, eid);
    const chosen = eid === undefined ? undefined : this.match.world.components.Identity.weapons[eid];
    // As fielded: of each "OR" weapon option only the one chosen before the game.
    return chosen ? { ...profile, weapons: carried(profile.weapons, chosen) } : profile;
  }
}
