/**
 * Connoisseur (Vlad Dracula, Strigoi): he has Vampiric Attack (1) when he attacks a Hero and Vampiric Attack (3) when
 * he attacks a Leader — played as Vampiric Attack is (common/character.ts): a hit in base contact that costs the
 * target at least 1 Life Point heals him that many, never above his start. Reading: the Leader is the gang's Leader
 * (the role it plays), a Hero any other Hero; a Leader that is also a Hero gives 3.
 */
import type { AbilityDef } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { isOnBoard } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** Life Points Connoisseur heals a hit on a Leader, and on a Hero. */
export const CONNOISSEUR = { leader: 3, hero: 1 } as const;

/** Connoisseur as an entry of the registry. */
export const connoisseur: AbilityDef = {
  name: 'Connoisseur',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  afterHit(hit) {
    const { m, attacker, target } = hit;
    if (!hit.contact || hit.lpLost < 1 || !isOnBoard(m, attacker)) return null;
    const lp = hasKeyword(m, target, 'Leader')
      ? CONNOISSEUR.leader
      : hasKeyword(m, target, 'Hero')
        ? CONNOISSEUR.hero
        : 0;
    if (lp > 0) heal(m, attacker, lp, 'Connoisseur');
    return null;
  },
};

/** Connoisseur as a plug-in of the rule book. */
export const CONNOISSEUR_PLUGIN = plugin('Connoisseur', (add) => add(ABILITY_DEFS, connoisseur));
