/**
 * The result of a finished match as the game-over panel shows it: Victory Points (and round by round), what each
 * gang's Agendas brought, who took out whom, the winner, who holds Fortune's Favour, and the battle "Play again"
 * starts.
 */
import { recordOf, vpByRound } from '../../campaign/match-replay.ts';
import { type Board, casualtiesOf, fortuneOf } from '../../rules/index.ts';
import { agendaSourceOf, agendaSummary } from '../hud/agenda-rows.ts';
import type { BattleData } from '../scenes/battle-data.ts';
import type { GameOverData } from '../scenes/game-over-data.ts';
import type { BattleSession } from './battle-session.ts';
import { scenarioResult } from './scenario-result.ts';

/**
 * What the game-over panel shows for the session's match, played on `board` (its Victory Points round by round are
 * read by playing its record again there); `again` is the battle its "Play again" starts.
 */
export function matchResult(session: BattleSession, again: BattleData, board?: Board): GameOverData {
  const m = session.match;
  const names = new Map(session.summary().characters.map((c) => [c.id, c.name]));
  const name = (id: string) => names.get(id) ?? id;
  return {
    vp: { ...m.vp },
    rounds: vpByRound(recordOf(m), board),
    takenOut: casualtiesOf(m).map((t) => ({
      ...t,
      character: name(t.character),
      by: t.by === null ? null : name(t.by),
    })),
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
