/**
 * Strigoi unique abilities that change what their friends or their victims hold (rulebook "Special Rules";
 * registered by {@link STRIGOI_WARBAND_PLUGIN}). A friend is marked by a grant or a passive aura named by the
 * ability, and a registry entry of that name reads the mark — so the holder of the printed name gains nothing by it
 * where the card speaks of others.
 *
 * - **Martial Coup** (Radu Basarab): friendly Soldiers within 6″ of him and in his sight have Penetration −1 more
 *   against targets left with 0 Will Points.
 * - **Warlord** (the Wallachian Hospodar): other friendly Soldiers in its sight may use its MIND in place of their
 *   own — read as the higher of the two (a player uses it when it helps), unless a rule keeps them to their own.
 * - **Impaler** (the Wallachian Impaler): each enemy killed within 3″ of it makes its Fear one stronger (Fear (−1)
 *   becomes Fear (−2)) and its Vampiric Attack one higher, for the rest of the game (to 3 at most, as abilities
 *   stack).
 * - **Brain Leech** (the Leech): each time its Vampiric Attack gives it Life Points back, the victim loses 1 from
 *   every ability it holds with a number above 0 (Acrobatic (3) becomes Acrobatic (2)), for the rest of the game.
 * - **African Bewitching** (Cibele, PULSE Command Ability): until the round ends the weapons of every friendly Bride
 *   on the board, Cibele too, have Stun: a hit that deals Damage (or a Harmless one) gives the target a Stunned
 *   counter.
 */
import type { AbilityDef, HitReport } from '../../character/ability-types.ts';
import { give } from '../../character/give.ts';
import { addGrant } from '../../character/grants.ts';
import { abilitiesOf, hasBoonFrom } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { CASUALTY } from '../../character/life-points.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { emit, idOf, isOnBoard, type Match, nameOf, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { OWN_MIND_ONLY, VAMPIRIC_FED } from '../common/character.ts';
import { shrugsOff } from '../common/poison.ts';
import { printedCommandAbilities, sameGang } from '../unique/command-ability-forms.ts';
import { holdersNear } from '../unique/holders.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

/** Martial Coup: its reach (inches) and the Penetration it adds. */
export const MARTIAL_COUP_INCHES = 6;
export const MARTIAL_COUP_PENETRATION = -1;
/** Impaler: how near the kill must be (inches). */
export const IMPALER_INCHES = 3;

const friendlySoldier = (m: Match, holder: number, eid: number) =>
  eid !== holder && sameGang(m, holder, eid) && hasKeyword(m, eid, 'Soldier');

/** The passive auras that mark friends for Martial Coup and Warlord. */
export const WARBAND_AURAS: readonly PassiveAura[] = [
  {
    name: 'Martial Coup',
    text: 'Friendly Soldiers within 6″ in his sight have Penetration −1 more against targets with 0 Will Points.',
    range: MARTIAL_COUP_INCHES,
    sight: true,
    names: friendlySoldier,
    boon: { abilities: [{ name: 'Martial Coup', value: null }] },
  },
  {
    name: 'Warlord',
    text: 'Other friendly Soldiers in its sight may use its MIND in place of their own.',
    range: null,
    sight: true,
    names: friendlySoldier,
    boon: { abilities: [{ name: 'Warlord', value: null }] },
  },
];

/** The highest printed MIND among the friendly Warlords that see `eid`. */
function warlordMind(m: Match, eid: number): number {
  let best = 0;
  for (const h of charactersOnBoard(m.world)) {
    if (h === eid || !sameGang(m, h, eid) || !holdsUnique(m, h, 'Warlord')) continue;
    if (!sightBetween(m, h, eid).lineOfSight) continue;
    best = Math.max(best, m.world.components.Stats.mind[h] ?? 0);
  }
  return best;
}

