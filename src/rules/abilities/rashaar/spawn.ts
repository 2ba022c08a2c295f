/**
 * Spawn (the Krakenhost's unique action; a `unique-action` command, see unique-actions.ts): once per game round,
 * while it has 4 or more Life Points, it pays 3 Life Points and a new Infant Kraken is placed touching its base —
 * a normal friendly character that may activate this round (movement/newcomers.ts). The command names the spot (`to`: a free
 * surface node's centre in base contact with the Krakenhost).
 *
 * Our readings: it is an action costing no Action Point, so it needs the Krakenhost's turn (or starts it) like any
 * action and a COUNTER may follow it; the 3 Life Points are lost as any Life Points are (a rider losing them falls
 * off its gondola, rulebook "Gondolas").
 */
import { getProfile } from '../../../content/index.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { placeProblem, summon, summonSpots } from '../../movement/newcomers.ts';
import { nodeAtPoint } from '../../movement/run-climb.ts';
import { nodeKey } from '../../space/api.ts';
import { isOnBoard, type Match, type Resolution } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { INFANT_KRAKEN } from './unique-summons.ts';

/** Life Points Spawn costs, and the least the Krakenhost must have to use it. */
export const SPAWN_COST = 3;
export const SPAWN_MIN_LP = 4;

/** The game round in which each Krakenhost last used Spawn, per match. */
const spawnedIn = matchTable<Map<number, number>>();

/** Whether `eid` has used Spawn in the current game round. */
export function spawnedThisRound(m: Match, eid: number): boolean {
  return spawnedIn.get(m)?.get(eid) === m.round;
}

/** Free spots touching `eid` for a new Infant Kraken, nearest first. */
function spawnSpots(m: Match, eid: number) {
  return summonSpots(m, getProfile(INFANT_KRAKEN), eid, 'touching');
}

/** Spawn as a unique action (see the module comment). */
export const SPAWN: UniqueActionDef = {
  name: 'Spawn',
  aim: 'spot',
  ap: 0,
  wp: 0,
  oncePerTurn: false,
  problem(m, eid, aim) {
    if ((m.world.components.Points.lp[eid] ?? 0) < SPAWN_MIN_LP)
      return `Spawn needs ${SPAWN_MIN_LP} or more Life Points`;
    if (spawnedThisRound(m, eid)) return 'Spawn has been used this round';
    const n = aim.to ? nodeAtPoint(m, aim.to) : null;
    if (!n) return 'Spawn names a spot touching the Krakenhost';
    if (!spawnSpots(m, eid).some((s) => nodeKey(s) === nodeKey(n)))
      return 'not a free spot touching the Krakenhost';
    return null;
  },
  options: (m, eid) => spawnSpots(m, eid).map((n) => ({ to: [n.i + 0.5, n.j + 0.5, n.z] as const })),
  // biome-ignore lint/correctness/useYield: Spawn rolls nothing and asks nothing
  *resolve(m, eid, aim): Resolution {
    const n = aim.to;
    if (!n) return;
    const map = spawnedIn.get(m) ?? new Map<number, number>();
    map.set(eid, m.round);
    spawnedIn.set(m, map);
    loseLifePoints(m, eid, SPAWN_COST, 'Spawn');
    if (!isOnBoard(m, eid) || placeProblem(m, getProfile(INFANT_KRAKEN), n)) return;
    summon(m, INFANT_KRAKEN, m.world.components.Gang.index[eid] ?? 0, n, 'Spawn');
  },
};

/** Spawn as a plug-in of the rule book (character/unique-action-def.ts `UNIQUE_ACTIONS`). */
export const SPAWN_PLUGIN = plugin('Spawn', (add) => {
  add(UNIQUE_ACTIONS, SPAWN);
});
