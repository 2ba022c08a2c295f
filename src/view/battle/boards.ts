/**
 * Boards for the view: the shipped level parsed once per game (kept in the Phaser registry) as a
 * `VoxelBoard`, which also gives the view its terrain pieces and drawing columns.
 */
import type * as Phaser from 'phaser';
import { loadLevel, VoxelBoard } from '../../rules/index.ts';
import { lessonBoard, lessonOfLevel } from '../tutorial/lesson-match.ts';

/**
 * The board of level `id` (e.g. `gang-war-venice`, or a tutorial lesson's `tutorial:moving`).
 * @throws Error naming the level when it is unknown or its file is broken (the message of `loadLevel`).
 */
export function boardOf(registry: Phaser.Data.DataManager, id: string): VoxelBoard {
  const key = `board:${id}`;
  const cached = registry.get(key) as unknown;
  if (cached instanceof VoxelBoard) return cached;
  const board = levelBoard(id);
  registry.set(key, board);
  return board;
}

/**
 * The board of level `id` parsed anew (a shipped level, or a tutorial lesson's `tutorial:moving`); {@link boardOf}
 * keeps one per game, the computer's worker its own (ai-host.ts).
 * @throws Error naming the level when it is unknown or its file is broken (the message of `loadLevel`).
 */
export function levelBoard(id: string): VoxelBoard {
  const lesson = lessonOfLevel(id);
  const board = lesson ? lessonBoard(lesson) : loadLevel(id);
  if (!(board instanceof VoxelBoard)) throw new Error(`level "${id}" did not give a voxel board`);
  return board;
}
