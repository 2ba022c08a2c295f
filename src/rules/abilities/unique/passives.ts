/**
 * Passive auras: unique abilities (printed on The Guild's and Rashaar's profiles) that change the characters
 * around their holder for as long as it stands on the board — a stat, or an ability gained. Each is data: whom it
 * names, how far it reaches, what it gives. Read by hooks.ts with the grants and auras of grants.ts.
 *
 * Readings: "within X″" is measured between bases; several holders of one passive do not add up (a character
 * near two Crybabies loses 1 DEXTERITY, not 2: the card speaks of "enemies within 6″", one condition); the
 * holder itself is named only where the card says so.
 */
import type { AbilityRef } from '../../../content/types.ts';
import { type AppliedBoon, addGrant, type Boon, boonsOf } from '../../character/grants.ts';
import { PASSIVE_BOONS } from '../../character/hooks.ts';
import { hasKeyword as keywordNow } from '../../character/keywords.ts';
import { CASUALTY } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { TRAITS } from '../../character/traits.ts';
import { NO_WILL_POINTS } from '../../rolls/roll-hooks.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable, shareState } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** One passive aura, by the unique ability's name as printed. */
export interface PassiveAura {
  readonly name: string;
  /** What the card says, in our words. */
  readonly text: string;
  /** Inches between bases; null: anywhere on the board. */
  readonly range: number | null;
  /** Only characters in the holder's line of sight (the holder itself always, where it is named). */
  readonly sight?: boolean;
  /** Whether it names `eid` (a character other than the holder, or the holder where the card says so). */
  names(m: Match, holder: number, eid: number): boolean;
  readonly boon: Boon;
}

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];
// keywords now: the role played in the gang, less those Pirate's Retinue takes (keywords.ts)
const hasKeyword = (m: Match, eid: number, k: string) => keywordNow(m, eid, k);
const printed = (m: Match, eid: number, name: string, value: string | number | null): boolean =>
  profileOf(m, eid).abilities.some((a: AbilityRef) => a.name === name && a.value === value);

const friendWith =
  (keyword: string) =>
  (m: Match, holder: number, eid: number): boolean =>
    eid !== holder && sameGang(m, holder, eid) && hasKeyword(m, eid, keyword);
const enemy = (m: Match, holder: number, eid: number): boolean => !sameGang(m, holder, eid);

/** Every passive aura the engine plays. */
export const PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    name: 'Piercing Wail',
    text: 'Enemies within 6″ have −1 DEXTERITY.',
    range: 6,
    names: enemy,
    boon: { stats: { dex: -1 } },
  },
  {
    name: 'Mucus',
    text: 'Enemies within 3″ have −1 MOVE and −1 DEXTERITY (and attacks from within 3″ need 4 more for an Ace).',
    range: 3,
    names: enemy,
    boon: { stats: { move: -1, dex: -1 } },
  },
  {
    name: 'Instigator',
    text: 'Friends with Companion (Trade) within 6″ have +1 ATTACK (Instigators themselves do not).',
    range: 6,
    names: (m, holder, eid) =>
      eid !== holder &&
      sameGang(m, holder, eid) &&
      printed(m, eid, 'Companion', 'Trade') &&
      !profileOf(m, eid).uniqueAbilities.some((u) => u.name === 'Instigator'),
    boon: { stats: { attack: 1 } },
  },
  {
    name: 'Rise Up',
    text: 'Every friendly Trade character counts as having Companion (Trade).',
    range: null,
    names: friendWith('Trade'),
    boon: { abilities: [{ name: 'Companion', value: 'Trade' }] },
  },
  {
    name: 'My Girls & Boys',
    text: 'Friendly House of Virtue characters gain Companion (House of Virtue).',
    range: null,
    names: friendWith('House of Virtue'),
    boon: { abilities: [{ name: 'Companion', value: 'House of Virtue' }] },
  },
  {
    name: 'Matriarch',
    text: 'Friendly Feral characters gain Companion (Leader).',
    range: null,
    names: friendWith('Feral'),
    boon: { abilities: [{ name: 'Companion', value: 'Leader' }] },
  },
  {
    name: 'Born to Swim',
    text: 'Other friends gain Fast Swimmer (2).',
    range: null,
    names: (m, holder, eid) => eid !== holder && sameGang(m, holder, eid),
    boon: { abilities: [{ name: 'Fast Swimmer', value: 2 }] },
  },
  {
    // The keywords it takes away: the trait friends-lose-keywords (keywords.ts `keywordsNow`).
    name: "Pirate's Retinue",
    text: "Every friend gains Companion (Mira O'Shea), and loses the Trade, End of Days and House of Virtue keywords.",
    range: null,
    names: (m, holder, eid) => eid !== holder && sameGang(m, holder, eid),
    boon: { abilities: [{ name: 'Companion', value: "Mira O'Shea" }] },
  },
  {
    name: 'Eldritch Incense',
    text: 'Friends within 3″ gain Fear (0) when they attack.',
    range: 3,
    names: (m, holder, eid) => eid !== holder && sameGang(m, holder, eid),
    boon: { abilities: [{ name: 'Fear', value: 0 }] },
  },
];

