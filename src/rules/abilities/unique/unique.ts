/**
 * Unique abilities printed on single profiles of The Guild and Rashaar that the engine plays, as registry entries
 * (the registry looks up a profile's unique abilities by name like its Character Abilities). Those with a hook
 * act here; those read where their action is played have an entry naming the file, so `abilityOf` finds them.
 * Passive auras are in passives.ts, Command Abilities in src/rules/abilities/unique/unique-command-abilities.ts.
 */

import type { AbilityDef, HitReport, Step } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { HIT_TAKEN, TURN_START, WEAPON_PROBLEM } from '../../character/hooks.ts';
import { regain } from '../../character/regain.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { TRAITS } from '../../character/traits.ts';
import { DROWNED, EXTRA_DAMAGE, TAKEN_OUT_OUTRIGHT, WEAPON_STRIKES } from '../../combat/combat-hooks.ts';
import { COMMAND_PROBLEM } from '../../command/command-hooks.ts';
import { MAX_AP_PER_ROUND } from '../../core/constants.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { CHARGE_FROM_ABOVE, MOVE_BONUS } from '../../movement/movement-hooks.ts';
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
  profileOf,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard, hasTag } from '../../state/world.ts';
import { knockback } from '../common/knockback.ts';
import { addToMob } from '../guild/mob.ts';
import { PLAYED_ELSEWHERE, UNIQUE_TRAITS } from './played-elsewhere.ts';
import {
  apostateReroll,
  burnedFlesh,
  doot,
  encouragement,
  foetidPheromones,
  herding,
  killedFoe,
  patientHunter,
  ripApart,
  swallow,
  truthOfDagon,
  uniqueWeaponProblem,
} from './unique-effects.ts';

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
          m.world.components.Gang.team[o] === m.world.components.Gang.team[attacker] &&
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
];

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

/** The unique abilities of this file as a plug-in of the rule book. */
export const UNIQUE_ABILITIES_PLUGIN = plugin('unique abilities', (add) => {
  for (const d of UNIQUE_ABILITIES) add(ABILITY_DEFS, d);
  for (const d of PLAYED_ELSEWHERE) add(ABILITY_DEFS, d);
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