/** The registry entries reading the marks. */
export const WARBAND_DEFS: readonly AbilityDef[] = [
  {
    name: 'Martial Coup',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx) =>
      hasBoonFrom(ctx.m, ctx.attacker, 'Martial Coup') &&
      (ctx.m.world.components.Points.wp[ctx.target] ?? 0) === 0
        ? { penetration: MARTIAL_COUP_PENETRATION }
        : null,
  },
  {
    name: 'Warlord',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    stat(m, eid, stat, value) {
      if (stat !== 'mind' || !hasBoonFrom(m, eid, 'Warlord')) return value;
      if (m.book.all(OWN_MIND_ONLY).some((f) => f(m, eid))) return value;
      return Math.max(value, warlordMind(m, eid));
    },
  },
  {
    name: 'African Bewitching',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit: HitReport) {
      if (!hasBoonFrom(hit.m, hit.attacker, 'African Bewitching')) return null;
      if (
        (hit.damage > 0 || hit.harmless) &&
        isOnBoard(hit.m, hit.target) &&
        !shrugsOff(hit.m, hit.target, 'Stun')
      )
        gainStunned(hit.m, hit.target);
      return null;
    },
  },
];

/** African Bewitching (see the module comment). */
export const AFRICAN_BEWITCHING: CommandAbility = {
  name: 'African Bewitching',
  form: 'pulse',
  text: 'PULSE: the weapons of every friendly Bride have Stun until the round ends.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no character' : null),
  affects: (m, user) =>
    charactersOnBoard(m.world)
      .filter((e) => sameGang(m, user, e) && hasKeyword(m, e, 'Bride'))
      .map((eid) => ({ eid, boon: { abilities: [{ name: 'Stun', value: null }] }, lp: 0 })),
  resolve(m, user) {
    for (const b of charactersOnBoard(m.world))
      if (sameGang(m, user, b) && hasKeyword(m, b, 'Bride'))
        give(
          m,
          user,
          b,
          'African Bewitching',
          { abilities: [{ name: 'African Bewitching', value: null }], words: 'its weapons have Stun' },
          'round',
        );
  },
};

/** Impaler: an enemy of an Impaler died within 3″ of it. */
function impaler(m: Match, dead: number): void {
  for (const h of holdersNear(m, dead, 'Impaler', IMPALER_INCHES, 'enemy')) {
    addGrant(m, {
      holder: h,
      source: 'Impaler',
      until: { kind: 'game' },
      abilities: [
        { name: 'Fear', value: -1 },
        { name: 'Vampiric Attack', value: 1 },
      ],
    });
    emit(m, {
      type: 'ability',
      character: idOf(m, h),
      ability: 'Impaler',
      effect: `${nameOf(m, dead)} impaled: its Fear and Vampiric Attack grow by 1`,
    });
  }
}

/** Brain Leech: the Leech fed on `victim`. */
function brainLeech(m: Match, vampire: number, victim: number): void {
  if (!holdsUnique(m, vampire, 'Brain Leech') || !isOnBoard(m, victim)) return;
  const lowered = abilitiesOf(m, victim).filter((a) => a.value > 0 && a.keywords.length === 0);
  if (lowered.length === 0) return;
  addGrant(m, {
    holder: victim,
    source: 'Brain Leech',
    until: { kind: 'game' },
    abilities: lowered.map((a) => ({ name: a.def.name, value: -1 })),
  });
  emit(m, {
    type: 'ability',
    character: idOf(m, vampire),
    ability: 'Brain Leech',
    effect: `${nameOf(m, victim)} loses 1 from ${lowered.map((a) => a.def.name).join(', ')}`,
  });
}

/** The abilities of this module as plug-ins of the rule book. */
export const STRIGOI_WARBAND_PLUGIN = plugin('Strigoi war band', (add) => {
  for (const def of WARBAND_DEFS) add(ABILITY_DEFS, def);
  add(CASUALTY, impaler);
  add(VAMPIRIC_FED, brainLeech);
});
export const STRIGOI_WARBAND_AURAS_PLUGIN = passiveAurasPlugin('Strigoi war band auras', WARBAND_AURAS);
export const AFRICAN_BEWITCHING_PLUGIN = printedCommandAbilities('African Bewitching', [AFRICAN_BEWITCHING]);
