/**
 * Small unique abilities of The Vatican and the Patricians, each at an existing hook point:
 *
 * - **I will guard against thee, Witch** (the Sepulchral Vanguard) and **Suffer Not a Witch** (the Witch Finder): they
 *   Dispel as Mage (1) and Mage (2), and enemies in base contact with them spend no Will Points (as Devil Incarnate:
 *   anti-magic.ts).
 * - **Cosmic Harmony** (the Throne): as its turn begins, it and a friend in its sight within 6″ each regain 1 Command
 *   Point — our reading of "pick": the friend missing the most Command Points (the nearest on a tie); with none
 *   missing any, the Throne alone.
 * - **Affirmation** (the Cortigiane): as its turn begins, it and a Councillor in its sight each regain 1 Will Point —
 *   the Councillor missing the most (the nearest on a tie); with no Councillor in sight, nobody.
 * - **Masterful Summoning** (Father Cesta): friendly Constructs are not Mindless for the whole game, once he has been
 *   fielded (even after he is killed).
 * - **Be Thou Afraid?** (the Throne): an enemy that scores no Ace on its Basic MIND roll against the Throne's Fear
 *   loses 1 Will Point too (none when it has none).
 * - **Black Powder Arrows** (the Janissary Sapper): friendly Ottoman Archers within 3″ throw its Black Powder
 *   Grenade as their own (`WEAPONS_LENT`).
 * - **Gleeful Charge** (the Mounted Venetian Noble): its Gilded Sabre has Evasion −2 on the Attack of Opportunity of
 *   its charge.
 */
import type { Weapon } from '../../../content/types.ts';
import type { AbilityDef } from '../../character/ability-types.ts';
import type { AppliedBoon } from '../../character/grants.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, isOnBoard, type Match, profileOf, sightBetween } from '../../state/match-state.ts';
import { matchTable, shareState } from '../../state/per-match.ts';
import { charactersOnBoard } from '../../state/world.ts';
import type { AntiMagic } from './anti-magic.ts';
import { takeWillPoint } from './hit-rules.ts';
import { within } from './holders.ts';

/** The two Witch-hunters' anti-magic. */
export const WITCH_HUNTERS: readonly AntiMagic[] = [
  { name: 'I will guard against thee, Witch', mage: 1, reach: 0 },
  { name: 'Suffer Not a Witch', mage: 2, reach: 0 },
];

/** The friend `eid` picks among `friends`: the one missing the most `missing`, the nearest on a tie. */
function neediest(
  m: Match,
  eid: number,
  friends: readonly number[],
  missing: (e: number) => number,
): number | undefined {
  return [...friends]
    .filter((f) => missing(f) > 0)
    .sort(
      (a, b) => missing(b) - missing(a) || distanceBetween(m, eid, a) - distanceBetween(m, eid, b) || a - b,
    )[0];
}

const friendsInSight = (m: Match, eid: number, inches: number | null) => {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (o) =>
      o !== eid &&
      team[o] === team[eid] &&
      (inches === null || within(m, eid, o, inches)) &&
      sightBetween(m, eid, o).lineOfSight,
  );
};

/** Cosmic Harmony as the Throne's turn begins. */
export function cosmicHarmony(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Cosmic Harmony')) return;
  const cp = m.world.components.Points.cp;
  const friend = neediest(m, eid, friendsInSight(m, eid, 6), (e) => profileOf(m, e).cp - (cp[e] ?? 0));
  regain(m, eid, 'command', 1, 'Cosmic Harmony');
  if (friend !== undefined) regain(m, friend, 'command', 1, 'Cosmic Harmony');
}

/** Affirmation as the Cortigiane's turn begins. */
export function affirmation(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Affirmation')) return;
  const p = m.world.components.Points;
  const councillors = friendsInSight(m, eid, null).filter((o) => hasKeyword(m, o, 'Councillor'));
  if (councillors.length === 0) return;
  const friend =
    neediest(m, eid, councillors, (e) => (p.wpStart[e] ?? 0) - (p.wp[e] ?? 0)) ?? councillors[0]!;
  regain(m, eid, 'will', 1, 'Affirmation');
  regain(m, friend, 'will', 1, 'Affirmation');
}

const MASTERFUL: AppliedBoon = { source: 'Masterful Summoning', boon: { loses: ['Mindless'] } };

