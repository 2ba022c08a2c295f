/**
 * AI v0 candidates for Hide and Guard (rulebook "Hide", "Guard"; DESIGN §3.4), in the Victory Points of plan.ts.
 * Both cost 1 Action Point, end the character's turn and last until it is moved or acts again; neither is allowed
 * in base contact with an enemy or in water (hide.ts `stanceProblem`). plan.ts offers them only to a character
 * that has nothing to attack: a stance gives up the rest of the turn, an attack is a gain in hand.
 *
 * - Hide: the danger it takes away. Enemies more than 6″ away cannot see a Hidden character that is in cover from
 *   them, so an enemy that could only shoot it next round (spot-worth.ts `dangerShare`) and from which it is in
 *   cover (or out of sight) now loses its shot: all of it when the enemy cannot come within 6″ with a move, half
 *   when it can (it must close in and use its Action Point for that). An enemy that could charge it still can.
 * - Guard: one Attack of Opportunity on an enemy that makes a Run/Climb or Jump in its line of sight and ends in
 *   reach of a weapon: the best, over the three nearest enemies, of the chance that one does so (it has to move
 *   when it cannot shoot from where it stands; it charges a guard it can reach about half the time) times the
 *   worth of the attack (threat.ts `attackWorth`).
 *
 * A Guard that achieves an Agenda, or steps toward one with the friends still to act this round (Hold Ground: three
 * Guarding in one round), carries its worth (agenda-worth.ts) and is weighed even when an attack gains something.
 *
 * `stanceOptions` weighs them as plan.ts gathers candidates: the worth by the scenario's weight, less
 * {@link STANCE_AP_COST} for each Action Point left unused, with the danger and distance to the nearest enemy where
 * the character stands (considerations.ts).
 */
import {
  distanceBetween,
  enemiesOf,
  HIDDEN_SIGHT,
  hasTag,
  idOf,
  type Match,
  oddsOf,
  planAttack,
  type StanceCommand,
  sightBetween,
  stanceProblem,
  statOf,
  waitingOf,
  weaponsOf,
} from '../rules/index.ts';
import { factAgendaGain } from './agenda-worth.ts';
import { scoreHere } from './considerations.ts';
import { dangerShare, RANGED_SHARE } from './spot-worth.ts';
import { attackWorth } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';
import { weightsOf } from './weights.ts';

/** Chance an enemy that can do nothing from where it stands moves next round; one that can shoot already. */
export const MOVES_IF_IDLE = 0.9;
export const MOVES_IF_SHOOTING = 0.4;
/** Chance an enemy that can reach a guard charges it. */
export const CHARGES_GUARD = 0.5;
/** Chance an enemy that moves ends in a guard's weapon range: already within it, or within it after a move. */
export const ENDS_IN_RANGE = 0.8;
export const ENDS_IN_RANGE_AFTER_MOVE = 0.4;
/** Share of that chance kept for an enemy out of the guard's sight now (it may come into sight as it moves). */
export const UNSEEN_SHARE = 0.5;
/** Enemies weighed for a Guard: the nearest (the likeliest to move into its reach first). */
export const GUARD_NEAREST = 3;
/** Share of a shot kept by an enemy that can come within 6″ of a Hidden character with a move. */
export const HIDDEN_CLOSE_SHARE = 0.5;

/** What each Action Point a stance (Hide, Guard) leaves unused could have bought: it ends the turn. */
export const STANCE_AP_COST = 0.05;

/** Words of the stance terms (the "Why?" panel). */
export const TERM_HIDE = 'Hide: the shots it takes away (enemies beyond 6″ cannot see it in cover)';
export const TERM_GUARD = 'Guard: chance an enemy moves into its reach, times the Attack of Opportunity';

/** A Hide or Guard option: its worth (the `TERM_HIDE` / `TERM_GUARD` term) and the reason in words. */
export interface StanceCandidate {
  readonly command: StanceCommand;
  readonly worth: number;
  readonly label: string;
  readonly why: string;
  /** The Agendas it would achieve (a Guard: Hold Ground). */
  readonly agenda?: Term;
}

/**
 * Hide and Guard of `eid`, when legal and worth anything; `threats`: enemy → worth of its best attack on `eid`
 * (threat.ts `threatOf`).
 */
