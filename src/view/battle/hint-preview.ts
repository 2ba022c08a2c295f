/**
 * What the board and the Hint panel show of a suggested command (hint.ts): the command in words, the figure it is
 * for, the way it goes (the path of a Run/Climb or swim, the line of a Jump, flight or Row), the figure it aims at,
 * an area attack's marker, and the odds — the same preview numbers a person sees before a click (move-modes.ts for
 * the movement tiles, fight-queries.ts for attacks, Grapple and Drown, spell-queries.ts for spells). No Phaser, no DOM.
 */
import type { AreaShape, Command, Node, Point3 } from '../../rules/index.ts';
import type { BoardPoint } from '../board/path-shape.ts';
import { inchesText, percent } from '../board/reach-style.ts';
import type { Mode } from '../hud/action-list.ts';
import type { BattleSession } from './battle-session.ts';
import { areaOdds, attackOdds, drownOdds, grappleOdds } from './fight-queries.ts';
import { commandActor } from './hint.ts';
import { hoverTile, tilesFor } from './move-modes.ts';
import { castChances, spellsOf } from './spell-queries.ts';

/** What the board draws of a suggested command, and its odds in lines. */
export interface HintDrawing {
  /** The figure the command is for (selected on the board), or null. */
  readonly actor: string | null;
  /** The way of a Run/Climb or an underwater swim, through cell centres (inches). */
  readonly path: BoardPoint[] | null;
  /** The line of a Jump (an arc), a flight, a Row or a unique action's move. */
  readonly leap: { readonly from: BoardPoint; readonly to: BoardPoint; readonly arc: boolean } | null;
  /** The figure aimed at (attacked, grappled, drowned, the first a spell or ability names, given an ORDER). */
  readonly target: string | null;
  /** An area attack's marker or template, where it would lie. */
  readonly aim: AreaShape | null;
  /** The odds as the previews give them, one line each (empty when no roll is made). */
  readonly odds: readonly string[];
}

/** The board modes whose lit tiles preview a move command. */
const MOVE_MODES: Partial<Record<Command['type'], Mode>> = {
  'run-climb': 'move',
  jump: 'jump',
  fly: 'fly',
  'underwater-move': 'swim',
  row: 'row',
};

const nodeOf = (p: Point3): Node => ({ i: Math.floor(p[0]), j: Math.floor(p[1]), z: p[2] });
const keyOf = (n: Node) => `${n.i},${n.j},${n.z}`;

/** The four results of a roll, as one line. */
function resultLine(c: { critical: number; success: number; fail: number; fumble: number }): string {
  return `Critical ${percent(c.critical)} · Success ${percent(c.success)} · Fail ${percent(c.fail)} · Fumble ${percent(c.fumble)}`;
}

/** Where `id` stands (inches), or null. */
function standing(session: BattleSession, id: string): BoardPoint | null {
  const c = session.summary().characters.find((x) => x.id === id);
  return c ? [c.x, c.y, c.z] : null;
}

/** The way, line and odds of a move of `id` to `to` in board mode `mode`, as hovering its lit tile shows them. */
function moveDrawing(
  session: BattleSession,
  id: string,
  mode: Mode,
  to: Point3,
  controlled: boolean,
  onward: boolean,
  unique: string | null,
): Pick<HintDrawing, 'path' | 'leap' | 'odds'> {
  const lit = tilesFor(session, id, mode, controlled, unique);
  const node = nodeOf(to);
  const tile = lit?.tiles.find((t) => keyOf(t.node) === keyOf(node));
  // The point of the command itself, not the first one the tile names.
  const hover =
    lit && tile
      ? hoverTile(
          session,
          id,
          mode,
          { ...lit, points: new Map([[keyOf(node), to]]) },
          tile,
          controlled,
          onward,
          unique,
        )
      : null;
  if (hover) return { path: hover.path, leap: hover.leap, odds: hover.tip };
  const from = standing(session, id);
  return { path: null, leap: from ? { from, to, arc: mode === 'jump' } : null, odds: [] };
}

