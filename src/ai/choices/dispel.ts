/**
 * The AI's Dispel (rulebook "Magic", "Dispel"): an enemy is casting; dispel with the Mage that lowers the spell's
 * chance the most when what that takes from the caster's gang — the spell's worth (spell-worth.ts) times the chance
 * removed — is more than the Will Point it costs (and the risk of rolling no Ace, which stops that Mage dispelling
 * for the round). The attempt counts toward an Agenda that asks for tries (Silence the Witch), whatever its roll.
 */
import { getSpell, spellId } from '../../content/index.ts';
import { type ChoiceDecision, type Command, castOdds, type Match, mageLevelOf } from '../../rules/index.ts';
import { factAgendaGain, type Undated } from '../agenda-worth.ts';
import { roundsLeft } from '../objective-worth.ts';
import { spellWorth } from '../spell-worth.ts';
import type { Answer } from '../types.ts';
import { willPointWorthNow } from '../will-point-worth.ts';

const answer = (d: ChoiceDecision, option: string, why: string) => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option } as Command,
  why,
});

/** The AI's answer to a `dispel` decision (see the module comment), with its reason. */
export function answerDispel(m: Match, d: ChoiceDecision): Answer {
  const cast = [...m.log].reverse().find((e) => e.type === 'cast');
  const caster = m.ids.get(d.character);
  if (cast?.type !== 'cast' || caster === undefined) return answer(d, 'none', 'no spell to dispel');
  const id = spellId(cast.spell);
  const spell = getSpell(id);
  const odds = castOdds(m, caster, id);
  const targets = cast.targets.flatMap((t) => {
    const e = m.ids.get(t);
    return e === undefined ? [] : [e];
  });
  const ctx = { m, caster, targets, aces: odds.plain.acesIfItWorks, x: mageLevelOf(m, caster) };
  const worth = spellWorth(id, ctx);
  let best: { id: string; gain: number; agenda?: string } = { id: 'none', gain: 0 };
  for (const o of odds.dispelled) {
    if (!d.options.some((x) => x.id === o.by)) continue;
    const by = m.ids.get(o.by);
    if (by === undefined) continue;
    // The attempt itself may step toward an Agenda (Silence the Witch: three tries), whatever the roll.
    const attempt: Undated = { kind: 'dispel', who: by };
    const agenda = factAgendaGain(m, by, attempt, [attempt, attempt]);
    const gain =
      worth * (odds.plain.works - o.chances.works) - willPointWorthNow(roundsLeft(m)) + (agenda?.value ?? 0);
    if (gain > best.gain) best = { id: o.by, gain, ...(agenda ? { agenda: agenda.label } : {}) };
  }
  return best.id === 'none'
    ? answer(d, 'none', `let ${spell.name} be: not worth a Will Point`)
    : answer(
        d,
        best.id,
        `dispel ${spell.name} with ${best.id} (gains ${best.gain.toFixed(2)}${best.agenda ? `; ${best.agenda}` : ''})`,
      );
}