/**
 * The passive boons of `list` that reach a character now, each once however many hold it: a function for the
 * PASSIVE_BOONS hook point, keeping per match the characters holding one of `list` (profiles never change during a
 * match). A faction's passive auras are a plug-in of their own ({@link passiveAurasPlugin}).
 */
export function passiveBoonsFrom(list: readonly PassiveAura[]): (m: Match, eid: number) => AppliedBoon[] {
  const byName = new Map(list.map((p) => [p.name, p]));
  const holders = matchTable<readonly (readonly [number, PassiveAura])[]>(shareState);
  const holdersOf = (m: Match) => {
    let found = holders.get(m);
    if (!found) {
      found = [...m.ids.values()].flatMap((eid) =>
        profileOf(m, eid).uniqueAbilities.flatMap((u) => {
          const p = byName.get(u.name);
          return p ? [[eid, p] as const] : [];
        }),
      );
      holders.set(m, found);
    }
    return found;
  };
  return (m, eid) => {
    const found = holdersOf(m);
    if (found.length === 0 || !isOnBoard(m, eid)) return [];
    const seen = new Set<string>();
    const out: AppliedBoon[] = [];
    for (const [holder, p] of found) {
      if (seen.has(p.name) || !isOnBoard(m, holder) || !p.names(m, holder, eid)) continue;
      if (p.range !== null && distanceBetween(m, holder, eid) > p.range) continue;
      if (p.sight && holder !== eid && !sightBetween(m, holder, eid).lineOfSight) continue;
      seen.add(p.name);
      out.push({ source: p.name, boon: p.boon });
    }
    return out;
  };
}

/** The passive auras of `list` as a plug-in of the rule book named `label`. */
export function passiveAurasPlugin(label: string, list: readonly PassiveAura[]) {
  const boons = passiveBoonsFrom(list);
  return plugin(label, (add) => {
    add(PASSIVE_BOONS, boons);
  });
}

/** The passive auras of The Guild and Rashaar that reach `eid` now, each once however many hold it. */
export const passiveBoonsOf = passiveBoonsFrom(PASSIVE_AURAS);

/** Characters on the board holding `name` (for tests and the view). */
export function holdersOnBoard(m: Match, name: string): number[] {
  return charactersOnBoard(m.world).filter((e) =>
    profileOf(m, e).uniqueAbilities.some((u) => u.name === name),
  );
}

/** Inches within which the Black Lamp's The Lamp keeps enemies from spending Will Points. */
export const LAMP_INCHES = 3;

const lamps = matchTable<readonly number[]>(shareState);

/** Whether `eid` stands within 3″ of an enemy holding The Lamp (then it spends no Will Points). */
export function underTheLamp(m: Match, eid: number): boolean {
  let list = lamps.get(m);
  if (!list) {
    list = [...m.ids.values()].filter((e) =>
      profileOf(m, e).uniqueAbilities.some((u) => u.name === 'The Lamp'),
    );
    lamps.set(m, list);
  }
  const team = m.world.components.Gang.team;
  return list.some(
    (h) =>
      team[h] !== team[eid] &&
      isOnBoard(m, h) &&
      isOnBoard(m, eid) &&
      distanceBetween(m, h, eid) <= LAMP_INCHES,
  );
}

/** Inches within which a death feeds Lead Through Fear. */
export const FEAR_LEAD_INCHES = 6;

/**
 * Lead Through Fear (Thalidraur): whenever another character, friend or foe, dies within 6″ of it, it refills
 * 1 Command Point and 1 Will Point (never above its starting values). Called by life-points.ts on a casualty.
 */
export function leadThroughFear(m: Match, dead: number): void {
  for (const h of charactersOnBoard(m.world)) {
    if (h === dead || !profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Lead Through Fear')) continue;
    if (distanceBetween(m, h, dead) > FEAR_LEAD_INCHES) continue;
    regain(m, h, 'command', 1, 'Lead Through Fear');
    regain(m, h, 'will', 1, 'Lead Through Fear');
  }
}

/**
 * Postpartum (the Paartul Matriarch): when a Crybaby dies within 6″ of it, it has +3 ATTACK for the rest of the
 * round (once a round however many die). Called by life-points.ts on a casualty.
 */
export function postpartum(m: Match, dead: number): void {
  if (profileOf(m, dead).name !== 'Crybaby') return;
  for (const h of charactersOnBoard(m.world)) {
    if (h === dead || !profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Postpartum')) continue;
    if (m.world.components.Gang.team[h] !== m.world.components.Gang.team[dead]) continue;
    if (distanceBetween(m, h, dead) > 6) continue;
    if (boonsOf(m, h).some((b) => b.source === 'Postpartum')) continue;
    addGrant(m, { holder: h, source: 'Postpartum', until: { kind: 'round-end' }, stats: { attack: 3 } });
    emit(m, {
      type: 'ability',
      character: idOf(m, h),
      ability: 'Postpartum',
      effect: '+3 ATTACK until the round ends',
    });
  }
}

/** Passive auras as a plug-in of the rule book. */
export const PASSIVES_PLUGIN = plugin('passive auras', (add) => {
  add(PASSIVE_BOONS, passiveBoonsOf);
  add(TRAITS, { ability: "Pirate's Retinue", trait: 'friends-lose-keywords' });
  add(NO_WILL_POINTS, underTheLamp);
  add(CASUALTY, leadThroughFear);
  add(CASUALTY, postpartum);
});
