/**
 * Priests who dispel though they are no Mages, and whose presence bars enemies from their Will Points (a faction's
 * plug-in registers each; DISPELS_AS_MAGE, magic/magic-hooks.ts; NO_WILL_POINTS, rolls/roll-hooks.ts):
 *
 * - **Devil Incarnate** (the Strigoi Priest): Dispels as a Mage (2); enemies in base contact with it spend no Will
 *   Points.
 * - **Helm of Penitence** (the Exorcist, The Vatican): Dispels as a Mage (3); enemies within 3″ of it spend no Will
 *   Points.
 *
 * Readings: "within 3″" between bases, as The Lamp; a Dispel costs these priests 1 Will Point as any.
 */
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, inContact, isOnBoard, type Match } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** A priest's rule: its name, the Mage (X) it dispels as, and how near an enemy must be to lose its Will Points. */
export interface AntiMagic {
  readonly name: string;
  readonly mage: number;
  /** Inches between bases; 0: base contact. */
  readonly reach: number;
}

/** The Mage (X) `eid` dispels as under `rule`, or null. */
export function dispelsAs(rule: AntiMagic): (m: Match, eid: number) => number | null {
  return (m, eid) => (holdsUnique(m, eid, rule.name) ? rule.mage : null);
}

/** Whether an enemy of `eid` holding `rule` stands near enough to bar its Will Points. */
export function barsWill(rule: AntiMagic): (m: Match, eid: number) => boolean {
  return (m, eid) => {
    const team = m.world.components.Gang.team;
    return charactersOnBoard(m.world).some(
      (h) =>
        team[h] !== team[eid] &&
        isOnBoard(m, h) &&
        holdsUnique(m, h, rule.name) &&
        (rule.reach === 0 ? inContact(m, h, eid) : distanceBetween(m, h, eid) <= rule.reach + 1e-9),
    );
  };
}
