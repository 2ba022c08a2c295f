/**
 * Characters that get up again once killed, and one kept standing until its turn (rulebook "Attacks & Damage": a
 * character at 0 Life Points is a casualty; the profiles' unique abilities):
 *
 * - **Resurrection** (Paladin of St Lazarus) and **Undying Deathseeker** (Senshi the Undying): when killed it lies
 *   where it fell. As the next round begins (before PLAN and the initiative) it makes a Basic MIND roll, Will Points
 *   allowed: with an Ace it stands up with 5 Life Points and Berserk for the rest of the game (Resurrection) or with
 *   7 Life Points (Undying Deathseeker); with none it is removed for good.
 * - **Hōfuku Kōgeki** (Senshi): when that roll is a Critical he also makes a free move at once: a 0 AP Attack of
 *   Opportunity on an enemy in base contact, or a 0 AP Run/Climb that ends in base contact with an enemy (a `choose`
 *   decision, purpose `hofuku-kogeki`: `none`, `attack:<enemy id>` (an Attack of Opportunity as any other: combat.ts
 *   `attackOfOpportunity`) or `charge`; a charge then asks where, purpose `ability-charge`).
 * - **Power Over Death** (Morgue Doctor, a PULSE Command Ability used out of sequence): when another friend within
 *   3″ of it is killed, its gang may spend its ABILITY use of the round (1 Command Point) on a Basic MIND roll, Will
 *   Points allowed: each Ace gives the friend back 2 Life Points (4 on a Critical), and with one at least it stands up
 *   again; on a Fumble the Doctor loses half its remaining Life Points, rounded up. Asked as a `choose` decision,
 *   purpose `power-over-death` (`none`, or the id of the Doctor who uses it), after the action in which the friend
 *   fell (or as the next round begins, for one that fell between actions).
 * - **Fight Until the Last** (Knight Commander, a PULSE Command Ability): as the round begins, before the
 *   initiative, its gang may spend its ABILITY use (1 Command Point) on a friend within 6″ in its sight (itself
 *   too): a `choose` decision, purpose `fight-until-the-last` (`none`, or the friend's id). If that friend drops to
 *   0 Life Points this round before its turn, it stays on the table at 0 Life Points (life-points.ts `CASUALTY_HELD`)
 *   until it has taken that turn, and is a casualty once it ends (or as the round ends).
 *
 * Our readings: a character killed is a casualty even when it stands up later (its kill counts for Agendas and the
 * like, its carried Objective is dropped); lying on the table nothing targets or chooses it and its base stops no
 * one, and it stands up where it fell, or on the free spot nearest to it. Standing up keeps the counters it had.
 * Power Over Death measures the 3″ to where the friend fell; Life Points given back never exceed the friend's
 * starting Life Points. Each of these may happen again every time the character is killed.
 */

import {
  AFTER_ACTION,
  LIES_ON_TABLE,
  ROUND_ENDED,
  ROUND_START_CHOICES,
  TURN_ENDED,
} from '../../character/flow-hooks.ts';
import { addGrant } from '../../character/grants.ts';
import { becomeCasualty, CASUALTY, CASUALTY_HELD, loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique, statDice } from '../../character/stats.ts';
import { attackOfOpportunity } from '../../combat/combat.ts';
import { outOfSequenceProblem, payForAbility } from '../../command/command-abilities.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { RollResult } from '../../core/roll-types.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { opportunityAttacks } from '../../movement/movement-hooks.ts';
import { placeProblem, summonSpots } from '../../movement/newcomers.ts';
import { chargeSpots, runAtOnce, spotOption } from '../../movement/runs-at-once.ts';
import { makeRoll } from '../../rolls/roll.ts';
import type { Node as BoardNode } from '../../space/api.ts';
import {
  distanceBetween,
  emit,
  enemiesOf,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  type Resolution,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard, hasTag, setTag } from '../../state/world.ts';

export const RESURRECTION = 'Resurrection';
export const UNDYING_DEATHSEEKER = 'Undying Deathseeker';
export const HOFUKU_KOGEKI = 'Hōfuku Kōgeki';
export const POWER_OVER_DEATH = 'Power Over Death';
export const FIGHT_UNTIL_THE_LAST = 'Fight Until the Last';

