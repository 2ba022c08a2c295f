/**
 * What the automation hook `window.__carnevale` offers browser tests (docs/testing.md): its members, and the
 * shapes of what they return — the state of the game, one character, what the board previews, a Jump's odds.
 */
import type { Command } from '../rules/index.ts';

/** One character as the hook reports it (inches; `onBoard` false once taken out). */
export interface HookCharacter {
  readonly id: string;
  readonly name: string;
  readonly gang: string;
  readonly lp: number;
  /** Action Points left this turn (0 outside its turn), and Command Points. */
  readonly ap: number;
  readonly cp: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly onBoard: boolean;
  readonly hadTurn: boolean;
  /** Counters the engine says the character holds (`stunned`, `hidden`, `guard`, `underwater` ×n). */
  readonly counters: string[];
  /** Counter badges its token shows now (`stunned`, `hidden`, `guard`, `underwater`). */
  readonly badges: string[];
}

/** What `state()` returns. Outside a battle the match fields are empty. */
export interface HookState {
  readonly scene: string;
  readonly round: number;
  /** How many commands the match has accepted (its record's length). */
  readonly commands: number;
  readonly over: boolean;
  readonly winner: string | null;
  readonly vp: Record<string, number>;
  readonly gangToAct: string | null;
  readonly active: string | null;
  readonly pending: string | null;
  /** Nothing is animating and the engine waits for a person or the computer. */
  readonly idle: boolean;
  /** The computer is thinking (its time slices run between the frames). */
  readonly thinking: boolean;
  readonly humanToAnswer: boolean;
  readonly characters: readonly HookCharacter[];
  readonly error: boolean;
  /** In a tutorial lesson: its id, the step (0-based) and the lessons done; else null. */
  readonly tutorial: {
    readonly lesson: string;
    readonly step: number;
    readonly done: readonly string[];
  } | null;
}

/** What the board previews now (`preview()`): for tests that check a preview shows before a click. */
export interface HookPreview {
  /** The board mode: `none`, `move`, `jump`, `fly`, `swim`, `row`, `attack`. */
  readonly mode: string;
  readonly selected: string | null;
  /** Lit tiles of the mode, with cost (inches), rolls on the way and chance. */
  readonly tiles: { i: number; j: number; z: number; cost: number; rolls: number; chance: number }[];
  /** The lit tile under the pointer: the tooltip's lines and the command a click gives; null when none. */
  readonly hovering: { tip: string[]; command: Command } | null;
  /** Lines on the board: a path, a jump or flight line, the line of sight (seen, cover). */
  readonly guides: { path: boolean; leap: boolean; sight: { seen: boolean; cover: boolean } | null };
  /**
   * Area attacks drawn: markers laid (ids; `staying`: Smoke's until the round ends), whether an aim shows, and the
   * AURA rings drawn (`<ability>@<user id>`).
   */
  readonly areas: { laid: string[]; staying: string[]; aim: boolean; auras: string[] };
  /** Figures in focus: the selected one, the one under the pointer, the target. */
  readonly focus: string[];
  /** Pieces faded because they hide the figure or tile in focus (`p<index of the piece>`). */
  readonly faded: string[];
  /** Quarter turns of the board (0–3). */
  readonly rotation: number;
}

/** One Jump target with its exact odds (rulebook "Jump", "Falling"). */
export interface HookJump {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly land: number;
  readonly reach: number;
  readonly fallLp: number;
  readonly kill: number;
}

