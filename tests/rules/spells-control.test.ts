/**
 * Spells that take hold of characters (rulebook "Magic"; src/rules/magic/spells/madness.ts), cast by the Guild Witch
 * (Mage (2), MIND 5; helpers/spell-caster.ts) with forced dice: `9 2 2 2 2` is a Success with one Ace.
 */
import { describe, expect, it } from 'vitest';
import { WATER_WORTH, wavesWorth } from '../../src/ai/control-worth.ts';
import { answerDecision } from '../../src/ai/decisions.ts';
import { spellCandidates } from '../../src/ai/spell-candidates.ts';
import type { CastCommand } from '../../src/rules/core/types.ts';
import { castProblem } from '../../src/rules/magic/cast-spell.ts';
import { MADNESS_OPTIONS } from '../../src/rules/magic/spells/madness.ts';
import { waterPoints } from '../../src/rules/magic/spells/waves.ts';
import { isSwimming, nodeOf } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, type FigureSpec, ofType } from './helpers/arena.ts';
import {
  cast,
  caster,
  choose,
  enemy,
  friend,
  pendingOptions,
  SUCCESS,
  teach,
  WITCH,
} from './helpers/spell-caster.ts';

const lp = (a: Arena, who: string) => a.m.world.components.Points.lp[a.eid(who)];
const ap = (a: Arena, who: string) => a.m.world.components.Points.ap[a.eid(who)];
const wp = (a: Arena, who: string) => a.m.world.components.Points.wp[a.eid(who)];

describe('Madness', () => {
  it('the enemy attacks its own friend at once, for no Action Point; the attack on it is the engine’s pick', () => {
    const a = caster(['madness'], { e: enemy([3, 1]), pal: enemy([4, 1]) });
    const before = ap(a, 'e');
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option', gang: 'red' });
    const options = pendingOptions(a);
    expect(options[0]).toBe(`attack|${a.id('pal')}`);
    expect(options.at(-1)).toBe('none');
    // Attack Roll 8 8 2: two Aces on 4+, Damage 2; Protection Roll 2 2 2: nothing saved
    const events = a.ok(choose(a, `attack|${a.id('pal')}`), 8, 8, 2, 2, 2, 2);
    expect(ofType(events, 'action')).toMatchObject([{ character: a.id('e'), action: 'combat', ap: 0 }]);
    expect(lp(a, 'pal')).toBe(9);
    expect(ap(a, 'e')).toBe(before);
    expect(a.m.pending).toBeNull();
  });

  it('a Fail of the enemy’s Attack Roll does no harm', () => {
    const a = caster(['madness'], { e: enemy([3, 1]), pal: enemy([4, 1]) });
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    a.ok(choose(a, `attack|${a.id('pal')}`), 3, 2, 2);
    expect(lp(a, 'pal')).toBe(11);
  });

  it('the caster’s player decides the Will Points of the enemy’s rolls (its own Will Points)', () => {
    const a = caster(['madness'], { e: enemy([3, 1], { wp: 2 }), pal: enemy([4, 1]) });
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    a.ok(choose(a, `attack|${a.id('pal')}`));
    expect(a.m.pending).toMatchObject({ type: 'will-points', gang: 'red', character: a.id('e') });
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('e'), amount: 1 }, 8, 8, 2, 2, 2, 2, 2);
    expect(wp(a, 'e')).toBe(1);
    expect(lp(a, 'pal')).toBe(9);
  });

  it('a Run/Climb moves the enemy for no Action Point, never into base contact with the caster’s gang', () => {
    const a = caster(['madness'], { e: enemy([3, 2]), f: friend([9, 2]) });
    const from = nodeOf(a.m, a.eid('e'));
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    const options = pendingOptions(a);
    expect(options.length).toBeLessThanOrEqual(MADNESS_OPTIONS);
    const run = options[0]!;
    expect(run.startsWith('run|')).toBe(true);
    const events = a.ok(choose(a, run));
    const [i, j] = run.slice(4).split(',').map(Number);
    expect(nodeOf(a.m, a.eid('e'))).toMatchObject({ i, j });
    expect(nodeOf(a.m, a.eid('e'))).not.toEqual(from);
    expect(ofType(events, 'move')[0]).toMatchObject({ character: a.id('e'), charge: null });
    expect(ofType(events, 'action')).toMatchObject([{ character: a.id('e'), action: 'run-climb', ap: 0 }]);
  });

  it('`none`: the enemy does nothing', () => {
    const a = caster(['madness'], { e: enemy([3, 2]) });
    const from = nodeOf(a.m, a.eid('e'));
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    const events = a.ok(choose(a, 'none'));
    expect(ofType(events, 'action')).toEqual([]);
    expect(nodeOf(a.m, a.eid('e'))).toEqual(from);
  });

  it('an enemy touching the caster may attack it, listed after the harm to its own side', () => {
    const a = caster(['madness'], { e: enemy([2, 1]), pal: enemy([3, 1]) });
    a.ok(cast(a, 'madness', ['e']), ...SUCCESS);
    const options = pendingOptions(a);
    expect(options[0]).toBe(`attack|${a.id('pal')}`);
    expect(options.at(-2)).toBe(`attack|${a.id('mage')}`);
  });

  it('aims at an enemy in sight within 3″ only', () => {
    const far = caster(['madness'], { e: enemy([6, 1]) });
    expect(far.submit(cast(far, 'madness', ['e'])).ok).toBe(false);
    const own = caster(['madness'], { f: friend([2, 1]), e: enemy([12, 3]) });
    expect(own.submit(cast(own, 'madness', ['f'])).ok).toBe(false);
  });
});

