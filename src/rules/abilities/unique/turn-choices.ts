/**
 * Unique abilities that offer a choice as a turn begins or ends (a `choose` decision for the character's gang;
 * declining takes the first option, which does nothing), registered at the turn flow's hook points
 * (character/flow-hooks.ts): once the character's turn has begun (by `activate`, by its first action, Command Ability
 * or ORDER), before anything else of that turn; and when its turn ends (after any fall from a wall), never when a
 * COUNTER ends.
 *
 * - **Blood for Magic** (Bloodletter), turn start: up to 3 Life Points become as many Will Points. Never so many
 *   that it would be taken out, nor Will Points above its starting Will Points (our reading, as every regain of
 *   the engine). The Life Points lost are no Damage: no Protection Roll, and they do not count toward the 3 that
 *   throw a gondola's rider off.
 * - **Gifts of Dried Meats** (Ebenezer Chummage), turn end: he starts with 3 Dried Meats (counted in the ability
 *   memory, state.ts); he may hand one to a hurt friend in base contact, who heals 2 Life Points (never above its
 *   start). Offered only while he has one left and a hurt friend touches him.
 * - **Feast For Dagon** (Rashaar Slave), turn end: in base contact with a hurt friendly Monster (a profile with the
 *   Monster keyword), its gang may remove it as a casualty and heal that Monster 5 Life Points (never above its
 *   start).
 */

import { TURN_END_CHOICES, TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { heal } from '../../character/heal.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import type { ChoiceOption, Command } from '../../core/types.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  emit,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Blood for Magic: the most Life Points turned into Will Points in one turn. */
export const BLOOD_FOR_MAGIC_MAX = 3;
/** Gifts of Dried Meats: the Dried Meats Ebenezer starts with, and what one heals. */
export const DRIED_MEATS = 3;
export const DRIED_MEAT_HEAL = 2;
/** Feast For Dagon: the Life Points the Monster heals. */
export const FEAST_HEAL = 5;

const holds = (m: Match, eid: number, name: string) =>
  profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);
const points = (m: Match) => m.world.components.Points;
const missing = (m: Match, eid: number) => (points(m).lpStart[eid] ?? 0) - (points(m).lp[eid] ?? 0);

/** The answer to a `choose` decision: the option picked, or the first (declining) one. */
function picked(answer: Command, options: readonly ChoiceOption[]): string {
  return answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
}

/** How many Life Points `eid` may turn into Will Points now with Blood for Magic (0: not offered). */
export function bloodForMagicMax(m: Match, eid: number): number {
  if (!isOnBoard(m, eid) || !holds(m, eid, 'Blood for Magic')) return 0;
  const p = points(m);
  const room = (p.wpStart[eid] ?? 0) - (p.wp[eid] ?? 0);
  return Math.max(0, Math.min(BLOOD_FOR_MAGIC_MAX, (p.lp[eid] ?? 0) - 1, room));
}

/** Blood for Magic: ask how many, then turn them (a `life-points` and a `regain` event). */
function* bloodForMagic(m: Match, eid: number, max: number): Resolution {
  const options: ChoiceOption[] = Array.from({ length: max + 1 }, (_, k) => ({
    id: String(k),
    label:
      k === 0
        ? 'keep its Life Points'
        : `${k} Life Point${k === 1 ? '' : 's'} → ${k} Will Point${k === 1 ? '' : 's'}`,
  }));
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, eid),
    character: idOf(m, eid),
    purpose: 'blood-for-magic',
    options,
  };
  const k = Number(picked(answer, options));
  // the option may be stale only if something changed in between: never below 1 Life Point, never above start
  const n = Math.min(k, bloodForMagicMax(m, eid));
  if (!(n > 0)) return;
  const p = points(m);
  const before = p.lp[eid] ?? 0;
  p.lp[eid] = before - n;
  emit(m, {
    type: 'life-points',
    character: idOf(m, eid),
    lpBefore: before,
    lpAfter: before - n,
    cause: 'Blood for Magic',
  });
  regain(m, eid, 'will', n, 'Blood for Magic');
}

/** Blood for Magic as `eid`'s turn begins, or null when it is not offered. */
function bloodForMagicAtStart(m: Match, eid: number): Resolution | null {
  const max = bloodForMagicMax(m, eid);
  return max > 0 ? bloodForMagic(m, eid, max) : null;
}

