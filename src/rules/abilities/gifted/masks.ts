/**
 * Choices made before deployment (character/flow-hooks.ts `BEFORE_DEPLOYMENT`), each a `choose` decision of the
 * holder's gang, and what they give for the whole game (grants until the game ends):
 *
 * The Masks of the Gifted: another friendly character puts on one of the holder's Masks. Nobody wears two Masks,
 * and a Mindless character, or a Unique one without the keyword Faction (Gifted), wears none. Purpose `mask`, ids
 * `<wearer id>|<option>`; one decision per holder, the first option the engine's pick.
 * - **Fanged Visage** (Artisan Elena): `frenzied` — Frenzied and Vampiric Attack (2), its Will Points cut to 0
 *   (its starting Will Points too); or `first-strike` — First Strike (1) and Vampiric Attack (1).
 * - **Take the Oath** (Francisco De Lorme): `oath` — 2 more Will Points (and starting Will Points), Companion
 *   (Francisco De Lorme), and friendly characters within 6″ in its sight may spend its Will Points as their own.
 * - **Mask of Many Faces** (Il Mentore): `pickpocket` — Pickpocket and Slippery; or `aerial` — Aerial Attack and
 *   Infiltration (given after the gangs' zones are chosen but before they set up: the setup reads the character's
 *   own traits, so it may set up higher).
 * - **The Mask Makes the Noble** (Marco Leontus): `command` — 2 more Command Points (and starting Command Points);
 *   or `crew` — Boat Crew and Bodyguard (Leader).
 * - **Armourer** (Master Gerhard): `shielding` — Universal Shielding (2); or `edge` — each hit of its Combat actions
 *   that deals Damage to a target left with 0 Will Points deals 1 more (before the Protection Roll).
 * - **Mask of Dagon** (Solus Hydraea): `dagon` — Water Creature and the keyword Monster; or `fear` — Fear (0) and
 *   +1 ATTACK.
 *
 * And two more, asked the same way:
 * - **Justice Served** (Justice): purpose `justice-served`, ids the enemies': her Attack Rolls against that enemy
 *   re-roll every die that missed, the Destiny Dice too, for the whole game.
 * - **Lunar Might** (the Moon Eater, the Varcolac): purpose `lunar-might`, once per gang, `early` (rounds 1 to 3) or
 *   `late` (round 4 and after): in those rounds each character of the gang with this rule has +1 MOVE, DEXTERITY
 *   and ATTACK.
 */
import type { Weapon } from '../../../content/types.ts';
import type { AbilityDef } from '../../character/ability-types.ts';
import { BEFORE_DEPLOYMENT } from '../../character/flow-hooks.ts';
import { addGrant, type Boon } from '../../character/grants.ts';
import { hasBoonFrom } from '../../character/hooks.ts';
import { giveKeyword, hasKeyword } from '../../character/keywords.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { HIT_LANDS } from '../../combat/combat-hooks.ts';
import { askToChoose } from '../../core/decisions.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { ATTACK_REROLL } from '../../rolls/roll-hooks.ts';
import { emit, idOf, type Match, nameOf, profileOf, type Resolution } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';

/** One way to wear a Mask. */
export interface MaskOption {
  readonly id: string;
  /** What it gives, in our words. */
  readonly label: string;
  /** The boon it gives for the game (abilities, stats). */
  readonly boon: Boon;
  /** Will Points and Command Points it adds (and to their starting values); Will Points cut to 0 with `wp: 'none'`. */
  readonly wp?: number | 'none';
  readonly cp?: number;
  /** A keyword it gives for the game. */
  readonly keyword?: string;
}

/** A Mask by the ability printed on its maker. */
export interface Mask {
  readonly name: string;
  readonly options: readonly MaskOption[];
}