/** Masterful Summoning: a friendly Construct of a gang that fielded Father Cesta loses Mindless (PASSIVE_BOONS). */
export function masterfulSummoning(m: Match, eid: number): AppliedBoon[] {
  if (!hasKeyword(m, eid, 'Construct')) return [];
  const team = m.world.components.Gang.team;
  for (const e of m.ids.values())
    if (team[e] === team[eid] && holdsUnique(m, e, 'Masterful Summoning')) return [MASTERFUL];
  return [];
}

/** Be Thou Afraid?: the enemy that failed its Fear test against the Throne loses a Will Point. */
export function beThouAfraid(m: Match, attacker: number, target: number): void {
  if (holdsUnique(m, attacker, 'Be Thou Afraid?')) takeWillPoint(m, target, attacker, 'Be Thou Afraid?');
}

/** Gleeful Charge as an entry of the registry. */
export const GLEEFUL_CHARGE: AbilityDef = {
  name: 'Gleeful Charge',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  attack: (ctx) => (ctx.charging && ctx.weapon.name === 'Gilded Sabre' ? { evasion: -2 } : null),
};

/**
 * Psychic Communion (the Conventual Chaplain): it, and every character that has it in sight, give ORDERs and
 * COUNTERs without the line of sight those need (command/command-hooks.ts `COMMAND_SIGHT_WAIVED`). Reading: "every
 * character" as printed, of either gang (an ORDER or a COUNTER only ever helps the giver's friends).
 */
export function psychicCommunion(m: Match, giver: number): string | null {
  for (const h of charactersOnBoard(m.world))
    if (holdsUnique(m, h, 'Psychic Communion') && (h === giver || sightBetween(m, giver, h).lineOfSight))
      return 'Psychic Communion';
  return null;
}

/**
 * He Searches Your Soul Alone (the Eater of Sin): an enemy that has it in sight uses its own MIND, borrowing none
 * (Companion: common/character.ts `OWN_MIND_ONLY`).
 */
export function searchesYourSoul(m: Match, eid: number): boolean {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).some(
    (h) =>
      team[h] !== team[eid] &&
      holdsUnique(m, h, 'He Searches Your Soul Alone') &&
      sightBetween(m, eid, h).lineOfSight,
  );
}

/** Inches Nautical Bearings adds, the least range it lengthens, and how near the Wayfinder must be. */
export const NAUTICAL_BEARINGS = { inches: 6, from: 6, within: 3 } as const;

const wayfinders = matchTable<readonly number[]>(shareState);

/**
 * Nautical Bearings (the Wayfinder, Patricians): weapons of 6″ or more reach 6″ further for friends within 3″ of it
 * (the Wayfinder too; several Wayfinders near one friend: still 6″).
 */
export function nauticalBearings(m: Match, eid: number, weapon: { readonly range: number }): number {
  if (weapon.range < NAUTICAL_BEARINGS.from) return 0;
  let list = wayfinders.get(m);
  if (!list) {
    list = [...m.ids.values()].filter((e) => holdsUnique(m, e, 'Nautical Bearings'));
    wayfinders.set(m, list);
  }
  const team = m.world.components.Gang.team;
  return list.some(
    (w) =>
      isOnBoard(m, w) && team[w] === team[eid] && (w === eid || within(m, w, eid, NAUTICAL_BEARINGS.within)),
  )
    ? NAUTICAL_BEARINGS.inches
    : 0;
}

/** Black Powder Arrows: how near the Sapper the Archer must be (inches). */
export const BLACK_POWDER_ARROWS_INCHES = 3;

/**
 * Black Powder Arrows (the Janissary Sapper, Patricians): a friendly Ottoman Archer within 3″ of a Sapper may attack
 * with the Sapper's Black Powder Grenade as if it were its own (combat/combat-hooks.ts `WEAPONS_LENT`; the grenade's
 * Reload and Black Powder count for the Archer that throws it).
 */
export function blackPowderArrows(m: Match, eid: number): readonly Weapon[] {
  if (profileOf(m, eid).name !== 'Ottoman Archer') return [];
  const team = m.world.components.Gang.team;
  for (const s of charactersOnBoard(m.world)) {
    if (s === eid || team[s] !== team[eid] || !holdsUnique(m, s, 'Black Powder Arrows')) continue;
    if (!within(m, s, eid, BLACK_POWDER_ARROWS_INCHES)) continue;
    const grenade = profileOf(m, s).weapons.find((w) => w.name === 'Black Powder Grenade');
    if (grenade) return [grenade];
  }
  return [];
}
