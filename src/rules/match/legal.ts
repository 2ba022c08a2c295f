/**
 * The legal commands of the moment (DESIGN §3.1): what the UI highlights and what the AI chooses from.
 */
import { uniqueActionCommands } from '../abilities/guild/unique-actions.ts';
import { friendlyBaits } from '../abilities/unique/unique-combat.ts';
import { combatProblem, weaponsOf } from '../combat/combat.ts';
import { grappleCommands, grappleCommandsOn, grappleTargets } from '../combat/grapple-legal.ts';
import { abilityCommands } from '../command/command-abilities.ts';
import { orderCommands } from '../command/command-points.ts';
import { answersOf } from '../core/decisions.ts';
import type { Command, Point3 } from '../core/types.ts';
import { castableSpells, castCommands, castCommandsOf } from '../magic/cast-spell.ts';
import { wallActionProblem } from '../movement/climbing.ts';
import { diveProblem, underwaterReach } from '../movement/dive.ts';
import { flyTargets, isMidAir, midAirActionProblem } from '../movement/fly.ts';
import { stanceProblem } from '../movement/hide.ts';
import { JUMP_MAX_RISE, jumpProblemTest } from '../movement/jump.ts';
import { rowProblem } from '../movement/row.ts';
import { isOnWall } from '../movement/run-climb.ts';
import { reachOf } from '../movement/run-climb-reach.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { enemiesOf, idOf, type Match, nodeOf } from '../state/match-state.ts';
import { gangToAct, waitingOf } from './rounds.ts';

const ROW_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/** How far around a character jump targets are listed (inches): beyond the longest likely jump. */
export const JUMP_LIST_RADIUS = 6;

/**
 * Surface points a character may name for a Jump now (those jump.ts `jumpProblem` accepts), within
 * {@link JUMP_LIST_RADIUS} measured across the table (so that points far below stay listed: a jump down may be
 * worth its fall). A Jump command may also name any other point, in mid-air for one.
 */
export function jumpTargets(m: Match, eid: number): Point3[] {
  const problem = jumpProblemTest(m, eid);
  return jumpCandidates(m, eid).filter((to) => !problem(to));
}

/** The surface points {@link jumpTargets} checks, in its order: those within the radius, up to the highest rise. */
function jumpCandidates(m: Match, eid: number): Point3[] {
  const here = nodeOf(m, eid);
  const out: Point3[] = [];
  for (let j = here.j - JUMP_LIST_RADIUS; j <= here.j + JUMP_LIST_RADIUS; j++) {
    for (let i = here.i - JUMP_LIST_RADIUS; i <= here.i + JUMP_LIST_RADIUS; i++) {
      if (Math.hypot(i - here.i, j - here.j) > JUMP_LIST_RADIUS) continue;
      for (const n of m.board.surfacesAt(i, j)) {
        if (n.z <= here.z + JUMP_MAX_RISE) out.push([n.i + 0.5, n.j + 0.5, n.z]);
      }
    }
  }
  return out;
}

/**
 * The kinds of action a character's commands are listed by ({@link actionsOf}), one group each: its Command
 * Abilities (`ability`), Run/Climb, Jump (Chained Jump included), Fly, Row, Hide, Guard, Combat (attacks, Bait
 * included), Grapple (and Drown), Cast Spell, its unique actions (Blood Rights, Transfusion, Fade to the Shadow,
 * Rope Arrow…: `unique`), Dive, the move of a character underwater (`underwater-move`), and the end of its turn.
 */
export type ActionKind =
  | 'ability'
  | 'run-climb'
  | 'jump'
  | 'fly'
  | 'row'
  | 'hide'
  | 'guard'
  | 'combat'
  | 'grapple'
  | 'cast'
  | 'unique'
  | 'dive'
  | 'underwater-move'
  | 'end-turn';

/** Kinds whose every command has the type of the kind's name (a hanging character's wall rule reads the type). */
const ONE_TYPE: ReadonlySet<ActionKind> = new Set<ActionKind>([
  'run-climb',
  'jump',
  'fly',
  'row',
  'hide',
  'guard',
  'combat',
  'cast',
  'dive',
  'underwater-move',
  'end-turn',
]);

