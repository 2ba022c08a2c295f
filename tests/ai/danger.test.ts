/**
 * Danger as a strong player reads it (src/ai/threat.ts, spot-worth.ts `dangerFrom`, move-candidates.ts): in the
 * water an enemy may Drown a character with no Protection Roll, so a spot in the canal within an enemy's reach is
 * more dangerous than one on the quay as near it, except to a Water Creature; and walking out of base contact costs
 * the chance an enemy holds it back times the Attack of Opportunity it then strikes. A swimmer charges with an
 * Aquatic weapon only (a charge counts the weapon the engine strikes with, a reach weapon too, or a Drown of a
 * swimmer), and a turn left in the water costs a character without Water Creature. An enemy that must
 * Run/Climb before it can charge counts at a share, and the danger to a character is weighed by the Command Points it
 * would take with it. The pull toward the enemy pays a Leader holding Command Points only beyond its striking
 * distance, unless that enemy already fights a friend.
 */
import { describe, expect, it } from 'vitest';
import { SWIM_COST, SWIM_STEP_SHARE, TERM_SWIM } from '../../src/ai/considerations.ts';
import { TERM_DISENGAGE } from '../../src/ai/move-candidates.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import {
  approachGap,
  dangerFrom,
  dangerShare,
  dangerAt as dangerStanding,
  FAR_CHARGE_SHARE,
  spotGain,
} from '../../src/ai/spot-worth.ts';
import {
  attackWorth,
  disengageCost,
  drownThreats,
  lossWorth,
  strikeReach,
  threatOf,
} from '../../src/ai/threat.ts';
import { COMMAND_POINT_WORTH } from '../../src/ai/will-point-worth.ts';
import {
  asIfAt,
  type Command,
  distanceBetween,
  drownPreview,
  enemiesOf,
  isSwimming,
  type Match,
  nodeOf,
} from '../../src/rules/index.ts';
import { arena, CITIZEN, ESCORT } from '../rules/helpers/arena.ts';

const WATER_CREATURE = 'rashaar-magi-rashaar';

/** A move begun out of base contact, at ground level. */
const fromAfar = { touching: [], z: 0 };

/** `who` (profile) of gang 0 at the quay's edge, an Escort of gang 1 across the way, canal to the south. */
function quay(who: string) {
  const a = arena({
    rows: ['..........', '..........', '~~~~~~~~~~', '~~~~~~~~~~'],
    figures: {
      hero: { gang: 0, profile: who, at: [4, 1] },
      rival: { gang: 1, profile: ESCORT, at: [7, 0] },
    },
  });
  return a;
}

/** The danger to `eid` were it at cell (i, j), with its drown threats counted. */
function dangerAt(m: Match, eid: number, rival: number, i: number, j: number): number {
  const node = m.board.surfacesAt(i, j)[0]!;
  const threats = new Map([[rival, threatOf(m, rival, eid)]]);
  const drowns = drownThreats(m, eid, [rival]);
  return asIfAt(m, eid, node, () => {
    expect(distanceBetween(m, eid, rival)).toBeLessThan(5);
    return dangerFrom(m, eid, { threats, drowns });
  });
}

describe('danger in the water', () => {
  it('counts an enemy’s Drown (no Protection Roll) as danger to a character standing in the canal', () => {
    const a = quay(CITIZEN);
    const [hero, rival] = [a.eid('hero'), a.eid('rival')];
    const drown = drownThreats(a.m, hero, [rival]).get(rival)!;
    const strike = threatOf(a.m, rival, hero);
    expect(drown).toBeGreaterThan(strike);
    // the quay (row 1) and the canal (row 2) are as near the Escort: only the water adds its Drown
    const dry = dangerAt(a.m, hero, rival, 6, 1);
    const wet = dangerAt(a.m, hero, rival, 6, 2);
    expect(dry).toBeCloseTo(strike, 6);
    expect(wet).toBeCloseTo(drown, 6);
  });

  it('counts no Drown against a Water Creature, which cannot be drowned', () => {
    const a = quay(WATER_CREATURE);
    const [hero, rival] = [a.eid('hero'), a.eid('rival')];
    expect(drownThreats(a.m, hero, [rival]).size).toBe(0);
    expect(dangerAt(a.m, hero, rival, 6, 2)).toBeCloseTo(dangerAt(a.m, hero, rival, 6, 1), 6);
  });
});

