/**
 * Area attacks: the Weapon Abilities Blast and Template (rulebook "Special Rules" → "Weapon Abilities"; "Combat",
 * "Attacks & Damage", "Protection Rolls"), with Smoke (smoke.ts). The shapes are space/templates.ts; where the
 * marker or template lies and whom it hits, area-placement.ts; each character hit, attack-damage.ts; the odds and
 * the targeting preview, area-preview.ts.
 *
 * Blast: the round marker is centred over the target; one Attack Roll applies to every character, friend or foe,
 * under it (within 1″ vertically: official FAQ). Template: the teardrop is laid on the line from the attacker to
 * the target, its narrow end within the weapon's range (in base contact with the attacker at range 0″), its wide
 * end away; one Attack Roll applies to every character, friend or foe, it touches at least partly.
 *
 * Our readings:
 * - Target, range and line of sight are those of the declared target, an enemy, as for any Combat action
 *   (combat.ts `combatProblem`). Blast: the target within the weapon's range (base contact at 0″). Template: no
 *   range to the target itself, but the template laid toward it must touch it (a 0″ Template weapon reaches as
 *   far as the template: 8″). The others need no line of sight: the marker or template decides.
 * - Template placement: the narrow tip touches the attacker's base at range 0″; with a longer range it is pushed
 *   along the line by up to the range, to bring the target near the template's middle (no profile has one yet).
 * - The attacker is never touched by its own Template (its narrow end starts at the attacker's base); it is hit
 *   by its own Blast when under the marker, like any other character.
 * - One roll: the pool, Will Points, Fear (the declared target's MIND roll), the attacker's re-rolls (of dice that
 *   missed the declared target) and Parry (the declared target's) are those of an attack on the declared target.
 *   Each character hit reads the same dice against its own DEXTERITY + the Evasion of the attack on it: its own
 *   Aces, Success, Critical or Fail (an `area-reading` event each). A Fumble against the declared target is the
 *   attack's Fumble (the attacker loses its Life Points, the declared target makes its Attack of Opportunity) and
 *   nobody is hit; a Fumble reading for another character (no Ace for it) is a Fail.
 * - Each character hit makes its own Protection Roll (its PROTECTION, the weapon's Penetration, its cover as seen
 *   from the attacker, its own abilities) and then gets the weapon's after-damage effects (Stun, Knockback,
 *   Poisoned: abilities/ `afterHit`), one character after the other, the declared target first, then the others
 *   in the order they entered the game.
 */
