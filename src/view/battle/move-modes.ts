/**
 * The movement previews of the board modes (DESIGN §1 "Previews before you commit"): which tiles light up for
 * Run/Climb, Jump, Fly and the underwater swim, and what hovering one shows — the path and its cost, the rolls
 * on the way and the chance to get there; for a Jump the line, the chance to land and to reach the point, the
 * expected Life Points lost by a fall and the chance to be taken out. No Phaser: numbers from the engine.
 */
import type { Command, JumpPreview, Node, Point3 } from '../../rules/index.ts';
import type { BoardPoint } from '../board/path-shape.ts';
import type { ReachTile } from '../board/reach-overlay.ts';
import { chanceColour, inchesText, percent, type TileKind } from '../board/reach-style.ts';
import type { Mode } from '../hud/action-list.ts';
import type { BattleSession } from './battle-session.ts';
import {
  chargeLines,
  jumpOdds,
  moveTargets,
  rowOdds,
  rowTargets,
  runPath,
  runReach,
  swimPath,
  swimReach,
} from './move-queries.ts';

/** The lit tiles of a mode and the point each one names in its command. */
export interface ModeTiles {
  readonly kind: TileKind;
  readonly tiles: ReachTile[];
  readonly points: ReadonlyMap<string, Point3>;
}

/** What hovering a lit tile shows. */
export interface TileHover {
  /** The way there through cell centres (Run/Climb, swim). */
  readonly path: BoardPoint[] | null;
  /** A straight leap (Jump: drawn as an arc; Fly: straight). */
  readonly leap: { readonly from: BoardPoint; readonly to: BoardPoint; readonly arc: boolean } | null;
  readonly colour: number;
  /** Lines of the tooltip, the first one bold. */
  readonly tip: string[];
  /** For a Jump: the exact odds. */
  readonly jump: JumpPreview | null;
  /** The command a click on the tile gives. */
  readonly command: Command;
}

const keyOf = (n: Node) => `${n.i},${n.j},${n.z}`;

function nodeOfPoint(p: Point3): Node {
  return { i: Math.floor(p[0]), j: Math.floor(p[1]), z: p[2] };
}

/** The board point where character `id` stands. */
function standing(session: BattleSession, id: string): BoardPoint | null {
  const c = session.summary().characters.find((x) => x.id === id);
  return c ? [c.x, c.y, c.z] : null;
}

/** The lit tiles of `mode` for `id` now (null for modes without tiles). */
export function tilesFor(
  session: BattleSession,
  id: string,
  mode: Mode,
  controlled: boolean,
  unique: string | null = null,
): ModeTiles | null {
  const centre = (n: Node): Point3 => [n.i + 0.5, n.j + 0.5, n.z];
  switch (mode) {
    case 'unique': {
      // The spots the engine lists for the unique action (Fade to the Shadow, Rope Arrow): no roll.
      const from = standing(session, id);
      const points = new Map<string, Point3>();
      const tiles: ReachTile[] = [];
      for (const c of session.actionsOf(id)) {
        if (c.type !== 'unique-action' || c.action !== unique || !c.to) continue;
        const node = nodeOfPoint(c.to);
        if (points.has(keyOf(node))) continue;
        points.set(keyOf(node), c.to);
        const cost = from ? Math.hypot(c.to[0] - from[0], c.to[1] - from[1], c.to[2] - from[2]) : 0;
        tiles.push({ node, cost, rolls: 0, chance: 1 });
      }
      return tiles.length > 0 ? { kind: 'fly', tiles, points } : null;
    }
    case 'move':
    case 'swim': {
      const tiles = mode === 'move' ? runReach(session, id) : swimReach(session, id);
      return {
        kind: mode === 'move' ? 'reach' : 'swim',
        tiles,
        points: new Map(tiles.map((t) => [keyOf(t.node), centre(t.node)])),
      };
    }
    case 'jump':
    case 'fly': {
      const from = standing(session, id);
      const points = new Map<string, Point3>();
      const tiles: ReachTile[] = [];
      for (const to of moveTargets(session, id, mode)) {
        const node = nodeOfPoint(to);
        if (points.has(keyOf(node))) continue;
        points.set(keyOf(node), to);
        const cost = from ? Math.hypot(to[0] - from[0], to[1] - from[1]) : 0;
        const chance = mode === 'jump' ? (jumpOdds(session, id, to, controlled)?.reachChance ?? 0) : 1;
        tiles.push({ node, cost, rolls: mode === 'jump' ? 1 : 0, chance });
      }
      return { kind: mode, tiles, points };
    }
    case 'row': {
      const points = new Map<string, Point3>();
      const tiles: ReachTile[] = [];
      for (const { node, cost } of rowTargets(session, id)) {
        // The odds of each tile are worked out when it is hovered (each needs every result of the roll).
        points.set(keyOf(node), centre(node));
        tiles.push({ node, cost, rolls: 1, chance: 1 });
      }
      return { kind: 'row', tiles, points };
    }
    default:
      return null;
  }
}