describe('leaving base contact', () => {
  it('costs a Run/Climb away the chance the enemy holds it back, times its Attack of Opportunity', () => {
    const a = arena({
      rows: ['..........', '..........', '..........'],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [2, 1] },
        rival: { gang: 1, profile: ESCORT, at: [3, 1] },
      },
    });
    const [hero, rival] = [a.eid('hero'), a.eid('rival')];
    const cost = disengageCost(a.m, hero, [rival]);
    expect(cost).toBeGreaterThan(0);
    const walks = candidatesFor(a.m, hero).filter((c) => c.command.type === 'run-climb');
    const away = walks.filter((c) => c.terms?.some((t) => t.label === TERM_DISENGAGE));
    expect(away.length).toBeGreaterThan(0);
    for (const c of away)
      expect(c.terms!.find((t) => t.label === TERM_DISENGAGE)!.value).toBeCloseTo(-cost, 6);
    // a step that keeps base contact leaves nobody and pays nothing
    expect(walks.length).toBeGreaterThan(away.length);
  });

  it('costs nothing out of base contact', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [0, 0] },
        rival: { gang: 1, profile: ESCORT, at: [9, 1] },
      },
    });
    const labels = candidatesFor(a.m, a.eid('hero')).flatMap((c) => (c.terms ?? []).map((t) => t.label));
    expect(labels).not.toContain(TERM_DISENGAGE);
  });
});

/** The Run/Climb candidates of `eid` with `ap` Action Points, each with whether it ends in water. */
function walks(m: Match, eid: number, ap: number) {
  return candidatesFor(m, eid, ap)
    .filter((c) => c.command.type === 'run-climb')
    .map((c) => {
      const to = (c.command as Extract<Command, { type: 'run-climb' }>).to;
      const node = m.board.surfacesAt(Math.floor(to[0]), Math.floor(to[1]))[0]!;
      return { c, wet: asIfAt(m, eid, node, () => isSwimming(m, eid)) };
    });
}