/** Every Mask the engine plays. */
export const MASKS: readonly Mask[] = [
  {
    name: 'Fanged Visage',
    options: [
      {
        id: 'frenzied',
        label: 'Frenzied and Vampiric Attack (2), no Will Points',
        boon: {
          abilities: [
            { name: 'Frenzied', value: null },
            { name: 'Vampiric Attack', value: 2 },
          ],
        },
        wp: 'none',
      },
      {
        id: 'first-strike',
        label: 'First Strike (1) and Vampiric Attack (1)',
        boon: {
          abilities: [
            { name: 'First Strike', value: 1 },
            { name: 'Vampiric Attack', value: 1 },
          ],
        },
      },
    ],
  },
  {
    name: 'Take the Oath',
    options: [
      {
        id: 'oath',
        label: '2 more Will Points, Companion (Francisco De Lorme); friends near it spend its Will Points',
        boon: {
          abilities: [
            { name: 'Companion', value: 'Francisco De Lorme' },
            { name: 'Take the Oath', value: null },
          ],
        },
        wp: 2,
      },
    ],
  },
  {
    name: 'Mask of Many Faces',
    options: [
      {
        id: 'pickpocket',
        label: 'Pickpocket and Slippery',
        boon: {
          abilities: [
            { name: 'Pickpocket', value: null },
            { name: 'Slippery', value: null },
          ],
        },
      },
      {
        id: 'aerial',
        label: 'Aerial Attack and Infiltration',
        boon: {
          abilities: [
            { name: 'Aerial Attack', value: null },
            { name: 'Infiltration', value: null },
          ],
        },
      },
    ],
  },
  {
    name: 'The Mask Makes the Noble',
    options: [
      { id: 'command', label: '2 more Command Points', boon: {}, cp: 2 },
      {
        id: 'crew',
        label: 'Boat Crew and Bodyguard (Leader)',
        boon: {
          abilities: [
            { name: 'Boat Crew', value: null },
            { name: 'Bodyguard', value: 'Leader' },
          ],
        },
      },
    ],
  },
  {
    name: 'Armourer',
    options: [
      {
        id: 'shielding',
        label: 'Universal Shielding (2)',
        boon: { abilities: [{ name: 'Universal Shielding', value: 2 }] },
      },
      {
        id: 'edge',
        label: '1 more Damage on a target with 0 Will Points',
        boon: { words: '1 more Damage on a target with 0 Will Points' },
      },
    ],
  },
  {
    name: 'Mask of Dagon',
    options: [
      {
        id: 'dagon',
        label: 'Water Creature and Monster',
        boon: { abilities: [{ name: 'Water Creature', value: null }] },
        keyword: 'Monster',
      },
      {
        id: 'fear',
        label: 'Fear (0) and +1 ATTACK',
        boon: { abilities: [{ name: 'Fear', value: 0 }], stats: { attack: 1 } },
      },
    ],
  },
];

/** Who wears which Mask: wearer → the Mask's name and the option taken. */
const worn = matchTable<Map<number, { readonly mask: string; readonly option: string }>>();

/** The Mask `eid` wears and the option it took, or undefined. */
export function maskOf(
  m: Match,
  eid: number,
): { readonly mask: string; readonly option: string } | undefined {
  return worn.get(m)?.get(eid);
}

/** The members of gang `g`, on the board or not yet set up. */
const membersOf = (m: Match, g: number) =>
  [...m.ids.values()].filter((e) => m.world.components.Gang.index[e] === g);

/** Whether `eid` may put on a Mask now (see the module comment). */
export function mayWearMask(m: Match, eid: number): boolean {
  if (maskOf(m, eid)) return false;
  const p = profileOf(m, eid);
  if (p.abilities.some((a) => a.name === 'Mindless')) return false;
  return !hasKeyword(m, eid, 'Unique') || hasKeyword(m, eid, 'Faction (Gifted)');
}

