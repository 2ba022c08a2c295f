/**
 * Reload (X) (rulebook "Weapon Abilities"): the weapon serves for at most X Combat actions (Attacks of Opportunity
 * made as Combat included) in each round. A character in base contact with an enemy gets no fresh uses: what it
 * spent stays spent until it starts a turn out of base contact with every enemy.
 *
 * Our reading: uses come back at the start of a round for a character out of base contact with enemies, and at
 * the start of any of its turns begun out of base contact.
 */
import type { Weapon } from '../../../content/types.ts';
import { ROUND_START, TURN_START } from '../../character/hooks.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import { enemiesOf, inContact, isOnBoard, type Match, profileOf } from '../../state/match-state.ts';
import { reloadShift } from '../../state/reload-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/**
 * Twin Pistols (Baroni): the single Duelling Pistol (Reload (2)) and the Twin Duelling Pistols (Reload (1)) share
 * one allowance of two uses a round: a shot of the single pistol takes one, a shot of the pair takes both.
 */
const TWIN_PISTOLS: Readonly<Record<string, number>> = { 'Duelling Pistol': 1, 'Twin Duelling Pistols': 2 };

/** Soul Ammunition (the Ordnance Doctor): a boosted shot, "Spirit Cannon (…)", is a shot of the Spirit Cannon. */
const BOOSTED_CANNON = /^Spirit Cannon \(.+\)$/;

/** The allowance the use of `weapon` by `eid` counts against, and what one use takes from it. */
function allowance(m: Match, eid: number, weapon: Weapon): { key: string; cost: number } {
  if (BOOSTED_CANNON.test(weapon.name)) return { key: `${eid}|Spirit Cannon`, cost: 1 };
  const twin = TWIN_PISTOLS[weapon.name];
  if (twin !== undefined && profileOf(m, eid).uniqueAbilities.some((u) => u.name === 'Twin Pistols'))
    return { key: `${eid}|Twin Pistols`, cost: twin };
  return { key: `${eid}|${weapon.name}`, cost: 1 };
}

/** Uses of `weapon` spent by `eid` and not yet back (in uses of this weapon: a shared allowance rounds up). */
export function reloadUsed(m: Match, eid: number, weapon: Weapon): number {
  const { key, cost } = allowance(m, eid, weapon);
  return Math.ceil((memoryOf(m).reloadUsed.get(key) ?? 0) / cost);
}

/**
 * Uses a round of a Reload (`x`) weapon of `eid`: X after Marksman's Fortune. Our reading: never below 1 (Reload (1)
 * lowered stays Reload (1); a weapon always serves once a round).
 */
export function reloadAllowance(m: Match, eid: number, x: number): number {
  return Math.max(1, x + reloadShift(m, eid));
}

/** Count one use of `weapon` by `eid`. */
export function spendReload(m: Match, eid: number, weapon: Weapon): void {
  const { key, cost } = allowance(m, eid, weapon);
  const mem = memoryOf(m).reloadUsed;
  mem.set(key, (mem.get(key) ?? 0) + cost);
}

function touchingEnemy(m: Match, eid: number): boolean {
  return enemiesOf(m, eid).some((e) => inContact(m, eid, e));
}

/** Give back the spent uses of every weapon of `eid` (unless it is in base contact with an enemy). */
export function reloadAtTurnStart(m: Match, eid: number): void {
  if (touchingEnemy(m, eid)) return;
  const mem = memoryOf(m).reloadUsed;
  for (const k of [...mem.keys()]) if (k.startsWith(`${eid}|`)) mem.delete(k);
}

/** At the start of a game round: every character out of base contact with enemies gets its uses back. */
export function reloadAtRoundStart(m: Match): void {
  for (const e of charactersOnBoard(m.world)) if (isOnBoard(m, e)) reloadAtTurnStart(m, e);
}

/** Reload (X) as a plug-in: uses come back out of base contact as a turn or a round starts. */
export const RELOAD_PLUGIN = plugin('Reload', (add) => {
  add(TURN_START, reloadAtTurnStart);
  add(ROUND_START, reloadAtRoundStart);
});