describe('swimming', () => {
  it('counts a charge from the water only with an Aquatic weapon', () => {
    const a = arena({
      rows: ['..........', '~~~~~~~~~~'],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [4, 1] },
        rival: { gang: 1, profile: ESCORT, at: [4, 0] },
      },
    });
    const hero = a.eid('hero');
    const at = (i: number, j: number) =>
      asIfAt(a.m, hero, a.m.board.surfacesAt(i, j)[0]!, () => spotGain(a.m, hero, 1, fromAfar).gain);
    // beside the Escort on the quay its Improvised Weapon strikes; from the canal it cannot
    expect(at(3, 0)).toBeGreaterThan(0);
    expect(at(4, 1)).toBe(0);
  });

  it('values a charge with a 1″ reach weapon as the engine strikes with it, and a Drown of a swimmer', () => {
    const a = arena({
      rows: ['..........', '..........', '~~~~~~~~~~'],
      figures: {
        brute: { gang: 0, profile: 'the-guild-brute', at: [1, 0] },
        rival: { gang: 1, profile: CITIZEN, at: [5, 0] },
        swimmer: { gang: 1, profile: CITIZEN, at: [8, 2], lp: 2 },
      },
    });
    const brute = a.eid('brute');
    const beside = asIfAt(a.m, brute, a.m.board.surfacesAt(4, 0)[0]!, () =>
      spotGain(a.m, brute, 1, fromAfar),
    );
    expect(beside.reason).toBe(`charge ${a.id('rival')}`);
    expect(beside.gain).toBeGreaterThan(0);
    // on the quay above a swimmer at 2 Life Points, the charge is worth at least its Drown (no Protection Roll)
    const swimmer = a.eid('swimmer');
    const quay = a.m.board.surfacesAt(8, 1)[0]!;
    const there = asIfAt(a.m, brute, quay, () => spotGain(a.m, brute, 1, fromAfar));
    const drown = asIfAt(a.m, brute, quay, () => drownPreview(a.m, brute, swimmer));
    expect(there.reason).toBe(`charge ${a.id('swimmer')}`);
    expect(drown.killChance).toBeGreaterThan(0);
    expect(there.gain).toBeGreaterThanOrEqual(attackWorth(drown.killChance, drown.expectedLpLoss, 2) - 1e-9);
  });

  it('calls a move a charge only toward an enemy it did not touch where the move began', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        hero: { gang: 0, profile: ESCORT, at: [4, 0] },
        rival: { gang: 1, profile: CITIZEN, at: [5, 0] },
      },
    });
    const [hero, rival] = [a.eid('hero'), a.eid('rival')];
    const beside = a.m.board.surfacesAt(5, 1)[0]!;
    const fresh = asIfAt(a.m, hero, beside, () => spotGain(a.m, hero, 1, fromAfar));
    expect(fresh.reason).toBe(`charge ${a.id('rival')}`);
    const stayed = asIfAt(a.m, hero, beside, () => spotGain(a.m, hero, 1, { touching: [rival], z: 0 }));
    expect(stayed.reason).toBe(`stay in base contact with ${a.id('rival')} to attack it`);
    // no free Attack of Opportunity without a charge
    expect(stayed.gain).toBeLessThan(fresh.gain);
  });

  it('costs a Run/Climb that ends the turn in the water, a fifth of it with an Action Point left', () => {
    const a = quay(CITIZEN);
    const hero = a.eid('hero');
    const swim = (ap: number) =>
      walks(a.m, hero, ap).map(({ c, wet }) => ({
        wet,
        cost: c.terms?.find((t) => t.label === TERM_SWIM)?.value ?? 0,
      }));
    for (const [ap, cost] of [
      [1, SWIM_COST],
      [2, SWIM_COST * SWIM_STEP_SHARE],
    ] as const) {
      const all = swim(ap);
      expect(all.some((w) => w.wet)).toBe(true);
      for (const w of all) expect(w.cost).toBeCloseTo(w.wet ? -cost : 0, 6);
    }
  });

  it('costs a Water Creature nothing for the water', () => {
    const a = quay(WATER_CREATURE);
    const all = walks(a.m, a.eid('hero'), 1);
    expect(all.some((w) => w.wet)).toBe(true);
    expect(all.every(({ c }) => !c.terms?.some((t) => t.label === TERM_SWIM))).toBe(true);
  });
});

