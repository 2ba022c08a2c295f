/**
 * The AI's answers to the decisions of those who stand up again (src/rules/abilities/unique/revivals.ts):
 * - `hofuku-kogeki`: the free attack expected to take the most Life Points; else the charge when one is offered;
 *   else none;
 * - `artistic-representation`: the friend taken out that cost the most Ducats (1 Will Point for a whole fighter);
 * - `everyman`: a Pierrot takes the charge when it is worth fewer Ducats than the friend charged;
 * - `power-over-death`: always try, with the Doctor that has the most Life Points (a Fumble costs it half of them);
 * - `fight-until-the-last`: the friend most worth keeping that an enemy could reach this round (an enemy within
 *   {@link DANGER_RANGE}): its Ducats times the share of its Life Points already lost (the likelier it falls this
 *   round); none when no such friend is hurt (the Command Point then stays for the initiative roll).
 */
import {
  assaultWorth,
  bestWeapon,
  type ChoiceDecision,
  type ChoiceOption,
  distanceBetween,
  enemiesOf,
  type Match,
  profileOf,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** Inches within which an enemy is taken to threaten a friend this round (a Run/Climb and a charge). */
export const DANGER_RANGE = 10;

const pick = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** The free attack with the most Life Points expected (its best weapon), else the charge, else none. */
export function answerHofukuKogeki(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best = { id: 'none', worth: 0, label: '' };
  for (const o of d.options) {
    const foe = o.id.startsWith('attack:') ? m.ids.get(o.id.slice('attack:'.length)) : undefined;
    const w =
      eid === undefined || foe === undefined ? undefined : bestWeapon(m, eid, foe, { opportunity: true });
    if (eid === undefined || foe === undefined || !w) continue;
    const worth = assaultWorth(m, eid, foe, w);
    if (worth > best.worth + 1e-9) best = { id: o.id, worth, label: o.label };
  }
  if (best.id !== 'none')
    return pick(d, best.id, `Hōfuku Kōgeki: ${best.label}, ${best.worth.toFixed(1)} Life Points expected`);
  if (d.options.some((o) => o.id === 'charge'))
    return pick(d, 'charge', 'Hōfuku Kōgeki: no attack from here, so charge an enemy');
  return pick(d, 'none', 'Hōfuku Kōgeki: nothing worth doing');
}

/** Try to bring the friend back, with the Doctor that has the most Life Points. */
export function answerPowerOverDeath(m: Match, d: ChoiceDecision): Answer {
  const lp = m.world.components.Points.lp;
  const doctors = d.options.filter((o) => o.id !== 'none' && m.ids.has(o.id));
  const best = doctors.sort((a, b) => (lp[m.ids.get(b.id)!] ?? 0) - (lp[m.ids.get(a.id)!] ?? 0))[0];
  if (!best) return pick(d, 'none', 'Power Over Death: no Doctor can try');
  return pick(d, best.id, `Power Over Death: ${best.label}`);
}

/**
 * The option among `options` naming the character that cost the most Ducats (options whose id is a character's;
 * the first on a tie), or undefined when none names one.
 */
export function mostDucats(m: Match, options: readonly ChoiceOption[]): ChoiceOption | undefined {
  let best: { o: ChoiceOption; cost: number } | undefined;
  for (const o of options) {
    const e = m.ids.get(o.id);
    if (e === undefined) continue;
    const cost = profileOf(m, e).cost;
    if (!best || cost > best.cost) best = { o, cost };
  }
  return best?.o;
}

/** Artistic Representation: bring back the friend taken out that cost the most Ducats. */
export function answerArtisticRepresentation(m: Match, d: ChoiceDecision): Answer {
  const best = mostDucats(m, d.options);
  if (!best) return pick(d, 'none', 'Artistic Representation: nobody to paint');
  return pick(d, best.id, `Artistic Representation: ${best.label}, the most valuable friend taken out`);
}

/**
 * Everyman: a Pierrot takes the charge when it is worth fewer Ducats than the friend charged (the one with the most
 * Life Points of those offered); else the friend takes it.
 */
export function answerEveryman(m: Match, d: ChoiceDecision): Answer {
  const lp = m.world.components.Points.lp;
  const foe = m.ids.get(d.character);
  const worth = foe === undefined ? 0 : profileOf(m, foe).cost;
  const pierrots = d.options
    .filter((o) => o.id !== 'none' && m.ids.has(o.id))
    .filter((o) => profileOf(m, m.ids.get(o.id)!).cost < worth)
    .sort((a, b) => (lp[m.ids.get(b.id)!] ?? 0) - (lp[m.ids.get(a.id)!] ?? 0));
  const best = pierrots[0];
  if (!best) return pick(d, 'none', 'Everyman: the friend charged is worth no more than a Pierrot');
  return pick(d, best.id, `Everyman: ${best.label}, cheaper than the friend charged`);
}

/** The friend most worth keeping among those an enemy could reach this round, or none. */
export function answerFightUntilTheLast(m: Match, d: ChoiceDecision): Answer {
  const p = m.world.components.Points;
  let best = { id: 'none', worth: 0, label: '' };
  for (const o of d.options) {
    const eid = m.ids.get(o.id);
    if (eid === undefined) continue;
    if (!enemiesOf(m, eid).some((e) => distanceBetween(m, eid, e) <= DANGER_RANGE)) continue;
    const start = Math.max(1, p.lpStart[eid] ?? 1);
    const worth = profileOf(m, eid).cost * (1 - (p.lp[eid] ?? 0) / start);
    if (worth > best.worth + 1e-9) best = { id: o.id, worth, label: o.label };
  }
  if (best.id === 'none') return pick(d, 'none', 'Fight Until the Last: no friend in reach of an enemy');
  return pick(d, best.id, `Fight Until the Last: ${best.label}, the friend most worth keeping`);
}