/** Whether the character may spend an Action Point now (one about to be activated counts as having one). */
function hasActionPoint(m: Match, eid: number): boolean {
  return m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) >= 1 : true;
}

/**
 * The kinds of action whose commands {@link actionsOf} lists for `eid` now, in its order (mid-air, rulebook
 * "Flight": Command Abilities, Fly and the end of the turn; without an Action Point: Command Abilities, unique
 * actions, Dive, the underwater move, a Chained Jump and the end of the turn). Cheap: no surface search. A kind
 * listed may still have no command ({@link actionsOfKind} says); one left out has none. `end-turn` is always
 * listed and never empty.
 */
export function actionKindsOf(m: Match, eid: number): ActionKind[] {
  if (isMidAir(m, eid)) return ['ability', ...(hasActionPoint(m, eid) ? ['fly' as const] : []), 'end-turn'];
  const kinds: ActionKind[] = hasActionPoint(m, eid)
    ? [
        'ability',
        'run-climb',
        'jump',
        'fly',
        'row',
        'hide',
        'guard',
        'combat',
        'grapple',
        'cast',
        'unique',
        'dive',
        'underwater-move',
        'end-turn',
      ]
    : ['ability', 'unique', 'dive', 'underwater-move', 'jump', 'end-turn'];
  // Hanging on a wall (climbing.ts `wallActionProblem`): only the kinds of the allowed command types remain.
  if (!isOnWall(m, eid)) return kinds;
  return kinds.filter((k) => !ONE_TYPE.has(k) || !wallActionProblem(m, eid, k as Command['type']));
}

/**
 * The commands of one kind of action `eid` may give now: the part of {@link actionsOf} of that kind, in the same
 * order (rulebook: "Run/Climb", "Jump", "Flight", "Row", "Hide", "Guard", "Combat", "Grapple", "Drown", "Cast
 * Spell", "Dive", "Swimming" and the characters' own abilities; each lister checks its own rules). [] for a kind
 * {@link actionKindsOf} leaves out.
 */
export function actionsOfKind(m: Match, eid: number, kind: ActionKind): Command[] {
  return actionKindsOf(m, eid).includes(kind) ? kindList(m, eid, kind) : [];
}

/** The commands of a kind {@link actionKindsOf} lists now. */
function kindList(m: Match, eid: number, kind: ActionKind): Command[] {
  const out = listKind(m, eid, kind);
  // Hanging on a wall: only the allowed command types (a character in mid-air lists Fly and the end of its turn).
  return !isMidAir(m, eid) && isOnWall(m, eid) ? out.filter((c) => !wallActionProblem(m, eid, c.type)) : out;
}

/** A move of `type` to each node of `nodes` but the one `eid` stands on. */
function movesTo(
  m: Match,
  eid: number,
  type: 'run-climb' | 'underwater-move',
  nodes: Iterable<{ readonly node: Node }>,
): Command[] {
  const actor = idOf(m, eid);
  const here = nodeKey(nodeOf(m, eid));
  const out: Command[] = [];
  for (const { node } of nodes) {
    if (nodeKey(node) !== here) out.push({ type, actor, to: [node.i + 0.5, node.j + 0.5, node.z] });
  }
  return out;
}

