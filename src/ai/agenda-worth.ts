/**
 * What the Agendas in play make an option worth (rulebook "Agendas"): the computer plays its gang's Agendas, not only
 * kills. An Agenda achieved is worth the Victory Points the scenario gives it (twice that for one kept under
 * Double), as a character standing at the end is worth one:
 *
 * - a move that would leave the board so that a condition on the board is met (conditions.ts `look`: Inspiring
 *   Leadership, Decoy, Scouting the Land, Approach by Water…) gains it in full, once the move is made;
 * - an attack gains it times the chance to take the enemy out, when that kill would achieve the Agenda (its
 *   condition read on the kill as the engine would read it: Heroic Duel, Keep the Monsters at Bay, Venetian
 *   Sniper…).
 *
 * Cards already achieved this round add nothing. Under Secondary (Secure Arms: a gang that achieves no Agenda scores
 * no Victory Points at all), the first Agenda a gang achieves also unlocks the rest of its score: it is worth what the
 * gang's Primary Objective would score now, at least the scenario's Victory Points for one Objective.
 */

import { getAgenda } from '../content/index.ts';
import {
  AGENDA_CONDITIONS,
  type AgendaCard,
  cardsInPlay,
  charactersOfGang,
  type Dated,
  distanceBetween,
  factDateNow,
  type Match,
  type Memo,
  primaryUnlocked,
  primaryVp,
  scenarioOf,
} from '../rules/index.ts';
import { longestRange } from './threat.ts';
import type { Term } from './types.ts';

/** Victory Points `card` scores when achieved now. */
function cardVp(m: Match, card: AgendaCard): number {
  return scenarioOf(m.setup.scenario).agendas.vp * (card.status === 'kept' ? 2 : 1);
}

/**
 * What achieving a first Agenda unlocks for gang `g` under Secondary: its Primary Objective's Victory Points now, at
 * least one Objective's worth; 0 when the rule does not apply or the gang has achieved one already.
 */
export function unlockVp(m: Match, g: number): number {
  if (primaryUnlocked(m, g)) return 0;
  const primary = scenarioOf(m.setup.scenario).primary;
  return Math.max(primary.vp, primaryVp(m, primary)[g] ?? 0);
}

/** Cards of `eid`'s gang in play and not achieved this round. */
function openCards(m: Match, eid: number): { g: number; cards: AgendaCard[] } {
  const g = m.world.components.Gang.index[eid] ?? 0;
  return { g, cards: cardsInPlay(m, g).filter((c) => !c.achieved) };
}

/** A copy of a memo, so that a card's progress is read without being changed. */
function copy(memo: Memo): Memo {
  return { span: memo.span, counts: { ...memo.counts }, seen: [...memo.seen] };
}

/** The Agendas whose condition on the board holds now for `eid`'s gang (call it with the board as a move leaves it). */
export function boardAgendaGain(m: Match, eid: number): Term | null {
  const { g, cards } = openCards(m, eid);
  let vp = 0;
  const names: string[] = [];
  for (const card of cards) {
    const look = AGENDA_CONDITIONS[card.id]?.look;
    if (look?.(m, g)) {
      vp += cardVp(m, card);
      names.push(getAgenda(card.id).name);
    }
  }
  if (vp > 0) vp += unlockVp(m, g);
  return vp > 0 ? { label: `Agenda achieved: ${names.join(', ')}`, value: vp } : null;
}

/** A fact of the match (rules agendas/facts.ts) before it is dated. */
export type Undated = Dated extends infer D ? (D extends Dated ? Omit<D, 'round' | 'turn'> : never) : never;

/** Share of an Agenda's worth counted for each further fact it still needs after this one (a step toward it). */
export const STEP_SHARE = 0.5;

/**
 * One fact of an action and the facts of the same kind the gang could add after it this round (its steps), then
 * those it could make next round (`later`: Hold Your Breath's Dive in the round after).
 */
export interface FactSteps {
  readonly fact: Undated;
  readonly more?: readonly Undated[];
  readonly later?: readonly Undated[];
}

/**
 * The Victory Points and names of the Agendas of `who`'s gang that an action's `facts` would achieve now (each
 * condition read on a copy of its progress, as the engine would read the fact), with what a first one unlocks under
 * Secondary. With `more`, the facts of the same kind the gang could add this round (a friend's Guard, another Command
 * Ability): an Agenda they would complete after this one counts {@link STEP_SHARE} for each of them it still needs.
 * One action may make facts of several kinds (a Jump with a Controlled Landing: the Will Point, then the Jump); each
 * card counts once, for the first of them that achieves it.
 */
