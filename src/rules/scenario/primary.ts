/**
 * How each Primary Objective of The Winds of Fate scores at the end of the game (rulebook "Primary Objective" and each
 * scenario's; the kinds: src/content/scenarios.ts `ScenarioPrimary`). Pure: the same figures serve the end of the
 * game, the "if it ended now" count of the top bar and the computer's look-ahead.
 *
 * Our readings (docs/rules-coverage.md):
 * - "within 3″" is measured from the Objective's 30 mm base to the character's base, in 3D;
 * - an Objective scores for a gang with a character within 3″ when no character of another gang is within 3″ too;
 *   a Mindless character is ignored both ways (it neither scores nor contests); a carried Objective is where its
 *   carrier stands;
 * - a claimed Claimable Objective scores for the gang that claimed it, wherever it is (Take What is Theirs scores by
 *   place instead, as printed);
 * - a Hidden Objective with a number scores that number instead of the scenario's Victory Points (turned over at
 *   the end if nobody revealed it);
 * - Take What is Theirs: an Objective within 12″ of a gang's zone corner (measured to the Objective's base) scores
 *   for that gang.
 */
import type { ScenarioPrimary } from '../../content/scenarios.ts';
import { traitOf } from '../character/traits.ts';
import { distance } from '../space/measure.ts';
import { emit, figureOf, type Match } from '../state/match-state.ts';
import {
  carrierOf,
  claimOf,
  ignoredForObjectives,
  isKind,
  OBJECTIVE_RADIUS,
  objectiveAt,
  objectiveFigure,
  objectivesOf,
} from '../state/objective-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { scenarioStateOf, zoneOf } from './scenario-state.ts';

/** Inches from an Objective within which a character scores it (rulebook "Primary Objective"). */
export const SCORING_INCHES = 3;

/** One Objective's score: the gang (an index) and the Victory Points. */
export interface ObjectiveScore {
  readonly objective: string;
  readonly gang: number;
  readonly vp: number;
}

/** The Victory Points Objective `o` is worth (a numbered Hidden Objective's number, else the scenario's). */
function worth(m: Match, o: number, vp: number): number {
  const value = m.world.components.Objective.value[o] ?? -1;
  return isKind(m, o, 'hidden') && value >= 0 ? value : vp;
}

/** The gang that holds Objective `o` by standing near it (within 3″, alone), or −1. */
export function holderOf(m: Match, o: number): number {
  const gang = m.world.components.Gang.index;
  const obj = objectiveFigure(m, o);
  const near = new Set<number>();
  for (const e of charactersOnBoard(m.world)) {
    if (ignoredForObjectives(m, e)) continue;
    if (distance(figureOf(m, e), obj) <= SCORING_INCHES + 1e-9) near.add(gang[e] ?? -1);
  }
  return near.size === 1 ? [...near][0]! : -1;
}

/** Each Objective's score under `primary` now (none for the Primary Objectives that score no Objective). */
export function objectiveScores(m: Match, primary: ScenarioPrimary): ObjectiveScore[] {
  const id = (o: number) => m.world.components.Objective.id[o]!;
  const gang = m.world.components.Gang.index;
  if (primary.kind === 'objectives-held') {
    return objectivesOf(m).flatMap((o) => {
      const carrier = carrierOf(m, o);
      if (carrier >= 0 && primary.carriedVp !== undefined && !ignoredForObjectives(m, carrier))
        return [{ objective: id(o), gang: gang[carrier] ?? 0, vp: primary.carriedVp }];
      const claim = isKind(m, o, 'claimable') ? claimOf(m, o) : -1;
      const g = claim >= 0 ? claim : holderOf(m, o);
      return g >= 0 ? [{ objective: id(o), gang: g, vp: worth(m, o, primary.vp) }] : [];
    });
  }
  if (primary.kind === 'objectives-home') {
    return objectivesOf(m).flatMap((o) => {
      const [x, y] = objectiveAt(m, o);
      for (let g = 0; g < m.setup.gangs.length; g++) {
        const c = zoneOf(m, g)?.corner;
        if (c && Math.hypot(x - c.x, y - c.y) - OBJECTIVE_RADIUS <= primary.home + 1e-9)
          return [{ objective: id(o), gang: g, vp: worth(m, o, primary.vp) }];
      }
      return [];
    });
  }
  return [];
}

/**
 * Victory Points of the Primary Objective per gang index now: the characters on the board (Gang War), the Objectives
 * (see {@link objectiveScores}), or Street Fight's Attackers that got away and were taken out.
 */
export function primaryVp(m: Match, primary: ScenarioPrimary): number[] {
  const n = m.setup.gangs.length;
  const vp = Array.from({ length: n }, () => 0);
  if (primary.kind === 'characters-on-board') {
    const gang = m.world.components.Gang.index;
    for (const e of charactersOnBoard(m.world))
      if (!traitOf(m, e, 'worth-no-victory-points').has) vp[gang[e] ?? 0]! += primary.vp;
  } else if (primary.kind === 'street-fight') {
    const s = scenarioStateOf(m);
    for (let g = 0; g < n; g++) vp[g] = s.escaped[g]! + s.kills[g]! * primary.vp;
  } else for (const s of objectiveScores(m, primary)) vp[s.gang]! += s.vp;
  return vp;
}

/** At the end of the game: an `objective-scored` event for each Objective that scores (see {@link objectiveScores}). */
export function announceObjectiveScores(m: Match, primary: ScenarioPrimary): void {
  for (const s of objectiveScores(m, primary))
    emit(m, { type: 'objective-scored', objective: s.objective, gang: m.setup.gangs[s.gang]!.id, vp: s.vp });
}