import type { Weapon } from '../../content/types.ts';
import { weaponUsed } from '../character/hooks.ts';
import { loseLifePoints } from '../character/life-points.ts';
import { weaponTraitOf } from '../character/traits.ts';
import { readRoll } from '../core/dice.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { opportunityAttacks } from '../movement/movement-hooks.ts';
import { changeTerrainUntilRoundEnd, nodesUnderBlast } from '../movement/round-terrain.ts';
import { makeAttackRoll } from '../rolls/attack-roll.ts';
import { fearRoll } from '../rolls/fear.ts';
import type { Node } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import type { BlastMarker } from '../space/templates.ts';
import { emit, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { areaPlacement } from './area-placement.ts';
import { hitOne } from './attack-damage.ts';
import { type AttackCircumstances, planAttack } from './attack-plan.ts';
import { BLAST_OPENS_WATER, failAsFumble } from './combat-hooks.ts';
import { applySmoke, leaveMarker } from './smoke.ts';

export { areaHitOdds } from './area-preview.ts';
export { isAreaWeapon, isTemplateWeapon, templateReaches } from './area-weapons.ts';

/**
 * Resolve an area attack of `attacker` on `target` with a Blast or Template weapon (see the module comment):
 * the `area` event, Smoke with Blast, one Attack Roll, then for each character hit its `area-reading`, Damage,
 * Protection Roll and after-damage effects. Called by combat.ts `resolveAttack` for area weapons.
 */
export function* resolveAreaAttack(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): Generator<PendingDecision, void, Command> {
  const place = areaPlacement(m, attacker, target, weapon);
  const smoke = weaponTraitOf(m.book, weapon, 'smokes').has;
  const pool =
    place.shape.kind === 'blast' && m.book.all(BLAST_OPENS_WATER).some((f) => f(m, attacker, weapon));
  const stays = (smoke || pool) && place.shape.kind === 'blast';
  const marker = `${place.shape.kind}-${m.log.length + 1}`;
  emit(m, {
    type: 'area',
    character: idOf(m, attacker),
    weapon: weapon.name,
    marker,
    shape: place.shape,
    hit: place.hit.map((e) => idOf(m, e)),
    stays,
    ...(pool ? { terrain: 'water' as const } : {}),
  });
  if (smoke && stays && place.shape.kind === 'blast') {
    leaveMarker(m, {
      id: marker,
      centre: place.shape.centre,
      radius: place.shape.radius,
      character: idOf(m, attacker),
      weapon: weapon.name,
    });
    for (const e of place.hit) applySmoke(m, e, weapon.name);
  }
  const onHit = smoke && !stays ? (h: number) => applySmoke(m, h, weapon.name) : undefined;
  yield* sharedAttackRoll(m, attacker, target, place.hit, weapon, how, onHit);
  if (pool && place.shape.kind === 'blast') {
    const [x, y, z] = place.shape.centre;
    waterUnderBlast(m, marker, { centre: { x, y, z }, radius: place.shape.radius });
  }
}

/**
 * A Blast that opens water ({@link BLAST_OPENS_WATER}: Dimensional Pool): after the attack its marker stays, and the
 * ground under it (the surfaces within 1″ of its level that are not water: round-terrain.ts `nodesUnderBlast`)
 * counts as water until the round ends (space/overlays.ts `water`). Figures standing there stay and are now
 * swimming.
 */
function waterUnderBlast(m: Match, marker: string, blast: BlastMarker): void {
  const board = m.board;
  const takes = (n: Node) =>
    board instanceof VoxelBoard &&
    board.surfaceKind(n) !== 'water' &&
    board.overlayProblem('water', n) === null;
  const nodes = nodesUnderBlast(board, blast, takes);
  if (nodes.length > 0) changeTerrainUntilRoundEnd(m, { id: marker, kind: 'water', nodes }, blast, []);
}

/**
 * One Attack Roll of `attacker` with `weapon` read against every character of `hit` (the declared `target` first),
 * as the module comment says: the roll is the attack on the declared target; each other character reads the same
 * dice against its own DEXTERITY + Evasion (`area-reading` events), then takes its Damage, Protection Roll and
 * after-damage effects; `onHit(h)` runs for each character hit before its Damage. Used by Blast and Template, and
 * by Brawling Tentacles (unique-combat-actions.ts). After an Uncoordinated Assault's Fumble (`how.uncoordinated`)
 * the target makes no Attack of Opportunity.
 */
export function* sharedAttackRoll(
  m: Match,
  attacker: number,
  target: number,
  hit: readonly number[],
  weapon: Weapon,
  how: AttackCircumstances,
  onHit?: (h: number) => void,
): Generator<PendingDecision, void, Command> {
  const plans = new Map(hit.map((e) => [e, planAttack(m, attacker, e, weapon, how)] as const));
  const main = plans.get(target) ?? planAttack(m, attacker, target, weapon, how);
  weaponUsed(m, attacker, weapon);
  const feared = main.fear === null ? false : yield* fearRoll(m, attacker, target, main.fear);
  const rolled = yield* makeAttackRoll(m, attacker, main.attack, {
    allMisses: feared,
    forced: main.forcedRerolls,
    forcedSource: main.forcedSource,
    against: { target, weapon },
  });
  const roll = failAsFumble(m, attacker, weapon, rolled);
  if (roll.result === 'fumble') {
    loseLifePoints(m, attacker, main.fumbleLoss, 'fumbled attack');
    if (!how.uncoordinated && isOnBoard(m, attacker) && isOnBoard(m, target)) {
      yield* opportunityAttacks(m).make(m, target, attacker, 'fumbled attack');
    }
    return;
  }
  const values = roll.dice.map((d) => d.value);
  const rerolled = roll.dice.flatMap((d, i) => (d.rerolled ? [i] : []));
  for (const h of hit) {
    const plan = plans.get(h);
    if (!plan || !isOnBoard(m, h)) continue;
    const reading = h === target ? roll : readRoll('attack', values, plan.attack.aceOn, rerolled);
    const result = reading.result === 'fumble' ? 'fail' : reading.result;
    emit(m, {
      type: 'area-reading',
      character: idOf(m, h),
      attacker: idOf(m, attacker),
      aceOn: plan.attack.aceOn,
      aces: reading.aces,
      result,
    });
    if (result === 'fail') continue;
    onHit?.(h);
    yield* hitOne(m, attacker, h, weapon, plan, reading);
  }
}
