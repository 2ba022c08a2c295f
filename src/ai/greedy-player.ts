/**
 * The greedy player: a yardstick for the AI (tournament harness). It attacks the nearest enemy it can, else moves
 * toward the nearest enemy, else ends its turn; it activates the character nearest an enemy first and declines
 * every decision (no Will Points, no COUNTER, no PLAN…). Deterministic: no dice of its own.
 */
import { type Command, declineOf, enemiesOf, legalCommands, type Match } from '../rules/index.ts';

/** Inches (flat) from a point to the nearest enemy of `eid`, Infinity when none is left. */
function nearestEnemy(m: Match, eid: number, x: number, y: number): number {
  const { Position } = m.world.components;
  let best = Number.POSITIVE_INFINITY;
  for (const e of enemiesOf(m, eid))
    best = Math.min(best, Math.hypot((Position.x[e] ?? 0) - x, (Position.y[e] ?? 0) - y));
  return best;
}

/** The greedy player's next command (see the module comment). */
export function greedyCommand(m: Match): Command {
  if (m.pending) return declineOf(m.pending);
  const legal = legalCommands(m);
  if (legal.length === 0) throw new Error('no legal command');
  const { Position } = m.world.components;
  const at = (id: string) => {
    const e = m.ids.get(id) ?? -1;
    return { e, x: Position.x[e] ?? 0, y: Position.y[e] ?? 0 };
  };
  if (m.active < 0) {
    let pick: { cmd: Command; d: number } | null = null;
    for (const c of legal) {
      if (c.type !== 'activate') continue;
      const p = at(c.actor);
      const d = nearestEnemy(m, p.e, p.x, p.y);
      if (!pick || d < pick.d) pick = { cmd: c, d };
    }
    return pick?.cmd ?? legal[0]!;
  }
  let attack: { cmd: Command; d: number } | null = null;
  let move: { cmd: Command; d: number } | null = null;
  const me = at(idOfActive(m));
  const here = nearestEnemy(m, me.e, me.x, me.y);
  for (const c of legal) {
    if (c.type === 'combat') {
      const t = at(c.target);
      const d = Math.hypot(t.x - me.x, t.y - me.y);
      if (!attack || d < attack.d) attack = { cmd: c, d };
    } else if (c.type === 'run-climb') {
      const d = nearestEnemy(m, me.e, c.to[0], c.to[1]);
      if (d < here && (!move || d < move.d)) move = { cmd: c, d };
    }
  }
  if (attack) return attack.cmd;
  if (move) return move.cmd;
  return legal.find((c) => c.type === 'end-turn') ?? legal[0]!;
}

function idOfActive(m: Match): string {
  return m.world.components.Identity.id[m.active] ?? '';
}