/** The options of `mask` made by `maker` for its gang now: `<wearer id>|<option>`, the engine's pick first. */
export function maskOptions(m: Match, maker: number, mask: Mask): ChoiceOption[] {
  const g = m.world.components.Gang.index[maker] ?? 0;
  const wearers = membersOf(m, g)
    .filter((e) => e !== maker && mayWearMask(m, e))
    .sort(
      (a, b) =>
        (m.world.components.Stats.attack[b] ?? 0) - (m.world.components.Stats.attack[a] ?? 0) || a - b,
    );
  return wearers.flatMap((w) =>
    mask.options.map((o) => ({
      id: `${idOf(m, w)}|${o.id}`,
      label: `${nameOf(m, w)}: ${o.label}`,
      figure: idOf(m, w),
      // the dialog asks the wearer first, then what the Mask gives (a Mask of one option is one button)
      group: nameOf(m, w),
      detail: o.label,
    })),
  );
}

/** `wearer` puts on `mask` as `option` says. */
export function putOnMask(m: Match, maker: number, wearer: number, mask: Mask, option: MaskOption): void {
  const t = worn.ensure(m, () => new Map());
  t.set(wearer, { mask: mask.name, option: option.id });
  addGrant(m, { holder: wearer, source: mask.name, until: { kind: 'game' }, ...option.boon });
  const p = m.world.components.Points;
  if (option.wp === 'none') {
    p.wp[wearer] = 0;
    p.wpStart[wearer] = 0;
  } else if (option.wp) {
    p.wp[wearer] = (p.wp[wearer] ?? 0) + option.wp;
    p.wpStart[wearer] = (p.wpStart[wearer] ?? 0) + option.wp;
  }
  if (option.cp) {
    p.cp[wearer] = (p.cp[wearer] ?? 0) + option.cp;
    p.cpStart[wearer] = (p.cpStart[wearer] ?? 0) + option.cp;
  }
  if (option.keyword) giveKeyword(m, wearer, option.keyword);
  emit(m, {
    type: 'ability',
    character: idOf(m, maker),
    ability: mask.name,
    effect: `${nameOf(m, wearer)} puts on the Mask: ${option.label}`,
  });
}

/** The Masks of gang `g`'s makers, asked one after the other. */
function masksBeforeDeployment(m: Match, g: number): Resolution | null {
  const makers = membersOf(m, g).flatMap((e) =>
    MASKS.filter((k) => holdsUnique(m, e, k.name)).map((k) => [e, k] as const),
  );
  if (makers.length === 0) return null;
  return (function* (): Resolution {
    for (const [maker, mask] of makers) {
      const options = maskOptions(m, maker, mask);
      if (options.length === 0) continue;
      const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, maker), 'mask', options);
      const [wearerId, optionId] = (options.some((o) => o.id === id) ? id : options[0]!.id).split('|');
      const wearer = m.ids.get(wearerId ?? '');
      const option = mask.options.find((o) => o.id === optionId);
      if (wearer !== undefined && option) putOnMask(m, maker, wearer, mask, option);
    }
  })();
}

/** Armourer's edge: 1 more Damage on a target with 0 Will Points. */
function armourersEdge(m: Match, attacker: number, target: number, _w: Weapon, damage: number): number {
  if (damage < 1 || maskOf(m, attacker)?.option !== 'edge') return 0;
  return (m.world.components.Points.wp[target] ?? 0) === 0 ? 1 : 0;
}

/** Take the Oath's loan: the wearer's Will Points, to friends within 6″ in its sight. */
export const OATH: AbilityDef = {
  name: 'Take the Oath',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  lendsWill: {
    inches: 6,
    from: 'wp',
    per: 1,
    lends: (m, lender) => hasBoonFrom(m, lender, 'Take the Oath'),
  },
};

/** Justice Served: Justice → the enemy named. */
const served = matchTable<Map<number, number>>();

/** The enemy `eid` named for Justice Served, or undefined. */
export function justiceServedOn(m: Match, eid: number): number | undefined {
  return served.get(m)?.get(eid);
}

