/**
 * What the "Why?" panel shows of one of the computer's commands (battle-session.ts `AiReason`): what it chose and
 * why in plain words, the considerations behind that option's score as signed bars (Victory Points gained or
 * lost), and the best options it weighed against it, each a bar scaled from the weakest to the strongest. Pure: no
 * DOM here (why-panel.ts draws the rows).
 */
import type { Candidate, Term } from '../../ai/index.ts';
import type { Command } from '../../rules/index.ts';
import type { AiReason } from '../battle/battle-session.ts';
import type { Names } from './log-lines.ts';
import { withNames as named } from './named-text.ts';

/** One consideration: words, its value (VP, signed) and its bar's length (0–100, share of the largest). */
export interface TermRow {
  readonly label: string;
  readonly value: number;
  readonly width: number;
}

/** One option weighed: words, score (VP), bar length (0–100) and whether it is the one chosen. */
export interface OptionRow {
  readonly label: string;
  readonly score: number;
  readonly width: number;
  readonly chosen: boolean;
}

/** The whole panel. */
export interface WhyRows {
  readonly title: string;
  readonly chosen: string;
  readonly terms: readonly TermRow[];
  readonly options: readonly OptionRow[];
}

function sameCommand(a: Command, b: Command): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The candidate words, with the character ids named. */
function optionWords(c: Candidate, ids: readonly string[], names: Names): string {
  const words = c.why === 'hold' ? 'end the turn where it stands' : c.why;
  return named(words, ids, names);
}

/**
 * Victory Points below which a consideration would show as "+0.00 VP": such terms are shown together as one row
 * ({@link SMALL_TERMS}), or left out when together they are as small.
 */
export const SHOWN_TERM = 0.005;
/** Words of the row that gathers the considerations too small to show one by one. */
export const SMALL_TERMS = 'smaller considerations together';

/** The terms worth a row each, and the small ones gathered in one row (see {@link SHOWN_TERM}). */
function shownTerms(terms: readonly Term[]): Term[] {
  const shown = terms.filter((t) => Math.abs(t.value) >= SHOWN_TERM);
  const rest = terms.reduce((sum, t) => (Math.abs(t.value) < SHOWN_TERM ? sum + t.value : sum), 0);
  return Math.abs(rest) >= SHOWN_TERM ? [...shown, { label: SMALL_TERMS, value: rest }] : shown;
}

/**
 * The panel's rows for `r`; `ids` are the match's character ids (to name them), `names` the display names.
 * Decisions (Will Points, COUNTER, PLAN…) carry no weighed options: only their reason.
 */
export function whyRows(r: AiReason, ids: readonly string[], names: Names): WhyRows {
  const { choice } = r;
  const chosen = choice.candidates.find((c) => sameCommand(c.command, choice.command));
  const terms = shownTerms(chosen?.terms ?? []);
  const biggest = Math.max(1e-9, ...terms.map((t) => Math.abs(t.value)));
  const scores = choice.candidates.map((c) => c.score);
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  const span = hi - lo;
  return {
    title: `Why? — ${names.gang(r.gang)}`,
    chosen: named(choice.why === 'hold' ? 'end the turn where it stands' : choice.why, ids, names),
    terms: terms.map((t) => ({
      label: named(t.label, ids, names),
      value: t.value,
      width: Math.round((Math.abs(t.value) / biggest) * 100),
    })),
    options: choice.candidates.map((c) => ({
      label: optionWords(c, ids, names),
      score: c.score,
      width: span > 1e-9 ? Math.round(10 + ((c.score - lo) / span) * 90) : 100,
      chosen: sameCommand(c.command, choice.command),
    })),
  };
}
