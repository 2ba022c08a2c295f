/**
 * AI v0: utility scoring of one character's options (DESIGN §3.4). Each candidate is a legal command of the
 * engine scored in Victory Point worth: the attack it makes (exact odds), the free Attack of Opportunity of a
 * charge, a Drown or a Grapple over an edge or into water when worth more than the attack (grapple-candidates.ts),
 * a unique action by what it gains or where it leaves the character (unique-action-candidates.ts),
 * a Jump where no Run/Climb gets as surely (jump-candidates.ts), Hide or Guard when there is nothing to attack
 * (stance-candidates.ts), the end of a Run/Climb by what it can do from there (spot-worth.ts),
 * minus the danger of where it ends (what enemies can do to it next), plus a small pull toward the enemy so that
 * idle characters close in.
 */
import {
  asIfAt,
  enemiesOf,
  idOf,
  isOnWall,
  type Match,
  nodeKey,
  nodeOf,
  reachPreview,
  wallActionProblem,
} from '../rules/index.ts';
import { boardAgendaGain, killAgendaGain } from './agenda-worth.ts';
import { areaCandidates, bestPlainAttackNow } from './area-candidates.ts';
import { grappleCandidates } from './grapple-candidates.ts';
import { jumpCandidates } from './jump-candidates.ts';
import { spellCandidates } from './spell-candidates.ts';
import { dangerFrom, nearestEnemy as nearest, spotGain } from './spot-worth.ts';
import { stanceCandidates } from './stance-candidates.ts';
import { threatOf } from './threat.ts';
import type { Candidate, Term } from './types.ts';
import { uniqueActionCandidates } from './unique-action-candidates.ts';
import { weightsFor } from './weights.ts';

/** Words of the considerations every candidate shares. */
export const TERM_DANGER = 'danger where it ends up (what enemies can do to it next)';
export const TERM_APPROACH = 'distance to the nearest enemy';

/** Lifts an action that costs no Action Point and gains something above every other option: it comes first. */
const FREE_FIRST = 1;
/** What each Action Point a stance (Hide, Guard) leaves unused could have bought: it ends the turn. */
export const STANCE_AP_COST = 0.05;
/** A term weighed by a behaviour's weight (weights.ts); null when there is none or the behaviour is off. */
function weighed(t: Term | null, weight: number): Term | null {
  return t && weight > 0 ? { ...t, value: weight * t.value } : null;
}

/** Victory Points by which a Jump must beat the best Run/Climb (and holding) to be offered. */
export const JUMP_MARGIN = 0.05;

/**
 * Score every option of the active (or about to act) character `eid`; best first. `apNow`: the Action Points
 * to plan with (default: what it has, or its full AP before its turn; 1 for a COUNTER).
 */
