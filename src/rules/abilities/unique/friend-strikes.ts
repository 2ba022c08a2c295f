/**
 * Unique abilities that sharpen a friend's next blows, played as entries of the ability registry that read a mark
 * (a grant named by the ability: the holder of the printed name itself gains nothing by it) or what the action
 * began with (character/flow-hooks.ts `ACTION_BEGUN`):
 *
 * - **Strike True** (the Fencing Master; unique action, 1 AP): a friendly character (himself too) in his sight
 *   within 6″ is marked until the round ends; its next Combat action (not an Attack of Opportunity) against an
 *   enemy in base contact leaves the target no Protection Roll, whatever its Universal Shielding or Will Points
 *   (attack-plan.ts `noProtection`). The mark goes with that attack, hit or miss.
 * - **Gun Laying** (the Wayfinder; unique action, 1 AP): a friendly character (itself too) in its sight within 6″
 *   has Evasion −2 on its attacks against targets not in base contact with it, until the end of its next turn (of
 *   this one, while it acts).
 * - **Spurring Incense** (the Altar Boy; unique action, 1 AP): until the round ends, a friendly character (itself
 *   too) that begins an action within 6″ of it and in its sight has First Strike (2) for that action, and so for the
 *   Attack of Opportunity of a charge it makes then. Read as each action begins; several Altar Boys give it once.
 * - **Aerial Aggression** (the Monstrous Stryx): when it charges an enemy that was at least 3″ above or below it
 *   (between the bottoms of their bases) as the action began, that enemy makes no Protection Roll against the
 *   charge's Attack of Opportunity.
 */
import type { AbilityDef, AttackContext } from '../../character/ability-types.ts';
import { ACTION_BEGUN } from '../../character/flow-hooks.ts';
import { give } from '../../character/give.ts';
import { type AppliedBoon, removeGrants } from '../../character/grants.ts';
import { hasBoonFrom, PASSIVE_BOONS } from '../../character/hooks.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { ATTACK_MADE, type AttackCircumstances } from '../../combat/combat-hooks.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** How far the friend named by Strike True, Gun Laying or Spurring Incense may be (inches, in sight). */
export const FRIEND_STRIKE_INCHES = 6;
/** Gun Laying: the Evasion its friend gets against targets out of base contact. */
export const GUN_LAYING_EVASION = -2;
/** Spurring Incense: the First Strike (X) it gives. */
export const INCENSE_FIRST_STRIKE = 2;
/** Aerial Aggression: how far above or below the enemy must be as the action begins (inches). */
export const AERIAL_AGGRESSION_INCHES = 3;

const team = (m: Match, eid: number) => m.world.components.Gang.team[eid];

/** Friends of `eid` (itself too) in its sight within 6″. */
function friendsInReach(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world).filter(
    (o) =>
      team(m, o) === team(m, eid) &&
      (o === eid ||
        (distanceBetween(m, eid, o) <= FRIEND_STRIKE_INCHES + 1e-9 && sightBetween(m, eid, o).lineOfSight)),
  );
}

/** A unique action naming a friend in sight within 6″ that gives it `mark` for as long as `lasting` says. */
function markFriend(name: string, lasting: 'round' | 'target-next-turn', words: string): UniqueActionDef {
  return {
    name,
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      if (target === undefined) return `${name} names a friendly character`;
      if (!friendsInReach(m, eid).includes(target))
        return `${nameOf(m, target)} is not a friend in sight within ${FRIEND_STRIKE_INCHES}″`;
      return null;
    },
    options: (m, eid) => friendsInReach(m, eid).map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: no roll, no question
    *resolve(m, eid, { target }) {
      if (target === undefined || !isOnBoard(m, target)) return;
      removeGrants(m, target, name);
      give(m, eid, target, name, { abilities: [{ name, value: null }], words }, lasting);
    },
  };
}

/** The unique actions of this module. */
export const FRIEND_STRIKE_ACTIONS: readonly UniqueActionDef[] = [
  markFriend(
    'Strike True',
    'round',
    'its next Combat action on an enemy in base contact allows no Protection Roll',
  ),
  markFriend('Gun Laying', 'target-next-turn', 'Evasion −2 against targets out of base contact'),
  {
    name: 'Spurring Incense',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem: (_m, eid, { target }) => (target === eid ? null : 'Spurring Incense names the character itself'),
    options: (_m, eid) => [{ target: eid }],
    // biome-ignore lint/correctness/useYield: no roll, no question
    *resolve(m, eid) {
      lit(m).set(eid, m.round);
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Spurring Incense',
        effect: `friends beginning an action within ${FRIEND_STRIKE_INCHES}″ in its sight have First Strike (${INCENSE_FIRST_STRIKE}) this round`,
      });
    },
  },
];

