/**
 * Unique abilities set off when a character's Will Points drop, read once the action is over (character/flow-hooks.ts
 * `AFTER_ACTION`: after every action, whoever made it), against the Will Points each holder had after the last one:
 *
 * - **Shattered Nexus** (the Escaped Madman, Gifted): when it has dropped to 0 Will Points, the Blast marker is centred
 *   on it: every character under it, itself included, takes 3 Damage and makes its Protection Roll as usual (its
 *   Will Points may help). If the Madman lives through it, it regains 3 Will Points.
 * - **Explosive Mind** (the Voltage Bombardiers, The Doctors): when it has lost Will Points (spent them, or lost them
 *   through Nexus), it fires its Soul Bombard once (Detonation centres the marker on itself): at an enemy in base
 *   contact with it, the weakest first, else at itself. Once an action; such a shot never sets off another.
 */
import type { Weapon } from '../../../content/types.ts';
import { AFTER_ACTION } from '../../character/flow-hooks.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { underBlastOn } from '../../combat/area-placement.ts';
import { planAttack } from '../../combat/attack-plan.ts';
import { resolveAttack } from '../../combat/combat.ts';
import { takeDamage } from '../../rolls/damage.ts';
import {
  emit,
  enemiesOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Shattered Nexus: the Damage it deals, and the Will Points the Madman regains. */
export const SHATTERED_DAMAGE = 3;
export const SHATTERED_WP = 3;

/** The Will Points each holder had once the last action was over. */
const lastWill = matchTable<Map<number, number>>();

/** The Blast of Shattered Nexus as a weapon, for the Protection Rolls (no Penetration). */
const SHATTER: Weapon = {
  name: 'Shattered Nexus',
  range: 0,
  evasion: 0,
  damage: 0,
  penetration: 0,
  abilities: [],
};

/** Shattered Nexus goes off on `madman`. */
function* shatter(m: Match, madman: number): Resolution {
  const under = underBlastOn(m, madman);
  emit(m, {
    type: 'ability',
    character: idOf(m, madman),
    ability: 'Shattered Nexus',
    effect: 'its mind shatters',
  });
  for (const e of under) {
    if (!isOnBoard(m, e)) continue;
    const plan = planAttack(m, madman, e, SHATTER);
    yield* takeDamage(m, e, SHATTERED_DAMAGE, 'Shattered Nexus', plan.protection);
  }
  if (isOnBoard(m, madman)) regain(m, madman, 'will', SHATTERED_WP, 'Shattered Nexus');
}

/** Explosive Mind: `eid` fires its Soul Bombard. */
function* explode(m: Match, eid: number): Resolution {
  const bombard = profileOf(m, eid).weapons.find((w) => w.name === 'Soul Bombard');
  if (!bombard) return;
  const lp = m.world.components.Points.lp;
  const foe = enemiesOf(m, eid)
    .filter((e) => inContact(m, eid, e))
    .sort((a, b) => (lp[a] ?? 0) - (lp[b] ?? 0) || a - b)[0];
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: 'Explosive Mind',
    effect: 'the Soul Bombard goes off',
  });
  yield* resolveAttack(m, eid, foe ?? eid, bombard);
}

/** After an action: the holders whose Will Points dropped go off, then every holder's Will Points are noted. */
function willDrains(m: Match): Resolution | null {
  const wp = m.world.components.Points.wp;
  const before = lastWill.ensure(m, () => new Map());
  const holders = charactersOnBoard(m.world).filter(
    (e) => holdsUnique(m, e, 'Shattered Nexus') || holdsUnique(m, e, 'Explosive Mind'),
  );
  const start = (e: number) => before.get(e) ?? m.world.components.Points.wpStart[e] ?? 0;
  const shattered = holders.filter(
    (e) => holdsUnique(m, e, 'Shattered Nexus') && (wp[e] ?? 0) === 0 && start(e) > 0,
  );
  const exploding = holders.filter((e) => holdsUnique(m, e, 'Explosive Mind') && (wp[e] ?? 0) < start(e));
  const note = () => {
    for (const e of charactersOnBoard(m.world)) if (holders.includes(e)) before.set(e, wp[e] ?? 0);
  };
  if (shattered.length === 0 && exploding.length === 0) {
    note();
    return null;
  }
  return (function* (): Resolution {
    for (const e of shattered) if (isOnBoard(m, e)) yield* shatter(m, e);
    for (const e of exploding) if (isOnBoard(m, e)) yield* explode(m, e);
    // what these did is part of this action: its own losses set nothing more off
    note();
  })();
}

/** Shattered Nexus and Explosive Mind as a plug-in of the rule book. */
export const WILL_DRAINS_PLUGIN = plugin('Will Points that drop', (add) => {
  add(AFTER_ACTION, willDrains);
});
