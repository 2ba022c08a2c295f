/**
 * The battle's part of the game, fetched on demand (docs/performance.md "First load"): the Battle and GameOver scenes
 * with the engine, the computer, the content catalogue and the boards — and what the menu asks of a match before it
 * starts one: the quick match's setup, a saved match to continue, a finished one to watch, a match file to keep.
 * The menu (Menu.ts) fetches it through src/app/load-part.ts and calls {@link joinBattle} before it starts a battle.
 */
import type * as Phaser from 'phaser';
import { joinBattleHook } from '../../app/automation-hook.ts';
import { battleHook } from '../../app/battle-hook.ts';
import { addToHistory, browserKeyStore, readAutosave, writeAutosave } from '../../app/save-store.ts';
import { defaultMatchSetup } from '../../campaign/default-match.ts';
import type { SavedMatch } from '../../campaign/match-record.ts';
import { replayRecord, saveOf } from '../../campaign/match-replay.ts';
import type { MatchSave } from '../../campaign/match-save.ts';
import type { Controller } from '../../rules/index.ts';
import { boardOf } from '../battle/boards.ts';
import type { MenuChoice } from '../menu/menu-panel.ts';
import { Battle } from './Battle.ts';
import type { BattleData } from './battle-data.ts';
import { GameOver } from './GameOver.ts';

/** The games the battle's scenes have joined (once each). */
const joined = new WeakSet<Phaser.Game>();

/**
 * Add the Battle and GameOver scenes to `game` (after the menu's, as they always stood) and the automation hook's
 * battle members; once per game, so a second battle finds them there.
 */
export function joinBattle(game: Phaser.Game): void {
  if (joined.has(game)) return;
  joined.add(game);
  game.scene.add('Battle', Battle);
  game.scene.add('GameOver', GameOver);
  joinBattleHook(game, battleHook(game));
}

/**
 * The quick match a menu choice starts: Gang War on the Venice board, The Guild against Rashaar.
 * @throws ContentError when a ready-made gang's file is broken (the error overlay names it).
 */
export function battleFor(choice: MenuChoice): BattleData {
  const controllers: [Controller, Controller] =
    choice.mode === 'ai-vs-ai'
      ? ['ai', 'ai']
      : choice.mode === 'hot-seat'
        ? ['human', 'human']
        : choice.side === 0
          ? ['human', 'ai']
          : ['ai', 'human'];
  return {
    setup: defaultMatchSetup({ controllers }),
    seed: choice.seed,
    speed: choice.speed,
    ask: choice.ask,
    difficulty: choice.difficulty,
  };
}

/** Watching `record` from its start (the replay bar: step, play, pause); null when it cannot be set up again. */
export function watchBattle(registry: Phaser.Data.DataManager, record: SavedMatch): BattleData | null {
  const r = replayRecord(record, {
    board: boardOf(registry, record.setup.level),
    bus: true,
    commands: 0,
    anyContent: true,
  });
  if (!r.ok) return null;
  return {
    setup: record.setup,
    seed: record.seed,
    resumed: r.match,
    watch: { record, playing: false },
  };
}

/** Why a saved match cannot be continued, and whether it is another version's (it may be tried anyway). */
export interface Refusal {
  readonly reason: string;
  readonly otherContent: boolean;
}

/** Continue a saved match: its record replayed, then the battle from where it stood; or why it cannot be. */
export function resumeBattle(
  registry: Phaser.Data.DataManager,
  save: MatchSave,
  anyContent: boolean,
): { battle: BattleData } | { refused: Refusal } {
  const { setup, seed } = save.record;
  let board: ReturnType<typeof boardOf>;
  try {
    board = boardOf(registry, setup.level);
  } catch (e) {
    return { refused: { reason: (e as Error).message, otherContent: false } };
  }
  const r = replayRecord(save.record, { board, anyContent });
  if (!r.ok) return { refused: { reason: r.reason, otherContent: r.otherContent ?? false } };
  const play = save.play;
  return {
    battle: {
      setup,
      seed,
      speed: play.speed,
      ask: play.ask,
      difficulty: play.difficulty,
      difficulties: play.difficulties,
      handOver: play.handOver,
      ...(play.campaign ? { campaign: true } : {}),
      // Replayed again by the battle, noting the turn's commands a person may still take back.
      resumed: r.match.commands,
    },
  };
}

/**
 * Keep an imported record: among the finished matches, or as the match to continue when none is waiting. Resolves to
 * a sentence saying what became of it, or why it was refused (nothing kept is written over).
 */
export async function keepImported(record: SavedMatch): Promise<string> {
  const r = replayRecord(record, { anyContent: true });
  if (!r.ok) return `The match cannot be played back: ${r.reason}.`;
  const store = browserKeyStore();
  if (r.match.over) {
    await addToHistory(store, {
      endedAt: new Date().toISOString(),
      vp: { ...r.match.vp },
      winner: r.match.winner,
      record,
    });
    return 'Imported among the finished matches.';
  }
  if ((await readAutosave(store)).kind !== 'none')
    return 'Finish or discard your unfinished match first: importing this one would replace it.';
  const play = {
    speed: 1,
    ask: { willPoints: 'matters', commandPoints: 'matters' },
    difficulty: 'normal',
    difficulties: {},
    handOver: false,
  } as const;
  await writeAutosave(store, saveOf(r.match, play, new Date()));
  return 'Imported: Continue plays it on.';
}