function justiceBeforeDeployment(m: Match, g: number): Resolution | null {
  const holders = membersOf(m, g).filter((e) => holdsUnique(m, e, 'Justice Served'));
  if (holders.length === 0) return null;
  const team = m.world.components.Gang.team;
  return (function* (): Resolution {
    for (const j of holders) {
      const enemies = [...m.ids.values()]
        .filter((e) => team[e] !== team[j])
        .sort(
          (a, b) =>
            Number(hasKeyword(m, b, 'Leader')) - Number(hasKeyword(m, a, 'Leader')) ||
            (m.world.components.Points.lpStart[b] ?? 0) - (m.world.components.Points.lpStart[a] ?? 0) ||
            a - b,
        );
      if (enemies.length === 0) continue;
      const options = enemies.map((e) => ({ id: idOf(m, e), label: nameOf(m, e), figure: idOf(m, e) }));
      const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, j), 'justice-served', options);
      const enemy = m.ids.get(id) ?? enemies[0]!;
      const t = served.ensure(m, () => new Map());
      t.set(j, enemy);
      emit(m, {
        type: 'ability',
        character: idOf(m, j),
        ability: 'Justice Served',
        effect: `names ${nameOf(m, enemy)}`,
      });
    }
  })();
}

/** Justice Served: Justice's attacks on the enemy she named re-roll every missed die, the Destiny Dice too. */
function justiceReroll(m: Match, attacker: number, target: number, _w: Weapon, roll: Roll) {
  if (justiceServedOn(m, attacker) !== target) return { roll, label: null };
  const missed = roll.dice.flatMap((d, i) => (!d.ace && !d.rerolled ? [i] : []));
  if (missed.length === 0) return { roll, label: null };
  return { roll: reroll(m.dice, roll, missed, true), label: `Justice Served: re-roll ${missed.length}` };
}

/** Lunar Might: gang index → the moon's rounds. */
const moons = matchTable<Map<number, 'early' | 'late'>>();

/** Rounds 1 to 3 are `early`; the moon of Lunar Might shines in round `round` for a gang that chose `when`. */
export function moonShines(when: 'early' | 'late', round: number): boolean {
  return when === 'early' ? round <= 3 : round >= 4;
}

function moonBeforeDeployment(m: Match, g: number): Resolution | null {
  const holder = membersOf(m, g).find((e) => holdsUnique(m, e, 'Lunar Might'));
  if (holder === undefined) return null;
  return (function* (): Resolution {
    const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, holder), 'lunar-might', [
      { id: 'early', label: 'the moon shines in rounds 1 to 3' },
      { id: 'late', label: 'the moon shines from round 4 on' },
    ]);
    const when = id === 'late' ? 'late' : 'early';
    const t = moons.ensure(m, () => new Map());
    t.set(g, when);
    emit(m, {
      type: 'ability',
      character: idOf(m, holder),
      ability: 'Lunar Might',
      effect: when === 'early' ? 'the moon shines in rounds 1 to 3' : 'the moon shines from round 4 on',
    });
  })();
}

/** Lunar Might as an entry of the registry: +1 MOVE, DEXTERITY and ATTACK while its gang's moon shines. */
export const LUNAR_MIGHT: AbilityDef = {
  name: 'Lunar Might',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  stat(m, eid, stat, value) {
    if (stat !== 'move' && stat !== 'dex' && stat !== 'attack') return value;
    const when = moons.get(m)?.get(m.world.components.Gang.index[eid] ?? -1);
    return when && moonShines(when, m.round) ? value + 1 : value;
  },
};

/** The choices before deployment and what they give, as a plug-in of the rule book. */
export const MASKS_PLUGIN = plugin('Masks, Justice Served and Lunar Might', (add) => {
  add(BEFORE_DEPLOYMENT, masksBeforeDeployment);
  add(BEFORE_DEPLOYMENT, justiceBeforeDeployment);
  add(BEFORE_DEPLOYMENT, moonBeforeDeployment);
  add(HIT_LANDS, armourersEdge);
  add(ATTACK_REROLL, justiceReroll);
  add(ABILITY_DEFS, OATH);
  add(ABILITY_DEFS, LUNAR_MIGHT);
});
