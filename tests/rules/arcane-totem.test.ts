/**
 * Arcane Totem (the Adventuring Noble; src/rules/abilities/patricians/arcane-totem.ts): every Wild Magic spell known,
 * each for 0 Will Points and once a game; a failed cast strips one other spell at random (the match's dice).
 */
import { describe, expect, it } from 'vitest';
import { castableSpells } from '../../src/rules/magic/cast-spell.ts';
import { knownSpellsOf } from '../../src/rules/state/magic-state.ts';
import { arena, CITIZEN, endTurn, ofType, refused } from './helpers/arena.ts';
import { cast } from './helpers/spell-caster.ts';

const NOBLE = 'patricians-adventuring-noble'; // Mage (2), MIND 3, Arcane Totem
const ROWS = ['..............', '..............', '..............', '..............'];

const scene = () =>
  arena({
    rows: ROWS,
    figures: {
      mage: { gang: 0, profile: NOBLE, at: [1, 1] },
      pal: { gang: 0, profile: CITIZEN, at: [2, 2], lp: 5 },
      foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
    },
  });

const castable = (a: ReturnType<typeof scene>) => castableSpells(a.m, a.eid('mage')).map((s) => s.spell.id);

describe('Arcane Totem (the Adventuring Noble)', () => {
  it('knows every Wild Magic spell; with no Will Point it casts one for nothing, and never again', () => {
    const a = scene();
    expect(knownSpellsOf(a.m, a.eid('mage')).map((s) => s.id)).toEqual([
      'cantrip-of-justice',
      'they-sleep-underwater',
      'healing',
      'summon-vermin',
      'gateway',
      'groundsnap',
      'sunder-armour',
    ]);
    expect(a.wp('mage')).toBe(0);
    // the Magic Roll: 3 dice (MIND 3), one Ace
    a.ok(cast(a, 'healing', ['pal']), 9, 2, 2);
    expect(a.lp('pal')).toBe(7);
    expect(ofType(a.m.log, 'will-points')).toHaveLength(0);
    a.ok(endTurn(a, 'mage'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'pal'), 10, 1);
    expect(a.m.round).toBe(2);
    expect(castable(a)).not.toContain('healing');
    refused(a, cast(a, 'healing', ['pal']), /Healing has been tried already \(Arcane Totem: once a game\)/);
  });

  it('a failed cast strips one other spell left, picked by a d10', () => {
    const a = scene();
    // no Ace: a Fail; then the d10 3 picks the third spell left (Cantrip of Justice, They Sleep Underwater, Healing…)
    a.ok(cast(a, 'sunder-armour', ['foe']), 2, 2, 2, 3);
    expect(ofType(a.m.log, 'ability').at(-1)).toMatchObject({
      ability: 'Arcane Totem',
      effect: 'loses Healing',
    });
    expect(castable(a)).not.toContain('healing');
    expect(castable(a)).not.toContain('sunder-armour');
    expect(castable(a)).toContain('gateway');
  });

  it('a d10 beyond the spells left is rolled again', () => {
    const a = scene();
    // six spells left: the 9 and the 7 are rolled again, the 6 picks Groundsnap
    a.ok(cast(a, 'sunder-armour', ['foe']), 2, 2, 2, 9, 7, 6);
    expect(ofType(a.m.log, 'ability').at(-1)).toMatchObject({ effect: 'loses Groundsnap' });
  });
});
