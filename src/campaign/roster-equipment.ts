/**
 * A roster's Equipment (rulebook "Building Your Gang", "Equipment"): buying one more of a piece (a second Gondola
 * with a Sculler), giving one back, or toggling a piece on and off. Pure functions returning a new roster, or the
 * reason a purchase is refused.
 */
import { equipmentByName } from '../content/equipment.ts';
import { acceptUnlessBlocked, type Roster, type RosterStep } from './roster.ts';

/**
 * Buy one more of a piece of Equipment (a second Gondola with a Sculler: content/gang-equipment.ts
 * `equipmentAllowance`). Refused when unknown, bought as often as allowed, or over the Ducats.
 */
export function buyEquipment(roster: Roster, name: string): RosterStep {
  if (!equipmentByName(name)) return { ok: false, reason: `"${name}" is not a known piece of Equipment.` };
  return acceptUnlessBlocked(
    roster,
    { ...roster, equipment: [...roster.equipment, name] },
    `${name} cannot be bought`,
  );
}

/** Give back one of a piece of Equipment (nothing changes when none is bought). */
export function sellEquipment(roster: Roster, name: string): RosterStep {
  const k = roster.equipment.lastIndexOf(name);
  if (k < 0) return { ok: true, roster };
  return { ok: true, roster: { ...roster, equipment: roster.equipment.filter((_, i) => i !== k) } };
}

/** Buy or give back a piece of Equipment (every one of it). Buying is refused when unknown or over the Ducats. */
export function toggleEquipment(roster: Roster, name: string): RosterStep {
  if (roster.equipment.includes(name)) {
    return { ok: true, roster: { ...roster, equipment: roster.equipment.filter((e) => e !== name) } };
  }
  if (!equipmentByName(name)) return { ok: false, reason: `"${name}" is not a known piece of Equipment.` };
  return acceptUnlessBlocked(
    roster,
    { ...roster, equipment: [...roster.equipment, name] },
    `${name} cannot be bought`,
  );
}
