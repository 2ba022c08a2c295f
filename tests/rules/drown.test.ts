import { describe, expect, it } from 'vitest';
import { opportunityKinds } from '../../src/rules/combat/opportunity-kind.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, moveTo, ofType, refused } from './helpers/arena.ts';

// Citizens: 30 mm, ATTACK 3, 11 Life Points. red stands on the quay, blue swims in the canal below (z −1).
const QUAY = ['..........', '..~~~~~~..', '..........'];

function drown(a: Arena, actor: string, target: string): Command {
  return { type: 'drown', actor: a.id(actor), target: a.id(target) };
}

function pool(extra = {}, bluePro = CITIZEN) {
  return arena({
    rows: QUAY,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 0] },
      blue: { gang: 1, profile: bluePro, at: [3, 1] },
      ...extra,
    },
  });
}

describe('Drown table (Opposed ATTACK Roll, Aces on 7+, no Protection Roll)', () => {
  it('Success: the target loses 2 Life Points + 1 per Ace', () => {
    const a = pool();
    const events = a.ok(drown(a, 'red', 'blue'), 2, 2, 2, 7, 2, 2);
    expect(a.lp('blue')).toBe(8);
    expect(ofType(events, 'roll').map((r) => r.kind)).toEqual(['opposed', 'opposed']);
    expect(ofType(events, 'roll')[1]).toMatchObject({ purpose: 'drown', result: 'success', aces: 1 });
    expect(ofType(events, 'life-points')[0]).toMatchObject({ lpBefore: 11, lpAfter: 8, cause: 'drown' });
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'drown', ap: 1 });
  });

  it('Fail: nothing happens', () => {
    const a = pool();
    const events = a.ok(drown(a, 'red', 'blue'), 2, 2, 2, 2, 2, 2);
    expect(a.lp('blue')).toBe(11);
    expect(a.lp('red')).toBe(11);
    expect(ofType(events, 'life-points')).toHaveLength(0);
  });

  it('Critical: the target loses 4 Life Points + 1 per Ace', () => {
    const a = pool();
    a.ok(drown(a, 'red', 'blue'), 2, 2, 2, 10, 7, 2);
    expect(a.lp('blue')).toBe(5);
  });

  it('Fumble: the attacker loses 2 Life Points', () => {
    const a = pool();
    const events = a.ok(drown(a, 'red', 'blue'), 7, 2, 2, 1, 2);
    expect(a.lp('red')).toBe(9);
    expect(a.lp('blue')).toBe(11);
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      character: a.id('red'),
      cause: 'fumbled drown',
    });
  });

  it('armour does not help: a drowned character with Underwater Counters makes no Protection Roll', () => {
    const a = pool();
    a.m.world.components.Counters.underwater[a.eid('blue')] = 2;
    const events = a.ok(drown(a, 'red', 'blue'), 2, 2, 2, 7, 8, 2);
    expect(ofType(events, 'roll').some((r) => r.kind === 'protection')).toBe(false);
    expect(a.lp('blue')).toBe(7);
  });
});

describe('Drown is refused, and nothing changes', () => {
  it('against a target out of water, out of base contact, a friend, or a Water Creature', () => {
    const a = arena({
      rows: QUAY,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        dry: { gang: 1, profile: CITIZEN, at: [1, 0] },
        far: { gang: 1, profile: CITIZEN, at: [6, 1] },
        leech: { gang: 1, profile: 'strigoi-leech', at: [3, 1] },
      },
    });
    refused(a, drown(a, 'red', 'dry'), /not in water/);
    refused(a, drown(a, 'red', 'far'), /base contact/);
    refused(a, drown(a, 'red', 'pal'), /not an enemy/);
    refused(a, drown(a, 'red', 'leech'), /Water Creature cannot be drowned/);
  });
});

describe('Keep it Flowing (the Brewer): the trait drowns-out-of-water', () => {
  it('drowns an enemy standing on the quay; a plain citizen may not', () => {
    const a = arena({
      rows: QUAY,
      figures: {
        brewer: { gang: 0, profile: 'the-guild-brewer', at: [2, 0] },
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        dry: { gang: 1, profile: CITIZEN, at: [3, 0] },
        other: { gang: 1, profile: CITIZEN, at: [1, 0] },
      },
    });
    refused(a, drown(a, 'red', 'other'), /not in water/);
    // The Brewer's 40 mm base gives it a fourth die against the citizen's three.
    const events = a.ok(drown(a, 'brewer', 'dry'), 2, 2, 2, 7, 2, 2, 2);
    expect(ofType(events, 'roll')[1]).toMatchObject({ purpose: 'drown', result: 'success' });
    expect(a.lp('dry')).toBe(8);
  });
});

describe('Attacks of Opportunity as Combat, Grapple or Drown', () => {
  it('the kinds on offer: Combat first; no Grapple after a failed disengage; Drown only against a swimmer', () => {
    const a = pool({ dry: { gang: 1, profile: CITIZEN, at: [1, 0] } });
    const [red, blue, dry] = [a.eid('red'), a.eid('blue'), a.eid('dry')];
    expect(opportunityKinds(a.m, red, blue, 'Improvised Weapon', false)).toEqual([
      'combat',
      'grapple',
      'drown',
    ]);
    expect(opportunityKinds(a.m, red, blue, 'Improvised Weapon', true)).toEqual(['combat', 'drown']);
    expect(opportunityKinds(a.m, red, dry, 'Improvised Weapon', false)).toEqual(['combat', 'grapple']);
    expect(opportunityKinds(a.m, red, dry, undefined, true)).toEqual([]);
  });

  it('a charge asks the kind; answering drown drowns the swimmer charged', () => {
    const a = arena({
      rows: QUAY,
      askOpportunityKind: true,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [5, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    a.ok(moveTo(a, 'red', 4, 0));
    const d = a.m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'opportunity-kind', gang: 'red' });
    if (d?.type !== 'choose') throw new Error('no choice');
    expect(d.options.map((o) => o.id)).toEqual(['combat', 'grapple', 'drown']);
    const events = a.ok(
      { type: 'decide', decision: 'choose', character: a.id('red'), option: 'drown' },
      2,
      2,
      2,
      7,
      7,
      2,
    );
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'drown', ap: 0 });
    expect(a.lp('blue')).toBe(7);
  });

  it('a charge answered with grapple: the spot is picked after the roll among the places it reaches', () => {
    const a = arena({
      rows: ['..........', '..........', '..........', '..........'],
      askOpportunityKind: true,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [5, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    a.ok(moveTo(a, 'red', 4, 1));
    a.ok({ type: 'decide', decision: 'choose', character: a.id('red'), option: 'grapple' }, 2, 2, 2, 7, 2, 2);
    const d = a.m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'grapple-spot', gang: 'red' });
    if (d?.type !== 'choose') throw new Error('no choice');
    const pick = d.options[d.options.length - 1]!;
    a.ok({ type: 'decide', decision: 'choose', character: a.id('red'), option: pick.id });
    expect(a.at('blue')).toEqual(pick.at);
    const [x, y] = pick.at!;
    expect(Math.hypot(x - 3.5, y - 1.5)).toBeLessThanOrEqual(3 + 1e-9);
  });

  it('declining takes Combat: the charge strikes as before', () => {
    const a = arena({
      rows: QUAY,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [5, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 4, 0), 2, 2, 2);
    expect(ofType(events, 'action').map((e) => e.action)).toEqual(['run-climb', 'combat']);
  });
});
