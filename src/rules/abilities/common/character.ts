/**
 * The universal Character Abilities (rulebook "Special Rules", "Character Abilities") as registry entries, and the
 * traits they give (character/traits.ts). Abilities played in the file of the action they change have an entry
 * with no hook here, so that the registry knows every name, and give that action's rule the traits it asks about
 * (character-traits.ts `CHARACTER_TRAITS`); the coverage table (docs/rules-coverage.md) says where each one lives.
 */

import type { AbilityDef, AbilityInstance } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { boonsNow } from '../../character/hooks.ts';
import { isNamedBy } from '../../character/keywords.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { gainStunned } from '../../character/stunned.ts';
import { largerBase, TRAITS, traitOf } from '../../character/traits.ts';
import { rollUnasked } from '../../rolls/roll.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  emit,
  enemiesOf,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { hookPoint, plugin } from '../../state/rule-book.ts';
import { charactersOnBoard, hasTag } from '../../state/world.ts';
import { encouraged } from '../unique/unique-effects.ts';
import { CHARACTER_TRAITS } from './character-traits.ts';

const elsewhere = (name: string, where: string): AbilityDef => ({
  name,
  kind: 'character',
  stacking: 'to-3',
  played: true,
  why: where,
});
const notYet = (name: string, why: string): AbilityDef => ({
  name,
  kind: 'character',
  stacking: 'to-3',
  played: false,
  why,
});

/** Life Points at or under which Berserk wakes at the start of a turn. */
export const BERSERK_LP = 5;

/** Whether character `other` is "an (X) character": X names its profile or one of its keywords. */
function isCompanionOf(m: Match, other: number, keywords: readonly string[]): boolean {
  // its keywords now: the role it plays, less those Pirate's Retinue takes (keywords.ts)
  return keywords.some((k) => isNamedBy(m, other, k));
}

/**
 * The friendly (X) characters `eid` sees (Companion). Our reading: the companions are friends, as the word says;
 * the rulebook does not say so outright.
 */
export function companionsSeen(m: Match, eid: number, a: AbilityInstance): number[] {
  const gang = m.world.components.Gang.index[eid];
  return charactersOnBoard(m.world).filter(
    (o) =>
      o !== eid &&
      m.world.components.Gang.index[o] === gang &&
      isCompanionOf(m, o, a.keywords) &&
      sightBetween(m, eid, o).lineOfSight,
  );
}

/**
 * Whether a rule makes `eid` use its own MIND now, borrowing none through Companion (He Searches Your Soul Alone).
 */
export const OWN_MIND_ONLY = hookPoint<(m: Match, eid: number) => boolean>('own MIND only');

/** `vampire`'s Vampiric Attack has just given it Life Points back, taken from `victim` (Brain Leech). */
export const VAMPIRIC_FED =
  hookPoint<(m: Match, vampire: number, victim: number) => void>('fed by Vampiric Attack');

