/**
 * Gondolas bought as Equipment (the Gondola: "start the game with a Gondola afloat in your deployment zone"; the
 * Sculler lets its gang buy one more each: content/gang-rules.ts). As the match is set up, before anyone deploys,
 * each one is set afloat for its gang: on three cells of open water in a line (space/floats.ts `floatProblem`), clear
 * of Debris and the gondolas already there, its middle cell inside the gang's deployment zone when the zone has
 * such water, else as near the zone as the water allows (our reading, for boards whose zones are all dry land), then
 * nearest the zone's middle. It belongs to the gang (`gang`: its zone number), as the level's Gang War gondolas do.
 */

import type { MatchSetup } from '../core/types.ts';
import type { DeploymentZone } from '../space/api.ts';
import type { VoxelBoard } from '../space/board.ts';
import { floatProblem } from '../space/floats.ts';
import { type GondolaOrientation, type GondolaSpec, gondolaCells } from '../space/terrain.ts';

/** The name of the piece of Equipment that sets a gondola afloat. */
export const GONDOLA_EQUIPMENT = 'Gondola';

const ORIENTATIONS: readonly GondolaOrientation[] = ['west-east', 'north-south'];

/** Inches from (x, y) to the rectangle `zone` (0 inside). */
function toZone(zone: DeploymentZone, x: number, y: number): number {
  const dx = Math.max(zone.x0 - x, 0, x - zone.x1);
  const dy = Math.max(zone.y0 - y, 0, y - zone.y1);
  return Math.hypot(dx, dy);
}

/** Where a gondola may be set afloat on `b` now (every cell open water, clear of the floating pieces there). */
export function gondolaSpots(b: VoxelBoard): GondolaSpec[] {
  const free = (i: number, j: number) => (b.floats.kind[j * b.width + i] ?? 0) === 0;
  const out: GondolaSpec[] = [];
  for (let j = 0; j < b.depth; j++)
    for (let i = 0; i < b.width; i++)
      for (const orientation of ORIENTATIONS) {
        const cells = gondolaCells({ i, j, orientation });
        if (cells.every(([ci, cj]) => floatProblem(b.grid, ci, cj) === null && free(ci, cj)))
          out.push({ id: '', name: '', i, j, orientation });
      }
  return out;
}

/**
 * `board` with the gondolas gang `g` of `setup` bought set afloat near `zone` (see the module comment); the board
 * itself when it bought none. Ids `<gang id>-gondola-<n>` (n from 1), names "<gang name>'s Gondola".
 * @throws Error naming the gang when the board has no open water left for its gondola.
 */
export function launchGangGondolas(
  board: VoxelBoard,
  setup: MatchSetup,
  g: number,
  zone: DeploymentZone | undefined,
): VoxelBoard {
  const gang = setup.gangs[g]!;
  let b = board;
  const bought = (gang.equipment ?? []).filter((e) => e === GONDOLA_EQUIPMENT).length;
  for (let n = 1; n <= bought; n++) {
    const open = gondolaSpots(b);
    if (open.length === 0) throw new Error(`${b.name}: no open water left for a gondola of ${gang.name}`);
    const score = (s: GondolaSpec) => {
      if (!zone) return [0, 0];
      const x = s.i + 0.5;
      const y = s.j + 0.5;
      return [toZone(zone, x, y), Math.hypot(x - (zone.x0 + zone.x1) / 2, y - (zone.y0 + zone.y1) / 2)];
    };
    const best = open
      .map((s) => ({ s, k: score(s) }))
      .sort((p, q) => p.k[0]! - q.k[0]! || p.k[1]! - q.k[1]!)[0]!.s;
    b = b.withGondolas([
      ...b.gondolaSpecs,
      { ...best, id: `${gang.id}-gondola-${n}`, name: `${gang.name}'s Gondola`, gang: g },
    ]);
  }
  return b;
}

/** `board` with the gondolas every gang of `setup` bought set afloat near the level's zone of the gang. */
export function launchBoughtGondolas(board: VoxelBoard, setup: MatchSetup): VoxelBoard {
  let b = board;
  setup.gangs.forEach((_, g) => {
    b = launchGangGondolas(b, setup, g, b.deploymentZones[g]);
  });
  return b;
}
