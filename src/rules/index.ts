/**
 * The rules engine's public face: create a match, submit commands, ask what is legal, preview, summarise.
 * Headless and deterministic: no Phaser, no DOM, no clock (DESIGN §3).
 */

export { HEALER_LP_PER_ACE } from './abilities/doctors/unique-actions.ts';
export {
  BUBBLE_MAX_INCHES,
  enemiesUnderFlash,
  INEVITABILITY_POINTS,
  underBubble,
} from './abilities/gifted/unique-actions.ts';
export { mobFriendsInSight, mobPool } from './abilities/guild/mob.ts';
export { CARNEVALE_PLUGINS, CARNEVALE_RULES } from './abilities/index.ts';
export { NOT_PLAYED_YET, notPlayedReason, notPlayedYet } from './abilities/not-played-yet.ts';
export { SPAWN_COST } from './abilities/rashaar/spawn.ts';
export { BLOODLETTING_LP } from './abilities/unique/action-points.ts';
export { FRIEND_STRIKE_INCHES } from './abilities/unique/friend-strikes.ts';
export { destinySetTo, rollAskedAbout } from './abilities/unique/rolls-decided.ts';
export { assaultWorth, brawlingSweep } from './abilities/unique/unique-combat-actions.ts';
export { BLESSED_WATER, blessedWaterGain } from './abilities/vatican/blessed-water.ts';
export { lifeBuysRerolls } from './abilities/vatican/stigmata.ts';
export {
  ENSOUL_COST,
  ENSOUL_HEAL,
  ENSOUL_LAST_HEAL,
  FIRE_WALK,
  FIRE_WALK_LP,
  underTheFire,
} from './abilities/vatican/unique-actions.ts';
export { countersOf } from './character/counters.ts';
export { hasKeyword } from './character/keywords.ts';
export { weaponWillCost } from './character/registry.ts';
export { abilityOf, statOf } from './character/stats.ts';
export { traitOf } from './character/traits.ts';
export { canPayWill } from './character/will-cost.ts';
export {
  type AreaHitOdds,
  type AreaPreview,
  areaAttackPreview,
  areaHitOdds,
} from './combat/area-preview.ts';
export { isAreaWeapon } from './combat/area-weapons.ts';
export {
  bestWeapon,
  carried,
  combatProblem,
  oddsOf,
  planAttack,
  weaponOf,
  weaponsOf,
} from './combat/combat.ts';
export { type AttackOdds, attackOdds } from './combat/combat-odds.ts';
export { drownProblem } from './combat/drown.ts';
export { grappleListSpots } from './combat/grapple-legal.ts';
export { GRAPPLE_INCHES, grappleSpots } from './combat/grapple-move.ts';
export {
  type DrownPreview,
  drownPreview,
  type GrapplePreview,
  grapplePreview,
} from './combat/grapple-preview.ts';
export { grappleEndLoss, grappleSpotOptions } from './combat/grapple-spots.ts';
export { chargeOdds } from './combat/opportunity.ts';
export { abilityCommands, type CommandAbility, commandAbilitiesOf } from './command/command-abilities.ts';
export { counterPickOf, NO_COUNTER, orderCommands, turnApOf } from './command/command-points.ts';
export { CommandSchema, cleanCommand } from './core/command-schema.ts';
export { RULES_VERSION } from './core/constants.ts';
export { declineOf } from './core/decisions.ts';
export { forcedDice, isAce, seededDice } from './core/dice.ts';
export {
  aceChance,
  aceDistribution,
  type ResultChances,
  resultChances,
  rollOutcomes,
} from './core/probability.ts';
export type * from './core/types.ts';
export { mageLevelOf, targetCount } from './magic/aim.ts';
export { castCommands, castProblem } from './magic/cast-spell.ts';
export { spellCost } from './magic/magic-hooks.ts';
export { spellAreaPreview } from './magic/spell-area.ts';
export { type CastOdds, castOdds } from './magic/spell-odds.ts';
export { spellEffect } from './magic/spells/effects.ts';
export { spellDamageOdds } from './magic/spells/life.ts';
export { madActions } from './magic/spells/madness.ts';
export { terrainSpellCovers } from './magic/spells/terrain.ts';
export { touchedBy, waveLine } from './magic/spells/waves.ts';
export { uniqueActionCommands, uniqueActionDef, uniqueActionsOf } from './match/actions/unique.ts';
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
} from './match/legal.ts';
export {
  createMatch,
  gangToAnswer,
  type Match,
  type MatchOptions,
  replay,
  type SubmitResult,
  submit,
} from './match/match.ts';
export { gangToAct, turnEndMoveOff, waitingOf } from './match/rounds.ts';
export { chargeStartZ, chargesFromAbove, disengageChances, enemiesTouching } from './movement/charging.ts';
export { wallActionProblem } from './movement/climbing.ts';
export { underwaterReach } from './movement/dive.ts';
export { fallOddsOf } from './movement/falling.ts';
export { stanceProblem } from './movement/hide.ts';
export { JUMP_MAX_RISE, jumpInches, jumpProblem } from './movement/jump.ts';
export { ridden } from './movement/row.ts';
export { asIfRowed, type RowEnd, type RowPreview, rowPreview } from './movement/row-preview.ts';
export { CRITICAL_EXTRA, isOnWall, nodeAtPoint } from './movement/run-climb.ts';
export { moveBudget, reachOf } from './movement/run-climb-reach.ts';
export { chargeSpots, type MoveSpot } from './movement/runs-at-once.ts';
export { type Casualty, casualtiesOf } from './read/casualties.ts';
export {
  type AttackPreview,
  attackPreview,
  type ChargePreview,
  chancesWithWillPoints,
  chargePreview,
  type JumpPreview,
  jumpPreview,
  type ReachCell,
  reachPreview,
  type TurnEndFallPreview,
  turnEndFallPreview,
  waysFrom,
  waysOutOfWater,
} from './read/preview.ts';
export { playRulesCase, RulesCaseError } from './read/rules-case.ts';
export { type TextBoardSpec, textBoard } from './read/rules-case-board.ts';
export { type CharacterSummary, type MatchSummary, summarise } from './read/summary.ts';
export { willPointsBarred } from './rolls/roll.ts';
export {
  type AgendaCard,
  agendaStateOf,
  cardsInPlay,
  factDateNow,
  hasAgendaRule,
  primaryUnlocked,
} from './scenario/agendas/agenda-state.ts';
export { charactersOfGang } from './scenario/agendas/board-looks.ts';
export { AGENDA_CONDITIONS, type Memo } from './scenario/agendas/conditions.ts';
export type { Dated } from './scenario/agendas/facts.ts';
export { withAgendas } from './scenario/agendas/scoring.ts';
export { fortuneOf } from './scenario/fortune.ts';
export { carrierActionProblem, carriers, mayClaim, mayPickUp } from './scenario/objectives.ts';
export {
  holderOf,
  type ObjectiveScore,
  objectiveScores,
  primaryVp,
  SCORING_INCHES,
} from './scenario/primary.ts';
export { type ScenarioState, scenarioStateOf, zoneOf } from './scenario/scenario-state.ts';
export { scenarioIds, scenarioOf } from './scenario/scenarios.ts';
export {
  autoDeploy,
  DEFENDER_BONUS_CP,
  levelObjectiveSpots,
  placementsProblem,
  zonesOffered,
} from './scenario/setup-phase.ts';
export { escapeEdgeX, isAttacker, touchesEscapeEdge } from './scenario/street-fight.ts';
export { type BoardSize, scenarioZones, zoneLabel, zoneOfSpec, zonesForGangs } from './scenario/zones.ts';
export {
  type Board,
  baseRadius,
  type DeploymentZone,
  type Figure,
  type Node,
  nodeKey,
  type ObjectiveSpot,
} from './space/api.ts';
export { VoxelBoard } from './space/board.ts';
export { gondolas } from './space/gondolas.ts';
export { LevelError, parseLevel } from './space/level.ts';
export { boardStats, gangWarProblems, roomForFigures } from './space/level-stats.ts';
export { distance } from './space/measure.ts';
export { mustMoveOff } from './space/obstacles.ts';
export type { TerrainPiece } from './space/pieces.ts';
export { loadLevel } from './space/shipped-levels.ts';
export type { GondolaOrientation, TerrainKind } from './space/terrain.ts';
export { nearestEdge, unstablePiece } from './space/unstable.ts';
export { inZone } from './space/zones.ts';
export { memoryOf } from './state/ability-memory.ts';
export { canFork, forkMatch } from './state/fork.ts';
export { asIfAt, asIfStat } from './state/hypothetical.ts';
export { castableKnownSpells } from './state/magic-state.ts';
export type { MatchEvents } from './state/match-state.ts';
export {
  boardFor,
  distanceBetween,
  enemiesOf,
  figureOf,
  gangOf,
  HIDDEN_SIGHT,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  nameOf,
  nodeOf,
  profileOf,
  sightBetween as sightPreview,
  sightBetween,
} from './state/match-state.ts';
export {
  canCarryObjective,
  carriedBy,
  carrierOf,
  claimOf,
  ignoredForObjectives,
  isKind,
  kindsOf,
  OBJECTIVE_RADIUS,
  objectiveAt,
  objectiveById,
  objectivePoints,
  objectivesOf,
  touchesObjective,
} from './state/objective-state.ts';
export {
  type AddHook,
  type HookPoint,
  hookPoint,
  plugin,
  RuleBook,
  type RulePlugin,
} from './state/rule-book.ts';
export { type StayingMarker, stayingMarkers } from './state/smoke-state.ts';
export { charactersOnBoard, hasTag } from './state/world.ts';