function achievedBy(m: Match, who: number, facts: readonly FactSteps[]): { vp: number; names: string[] } {
  const { g, cards } = openCards(m, who);
  // A character weighed before its turn begins makes its facts in a turn still to come.
  const now = factDateNow(m);
  const turn = now.turn + (m.active === who ? 0 : 1);
  const date = (f: Undated) => ({ ...f, round: now.round, turn }) as Dated;
  let vp = 0;
  const names: string[] = [];
  for (const card of cards) {
    const rule = AGENDA_CONDITIONS[card.id]?.fact;
    if (!rule) continue;
    for (const { fact, more = [], later = [] } of facts) {
      const memo = copy(card.memo);
      let share = 1;
      let done = rule(m, g, date(fact), memo);
      for (const next of more) {
        if (done) break;
        share *= STEP_SHARE;
        done = rule(m, g, date(next), memo);
      }
      for (const next of later) {
        if (done) break;
        share *= STEP_SHARE;
        done = rule(m, g, { ...next, round: now.round + 1, turn: turn + 1 } as Dated, memo);
      }
      if (!done) continue;
      vp += cardVp(m, card) * share;
      names.push(share < 1 ? `${getAgenda(card.id).name} (a step toward it)` : getAgenda(card.id).name);
      break;
    }
  }
  if (vp > 0) vp += unlockVp(m, g) * Math.min(1, vp);
  return { vp, names };
}

/**
 * The Agendas that `who`'s next `fact` would achieve (a Guard, a Command Ability used, Will Points spent…), or bring a
 * step nearer when the gang could add the facts `more` this round, in Victory Points; null when none.
 */
export function factAgendaGain(
  m: Match,
  who: number,
  fact: Undated,
  more: readonly Undated[] = [],
): Term | null {
  return factsAgendaGain(m, who, [{ fact, more }]);
}

/**
 * The Agendas that one action of `who` would achieve, or bring a step nearer, by the facts it makes (each with the
 * facts of its kind the gang could add this round), in Victory Points; null when none.
 */
export function factsAgendaGain(m: Match, who: number, facts: readonly FactSteps[]): Term | null {
  const { vp, names } = achievedBy(m, who, facts);
  return vp > 0 ? { label: `Agenda: ${names.join(', ')}`, value: vp } : null;
}

/**
 * How a kill would be made, as the engine's kill fact reads it (scenario/agendas/facts.ts): the action that makes it
 * (`combat`, `drown`, `grapple`), whether the victim is drowned (a Drown takes it out: Watery Grave) and whether
 * its Protection Roll counts cover (Don't Let Them Hide).
 */
export interface KillHow {
  readonly action: 'combat' | 'drown' | 'grapple';
  readonly drowned?: boolean;
  readonly inCover?: boolean;
}

/**
 * The Agendas that `attacker` taking out `victim` as `how` says (default: a Combat action, no cover) would achieve,
 * times `killChance` (rulebook "Agendas": each card's condition read as the engine reads the kill).
 */
export function killAgendaGain(
  m: Match,
  attacker: number,
  victim: number,
  killChance: number,
  how: KillHow = { action: 'combat' },
): Term | null {
  if (killChance <= 0) return null;
  const kill: Undated = {
    kind: 'kill',
    who: attacker,
    victim,
    action: how.action,
    drowned: how.drowned ?? false,
    inCover: how.inCover ?? false,
    range: distanceBetween(m, attacker, victim),
  };
  const { vp, names } = achievedBy(m, attacker, [{ fact: kill }]);
  return vp > 0 ? { label: `Agenda if it is taken out: ${names.join(', ')}`, value: vp * killChance } : null;
}

/**
 * Whether one kill by a character of gang `g` would achieve `card` now (its condition read on a copy of its
 * progress, as the engine would read the kill): any friend on the board taking out any enemy, in the open, in cover,
 * by a Drown, or from its longest weapon's range. A card that asks for more than one kill, or for something else
 * (three kills, two disengages, four Jumps, six dice re-rolled…), is further off whoever the enemy is. PLAN
 * (choices/agendas.ts) redraws such a card before one a single fight could achieve.
 */
export function oneKillAway(m: Match, g: number, card: AgendaCard): boolean {
  const rule = AGENDA_CONDITIONS[card.id]?.fact;
  if (!rule) return false;
  const now = factDateNow(m);
  const friends = charactersOfGang(m, g);
  const enemies = m.setup.gangs.flatMap((_, o) => (o === g ? [] : charactersOfGang(m, o)));
  for (const who of friends) {
    const reach = longestRange(m, who);
    for (const victim of enemies) {
      const plain = {
        kind: 'kill',
        who,
        victim,
        action: 'combat',
        drowned: false,
        inCover: false,
        range: 0,
      } as const;
      const kills: Dated[] = [
        plain,
        { ...plain, inCover: true },
        { ...plain, action: 'drown', drowned: true },
        { ...plain, range: reach },
      ].map((f) => ({ ...f, ...now }));
      if (kills.some((f) => rule(m, g, f, copy(card.memo)))) return true;
    }
  }
  return false;
}

