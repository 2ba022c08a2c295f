/**
 * Primary Objectives in rules tests (src/rules/state/objective-state.ts, src/rules/scenario/objectives.ts): set one
 * up on an arena's board, read the turn-end `objective` choice and answer it, and start the next round with a forced
 * initiative.
 */
import type { ObjectiveKind } from '../../../src/content/scenarios.ts';
import type { Command } from '../../../src/rules/core/types.ts';
import { objectiveById, placeObjective } from '../../../src/rules/state/objective-state.ts';
import type { Arena } from './arena.ts';

/** What an Objective of a test is set up with besides its kinds and column. */
export interface ObjectiveExtras {
  /** Victory Points (default 2). */
  readonly vp?: number;
  /** A Hidden Objective's number. */
  readonly value?: number;
  /** The gang (an index) it belongs to and is claimed by from the start. */
  readonly owner?: number;
}

/**
 * Set up an Objective of `kinds` on column (i, j), on the highest surface there; returns its id (`objective-1`, …).
 * @throws Error for a column without a surface.
 */
export function placeAt(
  a: Arena,
  kinds: readonly ObjectiveKind[],
  at: readonly [number, number],
  extras: ObjectiveExtras = {},
): string {
  const [i, j] = at;
  const surfaces = a.board.surfacesAt(i, j);
  const top = surfaces[surfaces.length - 1];
  if (!top) throw new Error(`no surface at (${i}, ${j})`);
  const eid = placeObjective(a.m, {
    kinds,
    vp: extras.vp ?? 2,
    at: [i + 0.5, j + 0.5, top.z],
    ...(extras.value === undefined ? {} : { value: extras.value }),
    ...(extras.owner === undefined ? {} : { owner: extras.owner }),
  });
  return a.m.world.components.Objective.id[eid]!;
}

/** The entity of Objective `id` (−1 once it is gone). */
export const objectiveEid = (a: Arena, id: string): number => objectiveById(a.m, id);

/** The options of the pending `objective` choice, or null when none is pending. */
export function objectiveOptions(a: Arena): string[] | null {
  const d = a.m.pending;
  if (d?.type !== 'choose' || d.purpose !== 'objective') return null;
  return d.options.map((o) => o.id);
}

/** The answer `option` to the pending `choose` decision. */
export function pick(a: Arena, option: string): Command {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error(`no choose decision is pending (${d?.type ?? 'none'})`);
  return { type: 'decide', decision: 'choose', character: d.character, option };
}

/**
 * The initiative dice that make gang `first` win a round where every gang of `gangs` rolls one die (nobody has
 * Command Points): 10 for it, 1 for the others, in gang order.
 */
export function initiativeFor(first: number, gangs = 2): number[] {
  return Array.from({ length: gangs }, (_, g) => (g === first ? 10 : 1));
}
