/**
 * What a character gains for taking an enemy out with an attack, printed as unique abilities (HIT_TAKEN hook,
 * character/hooks.ts), each a faction's plug-in entry:
 *
 * - **Renewed Vigour** (Father Baumgartner, The Vatican): it regains all its Will Points.
 * - **Flesh Golem** (The Unholy Union, The Doctors): it heals as many Life Points as its victim started with.
 * - **Killing Blow** (the Venator of Devotion, The Vatican): as Renewed Vigour. Reading: "leaves an enemy below 0
 *   Life Points" is a hit that takes it out (Life Points never drop below 0 in the engine).
 * - **Communion for the Sinless** (the Eater of Sin, The Vatican): a kill of an enemy with no Will Points left gives
 *   it 2 Will Points back.
 * - **Murderous Patron** (the Venetian Noble, Patricians): another friend that kills, with the Noble seeing both it
 *   and its victim (where it fell), regains 1 Will Point; several Nobles give 1 each.
 *
 * Readings: "kills" is a hit of its attack that takes an enemy out (unique-effects.ts `killedFoe`); a heal and a
 * regain never go above the start (as every one of the engine).
 */
import type { HitReport } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { sightBetween } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { killedFoe } from './unique-effects.ts';

/** A kill reward that gives the killer holding `name` all its Will Points back (Renewed Vigour, Killing Blow). */
function allWillBack(name: string): (hit: HitReport) => void {
  return (hit) => {
    const { m, attacker } = hit;
    if (!killedFoe(hit) || !holdsUnique(m, attacker, name)) return;
    const p = m.world.components.Points;
    const missing = (p.wpStart[attacker] ?? 0) - (p.wp[attacker] ?? 0);
    if (missing > 0) regain(m, attacker, 'will', missing, name);
  };
}

/** Renewed Vigour: the attacker's Will Points back to its start after a kill. */
export const renewedVigour = allWillBack('Renewed Vigour');

/** Killing Blow: the attacker's Will Points back to its start after a kill. */
export const killingBlow = allWillBack('Killing Blow');

/** Communion for the Sinless: 2 Will Points back for a kill of an enemy left with none. */
export function communionForTheSinless(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Communion for the Sinless')) return;
  if ((m.world.components.Points.wp[target] ?? 0) === 0)
    regain(m, attacker, 'will', 2, 'Communion for the Sinless');
}

/** Murderous Patron: a friend's kill seen by the Noble gives the killer 1 Will Point. */
export function murderousPatron(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit)) return;
  const team = m.world.components.Gang.team;
  for (const noble of charactersOnBoard(m.world)) {
    if (noble === attacker || team[noble] !== team[attacker] || !holdsUnique(m, noble, 'Murderous Patron'))
      continue;
    if (sightBetween(m, noble, attacker).lineOfSight && sightBetween(m, noble, target).lineOfSight)
      regain(m, attacker, 'will', 1, 'Murderous Patron');
  }
}

/** Flesh Golem: the attacker heals its victim's starting Life Points after a kill. */
export function fleshGolem(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Flesh Golem')) return;
  heal(m, attacker, m.world.components.Points.lpStart[target] ?? 0, 'Flesh Golem');
}