/** The rules that make a killed character lie on the table until the next round: Life Points it stands up with. */
const STANDS_UP_WITH: Readonly<Record<string, number>> = { [RESURRECTION]: 5, [UNDYING_DEATHSEEKER]: 7 };

/** Inches from the Morgue Doctor to where the friend fell (Power Over Death). */
export const POWER_OVER_DEATH_RANGE = 3;
/** Inches from the Knight Commander to the friend it names (Fight Until the Last). */
export const FIGHT_UNTIL_THE_LAST_RANGE = 6;

/** Who lies on the table waiting for the next round (entity → the rule), and friends killed near a Morgue Doctor. */
interface Fallen {
  readonly lying: Map<number, string>;
  /** Friends killed whose Power Over Death is still to be asked, in the order they fell. */
  readonly toSave: number[];
  /** The friend Fight Until the Last names this round, by the Knight Commander (entity → [friend, round]). */
  readonly kept: Map<number, readonly [number, number]>;
}

const fallen = matchTable<Fallen>();

function fallenOf(m: Match): Fallen {
  return fallen.ensure(m, () => ({ lying: new Map(), toSave: [], kept: new Map() }));
}

/** The rule that makes `eid` lie on the table until the next round when killed, or null. */
function lyingRule(m: Match, eid: number): string | null {
  return Object.keys(STANDS_UP_WITH).find((name) => holdsUnique(m, eid, name)) ?? null;
}

/** Whether `eid`, off the board, lies on the table waiting to stand up (Resurrection, Undying Deathseeker). */
export function liesOnTable(m: Match, eid: number): boolean {
  return fallen.get(m)?.lying.has(eid) ?? false;
}

/** The Morgue Doctors that may save `dead` now: friends on the board within 3″ of where it fell, free to use it. */
export function doctorsFor(m: Match, dead: number): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (d) =>
      d !== dead &&
      team[d] === team[dead] &&
      holdsUnique(m, d, POWER_OVER_DEATH) &&
      outOfSequenceProblem(m, d) === null &&
      distanceBetween(m, d, dead) <= POWER_OVER_DEATH_RANGE,
  );
}

/** A casualty: it lies on the table (Resurrection), and a Morgue Doctor near it may save it after the action. */
function killed(m: Match, eid: number): void {
  const f = fallenOf(m);
  const rule = lyingRule(m, eid);
  if (rule) {
    f.lying.set(eid, rule);
    emit(m, { type: 'ability', character: idOf(m, eid), ability: rule, effect: 'lies where it fell' });
  }
  if (doctorsFor(m, eid).length > 0) f.toSave.push(eid);
}

/**
 * Put the casualty `eid` back on the table with `lp` Life Points (never above its starting Life Points) because of
 * `rule`: on `at` when given (a free spot: movement/newcomers.ts `placeProblem`), else where it fell, or on the free
 * spot nearest to it; nothing happens when no spot within 6″ is free.
 * @returns whether it stands up.
 */
export function standUp(m: Match, eid: number, lp: number, rule: string, at?: BoardNode): boolean {
  if (isOnBoard(m, eid)) return false;
  const profile = profileOf(m, eid);
  const here = nodeOf(m, eid);
  const spot =
    at ?? (placeProblem(m, profile, here, eid) === null ? here : summonSpots(m, profile, eid, 6, eid)[0]);
  if (!spot) return false;
  const c = m.world.components;
  c.Position.x[eid] = spot.i + 0.5;
  c.Position.y[eid] = spot.j + 0.5;
  c.Position.z[eid] = spot.z;
  setTag(m.world, eid, c.OnBoard, true);
  fallenOf(m).lying.delete(eid);
  const after = Math.max(1, Math.min(lp, c.Points.lpStart[eid] ?? lp));
  c.Points.lp[eid] = after;
  const id = idOf(m, eid);
  emit(m, { type: 'deploy', character: id, gang: gangOf(m, eid), profile: profile.id, ...where(m, eid) });
  emit(m, { type: 'ability', character: id, ability: rule, effect: 'stands up again' });
  emit(m, { type: 'life-points', character: id, lpBefore: 0, lpAfter: after, cause: rule });
  return true;
}

function where(m: Match, eid: number): { x: number; y: number; z: number } {
  const p = m.world.components.Position;
  return { x: p.x[eid] ?? 0, y: p.y[eid] ?? 0, z: p.z[eid] ?? 0 };
}

