/**
 * Unique abilities of The Doctors about minds, potions, dives and arcs (rulebook "Special Rules"; registered by
 * {@link DOCTOR_ELIXIRS_PLUGIN}):
 *
 * - **Mind Gazing** (the Doctor of the Mind, AURA Command Ability): until the round ends, friends within 6″ (him too)
 *   have Fear (−2); one that has Fear already uses (−2) instead of its own.
 * - **Elixir** (the Doctor of Poisons, PULSE Command Ability): a friend within 3″ (him too) gains, for the rest of the
 *   game, Acrobatic (3), Engage or Slippery, as his gang picks (a `choose` decision, purpose `elixir`, ids
 *   `acrobatic`, `engage`, `slippery`).
 * - **Elixir of Death** (the Master of Necromantic Studies): as the game starts (the first round), every friendly
 *   character with Will Points loses them all, starts with none, and is Frenzied for the rest of the game (paying
 *   Will Points with Life Points), even after the Master dies. Will Points lent by Nexus characters' Life Points are
 *   lent as before. Not played: the card's word that Nexus Link Reconfiguration then moves Life Points.
 * - **Deep Dive** (the Doctor of Tides, the Diving Assistant): instead of rolling for a Dive it may pay 1 Will Point
 *   to score a Critical (two Underwater Counters): a `choose` decision before the roll (purpose `deep-dive`, ids
 *   `roll`, `pay`), offered while it has a Will Point to pay.
 * - **Sanguine Sorcery** (the Doctor of Blood): its Vampiric Attack works on its Cast Spell actions too: each character
 *   its spell's Damage costs Life Points gives it back its Vampiric Attack (X) in Life Points (never above its start).
 *   Our reading: with no base contact asked, as spells reach afar.
 * - **Volatile Arc Power** (the Electron Cannoneer): after an Electron Cannon attack that costs its target Life
 *   Points, its gang picks another character within 3″ of the target, friend or foe (the Cannoneer too): it loses as
 *   many Life Points (no Damage: no Protection Roll). A `choose` decision, purpose `volatile-arc`, ids the
 *   characters'; the first is the engine's pick (the enemy with the fewest Life Points left).
 */
import type { AbilityDef, HitReport } from '../../character/ability-types.ts';
import { give } from '../../character/give.ts';
import { addGrant } from '../../character/grants.ts';
import { heal } from '../../character/heal.ts';
import { abilityInstance, ROUND_START } from '../../character/hooks.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { spendWill, willAvailable } from '../../character/will-sources.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { SPELL_WOUNDED } from '../../magic/magic-hooks.ts';
import { DIVE_INSTEAD } from '../../movement/dive.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { aura, friends, printedCommandAbilities, R6, sameGang } from '../unique/command-ability-forms.ts';

/** Mind Gazing: the Fear (X) it gives. */
export const MIND_GAZING_FEAR = -2;
/** Elixir: how near the friend (inches). */
export const ELIXIR_INCHES = 3;
/** Volatile Arc Power: how near the target the arc jumps (inches). */
export const ARC_INCHES = 3;

/** Mind Gazing (see the module comment). */
export const MIND_GAZING = aura(
  'Mind Gazing',
  'AURA: friends within 6″ have Fear (−2) until the round ends, in place of any Fear of their own.',
  R6,
  friends,
  { abilities: [{ name: 'Fear', value: MIND_GAZING_FEAR }], loses: ['Fear'] },
);

/** The three potions of Elixir, by option id. */
export const ELIXIRS: Readonly<
  Record<string, { readonly label: string; readonly name: string; readonly value: number | null }>
> = {
  acrobatic: { label: 'Acrobatic (3)', name: 'Acrobatic', value: 3 },
  engage: { label: 'Engage', name: 'Engage', value: null },
  slippery: { label: 'Slippery', name: 'Slippery', value: null },
};

const elixirFriends = (m: Match, user: number) =>
  charactersOnBoard(m.world).filter(
    (e) => sameGang(m, user, e) && (e === user || distanceBetween(m, user, e) <= ELIXIR_INCHES + 1e-9),
  );

