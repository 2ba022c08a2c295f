/**
 * Spells that move a character (rulebook "Magic"; the spell texts in src/content/texts/spells.ts): Gateway sets a
 * character down elsewhere, the Cantrip of the Chariot makes a friend Run/Climb at once.
 */

import { hopTo } from '../../character/counters.ts';
import { spotId, spreadSpots, summonSpots } from '../../movement/newcomers.ts';
import { moveWithoutCharge } from '../../movement/runs-at-once.ts';
import type { Node } from '../../space/api.ts';
import { distance, inBaseContact } from '../../space/measure.ts';
import {
  emit,
  enemiesOf,
  figureOf,
  gangOf,
  idOf,
  inContact,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
} from '../../state/match-state.ts';
import { dropCarried } from '../../state/objective-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { askSpellOption } from './option.ts';
import type { SpellEffect } from './types.ts';

/** How far from the caster Gateway may set its character down (inches, between the bases). */
export const GATEWAY_INCHES = 8;

const at = (n: Node) => ({ x: n.i + 0.5, y: n.j + 0.5, z: n.z });

/**
 * Where Gateway may set `target` down (cast by `caster`): free spots (movement/newcomers.ts `placeProblem`) on Solid Ground
 * within 8″ of the caster, out of base contact with every other character, not where it stands; nearest to the
 * target first.
 */
export function gatewaySpots(m: Match, caster: number, target: number): Node[] {
  const others = charactersOnBoard(m.world).filter((e) => e !== target);
  const here = spotId(nodeOf(m, target));
  return summonSpots(m, profileOf(m, target), caster, GATEWAY_INCHES, target).filter((n) => {
    if (m.board.surfaceKind(n) !== 'solid' || spotId(n) === here) return false;
    const me = figureOf(m, target, at(n));
    return !others.some((o) => inBaseContact(me, figureOf(m, o)));
  });
}

/** How far a figure of `eid` on `n` would be from the nearest of `them` (inches; 0 when there is none). */
function awayFrom(m: Match, eid: number, n: Node, them: readonly number[]): number {
  const me = figureOf(m, eid, at(n));
  return them.length === 0 ? 0 : Math.min(...them.map((o) => distance(me, figureOf(m, o))));
}

/**
 * Gateway: a character within 1″ of the caster (either side; the caster itself too: our reading) is set down on
 * Solid Ground anywhere within 8″ of the caster, out of base contact; it is no move, so nobody makes an Attack of
 * Opportunity. The caster's player picks the spot among a few ({@link gatewaySpots} spread by movement/newcomers.ts
 * `spreadSpots`: the nearest, the farthest toward each compass point): a `spell-option` decision with ids `i,j,z`.
 * Our reading of the engine's pick, listed first: a friend goes as far from its enemies as it can, an enemy as far
 * from the caster's gang. It loses Hidden and Guard (counters.ts `moveTo`, as any character moved).
 */
const GATEWAY: SpellEffect = {
  aim: 'character',
  aimProblem: (m, caster, target) =>
    gatewaySpots(m, caster, target).length === 0
      ? `there is no free Solid Ground to set ${nameOf(m, target)} down on`
      : null,
  *resolve(ctx) {
    const { m } = ctx;
    const t = ctx.targets[0];
    if (t === undefined) return;
    const friend = gangOf(m, t) === gangOf(m, ctx.caster);
    const offered = spreadSpots(m, gatewaySpots(m, ctx.caster, t), t);
    if (offered.length === 0) return;
    // a friend flees its enemies; an enemy is sent away from the caster's gang
    const them = charactersOnBoard(m.world).filter(
      (o) => o !== t && (gangOf(m, o) === gangOf(m, ctx.caster)) !== friend,
    );
    const score = (n: Node) => awayFrom(m, t, n, them);
    const best = offered.reduce((b, o) => (score(o.node) > score(b.node) + 1e-9 ? o : b));
    const ordered = [best, ...offered.filter((o) => o !== best)];
    const pick = yield* askSpellOption(
      ctx,
      ordered.map((o) => ({
        id: spotId(o.node),
        label: o.dir === 'nearest' ? 'nearest spot' : `toward ${o.dir}`,
        figure: idOf(m, t),
        at: [o.node.i + 0.5, o.node.j + 0.5, o.node.z],
      })),
    );
    const spot = ordered.find((o) => spotId(o.node) === pick)?.node ?? best.node;
    const from = nodeOf(m, t);
    const f = figureOf(m, t);
    const inches = Math.hypot(spot.i + 0.5 - f.x, spot.j + 0.5 - f.y, spot.z - f.z);
    emit(m, {
      type: 'ability',
      character: idOf(m, t),
      ability: ctx.spell.name,
      effect: 'is set down elsewhere',
    });
    // Lifted off the table: a carried Objective is dropped where it stood (rulebook "Primary Objective": Mobile).
    dropCarried(m, t, 'removed');
    hopTo(m, t, from, spot, inches);
  },
};

/**
 * Cantrip of the Chariot: a friend in sight within 6″, out of base contact with enemies, makes a Run/Climb at once
 * that does not end in base contact with an enemy (ability-moves.ts `moveWithoutCharge`: an `ability-move` decision
 * of the caster's gang, `stay` or the farthest spot toward each compass point). Our reading, as for the Command
 * Abilities that do the same: the Run/Climb costs the friend no Action Point and is no turn of its own.
 */
const CANTRIP_OF_THE_CHARIOT: SpellEffect = {
  aim: 'friend',
  aimProblem: (m, _caster, target) =>
    enemiesOf(m, target).some((e) => inContact(m, target, e))
      ? `${nameOf(m, target)} is in base contact with an enemy`
      : null,
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t !== undefined) yield* moveWithoutCharge(ctx.m, ctx.caster, t, ctx.spell.name);
  },
};

export const MOVE_SPELLS: Readonly<Record<string, SpellEffect>> = {
  gateway: GATEWAY,
  'cantrip-of-the-chariot': CANTRIP_OF_THE_CHARIOT,
};
