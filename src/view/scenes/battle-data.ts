/**
 * What a battle starts from: the data the menu, and "Play again" on the game-over panel, pass to the Battle scene.
 * In a file of its own so that the scenes that start a battle need not import the scene.
 */
import type { Difficulty } from '../../ai/index.ts';
import type { LessonPlace, TutorialProgress } from '../../app/tutorial-store.ts';
import type { SavedMatch } from '../../campaign/match-record.ts';
import type { Command, Match, MatchSetup } from '../../rules/index.ts';
import type { Speed } from '../battle/animator.ts';
import type { AskSettings } from '../battle/ask-modes.ts';
import type { SessionCarry } from '../battle/battle-session.ts';

/** What the menu passes to a battle. */
export interface BattleData {
  readonly setup: MatchSetup;
  readonly seed: number;
  readonly speed?: Speed;
  /** How often the person is asked about Will Points and Command Points ("Ask me"); when it matters if absent. */
  readonly ask?: AskSettings;
  /** How hard the computer plays (default normal). */
  readonly difficulty?: Difficulty;
  /**
   * Several people at this machine: cover the screen when the seat changes hands, and under Secret show each person
   * only their own Agendas (off: one person plays every side, as in the quick hot-seat match).
   */
  readonly handOver?: boolean;
  /** How hard the computer plays a gang, by gang id, where it differs from `difficulty` (the menu's seats). */
  readonly difficulties?: Readonly<Record<string, Difficulty>>;
  /**
   * A match that goes on, for `setup` and `seed`: replayed for an undo, with its event bus (src/campaign/match-record.ts
   * `replayRecord`), or the commands of a save to replay (checked before by `replayRecord`). Absent: a new match.
   */
  readonly resumed?: Match | readonly Command[];
  /** A match of the campaign under way: its result is noted in the campaign as it ends (src/campaign/campaign.ts). */
  readonly campaign?: boolean;
  /**
   * Watching a finished (or any) match again: its record, the match standing at one of its commands in `resumed`,
   * and whether it plays on by itself (src/view/hud/replay-bar.ts). Nobody gives orders; nothing is saved.
   */
  readonly watch?: { readonly record: SavedMatch; readonly playing: boolean };
  /**
   * A lesson of the tutorial (src/view/tutorial/coach.ts): its id, the progress kept, and where it was left (`resumed`
   * then holds that place's commands). Nothing is autosaved; the lesson's progress is kept instead.
   */
  readonly tutorial?: {
    readonly lesson: string;
    readonly progress: TutorialProgress;
    readonly place: LessonPlace | null;
  };
  /** A match replayed for an undo: what the session kept (undo-stack.ts, the computer's reasons) and the camera. */
  readonly carry?: SessionCarry & { readonly camera: CameraPlace };
}

/** Where the camera was: its scroll and zoom, and the board's quarter turns (0–3). */
export interface CameraPlace {
  readonly scrollX: number;
  readonly scrollY: number;
  readonly zoom: number;
  readonly rotation: number;
}