/** Spurring Incense lit: Altar Boy → the round it was lit. */
const lit = (m: Match) => litTable.ensure(m, () => new Map());
const litTable = matchTable<Map<number, number>>();
/** The characters whose current action began within reach of lit incense. */
const spurred = matchTable<Set<number>>();
/** Aerial Aggression: the holder → the enemies at least 3″ above or below it as its action began. */
const farBelow = matchTable<Map<number, readonly number[]>>();

/** As an action begins: Spurring Incense and Aerial Aggression note what they need. */
function actionBegun(m: Match, eid: number, opportunity: boolean): void {
  // an Attack of Opportunity belongs to the action that caused it (a charge's: First Strike and Aerial Aggression)
  if (opportunity) return;
  const altar = litTable.get(m);
  if (altar && altar.size > 0) {
    let set = spurred.get(m);
    if (!set) {
      set = new Set();
      spurred.set(m, set);
    }
    const near = [...altar].some(
      ([boy, round]) =>
        round === m.round &&
        isOnBoard(m, boy) &&
        team(m, boy) === team(m, eid) &&
        (boy === eid ||
          (distanceBetween(m, boy, eid) <= FRIEND_STRIKE_INCHES + 1e-9 &&
            sightBetween(m, boy, eid).lineOfSight)),
    );
    if (near) set.add(eid);
    else set.delete(eid);
  }
  if (holdsUnique(m, eid, 'Aerial Aggression')) {
    const table = farBelow.ensure(m, () => new Map());
    const z = m.world.components.Position.z;
    table.set(
      eid,
      charactersOnBoard(m.world).filter(
        (o) =>
          team(m, o) !== team(m, eid) &&
          Math.abs((z[o] ?? 0) - (z[eid] ?? 0)) >= AERIAL_AGGRESSION_INCHES - 1e-9,
      ),
    );
  }
}

/** First Strike (2) for a character whose action began within reach of lit incense this round. */
function incenseBoons(m: Match, eid: number): AppliedBoon[] {
  const altar = litTable.get(m);
  if (!altar || ![...altar.values()].includes(m.round) || !spurred.get(m)?.has(eid)) return [];
  return [
    {
      source: 'Spurring Incense',
      boon: { abilities: [{ name: 'First Strike', value: INCENSE_FIRST_STRIKE }] },
    },
  ];
}

/** The registry entries reading the marks. */
export const FRIEND_STRIKE_DEFS: readonly AbilityDef[] = [
  {
    name: 'Strike True',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx: AttackContext) =>
      ctx.contact &&
      !ctx.opportunity &&
      team(ctx.m, ctx.target) !== team(ctx.m, ctx.attacker) &&
      hasBoonFrom(ctx.m, ctx.attacker, 'Strike True')
        ? { noProtection: true }
        : null,
  },
  {
    name: 'Gun Laying',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx: AttackContext) =>
      !ctx.contact && hasBoonFrom(ctx.m, ctx.attacker, 'Gun Laying') ? { evasion: GUN_LAYING_EVASION } : null,
  },
  {
    name: 'Aerial Aggression',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx: AttackContext) =>
      ctx.charging && (farBelow.get(ctx.m)?.get(ctx.attacker) ?? []).includes(ctx.target)
        ? { noProtection: true }
        : null,
  },
];

/** Strike True's mark goes with the attack it was for. */
function strikeTrueUsed(
  m: Match,
  attacker: number,
  target: number,
  _lp: number,
  contact: boolean,
  how: AttackCircumstances,
): void {
  if (
    !how.opportunity &&
    contact &&
    team(m, target) !== team(m, attacker) &&
    hasBoonFrom(m, attacker, 'Strike True')
  )
    removeGrants(m, attacker, 'Strike True');
}

/** Strike True, Gun Laying, Spurring Incense and Aerial Aggression as a plug-in of the rule book. */
export const FRIEND_STRIKES_PLUGIN = plugin('unique abilities that sharpen blows', (add) => {
  for (const def of FRIEND_STRIKE_ACTIONS) add(UNIQUE_ACTIONS, def);
  for (const def of FRIEND_STRIKE_DEFS) add(ABILITY_DEFS, def);
  add(ACTION_BEGUN, actionBegun);
  add(PASSIVE_BOONS, incenseBoons);
  add(ATTACK_MADE, strikeTrueUsed);
});
