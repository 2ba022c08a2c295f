/**
 * The rule book of Carnevale (state/rule-book.ts): every plug-in the engine plays, in the order the core reads
 * their entries at each hook point. `createMatch` hands it to every match unless told otherwise.
 *
 * The order matters where two plug-ins add at one hook point: a casualty's passive auras act before a ransom is
 * paid and before newcomers are placed; Reload uses come back before re-roll pools end and before auras act as
 * a turn starts; Mob Mentality's pool is made anew before Reload uses come back as a round starts; Blood for Magic
 * is offered before A Bounty's perks as a turn begins; Character Ability definitions come before unique ones, and
 * Weapon Abilities last. Attacks of Opportunity (the combat chapter's answer to the movement chapter's hook point)
 * and the plug-ins after the summons are each alone at their hook points, so their place changes nothing.
 */
import { OPPORTUNITY_PLUGIN } from '../combat/opportunity.ts';
import { REROLL_POOLS_PLUGIN } from '../rolls/reroll-pools.ts';
import { RuleBook } from '../state/rule-book.ts';
import { BODYGUARD_PLUGIN } from './common/bodyguard.ts';
import { CHARACTER_ABILITIES_PLUGIN } from './common/character.ts';
import { PICKPOCKET_PLUGIN } from './common/pickpocket.ts';
import { RELOAD_PLUGIN } from './common/reload.ts';
import { WEAPON_ABILITIES_PLUGIN } from './common/weapon.ts';
import { BEREFT_OF_WILL_PLUGIN } from './doctors/bereft-of-will.ts';
import { DOCTOR_COMMAND_ABILITIES_PLUGIN } from './doctors/command-abilities.ts';
import { DOCTOR_ELIXIR_COMMANDS_PLUGIN, DOCTOR_ELIXIRS_PLUGIN } from './doctors/elixirs.ts';
import { DOCTOR_HITS_PLUGIN } from './doctors/hits.ts';
import { DOCTOR_KILLS_PLUGIN } from './doctors/kills.ts';
import { DOCTOR_PASSIVES_PLUGIN } from './doctors/passives.ts';
import { SOUL_AMMUNITION_PLUGIN } from './doctors/soul-ammunition.ts';
import { DOCTOR_TURNS_PLUGIN } from './doctors/turns.ts';
import { DOCTOR_UNIQUE_ACTIONS_PLUGIN } from './doctors/unique-actions.ts';
import { ARTISTIC_REPRESENTATION_PLUGIN } from './gifted/artistic-representation.ts';
import { GIFTED_COMMAND_ABILITIES_PLUGIN } from './gifted/command-abilities.ts';
import { CONFUSING_EXIT_PLUGIN } from './gifted/confusing-exit.ts';
import { EVERYMAN_PLUGIN } from './gifted/everyman.ts';
import { HARLEQUIN_PLUGIN } from './gifted/harlequin.ts';
import { MASKS_PLUGIN } from './gifted/masks.ts';
import {
  BORED_PLUGIN,
  GIFTED_PASSIVES_PLUGIN,
  SUPERNATURAL_PLUGIN,
  WORK_OF_ART_PLUGIN,
} from './gifted/passives.ts';
import { GIFTED_REROLLS_PLUGIN } from './gifted/rerolls.ts';
import { RONIN_PLUGIN } from './gifted/ronin.ts';
import { GIFTED_UNIQUE_ACTIONS_PLUGIN } from './gifted/unique-actions.ts';
import { WHATS_MY_CUE_PLUGIN } from './gifted/whats-my-cue.ts';
import { BOUNTY_PLUGIN } from './guild/bounty.ts';
import { LEVATEVI_PLUGIN } from './guild/levatevi.ts';
import { MOB_PLUGIN } from './guild/mob.ts';
import { GUILD_UNIQUE_ACTIONS_PLUGIN } from './guild/unique-actions.ts';
import { ARCANE_TOTEM_PLUGIN } from './patricians/arcane-totem.ts';
import { BARBED_PLUGIN } from './patricians/barbed.ts';
import { BUSINESS_PLUGIN } from './patricians/business.ts';
import { PATRICIAN_COMMAND_ABILITIES_PLUGIN } from './patricians/command-abilities.ts';
import { PATRICIAN_COMMAND_LIMITS_PLUGIN } from './patricians/command-limits.ts';
import { PATRICIAN_FEASTS_PLUGIN } from './patricians/feasts.ts';
import { KEEP_UP_PLUGIN } from './patricians/keep-up.ts';
import { PATRICIAN_PASSIVES_PLUGIN } from './patricians/passives.ts';
import { DIMENSIONAL_POOL_PLUGIN } from './rashaar/dimensional-pool.ts';
import { HERALD_PLUGIN } from './rashaar/herald.ts';
import { PROVE_YOURSELVES_PLUGIN } from './rashaar/prove-yourselves.ts';
import { SPAWN_PLUGIN } from './rashaar/spawn.ts';
import { SUMMONS_PLUGIN } from './rashaar/unique-summons.ts';
import { SCENARIO_RULES_PLUGIN } from './scenario/scenario-rules.ts';
import { BLOOD_CRONE_PLUGIN, CLAIRVOYANCY_PLUGIN } from './strigoi/blood-crone.ts';
import { CARRION_PLUGIN } from './strigoi/carrion.ts';
import { STRIGOI_COMMAND_ABILITIES_PLUGIN } from './strigoi/command-abilities.ts';
import { CONNOISSEUR_PLUGIN } from './strigoi/connoisseur.ts';
import { CRIMSON_FEAST_PLUGIN } from './strigoi/crimson-feast.ts';
import { DEAD_WEIGHTS_PLUGIN } from './strigoi/dead-weights.ts';
import { DEVIL_INCARNATE_PLUGIN } from './strigoi/devil-incarnate.ts';
import { DREDGE_PLUGIN } from './strigoi/dredge.ts';
import { HYDRODYNAMIC_PLUGIN } from './strigoi/hydrodynamic.ts';
import { JUDGEMENT_COMMAND_PLUGIN, JUDGEMENT_PLUGIN } from './strigoi/judgement.ts';
import { STRIGOI_PASSIVES_PLUGIN } from './strigoi/passives.ts';
import { STRIGOI_REROLLS_PLUGIN } from './strigoi/rerolls.ts';
import { STRIGOI_TURNS_PLUGIN } from './strigoi/turns-and-kills.ts';
import {
  AFRICAN_BEWITCHING_PLUGIN,
  STRIGOI_WARBAND_AURAS_PLUGIN,
  STRIGOI_WARBAND_PLUGIN,
} from './strigoi/warband.ts';
import {
  ACTION_POINT_ABILITIES_PLUGIN,
  ACTION_POINT_COMMAND_ABILITIES_PLUGIN,
} from './unique/action-points.ts';
import { BOMB_RULES_PLUGIN } from './unique/bomb-rules.ts';
import { COMMAND_COSTS_PLUGIN, YOU_THERE_PLUGIN } from './unique/command-costs.ts';
import { COMMANDED_MOVES_PLUGIN } from './unique/commanded-moves.ts';
import { DESTINY_REROLLS_PLUGIN } from './unique/destiny-rerolls.ts';
import { FORCED_MOVES_PLUGIN } from './unique/forced-moves.ts';
import { FRIEND_STRIKES_PLUGIN } from './unique/friend-strikes.ts';
import { MAGIC_ABILITIES_PLUGIN } from './unique/magic-abilities.ts';
import { PASSIVES_PLUGIN } from './unique/passives.ts';
import { REVIVALS_PLUGIN } from './unique/revivals.ts';
import { ALL_ACCORDING_TO_PLAN_PLUGIN, PROBABLE_STATISTIC_PLUGIN } from './unique/rolls-decided.ts';
import { SIGHT_POOLS_PLUGIN, SOOTHSAYING_PLUGIN } from './unique/sight-pools.ts';
import { TURN_BOONS_PLUGIN } from './unique/turn-boons.ts';
import { TURN_CHOICES_PLUGIN } from './unique/turn-choices.ts';
import { UNIQUE_ABILITIES_PLUGIN } from './unique/unique.ts';
import { UNIQUE_COMBAT_PLUGIN } from './unique/unique-combat.ts';
import { UNIQUE_COMBAT_ACTIONS_PLUGIN } from './unique/unique-combat-actions.ts';
import { UNIQUE_COMMAND_ABILITIES_PLUGIN } from './unique/unique-command-abilities.ts';
import { GATES_OF_HEAVEN_PLUGIN, WILL_DICE_PLUGIN } from './unique/will-dice.ts';
import { WILL_DRAINS_PLUGIN } from './unique/will-drains.ts';
import { ATONEMENT_PLUGIN } from './vatican/atonement.ts';
import { BLESSED_WATER_PLUGIN } from './vatican/blessed-water.ts';
import { FEARED_PLUGIN, VATICAN_COMMAND_ABILITIES_PLUGIN } from './vatican/command-abilities.ts';
import { HELM_OF_PENITENCE_PLUGIN } from './vatican/helm-of-penitence.ts';
import { VATICAN_KILLS_PLUGIN } from './vatican/kills.ts';
import { VATICAN_PASSIVES_PLUGIN } from './vatican/passives.ts';
import { VATICAN_REROLLS_PLUGIN } from './vatican/rerolls.ts';
import { SINS_ABSOLVED_PLUGIN } from './vatican/sins-absolved.ts';
import { STIGMATA_PLUGIN } from './vatican/stigmata.ts';
import { VATICAN_TURN_START_PLUGIN } from './vatican/turn-start.ts';
import { VATICAN_UNIQUE_ACTIONS_PLUGIN } from './vatican/unique-actions.ts';