/** Elixir (see the module comment). */
export const ELIXIR: CommandAbility = {
  name: 'Elixir',
  form: 'pulse',
  range: ELIXIR_INCHES,
  text: 'PULSE: a friend within 3″ gains Acrobatic (3), Engage or Slippery for the rest of the game.',
  targetLists: (m, user) => elixirFriends(m, user).map((e) => [e]),
  problem(m, user, targets) {
    const [t] = targets;
    if (targets.length !== 1 || t === undefined) return 'it names one friend';
    if (!elixirFriends(m, user).includes(t))
      return `${nameOf(m, t)} is not a friend within ${ELIXIR_INCHES}″`;
    return null;
  },
  affects: (_m, _user, targets) =>
    targets.map((eid) => ({ eid, boon: { abilities: [{ name: 'Acrobatic', value: 3 }] }, lp: 0 })),
  *resolve(m, user, targets) {
    const t = targets[0]!;
    const options: ChoiceOption[] = Object.entries(ELIXIRS).map(([id, e]) => ({
      id,
      label: e.label,
      figure: idOf(m, t),
    }));
    const answer: Command = yield {
      type: 'choose',
      gang: gangOf(m, user),
      character: idOf(m, t),
      purpose: 'elixir',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'acrobatic';
    const potion = ELIXIRS[id] ?? ELIXIRS.acrobatic!;
    if (!isOnBoard(m, t)) return;
    give(m, user, t, 'Elixir', { abilities: [{ name: potion.name, value: potion.value }] }, 'game');
  },
};

/** Elixir of Death as the first round starts. */
function elixirOfDeath(m: Match): void {
  if (m.round !== 1) return;
  const p = m.world.components.Points;
  for (const master of charactersOnBoard(m.world)) {
    if (!holdsUnique(m, master, 'Elixir of Death')) continue;
    for (const e of charactersOnBoard(m.world)) {
      if (!sameGang(m, master, e) || (p.wpStart[e] ?? 0) <= 0) continue;
      const before = p.wp[e] ?? 0;
      p.wp[e] = 0;
      p.wpStart[e] = 0;
      if (before > 0)
        emit(m, { type: 'will-points', character: idOf(m, e), amount: before, wpBefore: before, wpAfter: 0 });
      addGrant(m, {
        holder: e,
        source: 'Elixir of Death',
        until: { kind: 'game' },
        abilities: [{ name: 'Frenzied', value: null }],
      });
      emit(m, {
        type: 'ability',
        character: idOf(m, e),
        ability: 'Elixir of Death',
        effect: 'loses its Will Points and is Frenzied',
      });
    }
  }
}

/** Deep Dive: pay 1 Will Point for a Critical instead of the Dive roll, when its gang says so. */
function* deepDive(m: Match, eid: number): Generator<PendingDecision, 'critical' | null, Command> {
  if (!holdsUnique(m, eid, 'Deep Dive') || willAvailable(m, eid) < 1) return null;
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, eid),
    character: idOf(m, eid),
    purpose: 'deep-dive',
    options: [
      { id: 'roll', label: 'roll for the Dive' },
      { id: 'pay', label: 'pay 1 Will Point: a Critical, two Underwater Counters' },
    ],
  };
  if (answer.type !== 'decide' || answer.decision !== 'choose' || answer.option !== 'pay') return null;
  spendWill(m, eid, 1);
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: 'Deep Dive',
    effect: 'pays 1 Will Point: a Critical',
  });
  return 'critical';
}

/** The characters Volatile Arc Power may pick around `target`, the engine's pick first. */
export function arcTargets(m: Match, cannoneer: number, target: number): number[] {
  const lp = m.world.components.Points.lp;
  return charactersOnBoard(m.world)
    .filter((e) => e !== target && distanceBetween(m, target, e) <= ARC_INCHES + 1e-9)
    .sort(
      (a, b) =>
        Number(sameGang(m, a, cannoneer)) - Number(sameGang(m, b, cannoneer)) ||
        (lp[a] ?? 0) - (lp[b] ?? 0) ||
        a - b,
    );
}

/** Volatile Arc Power as an entry of the registry (the Cannoneer's after-hit). */
export const VOLATILE_ARC_POWER: AbilityDef = {
  name: 'Volatile Arc Power',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  afterHit(hit: HitReport) {
    const { m, attacker, target } = hit;
    if (hit.weapon.name !== 'Electron Cannon' || hit.lpLost < 1) return null;
    const around = arcTargets(m, attacker, target);
    if (around.length === 0) return null;
    return (function* (): Generator<PendingDecision, void, Command> {
      const options: ChoiceOption[] = around.map((e) => ({
        id: idOf(m, e),
        label: `${nameOf(m, e)} (${m.world.components.Points.lp[e] ?? 0} Life Points)`,
        figure: idOf(m, e),
      }));
      const answer: Command = yield {
        type: 'choose',
        gang: gangOf(m, attacker),
        character: idOf(m, attacker),
        purpose: 'volatile-arc',
        options,
      };
      const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
      const e = around.find((o) => idOf(m, o) === id) ?? around[0]!;
      if (!isOnBoard(m, e)) return;
      emit(m, {
        type: 'ability',
        character: idOf(m, attacker),
        ability: 'Volatile Arc Power',
        effect: `the arc jumps to ${nameOf(m, e)}`,
      });
      loseLifePoints(m, e, hit.lpLost, 'Volatile Arc Power');
    })();
  },
};

/** Sanguine Sorcery: a spell of the Doctor of Blood wounded `target`. */
function sanguineSorcery(m: Match, caster: number, target: number): void {
  if (target === caster || !holdsUnique(m, caster, 'Sanguine Sorcery') || !isOnBoard(m, caster)) return;
  const x = abilityInstance(m, caster, 'Vampiric Attack')?.value ?? 0;
  if (x > 0) heal(m, caster, x, 'Sanguine Sorcery');
}

/** The abilities of this module as plug-ins of the rule book. */
export const DOCTOR_ELIXIRS_PLUGIN = plugin('Doctor elixirs', (add) => {
  add(SPELL_WOUNDED, sanguineSorcery);
  add(ROUND_START, elixirOfDeath);
  add(DIVE_INSTEAD, deepDive);
  add(ABILITY_DEFS, VOLATILE_ARC_POWER);
});
export const DOCTOR_ELIXIR_COMMANDS_PLUGIN = printedCommandAbilities('Doctor elixirs', [MIND_GAZING, ELIXIR]);
