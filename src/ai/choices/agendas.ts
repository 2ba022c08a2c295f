/**
 * The AI's Agenda decisions (rulebook "Agendas", "Command Points" → PLAN), in Victory Points as src/ai/plan.ts
 * scores options:
 * - PLAN: a new Agenda is worth {@link FRESH_CHANCE} of its Victory Points (the share of Agendas a gang achieves
 *   in a game, about one in three); the card in hand is worth nothing once it cannot be achieved any more
 *   (conditions.ts `possible`: the enemy Leader is gone…), else as much as a new one. The Command Point is spent
 *   when the gain reaches {@link ORDER_MARGIN}, the worth of keeping it (for initiative, ORDERs and COUNTERs).
 * - Double: keeping is worth twice the Victory Points times the chance to achieve it again; a condition on the
 *   board (touching enemies, height, water, points emptied) is met again {@link AGAIN_STATE} of the time with two
 *   rounds or more left, any other {@link AGAIN_EVENT}; the Agenda is kept when that beats scoring now.
 */
import { getAgenda } from '../../content/index.ts';
import {
  AGENDA_CONDITIONS,
  type ChoiceDecision,
  cardsInPlay,
  charactersOfGang,
  type Match,
  scenarioOf,
  traitOf,
} from '../../rules/index.ts';
import { oneKillAway, pointsAgendaGain, unlockVp } from '../agenda-worth.ts';
import type { Answer } from '../types.ts';
import { ORDER_MARGIN } from './order.ts';

/** Chance that a newly drawn Agenda is achieved in a game. */
export const FRESH_CHANCE = 0.35;
/**
 * Agendas a gang can work toward by itself whatever the enemy does (agenda-condition.ts `selfDriven`): under Secondary,
 * before its first Agenda, a gang holding none of them redraws for one.
 */
export const SELF_DRIVEN: ReadonlySet<string> = new Set(
  Object.entries(AGENDA_CONDITIONS)
    .filter(([, c]) => c.selfDriven)
    .map(([id]) => id),
);
/** Share of the Agenda deck (one condition per card) a gang can work toward by itself ({@link SELF_DRIVEN}). */
export const SELF_DRIVEN_SHARE = SELF_DRIVEN.size / Object.keys(AGENDA_CONDITIONS).length;

/** Points of `kind` the characters of gang `g` on the board hold between them. */
function gangPoints(m: Match, g: number, kind: 'wp' | 'cp'): number {
  const points = m.world.components.Points[kind];
  return charactersOfGang(m, g).reduce((sum, e) => sum + (points[e] ?? 0), 0);
}

/** Characters of gang `g` on the board at home in the water (Water Creature). */
function waterCreatures(m: Match, g: number): number {
  return charactersOfGang(m, g).filter((e) => traitOf(m, e, 'at-home-in-water').has).length;
}

/**
 * What working toward a card of {@link SELF_DRIVEN} takes that the gang must still hold, by id: the Command Points of
 * two Command Abilities (Following Orders), the Will Points of six (Will Be Done) or of three Controlled Landings
 * (Get to Ground), Water Creatures to dive (Aquatic Attack: three; Hold Your Breath: one; the others pay for the
 * water).
 */
const NEEDS: Readonly<Record<string, (m: Match, g: number) => boolean>> = {
  'aquatic-attack': (m, g) => waterCreatures(m, g) >= 3,
  'hold-your-breath': (m, g) => waterCreatures(m, g) >= 1,
  'following-orders': (m, g) => gangPoints(m, g, 'cp') >= 2,
  'will-be-done': (m, g) => gangPoints(m, g, 'wp') >= 6,
  'get-to-ground': (m, g) => gangPoints(m, g, 'wp') >= 3,
};

/**
 * Whether gang `g` can work toward the Agenda `id` by itself now: one of {@link SELF_DRIVEN}, still possible, and
 * the gang still holds what it takes ({@link NEEDS}).
 */
export function workable(m: Match, g: number, id: string): boolean {
  if (!SELF_DRIVEN.has(id) || !(AGENDA_CONDITIONS[id]?.possible(m, g) ?? false)) return false;
  return NEEDS[id]?.(m, g) ?? true;
}

/** Chance that a condition on the board is met again, with two rounds or more left. */
export const AGAIN_STATE = 0.6;
/** Chance that a condition on events (kills, jumps, dives…) is met again. */
export const AGAIN_EVENT = 0.3;

function pickOf(d: ChoiceDecision, option: string, why: string): Answer {
  return { command: { type: 'decide', decision: 'choose', character: d.character, option }, why };
}

/** The gang index answering `d`. */
function gangIndex(m: Match, d: ChoiceDecision): number {
  return m.setup.gangs.findIndex((g) => g.id === d.gang);
}

/**
 * PLAN: redraw the first Agenda in hand that can no longer be achieved, when a new one is worth the point, or the
 * first that waits on the enemy when the Command Point paid steps toward an Agenda (Lead from the Front). Under
 * Secondary, before the gang's first Agenda and with none in hand it can work toward by itself
 * ({@link workable}), also one that waits on the enemy: a new card is one of those {@link SELF_DRIVEN_SHARE} of the
 * time, and the first Agenda unlocks the gang's whole score (agenda-worth.ts `unlockVp`). The first card that one
 * kill would not achieve goes (agenda-worth.ts `oneKillAway`: three kills, four Jumps, six dice re-rolled…), else the
 * first in hand: a card a single fight achieves is the likeliest of those left.
 */