/** Every plug-in of the game, in the rule book's order. */
export const CARNEVALE_PLUGINS = [
  OPPORTUNITY_PLUGIN,
  CHARACTER_ABILITIES_PLUGIN,
  MOB_PLUGIN,
  RELOAD_PLUGIN,
  REROLL_POOLS_PLUGIN,
  UNIQUE_ABILITIES_PLUGIN,
  UNIQUE_COMBAT_PLUGIN,
  UNIQUE_COMBAT_ACTIONS_PLUGIN,
  WEAPON_ABILITIES_PLUGIN,
  PASSIVES_PLUGIN,
  TURN_CHOICES_PLUGIN,
  TURN_BOONS_PLUGIN,
  BOMB_RULES_PLUGIN,
  BOUNTY_PLUGIN,
  SUMMONS_PLUGIN,
  PICKPOCKET_PLUGIN,
  // Everyman swaps the charged friend before a Bodyguard's interception
  EVERYMAN_PLUGIN,
  BODYGUARD_PLUGIN,
  LEVATEVI_PLUGIN,
  PROVE_YOURSELVES_PLUGIN,
  HERALD_PLUGIN,
  DIMENSIONAL_POOL_PLUGIN,
  UNIQUE_COMMAND_ABILITIES_PLUGIN,
  COMMANDED_MOVES_PLUGIN,
  COMMAND_COSTS_PLUGIN,
  YOU_THERE_PLUGIN,
  ACTION_POINT_ABILITIES_PLUGIN,
  ACTION_POINT_COMMAND_ABILITIES_PLUGIN,
  FRIEND_STRIKES_PLUGIN,
  WILL_DICE_PLUGIN,
  DESTINY_REROLLS_PLUGIN,
  SIGHT_POOLS_PLUGIN,
  WILL_DRAINS_PLUGIN,
  SOOTHSAYING_PLUGIN,
  GATES_OF_HEAVEN_PLUGIN,
  MAGIC_ABILITIES_PLUGIN,
  // Unique actions, listed in this order: The Guild's, then Spawn
  GUILD_UNIQUE_ACTIONS_PLUGIN,
  SPAWN_PLUGIN,
  // Gifted
  WHATS_MY_CUE_PLUGIN,
  GIFTED_REROLLS_PLUGIN,
  HARLEQUIN_PLUGIN,
  GIFTED_COMMAND_ABILITIES_PLUGIN,
  CONFUSING_EXIT_PLUGIN,
  GIFTED_PASSIVES_PLUGIN,
  WORK_OF_ART_PLUGIN,
  BORED_PLUGIN,
  SUPERNATURAL_PLUGIN,
  GIFTED_UNIQUE_ACTIONS_PLUGIN,
  MASKS_PLUGIN,
  RONIN_PLUGIN,
  ARTISTIC_REPRESENTATION_PLUGIN,
  // Strigoi
  HYDRODYNAMIC_PLUGIN,
  CONNOISSEUR_PLUGIN,
  STRIGOI_COMMAND_ABILITIES_PLUGIN,
  STRIGOI_PASSIVES_PLUGIN,
  STRIGOI_REROLLS_PLUGIN,
  STRIGOI_TURNS_PLUGIN,
  DEVIL_INCARNATE_PLUGIN,
  CRIMSON_FEAST_PLUGIN,
  STRIGOI_WARBAND_PLUGIN,
  STRIGOI_WARBAND_AURAS_PLUGIN,
  AFRICAN_BEWITCHING_PLUGIN,
  JUDGEMENT_PLUGIN,
  JUDGEMENT_COMMAND_PLUGIN,
  BLOOD_CRONE_PLUGIN,
  CLAIRVOYANCY_PLUGIN,
  CARRION_PLUGIN,
  DEAD_WEIGHTS_PLUGIN,
  DREDGE_PLUGIN,
  // The Vatican, Patricians, The Doctors: Command Abilities printed on single characters, passive auras
  VATICAN_COMMAND_ABILITIES_PLUGIN,
  FEARED_PLUGIN,
  VATICAN_PASSIVES_PLUGIN,
  VATICAN_REROLLS_PLUGIN,
  VATICAN_TURN_START_PLUGIN,
  VATICAN_UNIQUE_ACTIONS_PLUGIN,
  BLESSED_WATER_PLUGIN,
  VATICAN_KILLS_PLUGIN,
  SINS_ABSOLVED_PLUGIN,
  HELM_OF_PENITENCE_PLUGIN,
  PATRICIAN_COMMAND_ABILITIES_PLUGIN,
  PATRICIAN_PASSIVES_PLUGIN,
  BARBED_PLUGIN,
  BUSINESS_PLUGIN,
  PATRICIAN_FEASTS_PLUGIN,
  PATRICIAN_COMMAND_LIMITS_PLUGIN,
  KEEP_UP_PLUGIN,
  ARCANE_TOTEM_PLUGIN,
  DOCTOR_COMMAND_ABILITIES_PLUGIN,
  DOCTOR_ELIXIRS_PLUGIN,
  DOCTOR_ELIXIR_COMMANDS_PLUGIN,
  DOCTOR_PASSIVES_PLUGIN,
  DOCTOR_UNIQUE_ACTIONS_PLUGIN,
  DOCTOR_KILLS_PLUGIN,
  DOCTOR_TURNS_PLUGIN,
  BEREFT_OF_WILL_PLUGIN,
  DOCTOR_HITS_PLUGIN,
  SOUL_AMMUNITION_PLUGIN,
  // Those who stand up again once killed (Resurrection, Power Over Death…), and Fight Until the Last
  REVIVALS_PLUGIN,
  ALL_ACCORDING_TO_PLAN_PLUGIN,
  PROBABLE_STATISTIC_PLUGIN,
  STIGMATA_PLUGIN,
  ATONEMENT_PLUGIN,
  // The Hunger and Madness Infused Muscle: moves a character must make as its turn begins
  FORCED_MOVES_PLUGIN,
  // The scenarios' special rules, Mindless and Limited Movement with Objectives
  SCENARIO_RULES_PLUGIN,
] as const;

/** The rule book of the whole game. */
export const CARNEVALE_RULES = new RuleBook(CARNEVALE_PLUGINS);
