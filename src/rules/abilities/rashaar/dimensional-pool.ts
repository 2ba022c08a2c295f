/**
 * Dimensional Pool (Salaacia, Rashaar): after an attack with her Water Portal its Blast marker stays, and the ground
 * under it counts as water until the round ends (combat/area-attack.ts, at combat-hooks.ts `BLAST_OPENS_WATER`).
 */
import { holdsUnique } from '../../character/stats.ts';
import { BLAST_OPENS_WATER } from '../../combat/combat-hooks.ts';
import { plugin } from '../../state/rule-book.ts';

/** The ability's name as printed, and the weapon it works with. */
export const DIMENSIONAL_POOL = 'Dimensional Pool';
export const WATER_PORTAL = 'Water Portal';

/** Dimensional Pool as a plug-in of the rule book. */
export const DIMENSIONAL_POOL_PLUGIN = plugin(DIMENSIONAL_POOL, (add) => {
  add(
    BLAST_OPENS_WATER,
    (m, attacker, weapon) => weapon.name === WATER_PORTAL && holdsUnique(m, attacker, DIMENSIONAL_POOL),
  );
});
