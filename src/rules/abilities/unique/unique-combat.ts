/**
 * Unique abilities of The Guild and Rashaar that change fights and who fights whom, as registry entries (the
 * registry looks up a profile's unique abilities by name): Prey Upon, Writhe Inside, Bait and Do As I Say, Not As
 * I Do here; Uncoordinated Assault and Brawling Tentacles in src/rules/abilities/unique/unique-combat-actions.ts; Levatevi di Mezzo,
 * Imbecilli! in src/rules/abilities/guild/levatevi.ts.
 */

import type { AbilityDef, HitReport, Step } from '../../character/ability-types.ts';
import { ROUND_ORDER_SET } from '../../character/flow-hooks.ts';
import { addGrant } from '../../character/grants.ts';
import { HIT_TAKEN } from '../../character/hooks.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import { traitOf } from '../../character/traits.ts';
import { ATTACK_ROLL_COUNTS, CRITICAL_FROM, FRIEND_AS_ENEMY } from '../../combat/combat-hooks.ts';
import type { Roll } from '../../core/dice.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  emit,
  enemiesOf,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { allCharacters, charactersOnBoard } from '../../state/world.ts';

const PREY_UPON = 'Prey Upon';
const WRITHE_INSIDE = 'Writhe Inside';
const BAIT = 'Bait';
const DO_AS_I_SAY = 'Do As I Say, Not As I Do';
const MINDLESS = 'Mindless';

const readElsewhere = (name: string, where: string): AbilityDef => ({
  name,
  kind: 'character',
  stacking: 'to-3',
  played: true,
  why: where,
});

/** The unique abilities of this file and of the rules files it names. */
export const UNIQUE_COMBAT_ABILITIES: readonly AbilityDef[] = [
  readElsewhere(PREY_UPON, 'unique-combat.ts `askPrey`, combat.ts (Critical on a Destiny Dice of 9 or 10)'),
  readElsewhere('Uncoordinated Assault', 'unique-combat-actions.ts `uncoordinatedAssault`'),
  readElsewhere('Levatevi di Mezzo, Imbecilli!', 'levatevi.ts (passes over figures, no disengaging)'),
  readElsewhere('Brawling Tentacles', 'unique-combat-actions.ts `brawlingSweep` (one roll, all in contact)'),
  {
    // The Infant Kraken: after its Damage costs an enemy Life Points, it may lodge itself in that enemy.
    name: WRITHE_INSIDE,
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit: (hit) => writheInside(hit),
  },
  readElsewhere(BAIT, 'combat.ts `combatProblem` (friends may attack it), unique-combat.ts `baitKilled`'),
  readElsewhere(DO_AS_I_SAY, 'unique-combat.ts `isMindless`'),
];

// ---------------------------------------------------------------------------------------------- Prey Upon

/** The Destiny Dice value from which the Blood Matron's attacks on her Prey are a Critical (Prey Upon). */
export const PREY_CRITICAL_FROM = 9;

/**
 * The Destiny Dice value from which an Attack Roll of `attacker` on `target` is a Critical (with at least one other
 * Ace): 9 when `target` is the Prey `attacker` named (Prey Upon), else 10 (rulebook "Successes, Failures,
 * Criticals & Fumbles").
 */
export function criticalFrom(m: Match, attacker: number, target: number): number {
  return memoryOf(m).prey.get(attacker) === target && holdsUnique(m, attacker, PREY_UPON)
    ? PREY_CRITICAL_FROM
    : 10;
}

/**
 * Whether `roll`, read as a plain Success, is a Critical because its Destiny Dice shows `from` or more (below 10:
 * Prey Upon) and at least one other die is an Ace. Our reading: the Destiny Dice showing 9 need not be an Ace
 * itself (against DEXTERITY + Evasion of 10 it is not); the Damage still counts the roll's real Aces.
 */
export function isRaisedCritical(roll: Roll, from: number): boolean {
  const destiny = roll.dice[0];
  if (from >= 10 || roll.result !== 'success' || !destiny || destiny.value < from) return false;
  return roll.dice.some((d, i) => i > 0 && d.ace);
}

/**
 * The Attack Roll `roll` of `attacker` on `target` as it counts: a Critical when {@link isRaisedCritical} (with an
 * `ability` event for the log), else unchanged. `from`: the plan's `criticalFrom`.
 */
export function preyCritical(m: Match, attacker: number, target: number, roll: Roll, from: number): Roll {
  if (!isRaisedCritical(roll, from)) return roll;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: PREY_UPON,
    effect: `the roll against her Prey ${nameOf(m, target)} is a Critical`,
  });
  return { ...roll, result: 'critical' };
}

/** Blood Matrons on the board that have not named their Prey, in entity order. */
function huntersWithoutPrey(m: Match): number[] {
  const prey = memoryOf(m).prey;
  return charactersOnBoard(m.world).filter(
    (e) => holdsUnique(m, e, PREY_UPON) && !prey.has(e) && enemiesOf(m, e).length > 0,
  );
}

/** Whether a Blood Matron has yet to name her Prey as the first round starts (rounds.ts `startRound`). */
export function preyOffered(m: Match): boolean {
  return m.round === 1 && huntersWithoutPrey(m).length > 0;
}

/** What an enemy is worth as Prey: a Leader first, then its Ducats. */
function preyWorth(m: Match, e: number): number {
  const p = profileOf(m, e);
  return (p.keywords.includes('Leader') || p.roles.includes('Leader') ? 1000 : 0) + p.cost;
}

/**
 * Prey Upon (the Blood Matron), "before the game": at the start of the first round, after the initiative roll, her
 * gang names one enemy as her Prey (a `choose` decision, purpose `prey-upon`; options: every enemy, the most
 * valuable first (a Leader, then the most Ducats), then `none`). Our reading: asked once the order of the first
 * round is set, before anyone acts; a Prey taken out is not replaced.
 */
