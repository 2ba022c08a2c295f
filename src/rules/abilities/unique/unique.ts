/**
 * Unique abilities printed on single profiles of The Guild and Rashaar that the engine plays, as registry entries
 * (the registry looks up a profile's unique abilities by name like its Character Abilities). Those with a hook
 * act here; those read where their action is played have an entry naming the file, so `abilityOf` finds them.
 * Passive auras are in passives.ts, Command Abilities in src/rules/abilities/unique/unique-command-abilities.ts.
 */

import type { AbilityDef, HitReport, Step } from '../../character/ability-types.ts';
import { addGrant } from '../../character/grants.ts';
import { heal } from '../../character/heal.ts';
import { HIT_TAKEN, TURN_START, WEAPON_PROBLEM } from '../../character/hooks.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { TRAITS, type TraitEntry } from '../../character/traits.ts';
import { DROWNED, EXTRA_DAMAGE, TAKEN_OUT_OUTRIGHT, WEAPON_STRIKES } from '../../combat/combat-hooks.ts';
import { COMMAND_PROBLEM } from '../../command/command-hooks.ts';
import { MAX_AP_PER_ROUND } from '../../core/constants.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { CHARGE_FROM_ABOVE, MOVE_BONUS } from '../../movement/movement-hooks.ts';
import { mindRollOrStunned } from '../../rolls/mind-roll.ts';
import { RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard, hasTag } from '../../state/world.ts';
import { knockback } from '../common/knockback.ts';
import { addToMob } from '../guild/mob.ts';

const readElsewhere = (name: string, where: string): AbilityDef => ({
  name,
  kind: 'character',
  stacking: 'to-3',
  played: true,
  why: where,
});

/** Rashaar's Secreting Myxin: attacks made from within this many inches need 4 more for an Ace. */
export const MUCUS_INCHES = 3;