export function answerPlan(m: Match, d: ChoiceDecision): Answer {
  const g = gangIndex(m, d);
  const { vp, count } = scenarioOf(m.setup.scenario).agendas;
  const roundsLeft = scenarioOf(m.setup.scenario).rounds - m.round + 1;
  const inHand = d.options.filter((o) => o.id.startsWith('redraw:')).map((o) => o.id.slice('redraw:'.length));
  const gate = g >= 0 && roundsLeft >= 2 && !inHand.some((id) => workable(m, g, id)) ? unlockVp(m, g) : 0;
  if (gate * SELF_DRIVEN_SHARE >= ORDER_MARGIN) {
    // A card that can no longer be achieved goes first, then one that a single kill would not achieve.
    const cards = cardsInPlay(m, g);
    const far = (id: string) => {
      const card = cards.find((c) => c.id === id);
      return !card || !oneKillAway(m, g, card);
    };
    const id =
      inHand.find((c) => !(AGENDA_CONDITIONS[c]?.possible(m, g) ?? false)) ?? inHand.find(far) ?? inHand[0];
    if (id !== undefined)
      return pickOf(
        d,
        `redraw:${id}`,
        `PLAN: the gang cannot work toward ${getAgenda(id).name} alone${far(id) ? ' nor achieve it with one kill' : ''}; a card it can unlocks its ${gate} VP (Secondary)`,
      );
  }
  // The Command Point paid may itself step toward an Agenda (Lead from the Front): a card that waits on the enemy
  // is then redrawn for it.
  const payer = m.ids.get(d.character);
  const step = payer === undefined ? null : pointsAgendaGain(m, payer, 'cp', 1);
  for (const o of d.options) {
    if (!o.id.startsWith('redraw:')) continue;
    const id = o.id.slice('redraw:'.length);
    const possible = AGENDA_CONDITIONS[id]?.possible(m, g) ?? false;
    // A new card needs rounds to be achieved: its chance shrinks with the rounds left.
    const fresh = FRESH_CHANCE * vp * Math.min(1, roundsLeft / 3);
    const gain = fresh - (possible ? fresh : 0);
    if (count > 0 && gain >= ORDER_MARGIN)
      return pickOf(
        d,
        o.id,
        `PLAN: ${getAgenda(id).name} cannot be achieved any more (a new one is worth ${gain.toFixed(2)} VP)`,
      );
  }
  const waiting = inHand.find((id) => !workable(m, g, id));
  if (step && step.value >= ORDER_MARGIN && waiting !== undefined)
    return pickOf(
      d,
      `redraw:${waiting}`,
      `PLAN: ${getAgenda(waiting).name} waits on the enemy, and the Command Point is worth ${step.value.toFixed(2)} VP spent (${step.label})`,
    );
  return pickOf(d, 'done', 'PLAN: every Agenda in hand can still be achieved');
}

/** Double: keep the achieved Agenda when twice its Victory Points times the chance to achieve it again beats 1×. */
export function answerDouble(m: Match, d: ChoiceDecision): Answer {
  const keep = d.options.find((o) => o.id.startsWith('keep:'));
  const score = d.options[0]!;
  if (!keep) return pickOf(d, score.id, 'Double: score now');
  const id = keep.id.slice('keep:'.length);
  const rule = AGENDA_CONDITIONS[id];
  const roundsLeft = scenarioOf(m.setup.scenario).rounds - m.round;
  const again = rule?.look && roundsLeft >= 2 ? AGAIN_STATE : AGAIN_EVENT;
  const name = getAgenda(id).name;
  if (2 * again > 1)
    return pickOf(d, keep.id, `Double: keep ${name} (met again ${Math.round(again * 100)} % of the time)`);
  return pickOf(
    d,
    score.id,
    `Double: score ${name} now (met again only ${Math.round(again * 100)} % of the time)`,
  );
}

/**
 * Extra Agendas drawn (Reflected Reality, Maps and Charts): keep the card most worth working toward — one the gang can
 * achieve by itself ({@link workable}), then one a single kill achieves (agenda-worth.ts `oneKillAway`), then any
 * still possible — and discard the least.
 */
export function answerAgendaDraw(m: Match, d: ChoiceDecision): Answer {
  const g = gangIndex(m, d);
  const cards = g >= 0 ? cardsInPlay(m, g) : [];
  const rank = (id: string): number => {
    if (g < 0) return 0;
    if (workable(m, g, id)) return 3;
    const card = cards.find((c) => c.id === id);
    if (card && oneKillAway(m, g, card)) return 2;
    return AGENDA_CONDITIONS[id]?.possible(m, g) ? 1 : 0;
  };
  const idOf = (option: string) => option.slice(option.indexOf(':') + 1);
  const keeping = d.options[0]?.id.startsWith('keep:') ?? false;
  const ranked = [...d.options].sort((a, b) => (rank(idOf(b.id)) - rank(idOf(a.id))) * (keeping ? 1 : -1));
  const pick = ranked[0]!;
  const name = getAgenda(idOf(pick.id)).name;
  return pickOf(
    d,
    pick.id,
    keeping
      ? `Agendas drawn: keep ${name}, the likeliest`
      : `Agendas drawn: discard ${name}, the least likely`,
  );
}
