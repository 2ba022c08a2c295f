/**
 * Where an area attack lies (rulebook "Weapon Abilities": Blast, Template): the round marker centred over the
 * target, or the teardrop template laid on the line from the attacker to the target, and every character under it
 * (the readings are in area-attack.ts). The shapes are space/templates.ts.
 */
import type { Weapon } from '../../content/types.ts';
import type { AreaShape } from '../core/types.ts';
import { blastAt, touchesTeardrop, underBlast } from '../space/templates.ts';
import { figureOf, isOnBoard, type Match } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { isTemplateWeapon, templateOf } from './area-weapons.ts';
import { BLAST_ON_ATTACKER } from './combat-hooks.ts';

/** Where an area attack lies and whom it hits (entities, the declared target first). */
export interface AreaPlacement {
  readonly shape: AreaShape;
  readonly hit: readonly number[];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Lay the marker (Blast) or the template (Template) of `weapon` for an attack of `attacker` on `target`, and list
 * every character on the board under it (see area-attack.ts). Pure: nothing changes.
 */
export function areaPlacement(m: Match, attacker: number, target: number, weapon: Weapon): AreaPlacement {
  const others = charactersOnBoard(m.world).filter((e) => e !== target && isOnBoard(m, e));
  if (isTemplateWeapon(weapon)) {
    const t = templateOf(m, attacker, target, weapon);
    return {
      shape: {
        kind: 'template',
        apex: [round3(t.apex.x), round3(t.apex.y), round3(t.apex.z)],
        axis: [round3(t.dx), round3(t.dy)],
        length: t.length,
        narrowWidth: t.narrowRadius * 2,
        wideWidth: t.wideRadius * 2,
        slope: round3(t.slope),
      },
      hit: [target, ...others.filter((e) => e !== attacker && touchesTeardrop(t, figureOf(m, e)))],
    };
  }
  // Self-Immolate, Detonation: the marker on the attacker, hit as well (combat-hooks.ts BLAST_ON_ATTACKER)
  const onAttacker = m.book.all(BLAST_ON_ATTACKER).some((r) => r(m, attacker, weapon) !== null);
  const f = figureOf(m, onAttacker ? attacker : target);
  const b = blastAt({ x: f.x, y: f.y, z: f.z });
  return {
    shape: { kind: 'blast', centre: [f.x, f.y, f.z], radius: b.radius },
    hit: [target, ...others.filter((e) => underBlast(b, figureOf(m, e)))],
  };
}

/**
 * Every character on the board under a Blast marker centred on `eid` (it too, within 1″ of its level: space/templates.ts
 * `underBlast`): Blinding Flash, Walk Through The Fire…, Shattered Nexus.
 */
export function underBlastOn(m: Match, eid: number): number[] {
  const f = figureOf(m, eid);
  const b = blastAt({ x: f.x, y: f.y, z: f.z });
  return charactersOnBoard(m.world).filter((e) => underBlast(b, figureOf(m, e)));
}
