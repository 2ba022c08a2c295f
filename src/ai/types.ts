/**
 * The shapes the computer's files share (DESIGN §3.4): a candidate action scored in Victory Points with the
 * considerations its score is made of, and the answer to a pending decision.
 */
import type { Command } from '../rules/index.ts';

/** One consideration of a candidate's score: what it weighs, in plain words, and what it adds (Victory Points). */
export interface Term {
  readonly label: string;
  readonly value: number;
}

/** A scored candidate with the reasons behind its score: `terms` add up to `score` (the "Why?" panel). */
export interface Candidate {
  readonly command: Command;
  readonly score: number;
  readonly why: string;
  readonly terms?: readonly Term[];
}

/** The computer's answer to a pending decision: the `decide` command, and why in words. */
export interface Answer {
  readonly command: Command;
  readonly why: string;
}
