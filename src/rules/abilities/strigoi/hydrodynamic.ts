/**
 * Hydrodynamic (the Cetean Upiór of the Strigoi; a Passive unique ability): while it stands in water its DEXTERITY
 * is 5 (rulebook "Character Profiles" for DEXTERITY, "Swimming" for standing in water). Before the Stunned
 * counter, like every ability that changes a stat (character/stats.ts `statOf`).
 */
import type { AbilityDef } from '../../character/ability-types.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { isSwimming } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** The holder's DEXTERITY while it stands in water. */
export const HYDRODYNAMIC_DEX = 5;

const hydrodynamic: AbilityDef = {
  name: 'Hydrodynamic',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  stat: (m, eid, stat, value) => (stat === 'dex' && isSwimming(m, eid) ? HYDRODYNAMIC_DEX : value),
};

/** Hydrodynamic as a plug-in of the rule book. */
export const HYDRODYNAMIC_PLUGIN = plugin('Hydrodynamic', (add) => add(ABILITY_DEFS, hydrodynamic));
