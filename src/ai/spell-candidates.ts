/**
 * Casting for the AI (rulebook "Magic"; AI v0 of the magic issue): every Cast Spell the engine allows now, scored by
 * the chance the spell takes effect — assuming an enemy Mage that may Dispel it does, with the worst chance of them
 * (spell-odds.ts) — times its worth (spell-worth.ts), less the Will Points it costs and the risk of a Fumble. Only
 * spells worth more than they cost are offered.
 */
import { getSpell } from '../content/index.ts';
import { type Command, castCommands, castOdds, type Match, mageLevelOf, spellCost } from '../rules/index.ts';
import { roundsLeft } from './objective-worth.ts';
import { spellWorth } from './spell-worth.ts';
import { willPointWorthNow } from './will-point-worth.ts';

/** What a Fumble costs (Stunned, a Will Point, no more casting), in Victory Points. */
const FUMBLE_COST = 0.15;

export interface SpellCandidate {
  readonly command: Command;
  readonly worth: number;
  readonly why: string;
}

/** Every Cast Spell of `eid` now worth more than it costs, scored. */
export function spellCandidates(m: Match, eid: number): SpellCandidate[] {
  const out: SpellCandidate[] = [];
  const level = mageLevelOf(m, eid);
  const wp = willPointWorthNow(roundsLeft(m));
  for (const cmd of castCommands(m, eid)) {
    const spell = getSpell(cmd.spell);
    const odds = castOdds(m, eid, spell.id);
    const chances = odds.dispelled.reduce(
      (worst, d) => (d.chances.works < worst.works ? d.chances : worst),
      odds.plain,
    );
    const targets = (cmd.targets ?? []).map((t) => m.ids.get(t)!);
    const ctx = { m, caster: eid, targets, aces: chances.acesIfItWorks };
    const plainWorth = spellWorth(spell.id, { ...ctx, x: level });
    const critWorth = spellWorth(spell.id, { ...ctx, x: level + 1 });
    const effect = chances.success * plainWorth + chances.critical * (critWorth + wp);
    const worth = effect - spellCost(m, eid, spell) * wp - chances.fumble * FUMBLE_COST;
    if (worth <= 0) continue;
    const dispel = odds.dispelled.length > 0 ? ', if dispelled' : '';
    out.push({
      command: cmd,
      worth,
      why: `cast ${spell.name}${cmd.targets?.length ? ` on ${cmd.targets.join(', ')}` : ''}: ${Math.round(100 * chances.works)}% to work${dispel} (worth ${worth.toFixed(2)})`,
    });
  }
  return out;
}