/** A Basic MIND roll of `eid` for `rule`, Will Points allowed (purpose: `rule`'s name in lower case, words joined by `-`). */
function* mindRoll(
  m: Match,
  eid: number,
  rule: string,
): Generator<PendingDecision, { aces: number; result: RollResult }, Command> {
  const mind = statDice(m, eid, 'mind');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: rule.toLowerCase().replaceAll(' ', '-'),
    pool: mind.dice,
    modifiers: [...mind.labels, rule],
    aceOn: 7,
  });
  return { aces: roll.aces, result: roll.result };
}

/** Those lying on the table roll to stand up, in entity order (see the module comment). */
function* riseOrGo(m: Match): Resolution {
  const f = fallenOf(m);
  for (const eid of [...f.lying.keys()].sort((a, b) => a - b)) {
    const rule = f.lying.get(eid)!;
    const roll = yield* mindRoll(m, eid, rule);
    if (roll.aces === 0 || !standUp(m, eid, STANDS_UP_WITH[rule]!, rule)) {
      f.lying.delete(eid);
      emit(m, { type: 'ability', character: idOf(m, eid), ability: rule, effect: 'is removed' });
      continue;
    }
    const c = m.world.components;
    setTag(m.world, eid, c.HadTurn, false);
    c.Points.ap[eid] = 0;
    c.Points.apUsed[eid] = 0;
    if (rule === RESURRECTION)
      addGrant(m, {
        holder: eid,
        source: RESURRECTION,
        until: { kind: 'game' },
        abilities: [{ name: 'Berserk', value: null }],
      });
    if (roll.result === 'critical' && holdsUnique(m, eid, HOFUKU_KOGEKI)) yield* hofukuKogeki(m, eid);
  }
}

/** The enemies Hōfuku Kōgeki may strike at once: those in base contact that an Attack of Opportunity can reach. */
export function hofukuFoes(m: Match, eid: number): number[] {
  const can = opportunityAttacks(m).canStrike;
  return enemiesOf(m, eid).filter((foe) => inContact(m, eid, foe) && can(m, eid, foe));
}

/** Hōfuku Kōgeki: Senshi's free move after a Critical on his Undying Deathseeker roll (see the module comment). */
function* hofukuKogeki(m: Match, eid: number): Resolution {
  const foes = hofukuFoes(m, eid);
  const charges = chargeSpots(m, eid);
  if (foes.length === 0 && charges.length === 0) return;
  const options: ChoiceOption[] = [
    { id: 'none', label: 'no free move' },
    ...foes.map((foe) => ({
      id: `attack:${idOf(m, foe)}`,
      label: `attack ${nameOf(m, foe)}`,
      figure: idOf(m, foe),
    })),
    ...(charges.length > 0 ? [{ id: 'charge', label: 'Run/Climb into base contact with an enemy' }] : []),
  ];
  const pick = yield* askToChoose(gangOf(m, eid), idOf(m, eid), 'hofuku-kogeki', options);
  if (pick === 'charge') {
    const choices = charges.map((s) => ({ option: spotOption(m, eid, s, 'charge'), spot: s }));
    yield* runAtOnce(m, eid, eid, 'ability-charge', choices, HOFUKU_KOGEKI);
    return;
  }
  const foe = foes.find((f) => `attack:${idOf(m, f)}` === pick);
  if (foe !== undefined) yield* attackOfOpportunity(m, eid, foe, HOFUKU_KOGEKI);
}

/** Power Over Death for each friend killed since it was last asked (see the module comment). */
function* askToSave(m: Match): Resolution {
  const f = fallenOf(m);
  while (f.toSave.length > 0) {
    const dead = f.toSave.shift()!;
    const doctors = doctorsFor(m, dead);
    if (isOnBoard(m, dead) || doctors.length === 0) continue;
    const options: ChoiceOption[] = [
      { id: 'none', label: 'let it go' },
      ...doctors.map((d) => ({
        id: idOf(m, d),
        label: `${nameOf(m, d)} tries to bring it back (1 Command Point)`,
        figure: idOf(m, d),
      })),
    ];
    const pick = yield* askToChoose(gangOf(m, dead), idOf(m, dead), 'power-over-death', options);
    const doctor = doctors.find((d) => idOf(m, d) === pick);
    if (doctor === undefined || outOfSequenceProblem(m, doctor)) continue;
    payForAbility(m, doctor, { name: POWER_OVER_DEATH, form: 'pulse', range: POWER_OVER_DEATH_RANGE }, [
      dead,
    ]);
    const roll = yield* mindRoll(m, doctor, POWER_OVER_DEATH);
    if (roll.result === 'fumble') {
      const lp = m.world.components.Points.lp[doctor] ?? 0;
      loseLifePoints(m, doctor, Math.ceil(lp / 2), POWER_OVER_DEATH);
    }
    if (roll.aces > 0) standUp(m, dead, roll.aces * (roll.result === 'critical' ? 4 : 2), POWER_OVER_DEATH);
  }
}