/** Every unique ability with an entry in the registry. */
export const UNIQUE_ABILITIES: readonly AbilityDef[] = [
  {
    // The Wet Nurse: friendly Hydra characters within 6″ and in its sight may spend its Will Points (will-sources.ts).
    name: 'Surrogate',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    lendsWill: { keyword: 'Hydra', inches: 6, from: 'wp', per: 1 },
  },
  {
    // The Blooded: friendly House of Virtue characters within 6″ and in its sight may spend its Life Points as Will
    // Points, 2 for each, even if that takes it out (will-sources.ts). Its Cast Spell clause waits for magic.
    name: 'Living Sacrifice',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    lendsWill: { keyword: 'House of Virtue', inches: 6, from: 'lp', per: 2 },
  },
  {
    // Sir Tiburcio: +1 PROTECTION while in water (beside any cover); it can never Dive (trait cannot-dive: dive.ts).
    name: 'Dead Weight',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    stat: (m, eid, stat, value) => (stat === 'protection' && isSwimming(m, eid) ? value + 1 : value),
  },
  {
    // The Brute: never receives a Stunned counter (the trait never-stunned: stunned.ts).
    name: 'Thick Skull',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    why: 'trait never-stunned: stunned.ts',
  },
  {
    // The Secreting Myxin: +4 DEXTERITY against Combat actions made from within 3″ (its −1 MOVE and DEXTERITY on
    // enemies within 3″ is a passive aura, passives.ts).
    name: 'Mucus',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    defend: (ctx) =>
      distanceBetween(ctx.m, ctx.attacker, ctx.target) <= MUCUS_INCHES ? { evasion: 4 } : null,
  },
  {
    // Infant Kraken: +1 ATTACK for each other Infant Kraken in base contact with its target.
    name: 'One Mind',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    attack(ctx) {
      const { m, attacker, target } = ctx;
      const kin = charactersOnBoard(m.world).filter(
        (o) =>
          o !== attacker &&
          m.world.components.Gang.index[o] === m.world.components.Gang.index[attacker] &&
          profileOf(m, o).id === profileOf(m, attacker).id &&
          inContact(m, o, target),
      ).length;
      return kin > 0 ? { pool: kin } : null;
    },
  },
  {
    // The Dagonite Priest: regains 1 Will Point for every Life Point its Sacrificial Dagger removes. (Our reading
    // of "it may attack friendly characters" is left out: Combat names enemies only.)
    name: 'Sacrifice',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      if (hit.weapon.name !== 'Sacrificial Dagger' || hit.lpLost < 1) return null;
      const p = hit.m.world.components.Points;
      const before = p.wp[hit.attacker] ?? 0;
      const after = Math.min(p.wpStart[hit.attacker] ?? before, before + hit.lpLost);
      if (after > before) {
        p.wp[hit.attacker] = after;
        emit(hit.m, {
          type: 'regain',
          character: idOf(hit.m, hit.attacker),
          points: 'will',
          amount: after - before,
          after,
          cause: 'Sacrifice',
        });
      }
      return null;
    },
  },
  {
    // The Death Duelist: a kill with a Combat action gives, as its side picks, +1 Action Point (in its own turn,
    // never beyond 3 in the round), 4 Life Points back, or 2 Will Points back.
    name: 'Victory Rush',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit: (hit) => (killedFoe(hit) ? victoryRush(hit) : null),
  },
  {
    // Ebenezer Chummage: a Monster it kills gives back 1 Command Point.
    name: 'A Choice Cut',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      if (killedFoe(hit) && profileOf(hit.m, hit.target).keywords.includes('Monster'))
        regain(hit.m, hit.attacker, 'command', 1, 'A Choice Cut');
      return null;
    },
  },
  {
    // The Tainted Maw: a Mutated Limbs attack that makes an enemy lose Life Points drags it into base contact.
    name: 'Drag to the Depths',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      const { m, attacker, target } = hit;
      if (hit.weapon.name !== 'Mutated Limbs' || hit.lpLost < 1 || !isOnBoard(m, target)) return null;
      if (inContact(m, attacker, target)) return null;
      return knockback(m, attacker, target, {
        pull: true,
        inches: distanceBetween(m, attacker, target),
        ability: 'Drag to the Depths',
      });
    },
  },
  readElsewhere('Swallow Whole', 'combat.ts `resolveAttack` (5+ Aces on a 40 mm or smaller base: taken out)'),
  readElsewhere(
    'Doot',
    'combat.ts `resolveAttack` (an attack with the Trumpet: friends within 3″ +1 Will Point)',
  ),
  readElsewhere('Herding', 'run-climb.ts `moveBudget` (+2″ to friendly Monsters within 2″)'),
  readElsewhere('Encouragement', 'character.ts Primitive (passed near the Handler)'),
  readElsewhere('Foetid Pheromones', 'hooks.ts `turnStartAbilities` (First Strike (1) for the turn)'),
  readElsewhere('Postpartum', 'passives.ts `postpartum` (+3 ATTACK for the round)'),
  {
    // The Indebted: each enemy it kills with a Combat action adds a re-roll to the Mob Mentality pool.
    name: 'Paying Off My Debts',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      if (killedFoe(hit)) addToMob(hit.m, hit.attacker, 1, 'Paying Off My Debts');
      return null;
    },
  },
  readElsewhere('Unwieldy', 'unique.ts `uniqueWeaponProblem` (only as the first action of its turn)'),
  readElsewhere('Flambé', 'unique.ts `uniqueWeaponProblem` (only within 3″ of a Firebreather)'),
  readElsewhere('"Encouragement"', 'command-points.ts (ORDER and COUNTER to Henchmen only)'),
  readElsewhere('Patient Hunter', 'charging.ts (leaving the water to charge: a charge from above)'),
  readElsewhere('Truth of Dagon', 'drown.ts (an enemy she sees drowned: MIND roll or Stunned)'),
  readElsewhere('Get Over Here', 'knockback.ts (the Whaler picks the direction of the push)'),
  readElsewhere('Vatican Apostate', 'unique.ts `apostateReroll` (a Destiny Dice showing 1 re-rolled)'),
  readElsewhere('Climber', 'trait climb-counts-an-ace: run-climb.ts (a climb roll counts at least one Ace)'),
  readElsewhere('Burned Flesh', 'combat.ts `resolveAttack` (+2 Damage when no Protection dice)'),
  readElsewhere('Rip Apart', 'unique.ts `ripApart` (a Tentacle’s kill: +1 Will Point)'),
  {
    // The Blood Matron: a Stunned counter from a Critical with the Pithing Needle stays for the rest of the game.
    name: 'Go For The Eyes',
    kind: 'character',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      const { m, target } = hit;
      if (hit.weapon.name !== 'Pithing Needle' || !hit.critical || !isOnBoard(m, target)) return null;
      if (!hasTag(m.world, target, m.world.components.Stunned)) return null;
      memoryOf(m).stunnedForGame.add(target);
      emit(m, {
        type: 'ability',
        character: idOf(m, target),
        ability: 'Go For The Eyes',
        effect: 'is Stunned for the rest of the game',
      });
      return null;
    },
  },
  readElsewhere('Twin Pistols', 'reload.ts (the two pistols share one allowance of two uses)'),
  readElsewhere('Fight For The Guild!', 'character.ts Companion (2 Will Points a turn for the friend named)'),
  readElsewhere('A Hero Among Thieves', 'content/gang-rules.ts `memberRoles` (Leader alone, else a Hero)'),
  readElsewhere('Whispers on the Street', 'mob.ts `startRoundMob` (one re-roll per Beggar each round)'),
  readElsewhere(
    'Lead Through Fear',
    'passives.ts `leadThroughFear` (a death within 6″: +1 Command Point, +1 Will Point)',
  ),
  readElsewhere(
    'Gusher',
    'traits drowns-out-of-water, drown-attack-bonus: drown.ts (Drown out of water), grapple.ts `grappleDice` (+2 ATTACK)',
  ),
  readElsewhere('Keep it Flowing', 'trait drowns-out-of-water: drown.ts (Drown out of water)'),
  readElsewhere(
    'Dragging Down',
    'trait drown-rerolls-all: grapple.ts `grappleDice` (every missed die of a Drown re-rolled)',
  ),
  readElsewhere('Climbing Suckers', 'trait move-fumble-is-fail: run-climb.ts (a Fumble counts as a Fail)'),
  readElsewhere('Leaper', 'trait jumps-farther: jump.ts `jumpInches` (+2″ on a Success or Critical)'),
  readElsewhere('Feeder', 'character.ts Vampiric Attack (out of base contact too)'),
  readElsewhere('Barbed Tongue', 'knockback.ts (the Tongue Harpoon pulls)'),
  readElsewhere('The Lamp', 'roll.ts (enemies within 3″ spend no Will Points)'),
  readElsewhere('Herald of an Old God', 'rashaar/herald.ts (7+ keeps the Command Point)'),
  readElsewhere(
    'Blood Rights',
    'unique-actions.ts (1 AP: 1 Life Point from a character within 3″, +1 Will Point)',
  ),
  readElsewhere(
    'Transfusion',
    'unique-actions.ts (1 Will Point: heal a friend or wound an enemy in base contact)',
  ),
  readElsewhere(
    'Fade to the Shadow',
    'unique-actions.ts (2 AP: set down by other Vertical Terrain, 6″ from enemies)',
  ),
  readElsewhere(
    'Rope Arrow',
    'unique-actions.ts (2 AP: slide to a lower point on Vertical Terrain within 12″)',
  ),
  readElsewhere('Gifts of Dried Meats', 'turn-choices.ts (turn end: a hurt friend in base contact heals 2)'),
  readElsewhere('Blood for Magic', 'turn-choices.ts (turn start: up to 3 Life Points into Will Points)'),
  readElsewhere('Feast For Dagon', 'turn-choices.ts (turn end: the Slave is removed, a Monster heals 5)'),
  readElsewhere('A Bounty Worth Taking', 'bounty.ts (coins for kills; perks bought at the start of a turn)'),
  readElsewhere(
    'Bucket of Blood',
    'magic-state.ts `bucketSpellOf`, `castableKnownSpells` (a spell kept for friendly Mages)',
  ),
  readElsewhere('Magic for Blood', 'magic-abilities.ts (2 Life Points after each spell that takes effect)'),
  readElsewhere('Rent-born', 'magic-abilities.ts `rentBornCost` (1 Will Point less, once a round)'),
  readElsewhere(
    'Entwined Magics',
    'content/spell-choice.ts (Expert Sorcerer spells from its other Disciplines)',
  ),
  readElsewhere(
    'Dagonite Baptism',
    'content/spell-choice.ts `knownSpells` and spells/life.ts (a spell she knows)',
  ),
  readElsewhere('Take it for the Guild!', 'pickpocket.ts `pickpocketAmount` (2 Will Points back, not 1)'),
  readElsewhere(
    'Hidden in Plain Sight',
    'trait deploys-anywhere: deploy-anywhere.ts (set up anywhere at ground level, 6″ from enemies)',
  ),
  readElsewhere(
    'Unsightly',
    'trait deploys-anywhere: deploy-anywhere.ts (set up anywhere at ground level, 6″ from enemies)',
  ),
  readElsewhere(
    'Sculler',
    'traits row-rerolls-failed, deploys-in-water: row.ts `scullerRerolls` (failed Row dice re-rolled), deploy.ts ' +
      '(may set up in water)',
  ),
  readElsewhere(
    'Serpentine',
    'space/ (our reading: the boards never stop a base for its width — every figure passes the 1″ gaps between ' +
      'pieces — so the squeeze Serpentine allows is always there)',
  ),
  readElsewhere(
    'Dimensional Pool',
    "rashaar/dimensional-pool.ts (the Water Portal's marker stays; the ground under it counts as water until the round ends)",
  ),
  readElsewhere(
    'Smuggling',
    'trait agenda-command-points: agendas/agendas.ts `smuggling` (a friend within 6″ in sight regains 1 Command ' +
      'Point per Agenda achieved)',
  ),
  readElsewhere('Spawn', 'spawn.ts (a unique action: 3 Life Points for an Infant Kraken, once a round)'),
  readElsewhere('Living Vessel', 'unique-summons.ts `afterCasualtySummons` (Infant Krakens when it dies)'),
  readElsewhere(
    'Kraken Nurse',
    'unique-summons.ts `newcomerPlaced` (+1 Will Point per new Infant Kraken seen)',
  ),
  readElsewhere(
    'Grasp of the Abyss',
    'unique-summons.ts `afterTurnSummons` (Tentacles within 3″ after its turn)',
  ),
  readElsewhere(
    'Part of the Whole',
    'unique-summons.ts (back within 6″ after enemy turns; dies with the Emissary)',
  ),
];

