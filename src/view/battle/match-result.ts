/**
 * The result of a finished match as the game-over panel shows it: Victory Points, what each gang's Agendas
 * brought, the winner, who holds Fortune's Favour, and the battle "Play again" starts.
 */
import { fortuneOf } from '../../rules/index.ts';
import { agendaSourceOf, agendaSummary } from '../hud/agenda-rows.ts';
import type { BattleData } from '../scenes/battle-data.ts';
import type { GameOverData } from '../scenes/game-over-data.ts';
import type { BattleSession } from './battle-session.ts';
import { scenarioResult } from './scenario-result.ts';

/** What the game-over panel shows for the session's match; `again` is the battle its "Play again" starts. */
export function matchResult(session: BattleSession, again: BattleData): GameOverData {
  const m = session.match;
  return {
    vp: { ...m.vp },
    agendas: agendaSummary(agendaSourceOf(m)),
    winner: m.winner,
    fortune: fortuneOf(m).holder,
    scenario: scenarioResult(m),
    gangs: session.setup.gangs.map((g) => ({
      id: g.id,
      name: g.name,
      colour: g.colour,
      controller: g.controller,
    })),
    again,
  };
}