export function candidatesFor(m: Match, eid: number, apNow?: number): Candidate[] {
  const actor = idOf(m, eid);
  const w = weightsFor(m.setup.scenario);
  const b = w.behaviours;
  const enemies = enemiesOf(m, eid);
  const threats = new Map(enemies.map((e) => [e, threatOf(m, e, eid)]));
  const ap =
    apNow ??
    (m.active === eid
      ? (m.world.components.Points.ap[eid] ?? 0)
      : (m.world.components.Points.apMax[eid] ?? 0));
  const hereDanger = dangerFrom(m, eid, threats);
  const hereNear = nearest(m, eid);
  const stay = (gain: Term | null, extra = 0, more: Term | null = null): { score: number; terms: Term[] } => {
    const terms: Term[] = [
      ...(gain ? [gain] : []),
      ...(more ? [more] : []),
      { label: TERM_DANGER, value: -w.danger * hereDanger },
      { label: TERM_APPROACH, value: -w.approach * hereNear },
      ...(extra ? [{ label: 'acting beats waiting', value: extra }] : []),
    ];
    return { score: terms.reduce((sum, t) => sum + t.value, 0), terms };
  };
  const out: Candidate[] = [{ command: { type: 'end-turn', actor }, why: 'hold', ...stay(null) }];
  const hold = out[0]!.score;
  if (ap < 1) return out;
  for (const e of b.attack > 0 ? enemies : []) {
    const best = bestPlainAttackNow(m, eid, e);
    if (!best.weapon) continue;
    out.push({
      command: { type: 'combat', actor, target: idOf(m, e), weapon: best.weapon },
      why: `attack ${idOf(m, e)} with ${best.weapon} (worth ${best.worth.toFixed(2)})`,
      ...stay(
        { label: 'the attack: chance to take it out and Life Points it costs', value: b.attack * best.worth },
        0.01,
        weighed(killAgendaGain(m, eid, e, best.killChance), b.agenda),
      ),
    });
  }
  // Blast and Template: the worth on every enemy hit minus that on every friend hit (area-candidates.ts).
  for (const c of b.area > 0 ? areaCandidates(m, eid) : []) {
    const gain = {
      label: 'the area attack: worth on enemies hit, less on friends hit',
      value: b.area * c.worth,
    };
    out.push({ command: c.command, why: c.why, ...stay(gain, 0.01) });
  }
  // Cast Spell: the chance the spell works (an enemy Mage dispelling where it can) times its worth (spell-candidates.ts).
  for (const c of b.spell > 0 ? spellCandidates(m, eid) : []) {
    const gain = { label: 'the spell: chance it works times what it does', value: b.spell * c.worth };
    out.push({ command: c.command, why: c.why, ...stay(gain, 0.01) });
  }
  for (const g of b.grapple > 0 ? grappleCandidates(m, eid) : []) {
    const gain = {
      label: 'the Grapple or Drown: where the enemy ends, and its chance',
      value: b.grapple * g.worth,
    };
    out.push({ command: g.command, why: g.why, ...stay(gain, 0.01) });
  }
  // Unique actions (unique-action-candidates.ts): a spot is scored as the end of a move, a free action first.
  for (const u of b.unique > 0 ? uniqueActionCandidates(m, eid, ap) : []) {
    if (u.spot) {
      const terms: Term[] = asIfAt(m, eid, u.spot, () => [
        { label: 'what the action gains', value: b.unique * u.worth },
        { label: TERM_DANGER, value: -w.danger * dangerFrom(m, eid, threats) },
        { label: TERM_APPROACH, value: -w.approach * nearest(m, eid) },
      ]);
      out.push({ command: u.command, score: terms.reduce((sum, t) => sum + t.value, 0), why: u.why, terms });
    } else if (!u.free || u.worth > 0) {
      // not when one action is weighed alone (a COUNTER's), where it would only inflate what the action gains
      const first = u.free && apNow === undefined ? FREE_FIRST : 0;
      const gain = { label: 'what the action gains', value: b.unique * u.worth };
      out.push({ command: u.command, why: u.why, ...stay(gain, first + 0.01) });
    }
  }
  // Hide and Guard end the turn: weighed only when nothing above gains anything (an attack, spell, Grapple or unique
  // action whose first term, its gain, is above nothing; stance-candidates.ts).
  if (!out.some((c) => c.command.type !== 'end-turn' && (c.terms?.[0]?.value ?? 0) > 0)) {
    for (const s of b.stance > 0 ? stanceCandidates(m, eid, threats) : []) {
      const unused: Term = { label: 'Action Points it leaves unused', value: -STANCE_AP_COST * (ap - 1) };
      out.push({
        command: s.command,
        why: s.why,
        ...stay({ label: s.label, value: b.stance * s.worth }, 0, unused),
      });
    }
  }
  const here = nodeKey(nodeOf(m, eid));
  const apAfter = ap - 1;
  const reach = reachPreview(m, eid);
  for (const cell of b.move > 0 ? reach : []) {
    if (nodeKey(cell.node) === here || cell.needsCritical || cell.chance < 0.2) continue;
    // Hanging on a wall with no Action Point left to climb on ends the turn in a fall (rulebook "Run/Climb").
    if (cell.onWall && apAfter < 1) continue;
    const score = asIfAt(m, eid, cell.node, () => {
      const spot = spotGain(m, eid, apAfter);
      const gain = spot.gain;
      let reason = spot.reason?.startsWith('shoot') ? `move to ${spot.reason}` : (spot.reason ?? 'move');
      const near = nearest(m, eid);
      if (gain <= 0)
        reason = `move ${cell.cost.toFixed(1)}″, ending ${near.toFixed(1)}″ from the nearest enemy`;
      const agenda = boardAgendaGain(m, eid);
      const terms: Term[] = [
        ...(gain > 0
          ? [
              {
                label: `what it can do from there (${reason}), times the chance to get there`,
                value: b.move * gain * cell.chance,
              },
            ]
          : []),
        ...(agenda && b.agenda > 0 ? [{ ...agenda, value: b.agenda * agenda.value * cell.chance }] : []),
        { label: TERM_DANGER, value: -w.danger * dangerFrom(m, eid, threats) },
        { label: TERM_APPROACH, value: -w.approach * near },
        { label: 'length of the way', value: -0.001 * cell.cost },
      ];
      return { value: terms.reduce((sum, t) => sum + t.value, 0), reason, terms };
    });
    out.push({
      command: { type: 'run-climb', actor, to: [cell.node.i + 0.5, cell.node.j + 0.5, cell.node.z] },
      score: score.value,
      why: score.reason,
      terms: score.terms,
    });
  }
  // Jump: the best jump to where a Run/Climb does not get as surely (jump-candidates.ts), offered only when it beats
  // every Run/Climb by a margin (a near tie would only add a roll and its risk).
  const bestWalk = Math.max(hold, ...out.filter((c) => c.command.type === 'run-climb').map((c) => c.score));
  const jumpContext = {
    ap,
    toBeat: bestWalk + JUMP_MARGIN,
    reach,
    threats,
    hereDanger,
    hereNear,
    termDanger: TERM_DANGER,
    termApproach: TERM_APPROACH,
  };
  if (b.jump > 0) out.push(...jumpCandidates(m, eid, jumpContext));
  // A character hanging on a wall may only climb on (rulebook "Run/Climb"): every other candidate is dropped.
  const onWall = isOnWall(m, eid);
  return out
    .filter((c) => !onWall || !wallActionProblem(m, eid, c.command.type))
    .sort((a, b) => b.score - a.score);
}