/**
 * The traits the unique abilities read where their action is played give (character/traits.ts), with the number
 * a trait carries where the card fixes it.
 */
export const UNIQUE_TRAITS: readonly TraitEntry[] = [
  { ability: 'Climber', trait: 'climb-counts-an-ace' },
  { ability: 'Climbing Suckers', trait: 'move-fumble-is-fail' },
  { ability: 'Dead Weight', trait: 'cannot-dive' },
  { ability: 'Dragging Down', trait: 'drown-rerolls-all' },
  { ability: 'Gusher', trait: 'drowns-out-of-water' },
  // +2 ATTACK on its Drown actions.
  { ability: 'Gusher', trait: 'drown-attack-bonus', value: 2 },
  { ability: 'Hidden in Plain Sight', trait: 'deploys-anywhere' },
  { ability: 'Keep it Flowing', trait: 'drowns-out-of-water' },
  { ability: 'Leaper', trait: 'jumps-farther' },
  { ability: 'Sculler', trait: 'row-rerolls-failed' },
  { ability: 'Sculler', trait: 'deploys-in-water' },
  { ability: 'Smuggling', trait: 'agenda-command-points' },
  { ability: 'Thick Skull', trait: 'never-stunned' },
  { ability: 'Unsightly', trait: 'deploys-anywhere' },
];

