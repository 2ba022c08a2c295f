/**
 * Soul Ammunition (the Ordnance Doctor, The Doctors): each shot of its Spirit Cannon may be boosted for 2 Will Points
 * with one of: a range of 18″ instead of 12″, Blast, or Knockback.
 *
 * Played as three more weapons the Doctor may shoot with (combat-hooks.ts `WEAPONS_LENT`): "Spirit Cannon (18″)",
 * "Spirit Cannon (Blast)" and "Spirit Cannon (Knockback)" — the Spirit Cannon with that change and the weapon ability
 * Soul Ammunition, which needs 2 Will Points to shoot (a Frenzied Doctor may pay them with Life Points) and pays them
 * once the Combat action is made. A boosted shot is a shot of the Spirit Cannon: the two share its Reload (1)
 * (common/reload.ts).
 */
import type { Weapon } from '../../../content/types.ts';
import type { AbilityDef } from '../../character/ability-types.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { canPayWill, payWill } from '../../character/will-cost.ts';
import { WEAPONS_LENT } from '../../combat/combat-hooks.ts';
import { type Match, profileOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

export const SOUL_AMMUNITION = 'Soul Ammunition';
/** The weapon it boosts, and the Will Points a boosted shot costs. */
export const SPIRIT_CANNON = 'Spirit Cannon';
export const SOUL_AMMUNITION_WP = 2;
/** The range of a shot boosted for reach (inches). */
export const SOUL_AMMUNITION_RANGE = 18;

/** The boosted shots: the name's suffix and the change to the Spirit Cannon. */
const BOOSTS: readonly { readonly suffix: string; readonly change: (w: Weapon) => Partial<Weapon> }[] = [
  { suffix: `${SOUL_AMMUNITION_RANGE}″`, change: () => ({ range: SOUL_AMMUNITION_RANGE }) },
  { suffix: 'Blast', change: (w) => ({ abilities: [...w.abilities, { name: 'Blast', value: null }] }) },
  {
    suffix: 'Knockback',
    change: (w) => ({ abilities: [...w.abilities, { name: 'Knockback', value: null }] }),
  },
];

/** The boosted Spirit Cannons `eid` may shoot with (none without Soul Ammunition or a Spirit Cannon). */
export function boostedCannons(m: Match, eid: number): Weapon[] {
  if (!holdsUnique(m, eid, SOUL_AMMUNITION)) return [];
  const cannon = profileOf(m, eid).weapons.find((w) => w.name === SPIRIT_CANNON);
  if (!cannon) return [];
  return BOOSTS.map((b) => {
    const w = { ...cannon, ...b.change(cannon) };
    return {
      ...w,
      name: `${SPIRIT_CANNON} (${b.suffix})`,
      abilities: [...w.abilities, { name: SOUL_AMMUNITION, value: null }],
    };
  });
}

/** The weapon ability of a boosted shot: 2 Will Points to shoot, paid as the Combat action is made. */
export const SOUL_AMMUNITION_SHOT: AbilityDef = {
  name: SOUL_AMMUNITION,
  kind: 'weapon',
  stacking: 'to-3',
  played: true,
  willCost: SOUL_AMMUNITION_WP,
  weaponProblem: (m, eid, w) =>
    canPayWill(m, eid, SOUL_AMMUNITION_WP)
      ? null
      : `${w.name} costs ${SOUL_AMMUNITION_WP} Will Points (Soul Ammunition)`,
  used: (m, eid) => payWill(m, eid, SOUL_AMMUNITION_WP, SOUL_AMMUNITION),
};

/** Soul Ammunition as a plug-in of the rule book. */
export const SOUL_AMMUNITION_PLUGIN = plugin(SOUL_AMMUNITION, (add) => {
  add(ABILITY_DEFS, SOUL_AMMUNITION_SHOT);
  add(WEAPONS_LENT, boostedCannons);
});