function listKind(m: Match, eid: number, kind: ActionKind): Command[] {
  const actor = idOf(m, eid);
  switch (kind) {
    case 'ability':
      return abilityCommands(m, eid);
    case 'run-climb':
      return movesTo(m, eid, 'run-climb', reachOf(m, eid).nodes);
    case 'jump':
      // With an Action Point, a Jump; without, a Chained Jump when one is ready.
      if (!hasActionPoint(m, eid) && !(m.active === eid && m.turnState.chainedJumpReady)) return [];
      return jumpTargets(m, eid).map((to) => ({ type: 'jump', actor, to }));
    case 'fly':
      return flyTargets(m, eid).map((to) => ({ type: 'fly', actor, to }));
    case 'row': {
      if (rowProblem(m, eid)) return [];
      // Row toward each quay-side direction: the eight compass points 6″ away.
      const x = m.world.components.Position.x[eid] ?? 0;
      const y = m.world.components.Position.y[eid] ?? 0;
      return ROW_DIRECTIONS.map(([dx, dy]) => ({ type: 'row', actor, to: [x + dx * 6, y + dy * 6, 0] }));
    }
    case 'hide':
    case 'guard':
      return stanceProblem(m, eid, kind) ? [] : [{ type: kind, actor }];
    case 'combat': {
      // Bait (the Crybaby): friends may attack it as if it were an enemy.
      const out: Command[] = [];
      for (const target of [...enemiesOf(m, eid), ...friendlyBaits(m, eid)]) {
        for (const w of weaponsOf(m, eid)) {
          if (!combatProblem(m, eid, target, w)) {
            out.push({ type: 'combat', actor, target: idOf(m, target), weapon: w.name });
          }
        }
      }
      return out;
    }
    case 'grapple':
      return grappleCommands(m, eid);
    case 'cast':
      return castCommands(m, eid);
    case 'unique':
      // Unique actions (Blood Rights, Transfusion, Fade to the Shadow, Rope Arrow): each checks its own costs.
      return uniqueActionCommands(m, eid);
    case 'dive': {
      const ap =
        m.active === eid
          ? (m.world.components.Points.ap[eid] ?? 0)
          : (m.world.components.Points.apMax[eid] ?? 0);
      return diveProblem(m, eid, ap) ? [] : [{ type: 'dive', actor }];
    }
    case 'underwater-move': {
      if ((m.world.components.Counters.underwater[eid] ?? 0) <= 0 || (m.active === eid && !m.turnState.fresh))
        return [];
      return movesTo(m, eid, 'underwater-move', underwaterReach(m, eid).nodes);
    }
    case 'end-turn':
      return [{ type: 'end-turn', actor }];
  }
}

/**
 * Commands an active (or about to be activated) character may give now: moves, attacks, its Command Ability, its
 * unique actions (a handful of spots for those that name one), end of turn — the commands of each of its
 * {@link actionKindsOf}, kind after kind.
 */
export function actionsOf(m: Match, eid: number): Command[] {
  return actionKindsOf(m, eid).flatMap((kind) => kindList(m, eid, kind));
}

/**
 * One of the commands {@link actionsOfKind} lists, drawn with `pick` (n → a whole number in [0, n), e.g. from a
 * seeded generator), or null when the kind has none — without listing them all where the kind allows: a Run/Climb
 * draws a node of the reach, a Jump point is drawn among the surface points {@link jumpTargets} would check, then checked (another is drawn when it
 * fails), and so is the target and weapon of a Combat; a Grapple or Drown draws its target first (each target
 * with a command as likely), then one of that target's commands, and a Cast Spell its spell first. Every command of the kind may come out.
 */