/** Whether the hit took an enemy of the attacker out of the game. */
function killedFoe(hit: HitReport): boolean {
  const gang = hit.m.world.components.Gang.index;
  return hit.lpLost > 0 && !isOnBoard(hit.m, hit.target) && gang[hit.target] !== gang[hit.attacker];
}

/**
 * Give back `amount` Will or Command Points to `eid` (never above its starting value: the profile's for Command
 * Points) with a `regain` event; returns how many.
 */
export function regain(
  m: Match,
  eid: number,
  points: 'will' | 'command',
  amount: number,
  cause: string,
): number {
  const p = m.world.components.Points;
  const now = points === 'will' ? p.wp : p.cp;
  const cap = points === 'will' ? (p.wpStart[eid] ?? 0) : profileOf(m, eid).cp;
  const before = now[eid] ?? 0;
  const after = Math.max(before, Math.min(cap, before + amount));
  if (after === before) return 0;
  now[eid] = after;
  emit(m, { type: 'regain', character: idOf(m, eid), points, amount: after - before, after, cause });
  return after - before;
}

/** Victory Rush: the attacker's side picks its reward (a `choose` decision, purpose `victory-rush`). */
function* victoryRush(hit: HitReport): Step {
  const { m, attacker } = hit;
  const p = m.world.components.Points;
  if (!isOnBoard(m, attacker)) return;
  const apRoom =
    m.active === attacker && (p.apUsed[attacker] ?? 0) + (p.ap[attacker] ?? 0) < MAX_AP_PER_ROUND;
  const hurt = (p.lpStart[attacker] ?? 0) - (p.lp[attacker] ?? 0);
  const options: ChoiceOption[] = [
    ...(apRoom ? [{ id: 'ap', label: '+1 Action Point' }] : []),
    { id: 'heal', label: `4 Life Points back (${Math.min(4, hurt)} missing)` },
    { id: 'wp', label: '2 Will Points back' },
  ];
  // The first option is the pick of a side that does not choose: Life Points when badly hurt, else the action.
  if (hurt >= 3) options.sort((a) => (a.id === 'heal' ? -1 : 0));
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, attacker),
    character: idOf(m, attacker),
    purpose: 'victory-rush',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
  if (id === 'ap' && apRoom) {
    p.ap[attacker] = (p.ap[attacker] ?? 0) + 1;
    emit(m, {
      type: 'regain',
      character: idOf(m, attacker),
      points: 'action',
      amount: 1,
      after: p.ap[attacker],
      cause: 'Victory Rush',
    });
  } else if (id === 'wp') regain(m, attacker, 'will', 2, 'Victory Rush');
  else heal(m, attacker, 4, 'Victory Rush');
}