/** What hovering `tile` of `mode` shows for `id` (null when the tile is not lit). */
export function hoverTile(
  session: BattleSession,
  id: string,
  mode: Mode,
  lit: ModeTiles,
  tile: ReachTile,
  controlled: boolean,
  onward = false,
  unique: string | null = null,
): TileHover | null {
  const to = lit.points.get(keyOf(tile.node));
  const from = standing(session, id);
  if (!to || !from) return null;
  switch (mode) {
    case 'unique':
      if (!unique) return null;
      return {
        path: null,
        leap: { from, to, arc: false },
        colour: 0xd9b3ff,
        tip: [`${unique}: ${inchesText(tile.cost)} from here`, 'No roll, 2 AP'],
        jump: null,
        command: { type: 'unique-action', actor: id, action: unique, to },
      };
    case 'move': {
      const path = runPath(session, id, tile.node);
      const climbs = path ? path.slice(1).filter((q, k) => Math.abs(q[2] - path[k]![2]) > 1).length : 0;
      const rolls =
        tile.rolls === 0
          ? 'no roll needed'
          : `${tile.rolls} DEXTERITY roll${tile.rolls === 1 ? '' : 's'} on the way`;
      return {
        path,
        leap: null,
        colour: tile.rolls > 0 ? 0xffe082 : 0xffffff,
        tip: [
          `Run/Climb: ${inchesText(tile.cost)}`,
          climbs > 0 ? `${rolls} (${climbs} climb${climbs === 1 ? '' : 's'})` : rolls,
          tile.needsCritical
            ? `Beyond MOVE: needs a Critical — ${percent(tile.chance)} to get there`
            : `${percent(tile.chance)} to get there`,
          ...chargeLines(session, id, tile.node),
        ],
        jump: null,
        command: { type: 'run-climb', actor: id, to },
      };
    }
    case 'swim':
      return {
        path: swimPath(session, id, tile.node),
        leap: null,
        colour: 0x8ffff0,
        tip: [`Swim underwater: ${inchesText(tile.cost)}`, 'Spends every Underwater Counter, 0 AP'],
        jump: null,
        command: { type: 'underwater-move', actor: id, to },
      };
    case 'fly':
      return {
        path: null,
        leap: { from, to, arc: false },
        colour: 0xe6d6ff,
        tip: [
          // The flight's length as the engine measures it (fly.ts): centre of the base to the point, in 3D.
          `Fly: ${inchesText(Math.round(Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]) * 100) / 100)} in a straight line`,
          'No roll, 1 AP',
          ...chargeLines(session, id, tile.node),
        ],
        jump: null,
        command: { type: 'fly', actor: id, to },
      };
    case 'row': {
      const p = rowOdds(session, id, to);
      if (!p) return null;
      const best = p.ends[0];
      const tip = p.problem
        ? ['Row', `Not possible: ${p.problem}`]
        : [
            `Row toward here (${inchesText(tile.cost)} away)`,
            `Comes ${inchesText(p.expectedGain)} nearer on average` +
              (best ? `; most likely ${inchesText(best.inches)} (${percent(best.chance)})` : ''),
            ...(p.stayChance - p.fumbleChance > 0.005
              ? [`${percent(p.stayChance - p.fumbleChance)} it cannot come nearer`]
              : []),
            `Fumble ${percent(p.fumbleChance)}: ${p.riders.length === 1 ? 'the rower goes' : `all ${p.riders.length} aboard go`} into the water`,
          ];
      return {
        path: null,
        leap: { from, to, arc: false },
        colour: chanceColour(1 - p.stayChance),
        tip,
        jump: null,
        command: { type: 'row', actor: id, to },
      };
    }
    case 'jump': {
      const p = jumpOdds(session, id, to, controlled);
      if (!p) return null;
      const tip = p.problem
        ? ['Jump', `Not possible: ${p.problem}`]
        : [
            `Jump ${inchesText(tile.cost)}: ${percent(p.reachChance)} to reach the point`,
            `${percent(p.landChance)} to land on solid ground`,
            `Fall: ${p.expectedFallLp.toFixed(2)} Life Points expected, ${percent(p.killChance)} taken out`,
            ...chargeLines(session, id, tile.node),
          ];
      return {
        path: null,
        leap: { from, to, arc: true },
        colour: chanceColour(p.reachChance),
        tip,
        jump: p,
        command: {
          type: 'jump',
          actor: id,
          to,
          ...(controlled ? { controlledLanding: true } : {}),
          ...(onward ? { onward: true } : {}),
        },
      };
    }
    default:
      return null;
  }
}
