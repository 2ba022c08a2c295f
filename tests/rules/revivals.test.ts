/**
 * Those who stand up again once killed, and one kept standing until its turn (src/rules/abilities/unique/revivals.ts):
 * Resurrection, Undying Deathseeker, Hōfuku Kōgeki, Power Over Death, Fight Until the Last.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { resultOf } from '../../src/campaign/campaign.ts';
import { abilityOf } from '../../src/rules/character/stats.ts';
import { summarise } from '../../src/rules/read/summary.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
} from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const PALADIN = 'the-vatican-paladin-of-saint-lazarus'; // MIND 2, Resurrection
const SENSHI = 'gifted-senshi-the-undying'; // MIND 4, Undying Deathseeker, Hōfuku Kōgeki, Parry (2)
const MORGUE_DOCTOR = 'the-doctors-morgue-doctor'; // MIND 4, LP 12, CP 2, Power Over Death
const KNIGHT = 'the-vatican-knight-commander'; // CP 3, Fight Until the Last
const OPEN = Array.from({ length: 8 }, () => '..............');

/** The red Citizen at (3, 3) strikes `victim` (1 Life Point left) down: a Critical, no Protection Ace. */
const KILL = [10, 9, 9, 1, 1, 1, 1, 1];
/** The same against a Citizen (3 Protection dice). */
const KILL_CITIZEN = [10, 9, 9, 1, 1, 1];
/** Against Senshi, whose Parry (2) makes the attacker re-roll two Aces. */
const KILL_SENSHI = [10, 9, 9, 9, 9, 1, 1, 1];

const scene = (victim: FigureSpec, more: Record<string, FigureSpec> = {}) =>
  arena({
    rows: OPEN,
    figures: {
      foe: { gang: 0, profile: CITIZEN, at: [3, 3] },
      victim: { lp: 1, cp: 0, ...victim },
      pal: { gang: 1, profile: CITIZEN, at: [12, 7] },
      ...more,
    },
  });

/** End round 1 after the red Citizen's attack: its turn, then the blue Citizen's (`dice`: what round 2 rolls). */
function endRound(a: Arena, ...dice: number[]): void {
  a.ok(endTurn(a, 'foe'));
  a.ok(endTurn(a, 'pal'), ...dice);
}

/** Decline the COUNTER offered after an action, when one is. */
function noCounter(a: Arena): void {
  while (a.m.pending?.type === 'choose' && a.m.pending.purpose === 'counter') choose(a, 'none');
}

const abilityEffects = (a: Arena, name: string) =>
  ofType(a.m.log, 'ability')
    .filter((e) => e.ability === name)
    .map((e) => [e.character, e.effect]);

