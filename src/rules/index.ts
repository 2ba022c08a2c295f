/**
 * The rules engine's public face: create a match, submit commands, ask what is legal, preview, summarise.
 * Headless and deterministic: no Phaser, no DOM, no clock (DESIGN §3).
 */

export { mobFriendsInSight } from './abilities/mob.ts';
export { SPAWN_COST } from './abilities/spawn.ts';
export { memoryOf } from './abilities/state.ts';
export { uniqueActionCommands, uniqueActionDef, uniqueActionsOf } from './abilities/unique-actions.ts';
export { chargeSpots, type MoveSpot } from './ability-moves.ts';
export { type AgendaCard, cardsInPlay, hasAgendaRule, withAgendas } from './agendas/agendas.ts';
export { AGENDA_CONDITIONS, type Memo } from './agendas/conditions.ts';
export type { Dated } from './agendas/facts.ts';
export {
  type AreaHitOdds,
  type AreaPreview,
  areaAttackPreview,
  areaHitOdds,
  isAreaWeapon,
} from './area-attack.ts';
export { castCommands, castProblem, mageLevelOf, targetCount } from './cast-spell.ts';
export { chargeOdds, chargeStartZ, chargesFromAbove, disengageChances, enemiesTouching } from './charging.ts';
export { wallActionProblem } from './climbing.ts';
export { bestWeapon, carried, combatProblem, oddsOf, planAttack, weaponOf, weaponsOf } from './combat.ts';
export { type AttackOdds, attackOdds } from './combat-odds.ts';
export { abilityCommands, type CommandAbility, commandAbilitiesOf } from './command-abilities.ts';
export { counterPickOf, NO_COUNTER, orderCommands } from './command-points.ts';
export { countersOf } from './counters.ts';
export { declineOf } from './decisions.ts';
export { forcedDice, isAce, seededDice } from './dice.ts';
export { underwaterReach } from './dive.ts';
export { drownProblem } from './drown.ts';
export { fallOdds } from './falling.ts';
export { canFork, forkMatch } from './fork.ts';
export { grappleListSpots } from './grapple-legal.ts';
export { GRAPPLE_INCHES, grappleSpots } from './grapple-move.ts';
export { type DrownPreview, drownPreview, type GrapplePreview, grapplePreview } from './grapple-preview.ts';
export { grappleEndLoss, grappleSpotOptions } from './grapple-spots.ts';
export { stanceProblem } from './hide.ts';
export { asIfAt } from './hypothetical.ts';
export { JUMP_MAX_RISE, jumpInches, jumpProblem } from './jump.ts';
export { hasKeyword } from './keywords.ts';
export {
  type ActionKind,
  actionKindsOf,
  actionsOf,
  actionsOfKind,
  drawActionOfKind,
  drawLegalOfKind,
  JUMP_LIST_RADIUS,
  jumpTargets,
  type LegalKind,
  legalCommands,
  legalCommandsOfKind,
  legalKinds,
} from './legal.ts';
export { spellCost } from './magic-abilities.ts';
export { castableKnownSpells } from './magic-state.ts';
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
export {
  abilityOf,
  distanceBetween,
  enemiesOf,
  figureOf,
  gangOf,
  HIDDEN_SIGHT,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  nodeOf,
  profileOf,
  sightBetween as sightPreview,
  sightBetween,
  statOf,
} from './match-state.ts';
export {
  type AttackPreview,
  attackPreview,
  chancesWithWillPoints,
  type JumpPreview,
  jumpPreview,
  type ReachCell,
  reachPreview,
} from './preview.ts';
export { aceDistribution, type ResultChances, resultChances, rollOutcomes } from './probability.ts';
export { gangToAct, waitingOf } from './rounds.ts';
export { type RowPreview, rowPreview } from './row-preview.ts';
export { playRulesCase, RulesCaseError } from './rules-case.ts';
export { CRITICAL_EXTRA, isOnWall, nodeAtPoint, reachOf } from './run-climb.ts';
export { scenarioIds, scenarioOf } from './scenarios.ts';
export { type StayingMarker, stayingMarkers } from './smoke-state.ts';
export { type Board, baseRadius, type Figure, type Node, nodeKey } from './space/api.ts';
export { VoxelBoard } from './space/board.ts';
export { gondolas } from './space/gondolas.ts';
export { LevelError, parseLevel } from './space/level.ts';
export { boardStats, gangWarProblems } from './space/level-stats.ts';
export { distance } from './space/measure.ts';
export type { TerrainPiece } from './space/pieces.ts';
export type { GondolaOrientation, TerrainKind } from './space/terrain.ts';
export { nearestEdge, unstablePiece } from './space/unstable.ts';
export { spellAreaPreview } from './spell-area.ts';
export { type CastOdds, castOdds } from './spell-odds.ts';
export { spellEffect } from './spells/effects.ts';
export { spellDamageOdds } from './spells/life.ts';
export { madActions } from './spells/madness.ts';
export { terrainSpellCovers } from './spells/terrain.ts';
export { touchedBy, waveLine } from './spells/waves.ts';
export { type CharacterSummary, type MatchSummary, summarise } from './summary.ts';
export type * from './types.ts';
export { assaultWorth, brawlingSweep } from './unique-combat-actions.ts';
export { charactersOnBoard, hasTag } from './world.ts';