export function drawActionOfKind(
  m: Match,
  eid: number,
  kind: ActionKind,
  pick: (n: number) => number,
): Command | null {
  if (!actionKindsOf(m, eid).includes(kind)) return null;
  const actor = idOf(m, eid);
  if (kind === 'jump') {
    if (!hasActionPoint(m, eid) && !(m.active === eid && m.turnState.chainedJumpReady)) return null;
    const problem = jumpProblemTest(m, eid);
    const to = drawFrom(jumpCandidates(m, eid), (p) => !problem(p), pick);
    return to ? { type: 'jump', actor, to } : null;
  }
  if (kind === 'run-climb') {
    // Run/Climb is allowed on a wall: any node of the reach but the one it stands on.
    const here = nodeKey(nodeOf(m, eid));
    const hit = drawFrom(reachOf(m, eid).nodes, (x) => nodeKey(x.node) !== here, pick);
    if (!hit) return null;
    const { i, j, z } = hit.node;
    return { type: 'run-climb', actor, to: [i + 0.5, j + 0.5, z] };
  }
  if (kind === 'combat') {
    const pairs = [...enemiesOf(m, eid), ...friendlyBaits(m, eid)].flatMap((target) =>
      weaponsOf(m, eid).map((w) => ({ target, w })),
    );
    const hit = drawFrom(pairs, ({ target, w }) => !combatProblem(m, eid, target, w), pick);
    return hit ? { type: 'combat', actor, target: idOf(m, hit.target), weapon: hit.w.name } : null;
  }
  if (kind === 'cast') {
    // a spell first (each spell with a command as likely), then one of its commands
    let found: Command[] = [];
    if (!wallActionProblem(m, eid, 'cast') && !midAirActionProblem(m, eid, 'cast'))
      drawFrom(
        castableSpells(m, eid),
        (s) => {
          found = castCommandsOf(m, eid, s);
          return found.length > 0;
        },
        pick,
      );
    return found.length > 0 ? found[pick(found.length)]! : null;
  }
  const wall = isOnWall(m, eid);
  const allowed = (c: Command) => !wall || !wallActionProblem(m, eid, c.type);
  if (kind === 'grapple') {
    let found: Command[] = [];
    drawFrom(
      grappleTargets(m, eid),
      (t) => {
        found = grappleCommandsOn(m, eid, t).filter(allowed);
        return found.length > 0;
      },
      pick,
    );
    return found.length > 0 ? found[pick(found.length)]! : null;
  }
  const list = kindList(m, eid, kind);
  return list.length > 0 ? list[pick(list.length)]! : null;
}

/**
 * An item of `candidates` that passes `ok`, drawn uniformly among those that pass with `pick`, checking as few
 * as it can (one drawn that fails is set aside and another drawn); null when none passes.
 */
function drawFrom<T>(candidates: readonly T[], ok: (c: T) => boolean, pick: (n: number) => number): T | null {
  const pool = [...candidates];
  while (pool.length > 0) {
    const k = pick(pool.length);
    const c = pool[k]!;
    if (ok(c)) return c;
    pool[k] = pool[pool.length - 1]!;
    pool.pop();
  }
  return null;
}

/** A kind of legal command of the active character: an ORDER it may receive, or one of its own actions. */
export type LegalKind = 'order' | ActionKind;

/**
 * The kinds of command {@link legalCommands} lists now by kind, in its order: for the active character (or the
 * one making a COUNTER), `order` (the ORDERs it may receive at the start of its turn) then its
 * {@link actionKindsOf}. [] when the game is over, a decision is pending or no character is active (then the list
 * is short: the answers, or the activations). A kind listed may have no command.
 */
export function legalKinds(m: Match): LegalKind[] {
  if (m.over || m.pending || m.active < 0) return [];
  return ['order', ...actionKindsOf(m, m.active)];
}

/**
 * One command of one of the {@link legalKinds}, drawn with `pick` as {@link drawActionOfKind} does (an ORDER from
 * their list), or null when the kind has none now.
 */
export function drawLegalOfKind(m: Match, kind: LegalKind, pick: (n: number) => number): Command | null {
  if (m.over || m.pending || m.active < 0) return null;
  if (kind !== 'order') return drawActionOfKind(m, m.active, kind, pick);
  const orders = orderCommands(m, m.active);
  return orders.length > 0 ? orders[pick(orders.length)]! : null;
}

/** The commands of one of the {@link legalKinds}, as {@link legalCommands} lists them ([] for any other kind). */
export function legalCommandsOfKind(m: Match, kind: LegalKind): Command[] {
  if (m.over || m.pending || m.active < 0) return [];
  return kind === 'order' ? orderCommands(m, m.active) : actionsOfKind(m, m.active, kind);
}

/**
 * Every command that `submit` would accept now: the answers to a pending decision, the actions of the active
 * character (and the ORDERs it may receive at the start of its turn; during a COUNTER, the actions of the
 * character making it), or the activation of a waiting character of the gang whose turn it is.
 */
export function legalCommands(m: Match): Command[] {
  if (m.over) return [];
  if (m.pending) return answersOf(m.pending);
  if (m.active >= 0) return [...orderCommands(m, m.active), ...actionsOf(m, m.active)];
  return waitingOf(m, gangToAct(m)).map((e) => ({ type: 'activate' as const, actor: idOf(m, e) }));
}
