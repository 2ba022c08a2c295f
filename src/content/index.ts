/**
 * The content catalogue's public door: profiles, weapons, the ability glossary and the rules glossary, factions
 * and gangs, Agendas, spells and the shipped boards.
 * Everything here runs in Node and in the browser; data files are validated once, on first use.
 */
export {
  ABILITY_GLOSSARY,
  type AbilityKind,
  abilityText,
  bareAbilityName,
  glossaryEntry,
} from './abilities.ts';
export { type Agenda, getAgenda } from './agendas.ts';
export {
  APPRENTICESHIP,
  type ApprenticeCopy,
  type Apprenticeship,
  apprenticeCopies,
  apprenticeMembers,
  apprenticeProfile,
  canMentor,
  copyLabel,
  isApprentice,
  playedProfiles,
} from './apprenticeship.ts';
export { FACTIONS, type Faction, type FactionCommand, factionByName, GIFTED } from './factions.ts';
export { checkGang, type GangCheck, memberRoles, type RosterToCheck } from './gang-rules.ts';
export { readyGangs, validateGangFile } from './gangs/index.ts';
export {
  allTerms,
  lookupTerm,
  searchTerms,
  TERM_KIND_LABELS,
  TERM_KINDS,
  type Term,
  type TermKind,
  termKey,
} from './glossary.ts';
export { levelFile, levelIds, levelsFor } from './levels.ts';
export {
  allProfiles,
  getProfile,
  hasProfile,
  isGifted,
  profilesOfFaction,
  recruitableFor,
  validateProfiles,
  weaponsOf,
} from './profiles.ts';
export { ContentError } from './schema.ts';
export { gangSpellChoices } from './spell-choice.ts';
export { getSpell, type Spell, spellId } from './spells.ts';
export * from './types.ts';
