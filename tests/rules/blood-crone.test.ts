/**
 * The Blood Crone (src/rules/abilities/strigoi/blood-crone.ts): Clairvoyancy, Major Arcana, Minor Incantata. Forced
 * dice.
 */
import { describe, expect, it } from 'vitest';
import { castApOf } from '../../src/rules/magic/cast-spell.ts';
import { knownSpellsOf } from '../../src/rules/state/magic-state.ts';
import { arena, CITIZEN, combat, endTurn, ofType } from './helpers/arena.ts';
import { abilityOf as ability } from './helpers/commands.ts';
import { cast, SUCCESS } from './helpers/spell-caster.ts';

const CRONE = 'strigoi-blood-crone';
const OPEN = ['..............', '..............', '..............', '..............'];

const scene = () =>
  arena({
    rows: OPEN,
    figures: {
      mage: { gang: 0, profile: CRONE, at: [1, 1], wp: 4, apMax: 2 },
      pal: { gang: 0, profile: CITIZEN, at: [4, 1], lp: 5, wp: 0, wpStart: 2, stats: { attack: 3 } },
      foe: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 20 },
      far: { gang: 1, profile: CITIZEN, at: [13, 3] },
    },
  });

describe('Major Arcana', () => {
  it('knows the Cantrip of every Discipline', () => {
    const a = scene();
    const cantrips = knownSpellsOf(a.m, a.eid('mage')).filter((s) => s.cantrip);
    expect(new Set(cantrips.map((s) => s.discipline)).size).toBe(5);
  });
});

describe('Minor Incantata', () => {
  it('her first Cantrip of a turn costs no Action Point; the next one costs one', () => {
    const a = scene();
    expect(castApOf(a.m, a.eid('mage'), 'cantrip-of-the-sun').ap).toBe(0);
    expect(castApOf(a.m, a.eid('mage'), 'blood-drain').ap).toBe(1);
    a.submit(cast(a, 'cantrip-of-the-sun', ['pal']));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('mage'), amount: 0 }, ...SUCCESS);
    expect(ofType(a.m.log, 'ability').some((e) => e.ability === 'Minor Incantata')).toBe(true);
    expect(a.ap('mage')).toBe(2);
    expect(a.lp('pal')).toBe(6);
    expect(castApOf(a.m, a.eid('mage'), 'cantrip-of-the-devil').ap).toBe(1);
  });
});

describe('Clairvoyancy', () => {
  it('until the round ends, a friend within 6″ re-rolls one missed die of each of its rolls', () => {
    const a = scene();
    a.ok(ability(a, 'mage', 'Clairvoyancy'));
    a.ok(endTurn(a, 'mage'));
    a.ok(endTurn(a, 'foe'));
    const roll = ofType(a.ok(combat(a, 'pal', 'foe'), 5, 2, 2, 9, 2, 2, 2), 'roll').find(
      (r) => r.purpose === 'attack',
    )!;
    expect(roll.dice).toEqual([5, 9, 2]);
    expect(roll.modifiers).toContain('Clairvoyancy: re-roll 1');
  });
});