describe('Resurrection (the Paladin of St Lazarus)', () => {
  const paladin = { gang: 1, profile: PALADIN, at: [4, 3] } as const;

  it('killed, it lies where it fell; with an Ace as the next round begins it stands up with 5 LP and Berserk', () => {
    const a = scene(paladin);
    const where = a.at('victim');
    a.ok(combat(a, 'foe', 'victim'), ...KILL);
    expect(a.onBoard('victim')).toBe(false);
    expect(ofType(a.m.log, 'casualty').map((e) => e.character)).toEqual([a.id('victim')]);
    expect(abilityEffects(a, 'Resurrection')).toEqual([[a.id('victim'), 'lies where it fell']]);
    // round 2: the MIND roll (2 dice, one Ace), then one initiative die each (no Command Points)
    endRound(a, 8, 3, 10, 1);
    const roll = ofType(a.m.log, 'roll').find((e) => e.purpose === 'resurrection');
    expect(roll).toMatchObject({ character: a.id('victim'), dice: [8, 3], aces: 1 });
    expect(a.onBoard('victim')).toBe(true);
    expect(a.lp('victim')).toBe(5);
    expect(a.at('victim')).toEqual(where);
    expect(abilityOf(a.m, a.eid('victim'), 'Berserk').has).toBe(true);
    expect(abilityEffects(a, 'Resurrection').at(-1)).toEqual([a.id('victim'), 'stands up again']);
    // it takes its turn this round
    expect(a.m.round).toBe(2);
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'victim'));
    expect(ofType(a.m.log, 'turn-start').at(-1)?.character).toBe(a.id('victim'));
  });

  it('the summary shows it lying where it fell; a campaign counts it taken out only when it is removed for good', () => {
    const lying = (a: Arena) => summarise(a.m).characters.find((c) => c.id === a.id('victim'))!.lying;
    const stands = scene(paladin);
    expect(lying(stands)).toBe(false);
    stands.ok(combat(stands, 'foe', 'victim'), ...KILL);
    expect(lying(stands)).toBe(true);
    expect(resultOf(stands.m).takenOut.computer).toEqual(['Paladin of St Lazarus']);
    endRound(stands, 8, 3, 10, 1);
    expect(lying(stands)).toBe(false);
    expect(resultOf(stands.m).takenOut.computer).toEqual([]);
    const removed = scene(paladin);
    removed.ok(combat(removed, 'foe', 'victim'), ...KILL);
    endRound(removed, 6, 3, 10, 1);
    expect(lying(removed)).toBe(false);
    expect(resultOf(removed.m).takenOut.computer).toEqual(['Paladin of St Lazarus']);
    // an ordinary casualty never lies on the table
    const plain = scene({ gang: 1, profile: CITIZEN, at: [4, 3] });
    plain.ok(combat(plain, 'foe', 'victim'), ...KILL_CITIZEN);
    expect(plain.onBoard('victim')).toBe(false);
    expect(lying(plain)).toBe(false);
  });

  it('with no Ace it is removed for good', () => {
    const a = scene(paladin);
    a.ok(combat(a, 'foe', 'victim'), ...KILL);
    endRound(a, 6, 3, 10, 1);
    expect(a.onBoard('victim')).toBe(false);
    expect(abilityEffects(a, 'Resurrection').at(-1)).toEqual([a.id('victim'), 'is removed']);
    // nothing more as round 3 begins: only the initiative dice
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'pal'), 10, 1);
    expect(a.m.round).toBe(3);
    expect(ofType(a.m.log, 'roll').filter((e) => e.purpose === 'resurrection')).toHaveLength(1);
  });

  it('may spend Will Points on the roll', () => {
    const a = scene(paladin);
    a.ok(combat(a, 'foe', 'victim'), ...KILL);
    a.m.world.components.Points.wp[a.eid('victim')] = 1;
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'pal'));
    expect(a.m.pending).toMatchObject({
      type: 'will-points',
      character: a.id('victim'),
      purpose: 'resurrection',
      max: 1,
    });
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('victim'), amount: 1 }, 3, 3, 7, 10, 1);
    expect(ofType(a.m.log, 'roll').find((e) => e.purpose === 'resurrection')?.dice).toEqual([3, 3, 7]);
    expect(a.lp('victim')).toBe(5);
  });

  it('stands up on the free spot nearest to where it fell when another base is there', () => {
    const a = scene(paladin);
    a.ok(combat(a, 'foe', 'victim'), ...KILL);
    a.ok(moveTo(a, 'foe', 4, 3));
    a.ok(endTurn(a, 'pal'), 8, 3, 10, 1);
    expect(a.onBoard('victim')).toBe(true);
    const [x, y] = a.at('victim');
    const [fx, fy] = a.at('foe');
    // 40 mm and 30 mm bases: their centres at least 35 mm (1.38″) apart
    expect(Math.hypot(x - fx, y - fy)).toBeGreaterThanOrEqual(1.37);
    expect(Math.hypot(x - 4.5, y - 3.5)).toBeLessThan(3);
  });
});

