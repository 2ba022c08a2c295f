/**
 * The two gangs of the menu's quick match (Gang War: The Guild against Rashaar, 150 Ducats, the first two of
 * index.ts `readyGangs()`), named as the menu shows them. Read from their files unchecked, so the menu needs neither
 * the profile catalogue nor the gang rules; the battle checks the gangs as it starts (`readyGangs`).
 */
import rashaarJson from './rashaar.json';
import guildJson from './the-guild.json';

/** A gang as the menu names it: its Faction and its name. */
export interface GangTitle {
  readonly faction: string;
  readonly name: string;
}

/** The quick match's gangs in seating order: the person's by default, then the computer's. */
export const QUICK_MATCH_GANGS: readonly [GangTitle, GangTitle] = [
  { faction: guildJson.faction, name: guildJson.name },
  { faction: rashaarJson.faction, name: rashaarJson.name },
];