export function* askPrey(m: Match): Generator<PendingDecision, void, Command> {
  for (const hunter of huntersWithoutPrey(m)) {
    const enemies = enemiesOf(m, hunter).sort((a, b) => preyWorth(m, b) - preyWorth(m, a) || a - b);
    const options: ChoiceOption[] = [
      ...enemies.map((e) => ({
        id: idOf(m, e),
        label: `${nameOf(m, e)} (${profileOf(m, e).cost} Ducats)`,
        figure: idOf(m, e),
      })),
      { id: 'none', label: 'name no Prey' },
    ];
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, hunter),
      character: idOf(m, hunter),
      purpose: 'prey-upon',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
    const prey = enemies.find((e) => idOf(m, e) === id);
    if (prey === undefined) continue;
    memoryOf(m).prey.set(hunter, prey);
    emit(m, {
      type: 'ability',
      character: idOf(m, hunter),
      ability: PREY_UPON,
      effect: `names ${nameOf(m, prey)} as her Prey`,
    });
  }
}

// ------------------------------------------------------------------------------------------ Writhe Inside

/**
 * Writhe Inside (the Infant Kraken): once an attack of it made an enemy lose Life Points (after the Protection
 * Roll), its gang may remove it as if killed (a casualty) and lodge it in that enemy, which counts as Stunned for the
 * rest of the game (a `choose` decision, purpose `writhe-inside`: `stay` first, then `lodge`). Our reading: not
 * offered against an enemy that can never be Stunned (Thick Skull), where it would be thrown away.
 */
function writheInside(hit: HitReport): Step | null {
  const { m, attacker, target } = hit;
  const team = m.world.components.Gang.team;
  if (hit.lpLost < 1 || team[attacker] === team[target]) return null;
  if (!isOnBoard(m, attacker) || !isOnBoard(m, target) || traitOf(m, target, 'never-stunned').has)
    return null;
  return lodge(m, attacker, target);
}

function* lodge(m: Match, kraken: number, host: number): Step {
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, kraken),
    character: idOf(m, kraken),
    purpose: 'writhe-inside',
    options: [
      { id: 'stay', label: 'keep fighting' },
      { id: 'lodge', label: `lodge inside ${nameOf(m, host)}`, figure: idOf(m, host) },
    ],
  };
  if (answer.type !== 'decide' || answer.decision !== 'choose' || answer.option !== 'lodge') return;
  if (!isOnBoard(m, kraken) || !isOnBoard(m, host)) return;
  emit(m, {
    type: 'ability',
    character: idOf(m, kraken),
    ability: WRITHE_INSIDE,
    effect: `lodges inside ${nameOf(m, host)}, Stunned for the rest of the game`,
  });
  loseLifePoints(m, kraken, m.world.components.Points.lp[kraken] ?? 0, WRITHE_INSIDE);
  memoryOf(m).stunnedForGame.add(host);
  gainStunned(m, host);
}

// ------------------------------------------------------------------------------------ Bait and Mindless

/** Whether `attacker` may attack its friend `target` as if it were an enemy (Bait: the Crybaby). */
export function isBaitFor(m: Match, attacker: number, target: number): boolean {
  return attacker !== target && holdsUnique(m, target, BAIT);
}

/**
 * Bait (the Crybaby): a friend whose attack takes it out loses Mindless for the rest of the game (a grant that
 * takes the ability away, read by {@link isMindless}). Called by hooks.ts `afterHit`. Our reading: only kills by an
 * attack count (not a Grapple's fall nor a Drown).
 */
export function baitKilled(hit: HitReport): void {
  const { m, attacker, target } = hit;
  const team = m.world.components.Gang.team;
  if (hit.lpLost < 1 || isOnBoard(m, target) || team[attacker] !== team[target]) return;
  if (!isBaitFor(m, attacker, target) || !isOnBoard(m, attacker)) return;
  if (!abilityOf(m, attacker, MINDLESS).has) return;
  addGrant(m, { holder: attacker, source: BAIT, until: { kind: 'game' }, loses: [MINDLESS] });
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: BAIT,
    effect: 'is no longer Mindless for the rest of the game',
  });
}

/**
 * Whether `eid` is Mindless now (rulebook "Character Abilities": Mindless matters for Objectives): it holds the
 * ability (printed, or given) and has not lost it — to a grant (Bait) or to Do As I Say, Not As I Do: another
 * character of its gang with that ability, on the board or taken out before (it "keeps that change even if this
 * model dies"), takes Mindless from every other End of Days character of the gang; the holder stays Mindless.
 */
export function isMindless(m: Match, eid: number): boolean {
  if (!abilityOf(m, eid, MINDLESS).has) return false;
  if (!profileOf(m, eid).keywords.includes('End of Days')) return true;
  const team = m.world.components.Gang.team;
  return !allCharacters(m.world).some(
    (o) => o !== eid && team[o] === team[eid] && holdsUnique(m, o, DO_AS_I_SAY),
  );
}

/** The unique abilities that change fights as a plug-in of the rule book. */
export const UNIQUE_COMBAT_PLUGIN = plugin('unique abilities in fights', (add) => {
  for (const d of UNIQUE_COMBAT_ABILITIES) add(ABILITY_DEFS, d);
  add(HIT_TAKEN, baitKilled);
  add(FRIEND_AS_ENEMY, isBaitFor);
  add(CRITICAL_FROM, criticalFrom);
  add(ATTACK_ROLL_COUNTS, preyCritical);
  add(ROUND_ORDER_SET, (m) => (preyOffered(m) ? askPrey(m) : null));
});
