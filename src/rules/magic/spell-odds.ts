/**
 * Exact chances of a Cast Spell (rulebook "Magic"; DESIGN §3.4: computed, never simulated): the chance of each row
 * of the table for the Magic Roll as it stands (MIND dice, Aces on the spell's Difficulty, Expert Sorcerer
 * re-rolls), and for each enemy Mage that could Dispel it, the chances if it does (an Opposed Roll whose Aces count
 * up to that Mage's level). Will Points are left out. Used by the targeting preview and the AI.
 */
import { getSpell } from '../../content/spells.ts';
import {
  chancesOf,
  type Outcome,
  opposedOutcomes,
  type ResultChances,
  rollOutcomes,
} from '../core/probability.ts';
import { idOf, type Match } from '../state/match-state.ts';
import { castSpec } from './cast-spell.ts';
import { dispellers, dispelSpec } from './dispel.ts';

/** The chances of one way the Magic Roll may go. */
export interface CastChances extends ResultChances {
  /** Chance the spell takes effect (Success or Critical). */
  readonly works: number;
  /** Mean Aces when it takes effect, weighted by chance (0 when it never does). */
  readonly acesIfItWorks: number;
}

/** The chances of a Cast Spell: unopposed, and if each enemy Mage that may Dispel it does. */
export interface CastOdds {
  readonly spell: string;
  readonly plain: CastChances;
  readonly dispelled: readonly { readonly by: string; readonly chances: CastChances }[];
}

function summarise(outcomes: readonly Outcome[]): CastChances {
  const c = chancesOf(outcomes);
  const works = c.success + c.critical;
  const aces = outcomes.reduce(
    (s, o) => s + (o.result === 'success' || o.result === 'critical' ? o.p * o.aces : 0),
    0,
  );
  return { ...c, works, acesIfItWorks: works > 0 ? aces / works : 0 };
}

/** The chances of `eid` casting spell `id` now (see the module comment). */
export function castOdds(m: Match, eid: number, id: string): CastOdds {
  const spell = getSpell(id);
  const spec = castSpec(m, eid, spell);
  const plain = summarise(rollOutcomes(spec.pool, spec.aceOn, spec.rerolls ?? 0));
  const dispelled = dispellers(m, eid)
    .flat()
    .map((d) => {
      const ds = dispelSpec(m, d, spell, eid);
      const outcomes = opposedOutcomes(spec.pool, ds.pool, spec.aceOn, spec.rerolls ?? 0, {
        rerolls: ds.rerolls ?? 0,
        maxAces: ds.maxAces ?? 0,
      });
      return { by: idOf(m, d), chances: summarise(outcomes) };
    });
  return { spell: spell.id, plain, dispelled };
}
