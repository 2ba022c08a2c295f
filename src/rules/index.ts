/**
 * The rules engine's public face: create a match, submit commands, ask what is legal, preview, summarise.
 * Headless and deterministic: no Phaser, no DOM, no clock (DESIGN §3).
 */

export { type AreaHitOdds, type AreaPreview, areaAttackPreview, isAreaWeapon } from './area-attack.ts';
export { carried } from './combat.ts';
export { attackOdds } from './combat-odds.ts';
export { type CommandAbility, commandAbilitiesOf } from './command-abilities.ts';
export { orderCommands } from './command-points.ts';
export { countersOf } from './counters.ts';
export { forcedDice, seededDice } from './dice.ts';
export { fallOdds } from './falling.ts';
export { type DrownPreview, drownPreview, type GrapplePreview, grapplePreview } from './grapple-preview.ts';
export { asIfAt } from './hypothetical.ts';
export {
  type ActionKind,
  actionKindsOf,
  actionsOf,
  actionsOfKind,
  drawActionOfKind,
  drawLegalOfKind,
  jumpTargets,
  type LegalKind,
  legalCommands,
  legalCommandsOfKind,
  legalKinds,
} from './legal.ts';
export {
  createMatch,
  gangToAnswer,
  type Match,
  type MatchOptions,
  replay,
  type SubmitResult,
  submit,
} from './match.ts';
export type { MatchEvents } from './match-state.ts';
export { sightBetween as sightPreview } from './match-state.ts';
export { attackPreview, chancesWithWillPoints, jumpPreview, reachPreview } from './preview.ts';
export { resultChances, rollOutcomes } from './probability.ts';
export { type RowPreview, rowPreview } from './row-preview.ts';
export { scenarioIds, scenarioOf } from './scenarios.ts';
export { type StayingMarker, stayingMarkers } from './smoke-state.ts';
export { LevelError, parseLevel } from './space/level.ts';
export { type CharacterSummary, type MatchSummary, summarise } from './summary.ts';
export type * from './types.ts';