describe('Undying Deathseeker and Hōfuku Kōgeki (Senshi the Undying)', () => {
  const senshi = { gang: 1, profile: SENSHI, at: [4, 3] } as const;

  it('stands up with 7 Life Points on an Ace', () => {
    const a = scene(senshi);
    a.ok(combat(a, 'foe', 'victim'), ...KILL_SENSHI);
    expect(abilityEffects(a, 'Undying Deathseeker')).toEqual([[a.id('victim'), 'lies where it fell']]);
    endRound(a, 5, 8, 2, 2, 10, 1);
    expect(a.onBoard('victim')).toBe(true);
    expect(a.lp('victim')).toBe(7);
    expect(a.m.pending).toBeNull();
  });

  it('on a Critical he may strike an enemy in base contact at once, a 0 AP Attack of Opportunity', () => {
    const a = scene(senshi);
    a.ok(combat(a, 'foe', 'victim'), ...KILL_SENSHI);
    endRound(a, 10, 8, 2, 2);
    const d = pending(a);
    expect(d.purpose).toBe('hofuku-kogeki');
    expect(d.options.map((o) => o.id)).toEqual(['none', `attack:${a.id('foe')}`]);
    // the computer strikes
    expect(answerChoice(a.m, d).command).toMatchObject({ option: `attack:${a.id('foe')}` });
    const lp = a.lp('foe');
    choose(a, `attack:${a.id('foe')}`, 9, 9, 9, 9, 1, 1, 1, 10, 1);
    expect(ofType(a.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({
      character: a.id('victim'),
      target: a.id('foe'),
      reason: 'Hōfuku Kōgeki',
    });
    expect(a.lp('foe')).toBeLessThan(lp);
    // then the initiative
    expect(a.m.order.length).toBeGreaterThan(0);
    expect(ofType(a.m.log, 'initiative')).toHaveLength(2);
  });

  it('with no enemy in base contact he may charge one instead: a 0 AP Run/Climb into base contact', () => {
    const a = scene(senshi);
    a.ok(combat(a, 'foe', 'victim'), ...KILL_SENSHI);
    // the red Citizen steps back, which ends its turn
    a.ok(moveTo(a, 'foe', 1, 3));
    a.ok(endTurn(a, 'pal'), 10, 8, 2, 2);
    const d = pending(a);
    expect(d.options.map((o) => o.id)).toEqual(['none', 'charge']);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'charge' });
    choose(a, 'charge');
    const where = pending(a);
    expect(where.purpose).toBe('ability-charge');
    // the charge brings its Attack of Opportunity (5 dice, two missed re-rolled; the Citizen's 3 Protection dice),
    // then the initiative
    choose(a, where.options[0]!.id, 10, 1, 1, 1, 1, 1, 1, 9, 9, 9, 10, 1);
    expect(ofType(a.m.log, 'action').find((e) => e.ap === 0 && e.action === 'run-climb')).toMatchObject({
      character: a.id('victim'),
    });
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('victim'), charge: a.id('foe') });
    expect(ofType(a.m.log, 'initiative')).toHaveLength(2);
    const [x, y] = a.at('victim');
    const [fx, fy] = a.at('foe');
    expect(Math.hypot(x - fx, y - fy)).toBeLessThanOrEqual(1.19 + 0.01);
  });

  it('declining the free move leaves him where he stood', () => {
    const a = scene(senshi);
    a.ok(combat(a, 'foe', 'victim'), ...KILL_SENSHI);
    const where = a.at('victim');
    endRound(a, 10, 8, 2, 2);
    choose(a, 'none', 10, 1);
    expect(a.at('victim')).toEqual(where);
    expect(a.lp('victim')).toBe(7);
    expect(ofType(a.m.log, 'attack-of-opportunity')).toHaveLength(0);
  });
});

describe('Power Over Death (the Morgue Doctor)', () => {
  const withDoctor = (doctorAt: readonly [number, number] = [6, 3]) =>
    scene(
      { gang: 1, profile: CITIZEN, at: [4, 3] },
      { doctor: { gang: 1, profile: MORGUE_DOCTOR, at: doctorAt } },
    );

  it('after the action a friend within 3″ fell in, the Doctor may roll MIND: 2 Life Points back per Ace', () => {
    const a = withDoctor();
    a.ok(combat(a, 'foe', 'victim'), ...KILL_CITIZEN);
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'power-over-death', character: a.id('victim') });
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('doctor')]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('doctor') });
    choose(a, a.id('doctor'), 5, 8, 9, 2);
    expect(ofType(a.m.log, 'command-ability').at(-1)).toMatchObject({
      character: a.id('doctor'),
      ability: 'Power Over Death',
      targets: [a.id('victim')],
      cp: 1,
    });
    expect(a.onBoard('victim')).toBe(true);
    expect(a.lp('victim')).toBe(4);
    // the kill stands
    expect(ofType(a.m.log, 'casualty').map((e) => e.character)).toEqual([a.id('victim')]);
  });

  it('4 per Ace on a Critical (never above its starting Life Points); none and nothing on a miss', () => {
    const a = withDoctor();
    a.ok(combat(a, 'foe', 'victim'), ...KILL_CITIZEN);
    choose(a, a.id('doctor'), 10, 8, 9, 2);
    expect(a.lp('victim')).toBe(11);
    const b = withDoctor();
    b.ok(combat(b, 'foe', 'victim'), ...KILL_CITIZEN);
    choose(b, b.id('doctor'), 5, 3, 2, 2);
    expect(b.onBoard('victim')).toBe(false);
    expect(b.m.world.components.Points.cp[b.eid('doctor')]).toBe(1);
  });

  it('on a Fumble the Doctor loses half its remaining Life Points, rounded up', () => {
    const a = withDoctor();
    a.m.world.components.Points.lp[a.eid('doctor')] = 7;
    a.ok(combat(a, 'foe', 'victim'), ...KILL_CITIZEN);
    choose(a, a.id('doctor'), 1, 3, 2, 2);
    expect(a.lp('doctor')).toBe(3);
    expect(a.onBoard('victim')).toBe(false);
  });

  it('declined, or with the Doctor farther than 3″ or out of Command Points, the friend stays a casualty', () => {
    const a = withDoctor();
    a.ok(combat(a, 'foe', 'victim'), ...KILL_CITIZEN);
    choose(a, 'none');
    expect(a.onBoard('victim')).toBe(false);
    expect(a.m.world.components.Points.cp[a.eid('doctor')]).toBe(2);
    const far = withDoctor([10, 3]);
    far.ok(combat(far, 'foe', 'victim'), ...KILL_CITIZEN);
    // the Doctor may COUNTER, but is not asked to bring the friend back
    expect(far.m.pending).toMatchObject({ purpose: 'counter' });
    const spent = withDoctor();
    spent.m.world.components.Points.cp[spent.eid('doctor')] = 0;
    spent.ok(combat(spent, 'foe', 'victim'), ...KILL_CITIZEN);
    expect(spent.m.pending).toBeNull();
  });
});