/** The friends the Knight Commander `user` may name with Fight Until the Last: within 6″ and in its sight. */
export function keptCandidates(m: Match, user: number): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (o) =>
      team[o] === team[user] &&
      (o === user || (distanceBetween(m, user, o) <= FIGHT_UNTIL_THE_LAST_RANGE && sightBetween(m, user, o))),
  );
}

/** Fight Until the Last, for each Knight Commander free to use it, in entity order (see the module comment). */
function* askFightUntilTheLast(m: Match): Resolution {
  for (const user of charactersOnBoard(m.world).filter((e) => holdsUnique(m, e, FIGHT_UNTIL_THE_LAST))) {
    if (outOfSequenceProblem(m, user)) continue;
    const friends = keptCandidates(m, user);
    const options: ChoiceOption[] = [
      { id: 'none', label: 'keep the Command Point' },
      ...friends.map((o) => ({
        id: idOf(m, o),
        label: nameOf(m, o),
        figure: idOf(m, o),
      })),
    ];
    const pick = yield* askToChoose(gangOf(m, user), idOf(m, user), 'fight-until-the-last', options);
    const friend = friends.find((o) => idOf(m, o) === pick);
    if (friend === undefined) continue;
    payForAbility(m, user, { name: FIGHT_UNTIL_THE_LAST, form: 'pulse', range: FIGHT_UNTIL_THE_LAST_RANGE }, [
      friend,
    ]);
    fallenOf(m).kept.set(user, [friend, m.round]);
  }
}

/** Whether Fight Until the Last keeps `eid` on the table at 0 Life Points now: named this round, its turn to come. */
function keptStanding(m: Match, eid: number): string | null {
  const f = fallen.get(m);
  if (!f || m.active === eid || hasTag(m.world, eid, m.world.components.HadTurn)) return null;
  for (const [friend, round] of f.kept.values())
    if (friend === eid && round === m.round) return FIGHT_UNTIL_THE_LAST;
  return null;
}

/** `eid`, kept on the table at 0 Life Points, has had its turn (or its round is over): a casualty now. */
function keptFall(m: Match, eid: number): void {
  if (isOnBoard(m, eid) && (m.world.components.Points.lp[eid] ?? 0) === 0) becomeCasualty(m, eid);
}

/** What the round's beginning asks: the saves left from the last round, those lying down, Fight Until the Last. */
function* roundBegins(m: Match): Resolution {
  yield* askToSave(m);
  yield* riseOrGo(m);
  yield* askFightUntilTheLast(m);
}

/** Whether the round's beginning has anything to ask (so that the flow runs nothing when nobody has these rules). */
function roundBeginsAsks(m: Match): boolean {
  const f = fallen.get(m);
  if (f && (f.lying.size > 0 || f.toSave.length > 0)) return true;
  return charactersOnBoard(m.world).some((e) => holdsUnique(m, e, FIGHT_UNTIL_THE_LAST));
}

/** Resurrection, Undying Deathseeker, Hōfuku Kōgeki, Power Over Death and Fight Until the Last as a plug-in. */
export const REVIVALS_PLUGIN = plugin('those who stand up again', (add) => {
  add(CASUALTY, killed);
  add(CASUALTY_HELD, keptStanding);
  add(LIES_ON_TABLE, liesOnTable);
  add(AFTER_ACTION, (m) => ((fallen.get(m)?.toSave.length ?? 0) > 0 ? askToSave(m) : null));
  add(ROUND_START_CHOICES, (m) => (roundBeginsAsks(m) ? roundBegins(m) : null));
  add(TURN_ENDED, (m, eid) => keptFall(m, eid));
  add(ROUND_ENDED, (m) => {
    for (const e of charactersOnBoard(m.world)) keptFall(m, e);
  });
});
