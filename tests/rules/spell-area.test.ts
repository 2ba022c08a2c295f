/**
 * The targeting preview of area spells (rulebook "Magic"; src/rules/magic/spell-area.ts): where the Blast marker or the
 * teardrop would lie and whom it covers, friend or foe, and that the cast lays exactly that (forced dice: `9 2 2 2 2`
 * is a Success with one Ace).
 */
import { describe, expect, it } from 'vitest';
import { spellAreaPreview } from '../../src/rules/magic/spell-area.ts';
import { type Arena, ofType } from './helpers/arena.ts';
import { cast, caster, enemy, friend, SUCCESS } from './helpers/spell-caster.ts';

const preview = (a: Arena, spell: string, targets: string[]) =>
  spellAreaPreview(
    a.m,
    a.eid('mage'),
    spell,
    targets.map((t) => a.eid(t)),
  );
const named = (a: Arena, hits: readonly { character: number; friend: boolean }[]) =>
  hits.map((h) => [a.m.world.components.Identity.id[h.character], h.friend]);

describe('spellAreaPreview', () => {
  it('Summon Vermin: the marker centred over the target, everyone under it listed, friends marked', () => {
    const a = caster(['summon-vermin'], {
      f: friend([5, 2]),
      e: enemy([5, 1]),
      by: enemy([6, 1]),
      far: enemy([10, 3]),
    });
    const p = preview(a, 'summon-vermin', ['e'])!;
    const [x, y, z] = a.at('e');
    expect(p.shape).toEqual({ kind: 'blast', centre: [x, y, z], radius: 1.5 });
    expect(named(a, p.hits)).toEqual([
      [a.id('e'), false],
      [a.id('f'), true],
      [a.id('by'), false],
    ]);
    const events = a.ok(cast(a, 'summon-vermin', ['e']), ...SUCCESS, ...Array(9).fill(2));
    const area = ofType(events, 'area')[0]!;
    expect(area.shape).toEqual(p.shape);
    expect(area.hit).toEqual(p.hits.map((h) => a.m.world.components.Identity.id[h.character]));
  });

  it('the caster under its own marker is listed as a friend', () => {
    const a = caster(['summon-vermin'], { e: enemy([2, 1]), far: enemy([9, 1]) });
    const p = preview(a, 'summon-vermin', ['e'])!;
    expect(named(a, p.hits)).toEqual([
      [a.id('e'), false],
      [a.id('mage'), true],
    ]);
  });

  it("Kraken's Breath: the teardrop from the caster toward the target, touching friend and foe but not the caster", () => {
    const a = caster(['krakens-breath'], {
      f: friend([6, 1]),
      e: enemy([4, 1]),
      side: enemy([4, 3]),
      far: enemy([12, 1]),
    });
    const p = preview(a, 'krakens-breath', ['e'])!;
    expect(p.shape).toMatchObject({
      kind: 'template',
      axis: [1, 0],
      length: 8,
      narrowWidth: 1,
      wideWidth: 3,
    });
    expect(named(a, p.hits)).toEqual([
      [a.id('e'), false],
      [a.id('f'), true],
    ]);
    const events = a.ok(cast(a, 'krakens-breath', ['e']), ...SUCCESS, 2, 2);
    expect(ofType(events, 'area')[0]).toMatchObject({ shape: p.shape, hit: [a.id('e'), a.id('f')] });
  });

  it('Aqua Curitiva and Abyssal Mist: the staying marker under the target, as the cast lays it', () => {
    const a = caster(['aqua-curitiva'], {
      f: friend([4, 1]),
      g: friend([5, 1]),
      e: enemy([4, 2]),
      far: enemy([11, 3]),
    });
    const p = preview(a, 'aqua-curitiva', ['f'])!;
    expect(p.shape.kind).toBe('blast');
    expect(named(a, p.hits)).toEqual([
      [a.id('f'), true],
      [a.id('g'), true],
      [a.id('e'), false],
    ]);
    const events = a.ok(cast(a, 'aqua-curitiva', ['f']), ...SUCCESS);
    expect(ofType(events, 'area')[0]).toMatchObject({
      shape: p.shape,
      hit: [a.id('f'), a.id('g'), a.id('e')],
    });
    const mist = preview(a, 'abyssal-mist', ['e'])!;
    const [x, y, z] = a.at('e');
    expect(mist.shape).toEqual({ kind: 'blast', centre: [x, y, z], radius: 1.5 });
    expect(named(a, mist.hits)[0]).toEqual([a.id('e'), false]);
  });

  it('nothing to show before a target is named, nor for a spell that lays no marker as it is cast', () => {
    const a = caster(['summon-vermin'], { e: enemy([5, 1]) });
    expect(preview(a, 'summon-vermin', [])).toBeNull();
    expect(preview(a, 'healing', ['mage'])).toBeNull();
    expect(preview(a, 'boiling-veins', ['e'])).toBeNull();
  });
});
