/**
 * The AI's answers to the choices made before deployment (src/rules/abilities/gifted/masks.ts):
 * - a Mask: each option's worth is a base for what it gives plus a share of the wearer's printed ATTACK for what
 *   helps a fighter ({@link MASK_WORTH}); a Will Point lost costs {@link WILL_POINT_WORTH}, and The Mask Makes the
 *   Noble's Command Points are worth more to a character that already commands. Ties keep the engine's order.
 * - Justice Served: the engine's pick (an enemy Leader first, then the most Life Points).
 * - Lunar Might: `early` — the gangs meet in the first rounds.
 * - Carrion: Infiltration to the shooters, the most Ducats first (see {@link answerCarrion}).
 */
import { type ChoiceDecision, type Match, weaponsOf } from '../../rules/index.ts';
import type { Answer } from '../types.ts';
import { WILL_POINT_WORTH } from '../will-point-worth.ts';
import { mostDucats } from './revivals.ts';

/** Each Mask option: a base worth, and the worth of each point of the wearer's ATTACK. */
export const MASK_WORTH: Readonly<Record<string, { readonly base: number; readonly perAttack: number }>> = {
  frenzied: { base: 0.1, perAttack: 0.08 },
  'first-strike': { base: 0.1, perAttack: 0.06 },
  oath: { base: 0.3, perAttack: 0 },
  pickpocket: { base: 0.15, perAttack: 0.02 },
  aerial: { base: 0.08, perAttack: 0.03 },
  command: { base: 0.25, perAttack: 0 },
  crew: { base: 0.05, perAttack: 0.01 },
  shielding: { base: 0.2, perAttack: 0 },
  edge: { base: 0.02, perAttack: 0.04 },
  dagon: { base: 0.05, perAttack: 0.01 },
  fear: { base: 0.1, perAttack: 0.05 },
};

const answer = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** A Mask: the wearer and option worth most. */
export function answerMask(m: Match, d: ChoiceDecision): Answer {
  const p = m.world.components.Points;
  const worth = (id: string) => {
    const [wearerId, option] = id.split('|');
    const e = m.ids.get(wearerId ?? '');
    const w = MASK_WORTH[option ?? ''];
    if (e === undefined || !w) return 0;
    const attack = m.world.components.Stats.attack[e] ?? 0;
    let v = w.base + w.perAttack * attack;
    if (option === 'frenzied') v -= (p.wpStart[e] ?? 0) * WILL_POINT_WORTH;
    if (option === 'command' && (p.cpStart[e] ?? 0) > 0) v += 0.15;
    return v;
  };
  let best = d.options[0]!;
  for (const o of d.options.slice(1)) if (worth(o.id) > worth(best.id) + 1e-9) best = o;
  return answer(d, best.id, `the Mask: ${best.label}`);
}

/** Justice Served: the engine's pick. */
export function answerJusticeServed(_m: Match, d: ChoiceDecision): Answer {
  return answer(d, d.options[0]!.id, `Justice Served: ${d.options[0]!.label}`);
}

/**
 * Carrion: Infiltration to the friend that gains most from setting up high — a shooter, then the most Ducats; a
 * fighter with no ranged weapon gains little, so the Crone stops once only those are left.
 */
export function answerCarrion(m: Match, d: ChoiceDecision): Answer {
  const shooters = d.options.filter((o) => {
    const e = m.ids.get(o.id);
    return e !== undefined && weaponsOf(m, e).some((w) => w.range > 0);
  });
  const best = mostDucats(m, shooters);
  if (!best) return answer(d, 'done', 'Carrion: no shooter left to set up high');
  return answer(d, best.id, `Carrion: ${best.label} may set up high to shoot`);
}

/** Lunar Might: the first rounds. */
export function answerLunarMight(_m: Match, d: ChoiceDecision): Answer {
  return answer(d, 'early', 'Lunar Might: the gangs meet in the first rounds');
}
