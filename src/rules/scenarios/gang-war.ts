/**
 * Gang War (rulebook "The Winds of Fate" → "Gang War"): 2–4 gangs of 150 Ducats on a 3′×3′ board, deployed up
 * to 8″ from opposite edges, for 5 rounds. Primary Objective: each friendly character on the board at the end
 * scores 1 Victory Point.
 *
 * Not yet played: the three Double Agendas (1 VP each) and the gondola each player sets up.
 */
import type { Match } from '../match-state.ts';
import { charactersOnBoard } from '../world.ts';
import type { Scenario } from './scenario.ts';

export const gangWar: Scenario = {
  id: 'gang-war',
  name: 'Gang War',
  rounds: 5,
  ducats: 150,
  score(m: Match): Record<string, number> {
    const vp: Record<string, number> = {};
    for (const g of m.setup.gangs) vp[g.id] = 0;
    for (const e of charactersOnBoard(m.world)) {
      const gang = m.setup.gangs[m.world.components.Gang.index[e] ?? 0]!.id;
      vp[gang] = (vp[gang] ?? 0) + 1;
    }
    return vp;
  },
};
