/**
 * What the Battle scene passes to the GameOver scene at the end of a match. In a file of its own so that the two
 * scenes import neither each other nor anything that imports them back.
 */
import type { SavedMatch } from '../../campaign/match-record.ts';
import type { VpPoint } from '../../campaign/match-replay.ts';
import type { Casualty } from '../../rules/index.ts';
import type { ScenarioResult } from '../battle/scenario-result.ts';
import type { AgendaSummary } from '../hud/agenda-rows.ts';
import type { BattleData } from './battle-data.ts';

/** The result of a match as the game-over panel shows it, and the battle "Play again" starts. */
export interface GameOverData {
  readonly vp: Record<string, number>;
  /** Victory Points after each round, then at the end (match-replay.ts `vpByRound`); null when not known. */
  readonly rounds?: readonly VpPoint[] | null;
  /** The casualties in order, characters by name (rules `casualtiesOf`; `gang` by id). */
  readonly takenOut?: readonly Casualty[];
  /** Per gang id: the Victory Points of `vp` its Agendas brought, and the Agendas it scored (agenda-rows.ts). */
  readonly agendas: Readonly<Record<string, AgendaSummary>>;
  readonly winner: string | null;
  /** What the scenario's Primary Objective came to (a line per Objective; Street Fight's escapes), or null. */
  readonly scenario?: ScenarioResult | null;
  /** The gang holding Fortune's Favour at the end, or null. */
  readonly fortune: string | null;
  readonly gangs: readonly { id: string; name: string; colour: string; controller: 'human' | 'ai' }[];
  /** The battle to start on "Play again". */
  readonly again: BattleData;
  /** The match just played, to watch again from its start ("Watch the replay") or export; absent when it cannot. */
  readonly replay?: { readonly watch: BattleData; readonly record: SavedMatch };
}
