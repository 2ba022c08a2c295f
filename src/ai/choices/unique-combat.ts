/**
 * The AI's answers to the decisions of the fighting unique abilities (src/rules/abilities/unique/unique-combat.ts,
 * src/rules/abilities/unique/unique-combat-actions.ts):
 * - `prey-upon`: the engine's pick, the most valuable enemy (a Leader, then the most Ducats);
 * - `uncoordinated-assault`: the free attack with the most Life Points expected (friends under a Blast count
 *   against it), or none when no attack is worth anything;
 * - `writhe-inside`: lodge the Infant Kraken when the enemy is worth more Ducats than what is left of the Kraken
 *   (its Ducats times its share of Life Points left), and the enemy is not already Stunned for the game.
 */
import {
  assaultWorth,
  type ChoiceDecision,
  type Match,
  memoryOf,
  profileOf,
  weaponOf,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

const pick = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** Name the engine's pick as Prey: the first option (never `none` while an enemy is offered). */
export function answerPreyUpon(_m: Match, d: ChoiceDecision): Answer {
  const first = d.options.find((o) => o.id !== 'none') ?? d.options[0]!;
  return pick(d, first.id, `Prey Upon: ${first.label}, the most valuable enemy`);
}

/** The free attack expected to take the most Life Points, or `none` when none takes any. */
export function answerUncoordinatedAssault(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best: { id: string; worth: number; label: string } = { id: 'none', worth: 0, label: 'no extra attack' };
  for (const o of d.options) {
    const [foeId, weapon] = o.id.split('|');
    const foe = foeId === undefined ? undefined : m.ids.get(foeId);
    const w = eid === undefined || weapon === undefined ? undefined : weaponOf(m, eid, weapon);
    if (eid === undefined || foe === undefined || !w) continue;
    const worth = assaultWorth(m, eid, foe, w);
    if (worth > best.worth + 1e-9) best = { id: o.id, worth, label: o.label };
  }
  return pick(
    d,
    best.id,
    best.id === 'none'
      ? 'Uncoordinated Assault: no free attack worth making'
      : `Uncoordinated Assault: ${best.label}, ${best.worth.toFixed(1)} Life Points expected`,
  );
}

/** Lodge when the enemy is worth more than what is left of the Infant Kraken (see the module comment). */
export function answerWritheInside(m: Match, d: ChoiceDecision): Answer {
  const kraken = m.ids.get(d.character);
  const lodge = d.options.find((o) => o.id === 'lodge');
  const host = lodge?.figure === undefined ? undefined : m.ids.get(lodge.figure);
  if (kraken === undefined || host === undefined || !lodge) return pick(d, 'stay', 'Writhe Inside: stay');
  const p = m.world.components.Points;
  const left = profileOf(m, kraken).cost * ((p.lp[kraken] ?? 0) / Math.max(1, p.lpStart[kraken] ?? 1));
  const worth = profileOf(m, host).cost;
  if (memoryOf(m).stunnedForGame.has(host) || worth <= left)
    return pick(d, 'stay', `Writhe Inside: stay (${worth} Ducats against ${left.toFixed(1)} left)`);
  return pick(d, 'lodge', `Writhe Inside: lodge (${worth} Ducats against ${left.toFixed(1)} left)`);
}
