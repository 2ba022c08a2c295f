/**
 * Gang War (rulebook "The Winds of Fate" → "Gang War"): 2–4 gangs of 150 Ducats on a 3′×3′ board, deployed up
 * to 8″ from opposite edges, for 5 rounds. Primary Objective: each friendly character on the board at the end
 * scores 1 Victory Point. Agendas: three, 1 Victory Point each, Double (agendas/agendas.ts).
 *
 * Not yet played: players setting up their gondola (the level places one per gang).
 */

import type { Match } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { withAgendas } from './agendas/scoring.ts';
import type { Scenario } from './scenario.ts';

export const gangWar: Scenario = {
  id: 'gang-war',
  name: 'Gang War',
  rounds: 5,
  ducats: 150,
  agendas: { count: 3, vp: 1, rules: ['Double'] },
  score(m: Match): Record<string, number> {
    const c = m.world.components;
    return Object.fromEntries(
      m.setup.gangs.map((g, gi) => {
        const standing = charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === gi).length;
        return [g.id, withAgendas(m, gi, standing)];
      }),
    );
  },
};