/** Swallow Whole (the Morgraur): Aces an attack needs to take a small-based target out outright. */
export const SWALLOW_ACES = 5;
/** The largest base (mm) Swallow Whole takes. */
export const SWALLOW_BASE_MM = 40;

/**
 * Whether `attacker`'s attack with `aces` Aces swallows `target` whole: the Morgraur's normal attacks (not Attacks
 * of Opportunity) with 5 or more Aces on a base of 40 mm or less. The caller takes the target out, no Damage.
 */
export function swallowsWhole(
  m: Match,
  attacker: number,
  target: number,
  aces: number,
  opportunity: boolean,
): boolean {
  return (
    !opportunity &&
    aces >= SWALLOW_ACES &&
    (m.world.components.Base.mm[target] ?? 0) <= SWALLOW_BASE_MM &&
    profileOf(m, attacker).uniqueAbilities.some((u) => u.name === 'Swallow Whole')
  );
}

/** Swallow Whole after a hit of `attacker` on `target` with `roll`: when {@link swallowsWhole}, the target is out. */
function swallow(
  m: Match,
  attacker: number,
  target: number,
  roll: Roll,
  how: { opportunity?: boolean },
): boolean {
  if (!swallowsWhole(m, attacker, target, roll.aces, how.opportunity ?? false)) return false;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Swallow Whole',
    effect: `swallows ${idOf(m, target)}`,
  });
  loseLifePoints(m, target, m.world.components.Points.lp[target] ?? 0, 'Swallow Whole');
  return true;
}

/** Inches within which Doot gives friends a Will Point. */
export const DOOT_INCHES = 3;

/** Doot (the Very Loud Ostrich): an attack with the Trumpet gives every friend within 3″ 1 Will Point back. */
export function doot(m: Match, attacker: number, weapon: string): void {
  if (weapon !== 'Trumpet' || !profileOf(m, attacker).uniqueAbilities.some((u) => u.name === 'Doot')) return;
  const gang = m.world.components.Gang.index;
  for (const o of charactersOnBoard(m.world)) {
    if (o === attacker || gang[o] !== gang[attacker] || distanceBetween(m, attacker, o) > DOOT_INCHES)
      continue;
    regain(m, o, 'will', 1, 'Doot');
  }
}