/** What the board and the panel show of `cmd`, a command of the person to act now. */
export function hintDrawing(session: BattleSession, cmd: Command): HintDrawing {
  const actor = commandActor(cmd);
  const none: HintDrawing = { actor, path: null, leap: null, target: null, aim: null, odds: [] };
  if (cmd.type === 'decide') return none;
  const mode = MOVE_MODES[cmd.type];
  if (mode && 'to' in cmd && cmd.to) {
    const jump = cmd.type === 'jump' ? cmd : null;
    const move = moveDrawing(
      session,
      cmd.actor,
      mode,
      cmd.to,
      jump?.controlledLanding ?? false,
      jump?.onward ?? false,
      null,
    );
    return { ...none, ...move };
  }
  switch (cmd.type) {
    case 'combat': {
      const p = attackOdds(session, cmd.actor, cmd.target, cmd.weapon);
      const area = areaOdds(session, cmd.actor, cmd.target, cmd.weapon);
      const odds = p?.odds
        ? [
            resultLine(p.odds.chances),
            `Expected Life Points lost: ${p.odds.expectedLpLoss.toFixed(2)} · chance to take out: ${percent(p.odds.killChance)}`,
          ]
        : [];
      return { ...none, target: cmd.target, aim: area?.shape ?? null, odds };
    }
    case 'grapple': {
      const p = grappleOdds(session, cmd.actor, cmd.target, cmd.to);
      const odds = p
        ? [
            resultLine(p.chances),
            `Falls ${percent(p.fallChance)} · ends in water ${percent(p.waterChance)} · Life Points lost ${p.expectedLpLoss.toFixed(2)}`,
          ]
        : [];
      const from = standing(session, cmd.target);
      return { ...none, target: cmd.target, leap: from ? { from, to: cmd.to, arc: false } : null, odds };
    }
    case 'drown': {
      const p = drownOdds(session, cmd.actor, cmd.target);
      const odds = p
        ? [
            resultLine(p.chances),
            `Expected Life Points lost: ${p.expectedLpLoss.toFixed(2)} · chance to take out: ${percent(p.killChance)}`,
          ]
        : [];
      return { ...none, target: cmd.target, odds };
    }
    case 'cast': {
      const c = castChances(session, cmd.actor, cmd.spell);
      const odds = c
        ? [
            resultLine(c.plain),
            ...c.dispelled.map(
              (d) => `If ${nameOf(session, d.by)} tries to Dispel: works ${percent(d.chances.works)}`,
            ),
          ]
        : [];
      return { ...none, target: cmd.targets?.[0] ?? null, odds };
    }
    case 'unique-action':
      if (cmd.to)
        return {
          ...none,
          ...moveDrawing(session, cmd.actor, 'unique', cmd.to, false, false, cmd.action),
          target: cmd.target ?? null,
        };
      return { ...none, target: cmd.target ?? null };
    case 'order':
      return { ...none, target: cmd.target };
    case 'ability':
      return { ...none, target: cmd.targets[0] ?? null };
    default:
      return none;
  }
}

/** The display name of character `id`. */
function nameOf(session: BattleSession, id: string): string {
  return session.summary().characters.find((c) => c.id === id)?.name ?? id;
}

/** `cmd` in words a person reads ("Whaler: Run/Climb 6″ to 12, 5"), the characters by their names. */
export function commandWords(session: BattleSession, cmd: Command): string {
  const name = (id: string) => nameOf(session, id);
  const at = (p: Point3) =>
    `${Math.floor(p[0])}, ${Math.floor(p[1])}${p[2] > 0 ? ` (${inchesText(p[2])} up)` : ''}`;
  if (cmd.type === 'decide') return `${name(cmd.character)}: answer the question (${cmd.decision})`;
  const who = `${name(cmd.actor)}: `;
  switch (cmd.type) {
    case 'activate':
      return `${who}take a turn`;
    case 'run-climb':
      return `${who}Run/Climb to ${at(cmd.to)}`;
    case 'jump':
      return `${who}Jump to ${at(cmd.to)}${cmd.controlledLanding ? ' with a Controlled Landing' : ''}`;
    case 'fly':
      return `${who}fly to ${at(cmd.to)}`;
    case 'underwater-move':
      return `${who}swim underwater to ${at(cmd.to)}`;
    case 'row':
      return `${who}Row the gondola toward ${at(cmd.to)}`;
    case 'combat':
      return `${who}attack ${name(cmd.target)} with ${cmd.weapon}`;
    case 'grapple':
      return `${who}Grapple ${name(cmd.target)} toward ${at(cmd.to)}`;
    case 'drown':
      return `${who}Drown ${name(cmd.target)}`;
    case 'cast': {
      const spell = spellsOf(session, cmd.actor).find((s) => s.id === cmd.spell)?.name ?? cmd.spell;
      const on = cmd.targets?.length ? ` on ${cmd.targets.map(name).join(', ')}` : '';
      return `${who}Cast ${spell}${on}`;
    }
    case 'unique-action':
      return `${who}${cmd.action}${cmd.target ? ` on ${name(cmd.target)}` : cmd.to ? ` to ${at(cmd.to)}` : ''}`;
    case 'order':
      return `${who}give ${name(cmd.target)} an ORDER (+1 AP, 1 Command Point)`;
    case 'ability': {
      const on = cmd.targets.length ? ` on ${cmd.targets.map(name).join(', ')}` : '';
      return `${who}use ${cmd.ability}${on} (1 Command Point)`;
    }
    case 'dive':
      return `${who}Dive`;
    case 'hide':
      return `${who}Hide (ends its turn)`;
    case 'guard':
      return `${who}Guard (ends its turn)`;
    case 'drop-objective':
      return `${who}drop the Objective it carries`;
    case 'destroy-objective':
      return `${who}destroy the Objective`;
    case 'end-turn':
      return `${who}end its turn where it stands`;
  }
}
