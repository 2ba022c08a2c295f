/**
 * What the Agendas panel and the end screen show of each gang's Agendas (rulebook "Agendas": Double, Secret),
 * read from the match (rules/scenario/agendas/agenda-state.ts). Pure: no DOM here; the panel (agenda-panel.ts)
 * only draws these rows.
 */
import { getAgenda } from '../../content/agendas.ts';
import { agendaStateOf, type Controller, hasAgendaRule, type Match, withAgendas } from '../../rules/index.ts';

/** A card as the panel shows it: `achieved` = achieved this round and not yet scored. */
export type AgendaCardState = 'open' | 'achieved' | 'kept' | 'scored' | 'lost';

/** The Agendas of a match as the view reads them (see {@link agendaSourceOf}). */
export interface AgendaSource {
  /** The gangs in seating order. */
  readonly gangs: readonly {
    readonly id: string;
    readonly name: string;
    readonly colour: string;
    readonly controller: Controller;
  }[];
  /** Cards per gang (same order as `gangs`), in the order drawn; cards discarded by PLAN are gone. */
  readonly hands: readonly (readonly {
    readonly id: string;
    readonly status: 'open' | 'kept' | 'scored' | 'lost';
    readonly achieved: boolean;
  }[])[];
  /** Victory Points each gang's Agendas have scored so far. */
  readonly vp: readonly number[];
  /**
   * Victory Points of each gang's Agendas as the scenario counts them in the final score (Total and Secondary
   * may cut them to 0).
   */
  readonly counted: readonly number[];
  /** Victory Points each scored card brought, per gang id, then Agenda id (from the `agenda` events). */
  readonly scoredVp: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The scenario's Secret rule: a computer's cards stay hidden until they score. */
  readonly secret: boolean;
}

/** One card of the panel. */
export interface AgendaCardRow {
  /** The Agenda id, or `secret` when the card is hidden. */
  readonly id: string;
  /** The printed name, or "Secret Agenda". */
  readonly name: string;
  /** What achieves it, in our words; empty when hidden. */
  readonly text: string;
  readonly state: AgendaCardState;
  /** The state in words, e.g. "in play", "scored +2 VP". */
  readonly stateText: string;
}

/** One gang of the panel: its cards and the Victory Points its Agendas scored so far. */
export interface AgendaGangRows {
  readonly gang: string;
  readonly name: string;
  readonly colour: string;
  readonly vp: number;
  readonly cards: readonly AgendaCardRow[];
}

/** What the end screen says of a gang's Agendas: the Victory Points they count for and the cards scored. */
export interface AgendaSummary {
  readonly vp: number;
  readonly scored: readonly { readonly name: string; readonly vp: number }[];
}

/** The view's reading of the match's Agendas (scored Victory Points from the log's `agenda` events). */
export function agendaSourceOf(m: Match): AgendaSource {
  const scoredVp: Record<string, Record<string, number>> = {};
  for (const e of m.log)
    if (e.type === 'agenda' && e.change === 'scored')
      scoredVp[e.gang] = { ...scoredVp[e.gang], [e.agenda]: e.vp };
  return {
    gangs: m.setup.gangs.map((g) => ({ id: g.id, name: g.name, colour: g.colour, controller: g.controller })),
    hands: agendaStateOf(m).hands.map((hand) =>
      hand.map((c) => ({ id: c.id, status: c.status, achieved: c.achieved })),
    ),
    vp: [...agendaStateOf(m).vp],
    counted: m.setup.gangs.map((_, g) => withAgendas(m, g, 0)),
    scoredVp,
    secret: hasAgendaRule(m, 'Secret'),
  };
}

/** The state a card shows (see {@link AgendaCardState}). */
function stateOf(card: AgendaSource['hands'][number][number]): AgendaCardState {
  if (card.status === 'scored' || card.status === 'lost') return card.status;
  if (card.achieved) return 'achieved';
  return card.status === 'kept' ? 'kept' : 'open';
}

/**
 * The panel's rows: each gang (swatch colour, name, Agenda VP so far) with its cards in the order drawn. Under
 * Secret the cards not yet scored of a gang the person at the screen does not play show as "Secret Agenda", in play
 * or kept, as the table sees them: neither the card nor whether it is achieved. `viewer` is the gang of the person at
 * the screen (null: nobody's, as when the computer plays every gang); when absent, the computer's gangs are hidden.
 */
export function agendaRows(src: AgendaSource, viewer?: string | null): AgendaGangRows[] {
  return src.gangs.map((g, k) => {
    const hidden = src.secret && (viewer === undefined ? g.controller === 'ai' : g.id !== viewer);
    const cards = (src.hands[k] ?? []).map((card): AgendaCardRow => {
      let state = stateOf(card);
      const secret = hidden && state !== 'scored' && state !== 'lost';
      if (secret && state === 'achieved') state = card.status === 'kept' ? 'kept' : 'open';
      const vp = src.scoredVp[g.id]?.[card.id] ?? 0;
      const stateText = {
        open: 'in play',
        achieved: card.status === 'kept' ? 'achieved again: double at round end' : 'achieved this round',
        kept: 'kept: double or nothing',
        scored: `scored +${vp} VP`,
        lost: 'lost: not achieved again',
      }[state];
      if (secret) return { id: 'secret', name: 'Secret Agenda', text: '', state, stateText };
      const agenda = getAgenda(card.id);
      return { id: card.id, name: agenda.name, text: agenda.text, state, stateText };
    });
    return { gang: g.id, name: g.name, colour: g.colour, vp: src.vp[k] ?? 0, cards };
  });
}

/** Per gang id: the Agenda Victory Points the final score counts, and the Agendas scored (name, VP), as drawn. */
export function agendaSummary(src: AgendaSource): Record<string, AgendaSummary> {
  return Object.fromEntries(
    src.gangs.map((g, k) => [
      g.id,
      {
        vp: src.counted[k] ?? 0,
        scored: (src.hands[k] ?? [])
          .filter((c) => c.status === 'scored')
          .map((c) => ({ name: getAgenda(c.id).name, vp: src.scoredVp[g.id]?.[c.id] ?? 0 })),
      },
    ]),
  );
}

/** The end screen's line of the Agendas a gang scored, e.g. "Spoils of War (+1 VP), Take Them Alive (+2 VP)". */
export function agendaSummaryLine(s: AgendaSummary): string {
  if (s.scored.length === 0) return 'none scored';
  return s.scored.map((a) => `${a.name} (+${a.vp} VP)`).join(', ');
}