/** Herding (the Handler): inches a friendly Monster beginning a Run/Climb within 2″ of a Handler adds. */
export const HERDING_INCHES = 2;

/** Herding's extra MOVE for `eid` now (0 unless it is a Monster within 2″ of a friendly Handler). */
export function herding(m: Match, eid: number): number {
  if (!profileOf(m, eid).keywords.includes('Monster')) return 0;
  const gang = m.world.components.Gang.index;
  const near = charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      gang[h] === gang[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Herding') &&
      distanceBetween(m, h, eid) <= HERDING_INCHES,
  );
  return near ? HERDING_INCHES : 0;
}

/**
 * Encouragement (the Handler): a Feral friend beginning its turn within 6″ of a Handler that sees it passes its
 * Primitive roll without rolling.
 */
export function encouraged(m: Match, eid: number): boolean {
  if (!profileOf(m, eid).keywords.includes('Feral')) return false;
  const gang = m.world.components.Gang.index;
  return charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      gang[h] === gang[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Encouragement') &&
      distanceBetween(m, h, eid) <= 6 &&
      sightBetween(m, h, eid).lineOfSight,
  );
}

/**
 * Foetid Pheromones (Thalidraur): another friend beginning its turn within 6″ of it has First Strike (1) for that
 * turn (a grant ending with the turn).
 */
export function foetidPheromones(m: Match, eid: number): void {
  const gang = m.world.components.Gang.index;
  const near = charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      gang[h] === gang[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Foetid Pheromones') &&
      distanceBetween(m, h, eid) <= 6,
  );
  if (!near) return;
  addGrant(m, {
    holder: eid,
    source: 'Foetid Pheromones',
    until: { kind: 'turn-end', of: eid, turns: 1 },
    abilities: [{ name: 'First Strike', value: 1 }],
  });
}

/** The weapons each Unwieldy profile may only use as the first action of its turn (their cards name them). */
const UNWIELDY_WEAPONS = new Set([
  'Twin Duelling Pistols',
  'Twin Rifled Duelling Pistols',
  'Nock Gun',
  'Long Rifle',
  'Scorpio',
]);

/** Inches from a Firebreather within which the Brewer may throw its Flaming Bottles (Flambé). */
export const FLAMBE_INCHES = 3;

const holds = (m: Match, eid: number, name: string) =>
  profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);

/**
 * Why `eid` may not use `weapon` now because of a unique ability, or null:
 * - Unwieldy: the weapon named on the card only as the first action of its own turn. Our reading of "Attacks of
 *   Opportunity included": an Attack of Opportunity is never the first action of the character's turn, so never
 *   with that weapon;
 * - Flambé (the Brewer): the Flaming Bottles only within 3″ of a friendly Firebreather.
 */
export function uniqueWeaponProblem(m: Match, eid: number, weapon: { readonly name: string }): string | null {
  // its first action: its turn has just begun, or the command starts it (no one acts yet)
  const first = m.active === eid ? m.turnState.fresh : m.active < 0;
  if (UNWIELDY_WEAPONS.has(weapon.name) && holds(m, eid, 'Unwieldy') && !first)
    return `${weapon.name} is Unwieldy: only as the first action of the turn`;
  if (weapon.name === 'Flaming Bottles' && holds(m, eid, 'Flambé')) {
    const gang = m.world.components.Gang.index;
    const near = charactersOnBoard(m.world).some(
      (o) =>
        o !== eid &&
        gang[o] === gang[eid] &&
        profileOf(m, o).name.includes('Firebreather') &&
        distanceBetween(m, o, eid) <= FLAMBE_INCHES,
    );
    if (!near) return 'the Flaming Bottles need a Firebreather within 3″ (Flambé)';
  }
  return null;
}

/** "Encouragement" (the Dog Keeper): it gives ORDERs and COUNTERs to Henchmen only (command-hooks.ts). */
function encouragement(m: Match, giver: number, target: number): string | null {
  return !holds(m, giver, '"Encouragement"') || profileOf(m, target).keywords.includes('Henchman')
    ? null
    : `${idOf(m, giver)} gives ORDERs to Henchmen only`;
}

