/**
 * Do Try To Keep Up! (the Mounted Venetian Noble; src/rules/abilities/patricians/keep-up.ts): once a round, after its
 * Run/Climb, a friendly Councillor, Soldier or Animal that stood within 3″ makes its own Run/Climb; a charge in it
 * makes no Attack of Opportunity.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { arena, CITIZEN, endTurn, moveTo, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const NOBLE = 'patricians-mounted-venetian-noble'; // MOVE 6, Councillor
const VETERAN = 'patricians-seven-years-veteran'; // Soldier
const OPEN = Array.from({ length: 8 }, () => '..............');

const scene = () =>
  arena({
    rows: OPEN,
    figures: {
      noble: { gang: 0, profile: NOBLE, at: [2, 3] },
      vet: { gang: 0, profile: VETERAN, at: [2, 5] },
      pal: { gang: 0, profile: CITIZEN, at: [1, 3] },
      foe: { gang: 1, profile: CITIZEN, at: [7, 6] },
    },
  });

describe('Do Try To Keep Up! (the Mounted Venetian Noble)', () => {
  it('after its Run/Climb a Soldier that stood within 3″ follows; its charge makes no Attack of Opportunity', () => {
    const a = scene();
    a.ok(moveTo(a, 'noble', 6, 3));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'keep-up', character: a.id('noble') });
    // the Citizen is no Councillor, Soldier or Animal
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('vet')]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('vet') });
    choose(a, a.id('vet'));
    const where = pending(a);
    expect(where).toMatchObject({ purpose: 'ability-move', character: a.id('vet') });
    const charge = where.options.find((o) => o.label.startsWith('charge'));
    expect(charge).toBeDefined();
    choose(a, charge!.id);
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('vet'), charge: a.id('foe') });
    expect(ofType(a.m.log, 'attack-of-opportunity')).toHaveLength(0);
    expect(ofType(a.m.log, 'action').at(-1)).toMatchObject({
      character: a.id('vet'),
      action: 'run-climb',
      ap: 0,
    });
    // the Noble's turn goes on; the Soldier still has its own turn
    expect(a.ap('noble')).toBe(a.m.world.components.Points.apMax[a.eid('noble')]! - 1);
    expect(a.m.active).toBe(a.eid('noble'));
  });

  it('once a round: its second Run/Climb takes nobody along', () => {
    const a = scene();
    a.ok(moveTo(a, 'noble', 5, 3));
    choose(a, a.id('vet'));
    choose(a, 'stay');
    a.ok(moveTo(a, 'noble', 5, 5));
    expect(a.m.pending).toBeNull();
  });

  it('nothing after another action, or with no friend near', () => {
    const a = scene();
    a.ok(endTurn(a, 'noble'));
    expect(a.m.pending).toBeNull();
    const b = arena({
      rows: OPEN,
      figures: {
        noble: { gang: 0, profile: NOBLE, at: [2, 3] },
        vet: { gang: 0, profile: VETERAN, at: [9, 7] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });
    b.ok(moveTo(b, 'noble', 6, 3));
    expect(b.m.pending).toBeNull();
  });
});