/** Waves of Force aimed at `e`, as the command the engine checks. */
const aim = (a: Arena) => cast(a, 'waves-of-force', ['e']) as CastCommand;

const RIVER = ['..............', '..............', '~~~~~~~~~~~~~~', '..............'];

/** The Witch at `at` knowing Waves of Force on `rows`, with Will Points for one cast. */
function waves(rows: readonly string[], others: Record<string, FigureSpec>, at: [number, number] = [1, 0]) {
  const a = arena({ rows, figures: { mage: { gang: 0, profile: WITCH, at, wp: 1 }, ...others } });
  teach(a, 'mage', ['waves-of-force']);
  return a;
}

describe('Waves of Force', () => {
  it('from the water to the enemy named: it is moved 2″ + 1″ per Ace where the caster’s player picks', () => {
    const a = waves(RIVER, { e: enemy([4, 1]) });
    a.ok(cast(a, 'waves-of-force', ['e']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option', gang: 'red' });
    const options = pendingOptions(a);
    const first = options[0]!;
    const [i, j, z] = first.split(',').map(Number);
    // the engine's pick for an enemy: into the canal
    expect(j).toBe(2);
    a.ok(choose(a, first));
    expect(nodeOf(a.m, a.eid('e'))).toEqual({ i, j, z });
    expect(isSwimming(a.m, a.eid('e'))).toBe(true);
    // one Ace: 3″ at most, and as far as that
    const far = options.map((o) => Math.hypot(Number(o.split(',')[0]) - 4, Number(o.split(',')[1]) - 1));
    expect(Math.max(...far)).toBe(3);
  });

  it('every character on the line is moved, nearest the water first; a Critical also Stuns them', () => {
    const a = waves(RIVER, { e: enemy([4, 0]), pal: friend([4, 1]) });
    a.ok(cast(a, 'waves-of-force', ['e']), 10, 9, 2, 2, 2);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option' });
    const palOptions = a.m.pending?.type === 'choose' ? a.m.pending.options : [];
    expect(palOptions[0]?.figure).toBe(a.id('pal'));
    // a Critical with two Aces: 4″ at most
    const far = palOptions.map((o) =>
      Math.hypot(Number(o.id.split(',')[0]) - 4, Number(o.id.split(',')[1]) - 1),
    );
    expect(Math.max(...far)).toBe(4);
    // a friend: the engine's pick keeps it out of the water
    expect(palOptions[0]?.id.split(',')[1]).not.toBe('2');
    a.ok(choose(a, palOptions[0]!.id));
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option' });
    const eOptions = a.m.pending?.type === 'choose' ? a.m.pending.options : [];
    expect(eOptions[0]?.figure).toBe(a.id('e'));
    a.ok(choose(a, eOptions[0]!.id));
    expect(hasTag(a.m.world, a.eid('e'), a.m.world.components.Stunned)).toBe(true);
    expect(hasTag(a.m.world, a.eid('pal'), a.m.world.components.Stunned)).toBe(true);
    expect(nodeOf(a.m, a.eid('pal'))).not.toEqual({ i: 4, j: 1, z: 0 });
  });

  it('a line across Impassable terrain cannot be aimed', () => {
    const open = waves(RIVER, { e: enemy([8, 0]) }, [2, 0]);
    expect(castProblem(open.m, open.eid('mage'), aim(open))).toBeNull();
    const walled = ['..............', '.....#######..', '~~~~~~~~~~~~~~', '..............'];
    const a = waves(walled, { e: enemy([8, 0]) }, [2, 0]);
    expect(castProblem(a.m, a.eid('mage'), aim(a))).toMatch(/^no wave reaches/);
    // the water is there, seen, but the wall is in the way of every line
    expect(waterPoints(a.m, a.eid('mage')).length).toBeGreaterThan(0);
  });
});

describe('the AI with these spells', () => {
  it('casts Madness when the enemy’s attack may kill its friend, and keeps an enemy’s Will Points but on attacks', () => {
    const a = caster(['madness'], { e: enemy([3, 1], { wp: 2 }), pal: enemy([4, 1], { lp: 1 }) });
    const mage = a.eid('mage');
    expect(spellCandidates(a.m, mage).map((c) => c.command)).toContainEqual(cast(a, 'madness', ['e']));
    const roll = {
      type: 'will-points',
      gang: 'red',
      character: a.id('e'),
      kind: 'basic',
      dice: 2,
      aceOn: 7,
      max: 2,
    } as const;
    expect(answerDecision(a.m, { ...roll, purpose: 'climb' }).command).toMatchObject({ amount: 0 });
    expect(answerDecision(a.m, { ...roll, gang: 'blue', purpose: 'climb' }).command).not.toMatchObject({
      amount: 0,
    });
    expect(answerDecision(a.m, { ...roll, purpose: 'attack' }).command).not.toMatchObject({ amount: 0 });
  });

  it('weighs Waves of Force by the enemies sent into the water', () => {
    const lone = waves(RIVER, { e: enemy([4, 1]) });
    expect(wavesWorth(lone.m, lone.eid('mage'), lone.eid('e'), 1)).toBeCloseTo(WATER_WORTH);
    // a friend alone on the line: the engine's pick keeps it dry, worth nothing
    const own = waves(RIVER, { pal: friend([4, 1]), e: enemy([12, 3]) });
    expect(wavesWorth(own.m, own.eid('mage'), own.eid('pal'), 1)).toBe(0);
  });
});
