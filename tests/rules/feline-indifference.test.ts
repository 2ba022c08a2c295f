/**
 * Feline Indifference (Gethsemane; src/rules/magic/magic-reach.ts): no spell may name her, and no spell's marker,
 * template, wave or circle around its caster changes her, while the others caught by it are changed as usual.
 */
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../src/rules/character/stats.ts';
import { spellAreaPreview } from '../../src/rules/magic/spell-area.ts';
import { ofType, refused } from './helpers/arena.ts';
import { cast, caster, enemy, friend, SUCCESS } from './helpers/spell-caster.ts';

const GETHSEMANE = 'the-vatican-gethsemane';

describe('Feline Indifference (Gethsemane)', () => {
  it('no spell may name her, friend or foe', () => {
    const a = caster(['summon-vermin', 'they-sleep-underwater'], {
      cat: enemy([4, 1], { profile: GETHSEMANE }),
      pal: friend([3, 3]),
      e: enemy([9, 1]),
    });
    refused(a, cast(a, 'summon-vermin', ['cat']), /no spell may target Gethsemane \(Feline Indifference\)/);
    const b = caster(['they-sleep-underwater'], {
      cat: friend([4, 1], { profile: GETHSEMANE }),
      e: enemy([9, 1]),
    });
    refused(b, cast(b, 'they-sleep-underwater', ['cat']), /Feline Indifference/);
  });

  it("a spell's marker passes her by; the others under it are caught", () => {
    const a = caster(['summon-vermin'], {
      e: enemy([5, 1]),
      cat: enemy([6, 1], { profile: GETHSEMANE }),
      by: enemy([5, 2]),
    });
    const p = spellAreaPreview(a.m, a.eid('mage'), 'summon-vermin', [a.eid('e')])!;
    expect(p.hits.map((h) => a.m.world.components.Identity.id[h.character])).toEqual([a.id('e'), a.id('by')]);
    const events = a.ok(cast(a, 'summon-vermin', ['e']), ...SUCCESS, ...Array(9).fill(2));
    expect(ofType(events, 'area')[0]?.hit).toEqual([a.id('e'), a.id('by')]);
    expect(ofType(events, 'life-points').map((e) => e.character)).not.toContain(a.id('cat'));
  });

  it('a boon cast on every friend around the caster leaves her out', () => {
    const a = caster(['defender-of-destiny'], {
      cat: friend([3, 1], { profile: GETHSEMANE }),
      pal: friend([3, 2]),
      e: enemy([12, 3]),
    });
    a.ok(cast(a, 'defender-of-destiny'), ...SUCCESS);
    expect(abilityOf(a.m, a.eid('pal'), 'Parry').has).toBe(true);
    expect(abilityOf(a.m, a.eid('mage'), 'Parry').has).toBe(true);
    expect(abilityOf(a.m, a.eid('cat'), 'Parry').has).toBe(false);
  });
});