/** Patient Hunter (the Caandru Eel): a charge begun in water counts as a charge from above. */
export function patientHunter(m: Match, eid: number, startedInWater: boolean): boolean {
  return startedInWater && holds(m, eid, 'Patient Hunter');
}

/**
 * Truth of Dagon (the Drowned Nun): an enemy she sees losing Life Points to a Drown makes a Basic MIND roll; with no
 * Ace it is Stunned. Read by drown.ts after the Life Points are lost (combat-hooks.ts `DROWNED`).
 */
export function truthOfDagon(m: Match, victim: number): void {
  if (!isOnBoard(m, victim)) return;
  const gang = m.world.components.Gang.index;
  const nun = charactersOnBoard(m.world).find(
    (o) =>
      gang[o] !== gang[victim] && holds(m, o, 'Truth of Dagon') && sightBetween(m, o, victim).lineOfSight,
  );
  if (nun !== undefined) mindRollOrStunned(m, victim, 'truth-of-dagon', 'Truth of Dagon');
}

/**
 * Vatican Apostate (Sir Tiburcio): it may re-roll the Destiny Dice of its Attack and Protection Rolls. Our reading,
 * as re-rolls ask nobody: the Destiny Dice is re-rolled when it shows a 1 (the worst face: never an Ace, a Fumble
 * without Aces), so the re-roll can only help. The odds shown before an attack leave it out.
 */
export function apostateReroll(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  const fights = purpose === 'attack' || purpose === 'attack-of-opportunity' || purpose === 'protection';
  const destiny = roll.dice[0];
  if (!fights || !destiny || destiny.value !== 1 || destiny.rerolled || !holds(m, eid, 'Vatican Apostate'))
    return { roll, label: null };
  return { roll: reroll(m.dice, roll, [0], true), label: 'Vatican Apostate: Destiny Dice re-rolled' };
}

/** Burned Flesh (the Demagogue): Damage its Burning Brand adds when the target has no Protection dice. */
export const BURNED_FLESH_DAMAGE = 2;

/** Extra Damage of `attacker`'s hit with `weapon` on a target rolling `protectionPool` Protection dice. */
export function burnedFlesh(m: Match, attacker: number, weapon: string, protectionPool: number): number {
  return weapon === 'Burning Brand' && protectionPool <= 0 && holds(m, attacker, 'Burned Flesh')
    ? BURNED_FLESH_DAMAGE
    : 0;
}

/**
 * Rip Apart (the Emissary of Mother Hydra): when one of its Tentacles kills an enemy with a Combat action, the
 * Emissary (a friend on the board) refills 1 Will Point. Called by hooks.ts `afterHit`.
 */
export function ripApart(hit: HitReport): void {
  const { m, attacker } = hit;
  if (!killedFoe(hit) || !profileOf(m, attacker).name.endsWith('Tentacle')) return;
  const gang = m.world.components.Gang.index;
  for (const e of charactersOnBoard(m.world))
    if (gang[e] === gang[attacker] && holds(m, e, 'Rip Apart')) regain(m, e, 'will', 1, 'Rip Apart');
}

/** The unique abilities of this file as a plug-in of the rule book. */
export const UNIQUE_ABILITIES_PLUGIN = plugin('unique abilities', (add) => {
  for (const d of UNIQUE_ABILITIES) add(ABILITY_DEFS, d);
  for (const t of UNIQUE_TRAITS) add(TRAITS, t);
  add(TURN_START, foetidPheromones);
  add(WEAPON_PROBLEM, uniqueWeaponProblem);
  add(HIT_TAKEN, ripApart);
  add(RULE_REROLL, apostateReroll);
  add(WEAPON_STRIKES, (m, attacker, weapon) => doot(m, attacker, weapon.name));
  add(TAKEN_OUT_OUTRIGHT, swallow);
  add(EXTRA_DAMAGE, (m, attacker, weapon, pool) => burnedFlesh(m, attacker, weapon.name, pool));
  add(DROWNED, truthOfDagon);
  add(CHARGE_FROM_ABOVE, (m, eid, startZ) => patientHunter(m, eid, startZ < 0));
  add(MOVE_BONUS, herding);
  add(COMMAND_PROBLEM, encouragement);
});
