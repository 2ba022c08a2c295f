/**
 * The Agendas won by moving over the city (rulebook "Agendas"): heights and canals outside the deployment zone,
 * long Jumps, Controlled Landings, falls survived and into the water, Dives.
 */
import { traitOf } from '../../character/traits.ts';
import { inZone } from '../../space/zones.ts';
import type { Match } from '../../state/match-state.ts';
import { zoneOf } from '../scenario-state.ts';
import { type AgendaCondition, always, ours, standing, tally } from './agenda-condition.ts';
import { charactersOfGang, inWater, survives } from './board-looks.ts';

/** Whether the character stands outside its gang's deployment zone. */
function outsideZone(m: Match, g: number, eid: number): boolean {
  // The zone the gang set up in; a match whose characters were placed by hand (rules cases) reads the level's zone g.
  const zone = zoneOf(m, g) ?? m.board.deploymentZones[g];
  if (!zone) return true;
  const { Position } = m.world.components;
  return !inZone(zone, Position.x[eid] ?? 0, Position.y[eid] ?? 0);
}

/** Inches above ground level that count as "above ground" for Scouting the Land. */
export const SCOUTING_HEIGHT = 6;
/** Inches a Jump must cover to count for Acrobatic Display and Over the Rooftops. */
export const LONG_JUMP = 4;
/** Inches a fall must be for Daredevil. */
export const DAREDEVIL_FALL = 6;

/** The moving Agendas' conditions, by id. */
export const MOVE_AGENDAS: Readonly<Record<string, AgendaCondition>> = {
  'scouting-the-land': {
    // (not `selfDriven`: a roof 6″ up is rarely within a turn's climb, and the computer weighs only where a move ends)
    possible: always,
    ...standing({
      n: 3,
      who: (m, g, e) => (m.world.components.Position.z[e] ?? 0) >= SCOUTING_HEIGHT && outsideZone(m, g, e),
    }),
  },
  'approach-by-water': {
    // The canals are seldom more than a move away.
    selfDriven: true,
    possible: (m, g) =>
      charactersOfGang(m, g).filter((e) => !traitOf(m, e, 'at-home-in-water').has).length >= 3,
    ...standing({
      n: 3,
      // the cheap looks first (each is a plain reading of the board)
      who: (m, g, e) => inWater(m, e) && outsideZone(m, g, e) && !traitOf(m, e, 'at-home-in-water').has,
    }),
  },
  'acrobatic-display': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' &&
      ours(m, g, f.who) &&
      f.landed &&
      f.inches >= LONG_JUMP &&
      tally(memo, f.turn, String(f.who)) >= 3,
  },
  'over-the-rooftops': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' &&
      ours(m, g, f.who) &&
      f.landed &&
      f.inches >= LONG_JUMP &&
      tally(memo, f.round, 'jumps') >= 4,
  },
  'get-to-ground': {
    // A Controlled Landing may be declared on any Jump, one of 2″ over level ground too.
    selfDriven: true,
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' && ours(m, g, f.who) && f.controlled && tally(memo, f.round, 'cl') >= 3,
  },
  daredevil: {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'fall' && ours(m, g, f.who) && f.inches >= DAREDEVIL_FALL && survives(m, f.who),
  },
  'high-dive': {
    selfDriven: true,
    inWater: true,
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'fall' && ours(m, g, f.who) && f.intoWater && tally(memo, -1, 'dives') >= 3,
  },
  'aquatic-attack': {
    // A gang of swimmers dives by itself.
    selfDriven: true,
    inWater: true,
    possible: always,
    fact: (m, g, f, memo) => f.kind === 'dive' && ours(m, g, f.who) && tally(memo, f.round, 'dives') >= 3,
  },
  'hold-your-breath': {
    selfDriven: true,
    inWater: true,
    possible: always,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'dive' || !ours(m, g, f.who)) return false;
      const key = String(f.who);
      const last = memo.counts[key];
      memo.counts[key] = f.round;
      return last === f.round - 1;
    },
  },
};
