/**
 * What a match keeps of its scenario beside the entities (rulebook "The Winds of Fate"): the Deployment Zone each gang
 * took, the order of the setup's roll-off, and Street Fight's tallies — Attackers that left by the far edge, and
 * Attackers taken out, by the gang that took them out (read from the events as the Agendas read them: facts.ts).
 */
import type { DeploymentZone } from '../space/api.ts';
import type { Match } from '../state/match-state.ts';
import { copyState, matchTable } from '../state/per-match.ts';
import { FactReader } from './agendas/facts.ts';

/** The scenario's state of one match. */
export interface ScenarioState {
  /** The zone of each gang (by index) once it has one. */
  readonly zones: (DeploymentZone | null)[];
  /** Gang indexes in the roll-off's order (the winner first); [] before it, or when there was none. */
  rollOff: number[];
  /** Characters set up so far by their players, in order (setup-phase.ts). */
  readonly setUp: number[];
  /** Victory Points each gang's Attackers scored by leaving by the far edge (Street Fight). */
  readonly escaped: number[];
  /** Attackers each gang took out (Street Fight). */
  readonly kills: number[];
  /** Events of the log read so far, and the reader that credits kills. */
  seen: number;
  readonly reader: FactReader;
}

const scenarioStates = matchTable<ScenarioState>(copyState);

/** The scenario state of match `m`, made on first use. */
export function scenarioStateOf(m: Match): ScenarioState {
  let s = scenarioStates.get(m);
  if (!s) {
    const n = m.setup.gangs.length;
    s = {
      zones: Array.from({ length: n }, () => null),
      rollOff: [],
      setUp: [],
      escaped: Array.from({ length: n }, () => 0),
      kills: Array.from({ length: n }, () => 0),
      seen: 0,
      reader: new FactReader(),
    };
    scenarioStates.set(m, s);
  }
  return s;
}

/** The Deployment Zone gang `g` (an index) set up in, or null before it has one. */
export function zoneOf(m: Match, g: number): DeploymentZone | null {
  return scenarioStateOf(m).zones[g] ?? null;
}