export function stanceCandidates(
  m: Match,
  eid: number,
  threats: ReadonlyMap<number, number>,
): StanceCandidate[] {
  const actor = idOf(m, eid);
  const out: StanceCandidate[] = [];
  const c = m.world.components;
  // Already Hidden (or Guarding): holding keeps the counter; the stance again gains nothing.
  if (!stanceProblem(m, eid, 'hide') && !hasTag(m.world, eid, c.Hidden)) {
    const { worth, shooters } = hideWorth(m, eid, threats);
    if (worth > 0)
      out.push({
        command: { type: 'hide', actor },
        worth,
        label: TERM_HIDE,
        why: `hide from ${shooters} enem${shooters === 1 ? 'y' : 'ies'} that could shoot it`,
      });
  }
  if (!stanceProblem(m, eid, 'guard') && !hasTag(m.world, eid, c.Guarding)) {
    const guard = guardWorth(m, eid);
    // Hold Ground: three friends Guarding in one round — the friends still to act this round may follow.
    const g = c.Gang.index[eid] ?? 0;
    const others = waitingOf(m, g)
      .filter((e) => e !== eid)
      .slice(0, 2)
      .map((e) => ({ kind: 'guard' as const, who: e }));
    const agenda = factAgendaGain(m, eid, { kind: 'guard', who: eid }, others);
    if (guard.worth > 0 || agenda)
      out.push({
        command: { type: 'guard', actor },
        worth: guard.worth,
        label: TERM_GUARD,
        why: agenda ? `guard: ${agenda.label}` : `guard against ${guard.against}`,
        ...(agenda ? { agenda } : {}),
      });
  }
  return out;
}

/**
 * Hide and Guard of the character of `here`, scored as candidates (see the module comment); with `agendasOnly`, only
 * those that achieve an Agenda or step toward one (Hold Ground), weighed even when an attack gains something.
 */
export function stanceOptions(m: Match, here: PlanContext, agendasOnly = false): Candidate[] {
  const b = here.weights.behaviours;
  const out: Candidate[] = [];
  for (const s of b.stance > 0 ? stanceCandidates(m, here.eid, here.threats) : []) {
    if (agendasOnly && !s.agenda) continue;
    const unused: Term = { label: 'Action Points it leaves unused', value: -STANCE_AP_COST * (here.ap - 1) };
    const scored = scoreHere(here, { label: s.label, value: b.stance * s.worth }, 0, unused, 'end');
    const agenda = s.agenda && b.agenda > 0 ? { ...s.agenda, value: b.agenda * s.agenda.value } : null;
    out.push({
      command: s.command,
      why: s.why,
      score: scored.score + (agenda?.value ?? 0),
      terms: agenda ? [agenda, ...scored.terms] : scored.terms,
    });
  }
  return out;
}

/** The danger Hide takes away (weighed by the scenario's danger weight, weights.ts) and how many enemies lose their shot. */
export function hideWorth(
  m: Match,
  eid: number,
  threats: ReadonlyMap<number, number>,
): { worth: number; shooters: number } {
  let removed = 0;
  let shooters = 0;
  for (const [e, threat] of threats) {
    if (threat <= 0 || dangerShare(m, e, eid) !== RANGED_SHARE) continue;
    const s = sightBetween(m, e, eid);
    if (s.lineOfSight && !s.cover) continue;
    const out = distanceBetween(m, e, eid) - HIDDEN_SIGHT > statOf(m, e, 'move');
    removed += threat * RANGED_SHARE * (out ? 1 : 1 - HIDDEN_CLOSE_SHARE);
    shooters++;
  }
  return { worth: weightsOf(m, eid).danger * removed, shooters };
}

/** Worth of a Guard counter: the best chance × Attack of Opportunity over the enemies, and on whom. */
export function guardWorth(m: Match, eid: number): { worth: number; against: string } {
  let worth = 0;
  let against = '';
  const mine = weaponsOf(m, eid);
  const nearest = enemiesOf(m, eid)
    .map((e) => ({ e, d: distanceBetween(m, e, eid) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, GUARD_NEAREST);
  for (const { e, d } of nearest) {
    const move = statOf(m, e, 'move');
    const canShoot = weaponsOf(m, e).some((w) => w.range > 0 && d <= w.range);
    const moves = canShoot ? MOVES_IF_SHOOTING : MOVES_IF_IDLE;
    const lp = m.world.components.Points.lp[e] ?? 1;
    let seen: boolean | undefined;
    for (const w of mine) {
      let p: number;
      if (w.range === 0) p = d <= move + 1 ? CHARGES_GUARD : 0;
      else {
        p = d <= w.range ? ENDS_IN_RANGE : d <= w.range + move ? ENDS_IN_RANGE_AFTER_MOVE : 0;
        seen ??= sightBetween(m, eid, e).lineOfSight;
        if (!seen) p *= UNSEEN_SHARE;
      }
      if (p <= 0) continue;
      const odds = oddsOf(m, planAttack(m, eid, e, w, { opportunity: true }), e);
      const v = moves * p * attackWorth(odds.killChance, odds.expectedLpLoss, lp);
      if (v > worth) {
        worth = v;
        against = `${idOf(m, e)} (${w.name})`;
      }
    }
  }
  return { worth, against };
}