export interface CarnevaleHook {
  state(): HookState;
  legal(): Command[];
  submit(cmd: Command): { ok: boolean; reason?: string };
  /** Page coordinates (CSS px) of board point (x, y, z) in inches; null outside a battle. */
  tileToScreen(x: number, y: number, z: number): { x: number; y: number } | null;
  /** Page coordinates of the middle of a figure's token (a good place to click it). */
  figureToScreen(id: string): { x: number; y: number } | null;
  /** The top surface node under page point (px, py), or null. */
  screenToTile(px: number, py: number): { i: number; j: number; z: number } | null;
  /** The figure a click at page point (px, py) would pick (the front-most counter there), or null. */
  figureAt(px: number, py: number): string | null;
  /** The actions character `id` may take now (moves, attacks, end of turn); [] when it may not act. */
  actions(id: string): Command[];
  /** Run/Climb destinations of a character now (nodes with cost and chance). */
  reach(id: string): { i: number; j: number; z: number; cost: number; chance: number }[];
  /** Jump targets of a character now, with the odds (no Controlled Landing). */
  jumps(id: string): HookJump[];
  /** The counters a character holds (`stunned`, `hidden`, `guard`, one `underwater` per counter). */
  counters(id: string): string[];
  /** Whether `viewer` sees `target` and whether the target is in cover from it; null outside a battle. */
  sight(viewer: string, target: string): { lineOfSight: boolean; cover: boolean } | null;
  /**
   * The board: size, the top height of every column (`tops[j][i]`, inches; below 0 is water) and the tops of its Small
   * Obstacles (barrels, poles: no place to end a turn).
   */
  board(): {
    width: number;
    depth: number;
    tops: number[][];
    smallObstacles: { i: number; j: number; z: number }[];
  } | null;
  /** What the board previews now; null outside a battle. */
  preview(): HookPreview | null;
  /** The gondolas where they are now: id, the gang that set it up (zone index), deck cells and deck height. */
  gondolas(): { id: string; gang: number | null; cells: [number, number][]; deck: number }[];
  /** What the choice dialog offers now (a `choose` decision): purpose and option ids; null when none. */
  choice(): {
    purpose: string;
    options: string[];
    spots: ({ id: string; at: readonly number[] } | null)[];
  } | null;
  /** The Objectives in the game (hook-types.ts `HookObjective`), in the order they were set up. */
  objectives(): HookObjective[];
  /** A person setting figures up now: the figure to place, those placed, the tiles lit for it; null when none. */
  deployment(): HookDeployment | null;
  /** Whether the hand-over screen covers the board (several people at one machine), and for which gang. */
  handOver(): { open: boolean; viewer: string | null };
  /** The Hint asked for or shown now (hook-types.ts `HookHint`); null when none. */
  hint(): HookHint | null;
}

/**
 * The Hint (src/view/battle/hint-view.ts): what the computer would do for the person now, and what the board draws
 * of it.
 */
export interface HookHint {
  /** The computer is still working it out (then the fields below are null). */
  readonly thinking: boolean;
  /** The suggested command (what **Take it** gives). */
  readonly command: Command | null;
  /** The figure it is for, and the figure asked about (the selected one; null when the computer picked). */
  readonly actor: string | null;
  readonly asked: string | null;
  /** The difficulty it was worked out at (`easy`, `normal`, `hard`). */
  readonly difficulty: string | null;
  /** Why, in the computer's words. */
  readonly why: string | null;
  /** What the board draws: the path of a move, the line of a Jump, flight or Row, the figure aimed at, an area marker. */
  readonly drawn: { path: boolean; leap: boolean; target: string | null; aim: boolean };
}

/** One Objective as the hook reports it (inches). */
export interface HookObjective {
  readonly id: string;
  readonly kinds: readonly string[];
  readonly at: readonly [number, number, number];
  /** The character carrying it, or null. */
  readonly carrier: string | null;
  /** The gang that claimed it, or null. */
  readonly claim: string | null;
  readonly faceDown: boolean;
  /** Its marker shows on the board (not carried). */
  readonly shown: boolean;
}

/** A person's deployment in progress. */
export interface HookDeployment {
  readonly gang: string;
  readonly current: string | null;
  readonly placed: readonly string[];
  readonly lit: readonly { i: number; j: number; z: number }[];
}