/** Every Character Ability the engine knows, by bare name. */
export const CHARACTER_ABILITIES: readonly AbilityDef[] = [
  elsewhere('Acrobatic', 'trait move-dex-rerolls: run-climb.ts, jump.ts'),
  elsewhere('Aerial Attack', 'jump.ts, falling.ts'),
  {
    name: 'Berserk',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    turnStart(m, eid) {
      const c = m.world.components;
      const mem = memoryOf(m);
      mem.berserk.delete(eid);
      if ((c.Points.lp[eid] ?? 0) > BERSERK_LP) return;
      mem.berserk.add(eid);
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Berserk',
        effect: '+1 Action Point, +1 ATTACK',
      });
      // +1 Action Point for this turn, within the 3 a round allows (core/constants.ts MAX_AP_PER_ROUND).
      const used = c.Points.apUsed[eid] ?? 0;
      c.Points.ap[eid] = Math.max(0, Math.min((c.Points.ap[eid] ?? 0) + 1, 3 - used));
    },
    stat(m, eid, stat, value) {
      return stat === 'attack' && memoryOf(m).berserk.has(eid) ? value + 1 : value;
    },
  },
  notYet('Boat Crew', 'Boats are not in the engine yet'),
  elsewhere('Bodyguard', 'bodyguard.ts (an out-of-sequence charge at the charger)'),
  { name: 'Brave', kind: 'character', stacking: 'to-3', played: true, why: 'trait fearless: fear.ts' },
  {
    name: 'Brawler',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    stat(m, eid, stat, value, a) {
      if (stat !== 'attack' || !isOnBoard(m, eid)) return value;
      const touching = enemiesOf(m, eid).filter((e) => inContact(m, eid, e)).length;
      return touching >= 2 ? value + a.value : value;
    },
  },
  {
    name: 'Bulky',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    // No Hide: the trait cannot-hide (hide.ts `stanceProblem`).
    protect: (ctx) => (ctx.cover ? { noCover: true } : null),
  },
  {
    name: 'Companion',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    turnStart(m, eid, a) {
      if (companionsSeen(m, eid, a).length === 0) return;
      const c = m.world.components;
      const wp = c.Points.wp[eid] ?? 0;
      if (wp >= (c.Points.wpStart[eid] ?? 0)) return;
      // Fight For The Guild! (the Capodecina) makes it 2 for the friend it named.
      const more = boonsNow(m, eid).some((b) => b.source === 'Fight For The Guild!') ? 2 : 1;
      const after = Math.min(c.Points.wpStart[eid] ?? 0, wp + more);
      c.Points.wp[eid] = after;
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Companion',
        effect: `regains ${after - wp} Will Point${after - wp === 1 ? '' : 's'}`,
      });
    },
    stat(m, eid, stat, value, a) {
      if (stat !== 'mind' || !isOnBoard(m, eid)) return value;
      if (m.book.all(OWN_MIND_ONLY).some((f) => f(m, eid))) return value;
      const seen = companionsSeen(m, eid, a);
      if (seen.length === 0) return value;
      return Math.max(...seen.map((o) => m.world.components.Stats.mind[o] ?? 0));
    },
  },
  {
    name: 'Concealment',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    protect: (ctx, a) => (ctx.cover ? { pool: a.value } : null),
  },
  elsewhere('Engage', 'trait holds-disengagers: charging.ts'),
  elsewhere('Ethereal', 'trait moves-through-terrain: run-climb-reach.ts'),
  elsewhere('Expert Grappler', 'trait grapple-rerolls: grapple.ts, drown.ts'),
  {
    name: 'Expert Marksman',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx, a) => (ctx.contact ? null : { rerolls: a.value }),
  },
  {
    name: 'Expert Offence',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx, a) => (ctx.contact ? { rerolls: a.value } : null),
  },
  {
    name: 'Expert Protection',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    protect: (_ctx, a) => ({ rerolls: a.value }),
  },
  elsewhere(
    'Expert Sorcerer',
    'trait magic-rerolls: dispel.ts `magicRollSpec` (casting and dispelling); content/spell-choice.ts (more spells known)',
  ),
  elsewhere('Fast Swimmer', 'trait swim-move-bonus: run-climb-reach.ts'),
  {
    name: 'Fear',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (_ctx, a) => ({ fear: a.value }),
  },
  {
    name: 'First Strike',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack: (ctx, a) => (ctx.charging ? { pool: a.value } : null),
  },
  elsewhere('Flight', 'traits flies, falls-softly: fly.ts, falling.ts'),
  {
    name: 'Frenzied',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    why: 'trait pays-will-with-life: will-cost.ts',
  },
  {
    name: 'Full Plate',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    inWater(m, eid) {
      gainStunned(m, eid);
    },
    keepsStunned: (m, eid) => isSwimming(m, eid) && hasTag(m.world, eid, m.world.components.Stunned),
  },
  {
    name: 'Hunter',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack(ctx) {
      if (ctx.weapon.name === 'Unarmed') return null;
      return largerBase(ctx.m, ctx.target, ctx.attacker) ? { penetration: -3 } : null;
    },
  },
  elsewhere('Infiltration', 'trait deploys-high: deploy.ts'),
  elsewhere(
    'Limited Movement',
    'trait short-swims-and-climbs: movement-abilities.ts; carries no Objective: scenario/scenario-rules.ts',
  ),
  elsewhere('Mage', 'cast-spell.ts, dispel.ts; content/spell-choice.ts (spells known)'),
  elsewhere('Mindless', 'ignored when Objectives are scored: scenario/scenario-rules.ts'),
  {
    // Doctor characters within 6″ and in its sight may spend its Will Points (will-sources.ts).
    name: 'Nexus',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    lendsWill: { keyword: 'Doctor', inches: 6, from: 'wp', per: 1 },
  },
  notYet('Object', 'no profile of the catalogue has it'),
  {
    name: 'Parry',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    defend: (ctx, a) => (ctx.contact ? { forcedRerolls: a.value } : null),
  },
  elsewhere('Pickpocket', 'pickpocket.ts (Will Points on a successful disengage; no Mobile Objectives yet)'),
  {
    name: 'Primitive',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    turnStart(m, eid) {
      // Encouragement (the Handler): passed without a roll.
      if (encouraged(m, eid)) {
        emit(m, {
          type: 'ability',
          character: idOf(m, eid),
          ability: 'Encouragement',
          effect: 'passes its Primitive roll',
        });
        return;
      }
      primitiveRoll(m, eid);
    },
  },
  elsewhere('Slippery', 'trait disengages-freely: charging.ts'),
  {
    name: 'Universal Shielding',
    kind: 'character',
    stacking: 'unbounded',
    played: true,
    protect: (_ctx, a) => ({ floor: a.value }),
  },
  {
    name: 'Vampiric Attack',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit, a) {
      // Feeder (the Bulbous Toad): out of base contact too.
      const reaches =
        hit.contact || profileOf(hit.m, hit.attacker).uniqueAbilities.some((u) => u.name === 'Feeder');
      if (!reaches || hit.lpLost < 1 || !isOnBoard(hit.m, hit.attacker)) return null;
      // Regenerating (the Shackled Feaster): above its starting Life Points too.
      if (traitOf(hit.m, hit.attacker, 'vampiric-above-start').has) {
        const lp = hit.m.world.components.Points.lp;
        const before = lp[hit.attacker] ?? 0;
        lp[hit.attacker] = before + a.value;
        emit(hit.m, {
          type: 'life-points',
          character: idOf(hit.m, hit.attacker),
          lpBefore: before,
          lpAfter: before + a.value,
          cause: 'Vampiric Attack',
        });
        for (const f of hit.m.book.all(VAMPIRIC_FED)) f(hit.m, hit.attacker, hit.target);
      } else if (heal(hit.m, hit.attacker, a.value, 'Vampiric Attack') > 0)
        for (const f of hit.m.book.all(VAMPIRIC_FED)) f(hit.m, hit.attacker, hit.target);
      return null;
    },
  },
  elsewhere(
    'Water Creature',
    'traits no-swimming-penalty, underwater-inches, cannot-be-drowned, magic-in-water, deploys-in-water: ' +
      'run-climb-reach.ts, dive.ts, drown.ts, cast-spell.ts, dispel.ts, deploy.ts, newcomers.ts',
  ),
];

/**
 * A rule that takes the place of the Stunned counter when `eid` fails its Primitive roll (Madness Infused Muscle):
 * true when it does.
 */
export const PRIMITIVE_FAILED = hookPoint<(m: Match, eid: number) => boolean>('a Primitive roll failed');

/**
 * Primitive: a Basic MIND roll at the start of the turn (no Will Points); with no Ace, Stunned — unless a rule
 * takes its place ({@link PRIMITIVE_FAILED}).
 */
export function primitiveRoll(m: Match, eid: number): void {
  const roll = rollUnasked(m, eid, 'mind', 'primitive', 'Primitive');
  if (roll.aces > 0 || m.book.all(PRIMITIVE_FAILED).some((f) => f(m, eid))) return;
  gainStunned(m, eid);
}

/** The universal Character Abilities and their traits as a plug-in of the rule book. */
export const CHARACTER_ABILITIES_PLUGIN = plugin('Character Abilities', (add) => {
  for (const d of CHARACTER_ABILITIES) add(ABILITY_DEFS, d);
  for (const t of CHARACTER_TRAITS) add(TRAITS, t);
});