describe('Fight Until the Last (the Knight Commander)', () => {
  /** Round 2 begun: the Knight Commander is asked; the red Citizen (1 Command Point) wins the initiative. */
  const round2 = () => {
    const a = arena({
      rows: OPEN,
      figures: {
        foe: { gang: 0, profile: CITIZEN, at: [3, 3], cp: 1 },
        knight: { gang: 1, profile: KNIGHT, at: [8, 3], cp: 3 },
        pal: { gang: 1, profile: CITIZEN, at: [4, 3], lp: 1 },
      },
    });
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'knight'));
    a.ok(endTurn(a, 'pal'));
    return a;
  };

  it('names a friend as the round begins; at 0 Life Points before its turn it stays until it has taken it', () => {
    const a = round2();
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'fight-until-the-last', character: a.id('knight') });
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('knight'), a.id('pal')]);
    // the computer keeps the friend an enemy can reach and that is worth the most for its wounds
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('pal') });
    // initiative: red 1 die (an Ace), blue the Knight's 2 Command Points left (none)
    choose(a, a.id('pal'), 9, 1, 1);
    expect(ofType(a.m.log, 'command-ability').at(-1)).toMatchObject({
      character: a.id('knight'),
      ability: 'Fight Until the Last',
      targets: [a.id('pal')],
      cp: 2,
    });
    expect(a.m.order[0]).toBe(0);
    a.ok(combat(a, 'foe', 'pal'), ...KILL_CITIZEN);
    expect(a.lp('pal')).toBe(0);
    expect(a.onBoard('pal')).toBe(true);
    expect(abilityEffects(a, 'Fight Until the Last')).toEqual([
      [a.id('pal'), 'stays on the table at 0 Life Points until it has taken its turn'],
    ]);
    expect(ofType(a.m.log, 'casualty')).toHaveLength(0);
    noCounter(a);
    a.ok(endTurn(a, 'foe'));
    a.ok(combat(a, 'pal', 'foe'), 2, 2, 2);
    noCounter(a);
    expect(ofType(a.m.log, 'casualty')).toHaveLength(0);
    a.ok(endTurn(a, 'pal'));
    expect(ofType(a.m.log, 'casualty').map((e) => e.character)).toEqual([a.id('pal')]);
    expect(a.onBoard('pal')).toBe(false);
  });

  it('a friend not named, or one that has had its turn, is a casualty at once', () => {
    const a = round2();
    choose(a, 'none', 9, 1, 1, 1);
    a.ok(combat(a, 'foe', 'pal'), ...KILL_CITIZEN);
    expect(a.onBoard('pal')).toBe(false);
    const b = round2();
    // blue first this time: the friend takes its turn before the red Citizen strikes
    choose(b, b.id('pal'), 1, 9, 1);
    b.ok(endTurn(b, 'pal'));
    b.ok(combat(b, 'foe', 'pal'), ...KILL_CITIZEN);
    expect(b.onBoard('pal')).toBe(false);
  });
});