/** Dried Meats `eid` has left (Gifts of Dried Meats; 0 for a character without the ability). */
export function driedMeatsLeft(m: Match, eid: number): number {
  if (!holds(m, eid, 'Gifts of Dried Meats')) return 0;
  return memoryOf(m).driedMeats.get(eid) ?? DRIED_MEATS;
}

/** Hurt friends of `eid` in base contact with it. */
function hurtFriendsTouching(m: Match, eid: number): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (o) => o !== eid && team[o] === team[eid] && missing(m, o) > 0 && inContact(m, eid, o),
  );
}

/** The Dried Meats decision of `eid` (options `none`, `feed:<id>`), or null when there is none to offer. */
function driedMeats(m: Match, eid: number): Resolution | null {
  if (driedMeatsLeft(m, eid) < 1) return null;
  const friends = hurtFriendsTouching(m, eid);
  if (friends.length === 0) return null;
  return (function* (): Resolution {
    const options: ChoiceOption[] = [
      { id: 'none', label: 'keep the Dried Meats' },
      ...friends.map((f) => ({
        id: `feed:${idOf(m, f)}`,
        label: `feed ${nameOf(m, f)} (${points(m).lp[f] ?? 0}/${points(m).lpStart[f] ?? 0} Life Points)`,
        figure: idOf(m, f),
      })),
    ];
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, eid),
      character: idOf(m, eid),
      purpose: 'dried-meats',
      options,
    };
    const id = picked(answer, options);
    const friend = id.startsWith('feed:') ? m.ids.get(id.slice(5)) : undefined;
    if (friend === undefined || !isOnBoard(m, friend)) return;
    const left = driedMeatsLeft(m, eid) - 1;
    memoryOf(m).driedMeats.set(eid, left);
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: 'Gifts of Dried Meats',
      effect: `hands ${nameOf(m, friend)} a Dried Meat (${left} left)`,
    });
    heal(m, friend, DRIED_MEAT_HEAL, 'Gifts of Dried Meats');
  })();
}

/** Hurt friendly Monsters in base contact with `eid`. */
function hurtMonstersTouching(m: Match, eid: number): number[] {
  return hurtFriendsTouching(m, eid).filter((o) => profileOf(m, o).keywords.includes('Monster'));
}

/** The Feast For Dagon decision of `eid` (options `none`, `feast:<id>`), or null when there is none to offer. */
function feastForDagon(m: Match, eid: number): Resolution | null {
  if (!holds(m, eid, 'Feast For Dagon')) return null;
  const monsters = hurtMonstersTouching(m, eid);
  if (monsters.length === 0) return null;
  return (function* (): Resolution {
    const options: ChoiceOption[] = [
      { id: 'none', label: 'no feast' },
      ...monsters.map((e) => ({
        id: `feast:${idOf(m, e)}`,
        label: `feed it to ${nameOf(m, e)} (${points(m).lp[e] ?? 0}/${points(m).lpStart[e] ?? 0} Life Points)`,
        figure: idOf(m, e),
      })),
    ];
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, eid),
      character: idOf(m, eid),
      purpose: 'feast-for-dagon',
      options,
    };
    const id = picked(answer, options);
    const monster = id.startsWith('feast:') ? m.ids.get(id.slice(6)) : undefined;
    if (monster === undefined || !isOnBoard(m, monster) || !isOnBoard(m, eid)) return;
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: 'Feast For Dagon',
      effect: `is given to ${nameOf(m, monster)}`,
    });
    heal(m, monster, FEAST_HEAL, 'Feast For Dagon');
    loseLifePoints(m, eid, points(m).lp[eid] ?? 0, 'Feast For Dagon');
  })();
}

/**
 * Blood for Magic as a turn begins; Gifts of Dried Meats and Feast For Dagon as it ends (character/flow-hooks.ts
 * asks them in this order, once a turn).
 */
export const TURN_CHOICES_PLUGIN = plugin('unique abilities as a turn begins or ends', (add) => {
  add(TURN_START_CHOICES, bloodForMagicAtStart);
  add(TURN_END_CHOICES, driedMeats);
  add(TURN_END_CHOICES, feastForDagon);
});
