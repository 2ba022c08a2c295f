/**
 * The greedy player: a yardstick for the AI (tournament harness). It attacks the nearest enemy it can, else moves
 * toward the nearest enemy, else ends its turn; it activates the character nearest an enemy first and declines
 * every decision (no Will Points, no COUNTER, no PLAN…) but one: a character ending its turn on an Objective picks it
 * up (or takes it from a friend). A carrier, which may only Run/Climb, walks toward its gang's corner in Take What is
 * Theirs (where the Objective scores) and away from the nearest enemy elsewhere (Acquisition: it scores carried); a
 * Street Fight Attacker runs for the far edge, and attacks only when it cannot get nearer. Deterministic: no dice of
 * its own.
 */
import {
  type Command,
  carriedBy,
  declineOf,
  enemiesOf,
  escapeEdgeX,
  isAttacker,
  legalCommands,
  type Match,
  scenarioOf,
  zoneOf,
} from '../rules/index.ts';

/** Inches (flat) from a point to the nearest enemy of `eid`, Infinity when none is left. */
function nearestEnemy(m: Match, eid: number, x: number, y: number): number {
  const { Position } = m.world.components;
  let best = Number.POSITIVE_INFINITY;
  for (const e of enemiesOf(m, eid))
    best = Math.min(best, Math.hypot((Position.x[e] ?? 0) - x, (Position.y[e] ?? 0) - y));
  return best;
}

/**
 * Where `eid` runs to, if anywhere: a cost to lower (inches from a point to its goal) — its corner for a carrier in
 * Take What is Theirs, away from the nearest enemy for a carrier elsewhere, the far edge for a Street Fight Attacker —
 * or null when it plays as usual.
 */
function runningGoal(m: Match, eid: number): ((x: number, y: number) => number) | null {
  const g = m.world.components.Gang.index[eid] ?? 0;
  if (isAttacker(m, g)) {
    const edge = escapeEdgeX(m, g);
    return (x) => Math.abs(x - edge);
  }
  if (carriedBy(m, eid) < 0) return null;
  const corner = zoneOf(m, g)?.corner;
  if (scenarioOf(m.setup.scenario).primary.kind === 'objectives-home' && corner)
    return (x, y) => Math.hypot(x - corner.x, y - corner.y);
  return (x, y) => -nearestEnemy(m, eid, x, y);
}

/** The answer to a pending decision: a pick-up when offered, else the decline. */
function answer(m: Match): Command {
  const d = m.pending!;
  if (d.type === 'choose' && d.purpose === 'objective') {
    const pick = d.options.find((o) => o.id !== 'none') ?? d.options[0]!;
    return { type: 'decide', decision: 'choose', character: d.character, option: pick.id };
  }
  return declineOf(d);
}

/** The greedy player's next command (see the module comment). */
export function greedyCommand(m: Match): Command {
  if (m.pending) return answer(m);
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
  const goal = runningGoal(m, me.e);
  if (goal) {
    const now = goal(me.x, me.y);
    for (const c of legal)
      if (c.type === 'run-climb') {
        const d = goal(c.to[0], c.to[1]);
        if (d < now - 0.5 && (!move || d < move.d)) move = { cmd: c, d };
      }
    if (move) return move.cmd;
  }
  const here = nearestEnemy(m, me.e, me.x, me.y);
  for (const c of legal) {
    if (c.type === 'combat') {
      const t = at(c.target);
      const d = Math.hypot(t.x - me.x, t.y - me.y);
      if (!attack || d < attack.d) attack = { cmd: c, d };
    } else if (c.type === 'run-climb' && !goal) {
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
