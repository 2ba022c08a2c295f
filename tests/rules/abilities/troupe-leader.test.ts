/** Troupe Leader (Il Capitano, Gifted; src/rules/abilities/gifted/passives.ts). */
import { describe, expect, it } from 'vitest';
import { abilityOf, statOf } from '../../../src/rules/character/stats.ts';
import { arena, CITIZEN } from '../helpers/arena.ts';

describe('Troupe Leader (Il Capitano)', () => {
  it("friendly Commedia dell'Arte characters have Companion (Il Capitano) and use his MIND, lower or not", () => {
    const a = arena({
      rows: ['..........', '..........', '..........'],
      figures: {
        capitano: { gang: 0, profile: 'gifted-il-capitano', at: [0, 0], stats: { mind: 2 } },
        brighella: { gang: 0, profile: 'gifted-brighella', at: [3, 0], stats: { mind: 4 } },
        citizen: { gang: 0, profile: CITIZEN, at: [3, 2], stats: { mind: 4 } },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    expect(abilityOf(a.m, a.eid('brighella'), 'Companion').has).toBe(true);
    expect(statOf(a.m, a.eid('brighella'), 'mind')).toBe(2);
    expect(statOf(a.m, a.eid('citizen'), 'mind')).toBe(4);
  });
});

describe('He Searches Your Soul Alone (the Eater of Sin)', () => {
  it('an enemy that sees it uses its own MIND, not its Companion’s', () => {
    const a = arena({
      rows: ['..........', '..........', '..........'],
      figures: {
        capitano: { gang: 0, profile: 'gifted-il-capitano', at: [0, 0], stats: { mind: 2 } },
        brighella: { gang: 0, profile: 'gifted-brighella', at: [3, 0], stats: { mind: 4 } },
        eater: { gang: 1, profile: 'the-vatican-eater-of-sin', at: [6, 0] },
      },
    });
    expect(statOf(a.m, a.eid('brighella'), 'mind')).toBe(4);
  });
});
