/**
 * Abilities read as a turn starts or ends, at a kill or at a death: Sisters of Gélô, Devourer of Will (Strigoi),
 * Aetheric Control, Spined Hide, Unstable Wretch, Death Throes Overload (The Doctors), Business or Pleasure?
 * (Patricians) and Till Death Do Us Part (Gifted). Forced dice where a roll comes.
 */
import { describe, expect, it } from 'vitest';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { abilityOf, statOf } from '../../../src/rules/character/stats.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];

function scene(figures: Record<string, Spec>): Arena {
  return arena({ rows: OPEN, figures: { foe: { gang: 1, profile: CITIZEN, at: [9, 2] }, ...figures } });
}
const activate = (a: Arena, who: string, ...dice: number[]) =>
  a.ok({ type: 'activate', actor: a.id(who) }, ...dice);
const cp = (a: Arena, who: string) => a.m.world.components.Points.cp[a.eid(who)];

describe('as a turn starts', () => {
  it('Sisters of Gélô: Miriam regains a Command Point seeing another friendly Bride, none alone', () => {
    const a = scene({
      miriam: { gang: 0, profile: 'strigoi-miriam', at: [0, 0], cp: 0 },
      ceres: { gang: 0, profile: 'strigoi-ceres', at: [4, 0] },
    });
    activate(a, 'miriam');
    expect(cp(a, 'miriam')).toBe(1);
    const alone = scene({ miriam: { gang: 0, profile: 'strigoi-miriam', at: [0, 0], cp: 0 } });
    activate(alone, 'miriam');
    expect(cp(alone, 'miriam')).toBe(0);
  });

  it('Aetheric Control: the Doctor of the Mind has its Command Points back in full', () => {
    const a = scene({ doc: { gang: 0, profile: 'the-doctors-doctor-of-the-mind', at: [0, 0], cp: 0 } });
    activate(a, 'doc');
    expect(cp(a, 'doc')).toBe(2);
  });

  it('Business or Pleasure?: a Councillor out of Command Points near the Dignitary regains 1; one with some, none', () => {
    const a = scene({
      dignitary: { gang: 0, profile: 'patricians-foreign-dignitary', at: [0, 0] },
      noble: { gang: 0, profile: 'patricians-venetian-noble', at: [4, 0], cp: 0 },
    });
    activate(a, 'noble');
    expect(cp(a, 'noble')).toBe(1);
    const b = scene({
      dignitary: { gang: 0, profile: 'patricians-foreign-dignitary', at: [0, 0] },
      noble: { gang: 0, profile: 'patricians-venetian-noble', at: [4, 0], cp: 2 },
    });
    activate(b, 'noble');
    expect(cp(b, 'noble')).toBe(2);
  });
});

describe('as a turn ends', () => {
  it('Spined Hide: each enemy in base contact with the Manticore loses 1 Life Point', () => {
    const a = scene({
      manticore: { gang: 0, profile: 'the-doctors-manticore', at: [0, 0] },
      touching: { gang: 1, profile: CITIZEN, at: [1, 0] },
    });
    activate(a, 'manticore', 8, 8); // Primitive: two Aces, not Stunned
    a.ok({ type: 'end-turn', actor: a.id('manticore') });
    expect(a.lp('touching')).toBe(10);
    expect(a.lp('foe')).toBe(11);
  });

  it('Unstable Wretch: from round 2, every character within 3″ of the Ghoul loses 1 Life Point, the Ghoul too', () => {
    const a = scene({
      ghoul: { gang: 0, profile: 'the-doctors-ghoul', at: [0, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [2, 0] },
    });
    activate(a, 'ghoul');
    a.ok({ type: 'end-turn', actor: a.id('ghoul') });
    expect([a.lp('ghoul'), a.lp('friend')]).toEqual([6, 11]);
    const b = scene({
      ghoul: { gang: 0, profile: 'the-doctors-ghoul', at: [0, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [2, 0] },
    });
    b.m.round = 2;
    activate(b, 'ghoul');
    b.ok({ type: 'end-turn', actor: b.id('ghoul') });
    expect([b.lp('ghoul'), b.lp('friend'), b.lp('foe')]).toEqual([5, 10, 11]);
  });
});

describe('at a death or a kill', () => {
  it('Death Throes Overload: friendly Doctors within 6″ of the fallen Hollowman regain 2 Will Points', () => {
    const a = scene({
      hollowman: { gang: 0, profile: 'the-doctors-hollowman', at: [0, 0] },
      doc: { gang: 0, profile: 'the-doctors-doctor-of-the-mind', at: [4, 0], wp: 0, wpStart: 2 },
      far: { gang: 0, profile: 'the-doctors-doctor-of-the-mind', at: [9, 0], wp: 0, wpStart: 2 },
    });
    loseLifePoints(a.m, a.eid('hollowman'), 6, 'test');
    expect([a.wp('doc'), a.wp('far')]).toEqual([2, 0]);
  });

  it('Devourer of Will: the Moon Eater gains its victim’s starting Will Points, above its own start too', () => {
    const a = scene({
      eater: { gang: 0, profile: 'strigoi-moon-eater', at: [0, 0], wp: 1, wpStart: 1 },
      victim: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 0, wpStart: 2 },
    });
    hitTaken(a, 'eater', 'victim', { damage: 11, killed: true });
    expect(a.wp('eater')).toBe(3);
  });
});

describe('Till Death Do Us Part (the Innamorati)', () => {
  it('has +2 ATTACK and Mindless at 5 Life Points or fewer, not above', () => {
    const a = scene({ inn: { gang: 0, profile: 'gifted-innamorati', at: [0, 0], lp: 6 } });
    expect(statOf(a.m, a.eid('inn'), 'attack')).toBe(4);
    expect(abilityOf(a.m, a.eid('inn'), 'Mindless').has).toBe(false);
    a.m.world.components.Points.lp[a.eid('inn')] = 5;
    expect(statOf(a.m, a.eid('inn'), 'attack')).toBe(6);
    expect(abilityOf(a.m, a.eid('inn'), 'Mindless').has).toBe(true);
  });
});