/** Friends emptied beside `who` when a points Agenda's steps are counted (The Gods Guide Us: three). */
const MORE_EMPTIED = 2;

/**
 * The Agendas `who` spending `spend` of its Will or Command Points (`kind`) would achieve, or bring a step nearer
 * (The Gods Guide Us: three characters with no Will Points left; Lead from the Front: two with no Command Points):
 * each condition read on the board as the spending leaves it, then with `who` emptied and up to two more friends
 * emptied, the fewest points first. Each character still to empty is a step, {@link STEP_SHARE}; for Command Points,
 * spent one at a time (an ORDER, a COUNTER, a PLAN), each point still to spend is a step. An Agenda already met
 * without the spending counts nothing. Victory Points, or null.
 */
export function pointsAgendaGain(m: Match, who: number, kind: 'wp' | 'cp', spend: number): Term | null {
  const { g, cards } = openCards(m, who);
  const points = kind === 'wp' ? m.world.components.Points.wp : m.world.components.Points.cp;
  const looks = cards.filter(
    (card) => AGENDA_CONDITIONS[card.id]?.look && !AGENDA_CONDITIONS[card.id]?.look?.(m, g),
  );
  if (looks.length === 0 || spend <= 0) return null;
  const gang = m.world.components.Gang.index;
  const friends = [...m.ids.values()]
    .filter((e) => e !== who && gang[e] === g && (points[e] ?? 0) > 0)
    .sort((a, b) => (points[a] ?? 0) - (points[b] ?? 0));
  const kept = new Map<number, number>([[who, points[who] ?? 0]]);
  const left = Math.max(0, (points[who] ?? 0) - spend);
  // Steps to empty a character holding `n` points.
  const steps = (n: number) => STEP_SHARE ** (kind === 'cp' ? n : Math.min(1, n));
  let vp = 0;
  const names: string[] = [];
  try {
    for (const card of looks) {
      const look = AGENDA_CONDITIONS[card.id]!.look!;
      points[who] = left;
      let share = 1;
      let done = look(m, g);
      if (!done && left > 0) {
        points[who] = 0;
        share *= steps(left);
        done = look(m, g);
      }
      for (const f of friends.slice(0, MORE_EMPTIED)) {
        if (done) break;
        if (!kept.has(f)) kept.set(f, points[f] ?? 0);
        share *= steps(points[f] ?? 0);
        points[f] = 0;
        done = look(m, g);
      }
      for (const f of friends) if (kept.has(f)) points[f] = kept.get(f)!;
      if (done) {
        vp += cardVp(m, card) * share;
        names.push(share < 1 ? `${getAgenda(card.id).name} (a step toward it)` : getAgenda(card.id).name);
      }
    }
  } finally {
    for (const [e, v] of kept) points[e] = v;
  }
  if (vp > 0) vp += unlockVp(m, g) * Math.min(1, vp);
  return vp > 0 ? { label: `Agenda: ${names.join(', ')}`, value: vp } : null;
}

/** Words of a character's part in an Agenda that counts characters standing as it asks (the Why? panel). */
export const TERM_STANDING_STEP = 'its part in an Agenda of characters standing';

/**
 * What `eid` standing where it is (call it with the board as a move leaves it, under `asIfAt`) is worth to the
 * gang's Agendas that count characters standing as they ask (rules `AGENDA_CONDITIONS[id].stands`: Scouting the Land,
 * Approach by Water) and are not met yet: when it stands so, the card's Victory Points times {@link STEP_SHARE} for
 * each further character still needed beside it and the friends already there (an Agenda it would complete is the
 * whole card: {@link boardAgendaGain}), with a share of what a first Agenda unlocks under Secondary. Null when none.
 */
export function standingAgendaStep(m: Match, eid: number): Term | null {
  const { g, cards } = openCards(m, eid);
  let vp = 0;
  const names: string[] = [];
  for (const card of cards) {
    const stands = AGENDA_CONDITIONS[card.id]?.stands;
    if (!stands?.who(m, g, eid)) continue;
    const others = charactersOfGang(m, g).filter((e) => e !== eid && stands.who(m, g, e)).length;
    const missing = stands.n - others - 1;
    if (missing <= 0) continue;
    vp += cardVp(m, card) * STEP_SHARE ** missing;
    names.push(`${getAgenda(card.id).name} (${others + 1} of ${stands.n})`);
  }
  if (vp <= 0) return null;
  vp += unlockVp(m, g) * Math.min(1, vp);
  return { label: `${TERM_STANDING_STEP}: ${names.join(', ')}`, value: vp };
}

/** {@link standingAgendaStep} times the scenario's Agenda `weight` (weights.ts), or null. */
export function agendaStep(m: Match, eid: number, weight: number): Term | null {
  const step = weight > 0 ? standingAgendaStep(m, eid) : null;
  return step ? { ...step, value: weight * step.value } : null;
}