describe('danger from the enemies that can reach a spot', () => {
  /** The hero (a citizen, `cp` Command Points) and an Escort `gap` inches to its east. */
  function facing(gap: number, cp = 0) {
    return arena({
      rows: ['.'.repeat(20), '.'.repeat(20)],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [0, 0], cp },
        foe: { gang: 1, profile: ESCORT, at: [gap, 0], apMax: 3 },
      },
    });
  }
  const view = (m: Match, hero: number) => {
    const loss = lossWorth(m, hero);
    const threats = new Map(enemiesOf(m, hero).map((e) => [e, threatOf(m, e, hero) * loss]));
    return { threats, drowns: new Map<number, number>() };
  };

  it('counts an enemy that must Run/Climb before it can charge (one attack after the charge’s) at a share', () => {
    // the Escort (MOVE 4, 3 Action Points) charges from 5″, and after a Run/Climb from 9″; not from 11″
    const shares = [3, 7, 11].map((gap) => {
      const a = facing(gap);
      return dangerShare(a.m, a.eid('foe'), a.eid('hero'));
    });
    expect(shares).toEqual([1, FAR_CHARGE_SHARE, 0]);
    const far = facing(7);
    const v = view(far.m, far.eid('hero'));
    expect(dangerFrom(far.m, far.eid('hero'), v)).toBeCloseTo(
      FAR_CHARGE_SHARE * v.threats.get(far.eid('foe'))!,
      9,
    );
  });

  it('weighs the danger to a character by the Command Points it would take with it', () => {
    const plain = facing(3);
    const leader = facing(3, 4);
    expect(lossWorth(leader.m, leader.eid('hero'))).toBeCloseTo(1 + 4 * COMMAND_POINT_WORTH, 9);
    const d0 = dangerFrom(plain.m, plain.eid('hero'), view(plain.m, plain.eid('hero')));
    const d4 = dangerFrom(leader.m, leader.eid('hero'), view(leader.m, leader.eid('hero')));
    expect(d0).toBeGreaterThan(0);
    expect(d4).toBeCloseTo(d0 * (1 + 4 * COMMAND_POINT_WORTH), 9);
  });

  it('reads the danger where a character stands as the plan does, with no weight for its Command Points', () => {
    const a = facing(7, 4);
    const hero = a.eid('hero');
    const plain = {
      threats: new Map([[a.eid('foe'), threatOf(a.m, a.eid('foe'), hero)]]),
      drowns: new Map(),
    };
    expect(dangerStanding(a.m, hero, nodeOf(a.m, hero))).toBeCloseTo(dangerFrom(a.m, hero, plain), 9);
    expect(dangerStanding(a.m, hero, nodeOf(a.m, hero))).toBeCloseTo(
      FAR_CHARGE_SHARE * threatOf(a.m, a.eid('foe'), hero),
      9,
    );
  });
});

describe('the pull toward the enemy', () => {
  /** The hero (a citizen, 3 Action Points, `cp` Command Points) and an Escort `gap` inches to its east. */
  function apart(gap: number, cp: number, friendOnFoe = false) {
    return arena({
      rows: ['.'.repeat(24), '.'.repeat(24)],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [0, 0], cp, apMax: 3 },
        ...(friendOnFoe ? { friend: { gang: 0, profile: CITIZEN, at: [gap, 1] } } : {}),
        foe: { gang: 1, profile: ESCORT, at: [gap, 0] },
      },
    });
  }

  it('pays a character without Command Points for every inch to its nearest enemy', () => {
    for (const gap of [6, 16]) {
      const a = apart(gap, 0);
      expect(approachGap(a.m, a.eid('hero'))).toBeCloseTo(
        distanceBetween(a.m, a.eid('hero'), a.eid('foe')),
        9,
      );
    }
  });

  it('pays a Leader holding Command Points only beyond its striking distance (MOVE for each Action Point but one, +1″)', () => {
    const far = apart(16, 4);
    const hero = far.eid('hero');
    expect(strikeReach(far.m, hero)).toBe(2 * 4 + 1);
    expect(approachGap(far.m, hero)).toBeCloseTo(distanceBetween(far.m, hero, far.eid('foe')) - 9, 9);
    const near = apart(6, 4);
    expect(approachGap(near.m, near.eid('hero'))).toBe(0);
  });

  it('pays the Leader in full toward an enemy already fighting one of its friends', () => {
    const a = apart(6, 4, true);
    const [hero, foe] = [a.eid('hero'), a.eid('foe')];
    expect(distanceBetween(a.m, a.eid('friend'), foe)).toBe(0);
    expect(approachGap(a.m, hero)).toBeCloseTo(distanceBetween(a.m, hero, foe), 9);
    expect(approachGap(a.m, hero)).toBeGreaterThan(0);
  });
});
