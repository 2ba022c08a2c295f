/**
 * What the scenario page says of a scenario, in our own words (rulebook "The Winds of Fate"): its facts in one line
 * (gangs, Ducats, duration, board) and how its Primary Objective scores. Pure.
 */
import type { ScenarioFile } from '../../content/scenarios.ts';

/** Feet and inches of a board side: 36 → 3′. */
const feet = (inches: number) => `${inches / 12}′`;

/** "2–4 gangs · 150 Ducats · 5 game rounds · 3′×3′ board". */
export function scenarioFacts(s: ScenarioFile): string {
  const gangs = s.players.min === s.players.max ? `${s.players.min}` : `${s.players.min}–${s.players.max}`;
  const leader = s.leaderRequired ? '' : ' · no Leader needed';
  return (
    `${gangs} gangs · ${s.ducats} Ducats${leader} · ${s.rounds} game rounds · ` +
    `${feet(s.board.width)}×${feet(s.board.depth)} board`
  );
}

/** How the scenario's Primary Objective scores, in a sentence. */
export function primaryWords(s: ScenarioFile): string {
  const p = s.primary;
  switch (p.kind) {
    case 'characters-on-board':
      return `Every character still standing at the end scores ${p.vp} VP.`;
    case 'objectives-held': {
      const n = s.objectives?.place === 'level' ? s.objectives.count : 0;
      const mobile = s.objectives?.kinds.includes('mobile') ? ' Mobile' : '';
      const carried =
        p.carriedVp === undefined ? '' : `, ${p.carriedVp} VP if a character of yours carries it`;
      return `${n}${mobile} Objectives: each scores ${p.vp} VP to the only gang within 3″ of it at the end${carried}.`;
    }
    case 'objectives-home':
      return (
        `Each gang guards an Objective near its corner: at the end each scores ${p.vp} VP to the gang whose corner ` +
        `it lies within ${p.home}″ of. Carry theirs home, keep yours.`
      );
    case 'street-fight':
      return (
        `Attackers score ${p.vp} VP for each of their characters that leaves by the far short edge; Defenders ` +
        `score ${p.vp} VP for each Attacker they take out.`
      );
  }
}
