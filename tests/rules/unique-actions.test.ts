/**
 * Unique actions and turn choices of The Guild and Rashaar (src/rules/abilities/guild/unique-actions.ts and
 * turn-choices.ts): Blood Rights, Transfusion, Fade to the Shadow, Rope Arrow (the `unique-action` command), Blood
 * for Magic (as a turn begins), Gifts of Dried Meats and Feast For Dagon (as a turn ends). Dice are forced: none of
 * them rolls, so every test also checks that no die was rolled.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { onVerticalTerrain } from '../../src/rules/abilities/guild/rope-arrow.ts';
import type { ChoiceDecision, Command, Point3, UniqueActionCommand } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { isOnWall } from '../../src/rules/movement/run-climb.ts';
import { actionButtons } from '../../src/view/hud/action-list.ts';
import { logEntry } from '../../src/view/hud/log-lines.ts';
import { type Arena, arena, CITIZEN, endTurn, moveTo, ofType, refused } from './helpers/arena.ts';

const BABA = 'the-guild-baba-yaga';
const WITCH = 'the-guild-witch';
const COURIER = 'the-guild-blood-courier';
const ASSASSIN = 'the-guild-shadow-assassin';
const POACHER = 'the-guild-poacher';
const EBENEZER = 'the-guild-ebenezer-chummage';
const BLOODLETTER = 'the-guild-bloodletter';
const SLAVE = 'rashaar-slave';
const TOAD = 'rashaar-bulbous-toad'; // a Monster, 14 Life Points
const ENFORCER = 'rashaar-cult-enforcer'; // no Monster keyword

const OPEN = ['..............', '..............', '..............', '..............'];

const on = (a: Arena, actor: string, action: string, target: string): UniqueActionCommand => ({
  type: 'unique-action',
  actor: a.id(actor),
  action,
  target: a.id(target),
});
const to = (a: Arena, actor: string, action: string, at: Point3): UniqueActionCommand => ({
  type: 'unique-action',
  actor: a.id(actor),
  action,
  to: at,
});
const uniques = (a: Arena, action?: string) =>
  legalCommands(a.m).filter(
    (c): c is UniqueActionCommand => c.type === 'unique-action' && (!action || c.action === action),
  );
const choose = (a: Arena, actor: string, option: string): Command => ({
  type: 'decide',
  decision: 'choose',
  character: a.id(actor),
  option,
});
const pendingChoice = (a: Arena): ChoiceDecision => {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error(`no choice pending (${d?.type})`);
  return d;
};

describe('Blood Rights (Baba-Yaga, the Witch)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        baba: { gang: 0, profile: BABA, at: [1, 1], wp: 3, wpStart: 7 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [1, 3] },
        far: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });

  it('1 AP: an enemy within 3″ loses 1 Life Point and Baba-Yaga regains 1 Will Point, no roll', () => {
    const a = scene();
    const events = a.ok(on(a, 'baba', 'Blood Rights', 'foe'));
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'Blood Rights', ap: 1 });
    expect(ofType(events, 'unique-action')[0]).toMatchObject({
      action: 'Blood Rights',
      target: a.id('foe'),
      ap: 1,
      wp: 0,
    });
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      lpBefore: 11,
      lpAfter: 10,
      cause: 'Blood Rights',
    });
    expect(ofType(events, 'regain')[0]).toMatchObject({ points: 'will', amount: 1, after: 4 });
    expect([a.lp('foe'), a.wp('baba'), a.ap('baba')]).toEqual([10, 4, 1]);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('takes a friend too, and never gives Will Points above the start', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baba: { gang: 0, profile: BABA, at: [1, 1], wp: 7 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    const events = a.ok(on(a, 'baba', 'Blood Rights', 'friend'));
    expect(a.lp('friend')).toBe(10);
    expect(a.wp('baba')).toBe(7);
    expect(ofType(events, 'regain')).toHaveLength(0);
  });

  it('takes out a character on its last Life Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 0, wpStart: 4 },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 1 },
        other: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    const events = a.ok(on(a, 'witch', 'Blood Rights', 'foe'));
    expect(ofType(events, 'casualty')[0]).toMatchObject({ character: a.id('foe') });
    expect(a.onBoard('foe')).toBe(false);
    expect(a.wp('witch')).toBe(1);
  });

  it('is refused beyond 3″, on itself, without an Action Point, and for a character without it', () => {
    const a = scene();
    refused(a, on(a, 'baba', 'Blood Rights', 'far'), /farther than 3″/);
    refused(a, on(a, 'baba', 'Blood Rights', 'baba'), /another character/);
    refused(a, on(a, 'friend', 'Blood Rights', 'foe'), /no unique action "Blood Rights"/);
    refused(
      a,
      { ...on(a, 'baba', 'Blood Rights', 'foe'), target: undefined, to: [2.5, 1.5, 0] },
      /names a character/,
    );
    a.ok(on(a, 'baba', 'Blood Rights', 'foe'));
    a.ok(on(a, 'baba', 'Blood Rights', 'foe'));
    // two Action Points spent: the turn is over, gang 1 chooses
    expect(a.m.active).toBe(-1);
    expect(a.lp('foe')).toBe(9);
  });

  it('is listed for every character within 3″ and no other', () => {
    const a = scene();
    const targets = uniques(a, 'Blood Rights')
      .filter((c) => c.actor === a.id('baba'))
      .map((c) => c.target);
    // Baba-Yaga is waiting: the gang's activations are listed, so start her turn first
    expect(targets).toEqual([]);
    a.ok({ type: 'activate', actor: a.id('baba') });
    const listed = uniques(a, 'Blood Rights').map((c) => c.target);
    expect(listed.sort()).toEqual([a.id('friend'), a.id('foe')].sort());
  });
});

describe('Transfusion (Blood Courier)', () => {
  const scene = (over: { wp?: number; friendLp?: number; foeLp?: number } = {}) =>
    arena({
      rows: OPEN,
      figures: {
        courier: { gang: 0, profile: COURIER, at: [2, 1], wp: over.wp ?? 1, wpStart: 2 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1], lp: over.friendLp ?? 6 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 1], lp: over.foeLp ?? 6 },
        far: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });

  it('1 Will Point, no AP: a hurt friend in base contact heals 1 Life Point; once a turn', () => {
    const a = scene({ wp: 2 });
    const events = a.ok(on(a, 'courier', 'Transfusion', 'friend'));
    expect(ofType(events, 'turn-start')).toHaveLength(1);
    expect(ofType(events, 'will-points')[0]).toMatchObject({ amount: 1, wpBefore: 2, wpAfter: 1 });
    expect(ofType(events, 'unique-action')[0]).toMatchObject({ action: 'Transfusion', ap: 0, wp: 1 });
    expect(a.lp('friend')).toBe(7);
    // its turn goes on with both Action Points
    expect(a.m.active).toBe(a.eid('courier'));
    expect(a.ap('courier')).toBe(2);
    refused(a, on(a, 'courier', 'Transfusion', 'foe'), /used this turn/);
    expect(uniques(a, 'Transfusion')).toEqual([]);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('never heals above the starting Life Points: a friend at full is not named', () => {
    const a = scene({ friendLp: 11 });
    refused(a, on(a, 'courier', 'Transfusion', 'friend'), /all its Life Points/);
    a.ok({ type: 'activate', actor: a.id('courier') });
    expect(uniques(a, 'Transfusion').map((c) => c.target)).toEqual([a.id('foe')]);
  });

  it('an enemy in base contact loses 1 Life Point; a kill gives back 2 Will Points (never above the start)', () => {
    const a = scene({ foeLp: 2 });
    a.ok(on(a, 'courier', 'Transfusion', 'foe'));
    expect(a.lp('foe')).toBe(1);
    expect(a.wp('courier')).toBe(0);
    const b = scene({ foeLp: 1 });
    const events = b.ok(on(b, 'courier', 'Transfusion', 'foe'));
    expect(b.onBoard('foe')).toBe(false);
    expect(ofType(events, 'regain')[0]).toMatchObject({
      points: 'will',
      amount: 2,
      after: 2,
      cause: 'Transfusion',
    });
  });

  it('is refused without a Will Point and out of base contact', () => {
    const a = scene({ wp: 0 });
    refused(a, on(a, 'courier', 'Transfusion', 'foe'), /needs 1 Will Point/);
    const b = scene();
    refused(b, on(b, 'courier', 'Transfusion', 'far'), /base contact/);
  });
});

describe('Fade to the Shadow (Shadow Assassin)', () => {
  // Two buildings 22″ apart; the assassin stands beside the western one.
  const ROWS = [
    '..........................',
    '.33.....................44',
    '.33.....................44',
    '..........................',
  ];
  const scene = (foeAt: readonly [number, number] = [12, 3]) =>
    arena({
      rows: ROWS,
      figures: {
        assassin: { gang: 0, profile: ASSASSIN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
      },
    });

  it('2 AP: set down at ground level beside another building, no roll, no move budget', () => {
    const a = scene();
    const events = a.ok(to(a, 'assassin', 'Fade to the Shadow', [23.5, 1.5, 0]));
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'Fade to the Shadow', ap: 2 });
    expect(ofType(events, 'unique-action')[0]).toMatchObject({ to: [23.5, 1.5, 0] });
    expect(ofType(events, 'move')[0]!.path).toEqual([
      [3.5, 1.5, 0],
      [23.5, 1.5, 0],
    ]);
    expect(a.at('assassin')).toEqual([23.5, 1.5, 0]);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('is refused near the same building, on a roof, within 6″ of an enemy, away from Vertical Terrain, without 2 AP', () => {
    const a = scene();
    refused(a, to(a, 'assassin', 'Fade to the Shadow', [3.5, 3.5, 0]), /another piece of Vertical Terrain/);
    refused(a, to(a, 'assassin', 'Fade to the Shadow', [24.5, 1.5, 4]), /ground level/);
    refused(a, to(a, 'assassin', 'Fade to the Shadow', [12.5, 1.5, 0]), /another piece|within 6″/);
    const b = scene([20, 1]);
    refused(b, to(b, 'assassin', 'Fade to the Shadow', [23.5, 1.5, 0]), /within 6″ of an enemy/);
    const c = arena({
      rows: ROWS,
      figures: {
        assassin: { gang: 0, profile: ASSASSIN, at: [10, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });
    refused(c, to(c, 'assassin', 'Fade to the Shadow', [23.5, 1.5, 0]), /not within 1″ of Vertical Terrain/);
    const d = scene();
    d.ok(moveTo(d, 'assassin', 4, 2));
    refused(d, to(d, 'assassin', 'Fade to the Shadow', [23.5, 1.5, 0]), /needs 2 Action Points/);
  });

  it('lists a handful of spots, each one accepted', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('assassin') });
    const listed = uniques(a, 'Fade to the Shadow');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(6);
    for (const c of listed) {
      const b = scene();
      b.ok(c);
      expect(b.at('assassin')).toEqual(c.to);
    }
  });
});

describe('Rope Arrow (Poacher)', () => {
  // The Poacher on a 5″ roof; a 9″ tower, a 3″ house, and a far 2″ shed.
  const ROWS = [
    '........................',
    '..55..99..33.........22.',
    '..55..99..33.........22.',
    '........................',
  ];
  const scene = () =>
    arena({
      rows: ROWS,
      figures: {
        poacher: { gang: 0, profile: POACHER, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 3] },
      },
    });

  it('knows the points on Vertical Terrain: wall positions, the foot and the top edge of a wall', () => {
    const a = scene();
    expect(onVerticalTerrain(a.board, { i: 4, j: 1, z: 4 })).toBe(true); // hanging beside the 5″ roof
    expect(onVerticalTerrain(a.board, { i: 4, j: 1, z: 0 })).toBe(true); // its foot
    expect(onVerticalTerrain(a.board, { i: 10, j: 1, z: 3 })).toBe(true); // the 3″ house's top edge
    expect(onVerticalTerrain(a.board, { i: 15, j: 3, z: 0 })).toBe(false); // the open street
  });

  it('2 AP: slides to the foot of its wall, with no roll', () => {
    const a = scene();
    const events = a.ok(to(a, 'poacher', 'Rope Arrow', [4.5, 2.5, 0]));
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'Rope Arrow', ap: 2 });
    expect(a.at('poacher')).toEqual([4.5, 2.5, 0]);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('onto a lower roof’s top edge, and onto a wall position where it hangs (and falls if its turn ends there)', () => {
    const a = arena({
      rows: ['..55....33..', '..55....33..', '............'],
      figures: {
        poacher: { gang: 0, profile: POACHER, at: [3, 0], apMax: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [11, 2] },
      },
    });
    a.ok(to(a, 'poacher', 'Rope Arrow', [7.5, 0.5, 2]));
    expect(a.at('poacher')).toEqual([7.5, 0.5, 2]);
    expect(isOnWall(a.m, a.eid('poacher'))).toBe(true);
    // the turn ends on the wall: it falls 2″ (no Life Point lost, no roll for 2″ or less... see falling.ts)
    const events = a.ok(endTurn(a, 'poacher'), 1, 1, 1, 1, 1, 1, 1, 1);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 2, to: 0 });
    const b = arena({
      rows: ['..55....33..', '..55....33..', '............'],
      figures: {
        poacher: { gang: 0, profile: POACHER, at: [3, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [11, 2] },
      },
    });
    b.ok(to(b, 'poacher', 'Rope Arrow', [8.5, 0.5, 3]));
    expect(b.at('poacher')).toEqual([8.5, 0.5, 3]);
  });

  it('is refused higher or less than 1″ lower, beyond 12″, off Vertical Terrain, and through a building', () => {
    const a = scene();
    refused(a, to(a, 'poacher', 'Rope Arrow', [7.5, 1.5, 9]), /no point|lower/);
    refused(a, to(a, 'poacher', 'Rope Arrow', [5.5, 1.5, 5]), /at least 1″ lower/);
    refused(a, to(a, 'poacher', 'Rope Arrow', [20.5, 1.5, 0]), /farther than 12″/);
    refused(a, to(a, 'poacher', 'Rope Arrow', [15.5, 3.5, 0]), /not on Vertical Terrain/);
    refused(a, to(a, 'poacher', 'Rope Arrow', [10.5, 1.5, 3]), /no clear line/);
  });

  it('lists a handful of surfaces (never a hanging spot), each one accepted', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('poacher') });
    const listed = uniques(a, 'Rope Arrow');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(6);
    for (const c of listed) {
      const b = scene();
      b.ok(c);
      expect(b.at('poacher')).toEqual(c.to);
      expect(isOnWall(b.m, b.eid('poacher'))).toBe(false);
    }
  });
});

describe('Blood for Magic (Bloodletter), as its turn begins', () => {
  const scene = (lp = 11, wp = 0) =>
    arena({
      rows: OPEN,
      figures: {
        bl: { gang: 0, profile: BLOODLETTER, at: [1, 1], lp, wp, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });

  it('offers 0..3 on activation; 2 Life Points become 2 Will Points', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('bl') });
    const d = pendingChoice(a);
    expect(d.purpose).toBe('blood-for-magic');
    expect(d.options.map((o) => o.id)).toEqual(['0', '1', '2', '3']);
    const events = a.ok(choose(a, 'bl', '2'));
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      lpBefore: 11,
      lpAfter: 9,
      cause: 'Blood for Magic',
    });
    expect(ofType(events, 'regain')[0]).toMatchObject({ points: 'will', amount: 2, after: 2 });
    expect([a.lp('bl'), a.wp('bl'), a.ap('bl')]).toEqual([9, 2, 2]);
    expect(a.m.active).toBe(a.eid('bl'));
  });

  it('never so many that it would be taken out, nor above the starting Will Points; not offered when full', () => {
    const a = scene(2, 0);
    a.ok({ type: 'activate', actor: a.id('bl') });
    expect(pendingChoice(a).options.map((o) => o.id)).toEqual(['0', '1']);
    const b = scene(11, 2);
    b.ok({ type: 'activate', actor: b.id('bl') });
    expect(pendingChoice(b).options.map((o) => o.id)).toEqual(['0', '1']);
    const c = scene(11, 3);
    c.ok({ type: 'activate', actor: c.id('bl') });
    expect(c.m.pending).toBeNull();
  });

  it('is asked before the first action when that action starts the turn, then the action goes on', () => {
    const a = scene();
    a.ok(moveTo(a, 'bl', 3, 1));
    expect(pendingChoice(a).purpose).toBe('blood-for-magic');
    expect(a.at('bl')).toEqual([1.5, 1.5, 0]);
    const events = a.ok(choose(a, 'bl', '1'));
    expect(ofType(events, 'move')).toHaveLength(1);
    expect(a.at('bl')).toEqual([3.5, 1.5, 0]);
    expect([a.lp('bl'), a.wp('bl'), a.ap('bl')]).toEqual([10, 1, 1]);
  });

  it('is asked when the turn is passed at once, and then the turn ends', () => {
    const a = scene();
    a.ok(endTurn(a, 'bl'));
    expect(pendingChoice(a).purpose).toBe('blood-for-magic');
    const events = a.ok(choose(a, 'bl', '3'));
    expect(ofType(events, 'turn-end')).toHaveLength(1);
    expect([a.lp('bl'), a.wp('bl')]).toEqual([8, 3]);
  });

  it('the AI turns Life Points into Will Points when safe, and keeps them when hurt and threatened', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('bl') });
    const safe = answerChoice(a.m, pendingChoice(a)).command;
    expect(safe).toMatchObject({ option: '3' });
    const b = arena({
      rows: OPEN,
      figures: {
        bl: { gang: 0, profile: BLOODLETTER, at: [1, 1], lp: 4, wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: 'the-guild-escort', at: [3, 1] },
      },
    });
    b.ok({ type: 'activate', actor: b.id('bl') });
    expect(answerChoice(b.m, pendingChoice(b)).command).toMatchObject({ option: '0' });
  });
});

describe('Gifts of Dried Meats (Ebenezer Chummage), as his turn ends', () => {
  const scene = (friendLp = 5) =>
    arena({
      rows: OPEN,
      figures: {
        eb: { gang: 0, profile: EBENEZER, at: [1, 1] },
        friend: { gang: 0, profile: CITIZEN, at: [2, 1], lp: friendLp },
        full: { gang: 0, profile: CITIZEN, at: [1, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });

  it('offers a hurt friend in base contact a Dried Meat: 2 Life Points back, 3 meats in all', () => {
    const a = scene(2);
    a.ok(endTurn(a, 'eb'));
    const d = pendingChoice(a);
    expect(d.purpose).toBe('dried-meats');
    expect(d.options.map((o) => o.id)).toEqual(['none', `feed:${a.id('friend')}`]);
    const events = a.ok(choose(a, 'eb', `feed:${a.id('friend')}`));
    expect(a.lp('friend')).toBe(4);
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Gifts of Dried Meats' });
    expect(ofType(events, 'turn-end')).toHaveLength(1);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('never above the starting Life Points, only while meats are left, and declining keeps them', () => {
    const a = scene(10);
    a.ok(endTurn(a, 'eb'));
    a.ok(choose(a, 'eb', `feed:${a.id('friend')}`));
    expect(a.lp('friend')).toBe(11);
    // a friend at full is never offered: nothing asked
    const b = scene(11);
    const events = b.ok(endTurn(b, 'eb'));
    expect(b.m.pending).toBeNull();
    expect(ofType(events, 'turn-end')).toHaveLength(1);
  });

  it('three meats, then no more', () => {
    const a = scene(1);
    /** End the turns of the others until Ebenezer may take his turn again (a new round). */
    const untilEbenezer = () => {
      for (let k = 0; k < 20; k++) {
        const acts = legalCommands(a.m).filter((c) => c.type === 'activate');
        if (acts.some((c) => c.actor === a.id('eb'))) return;
        const next = acts[0];
        if (!next) throw new Error('nobody to activate');
        a.ok({ type: 'end-turn', actor: next.actor });
      }
    };
    for (let k = 0; k < 3; k++) {
      a.ok(endTurn(a, 'eb'));
      a.ok(choose(a, 'eb', `feed:${a.id('friend')}`));
      untilEbenezer();
    }
    expect(a.lp('friend')).toBe(7);
    a.ok(endTurn(a, 'eb'));
    expect(a.m.pending).toBeNull();
  });

  it('the AI feeds the most hurt friend', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        eb: { gang: 0, profile: EBENEZER, at: [1, 1] },
        little: { gang: 0, profile: CITIZEN, at: [2, 1], lp: 9 },
        much: { gang: 0, profile: CITIZEN, at: [1, 2], lp: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    a.ok(endTurn(a, 'eb'));
    expect(answerChoice(a.m, pendingChoice(a)).command).toMatchObject({ option: `feed:${a.id('much')}` });
  });
});

describe('Feast For Dagon (Rashaar Slave), as its turn ends', () => {
  const scene = (toadLp = 6, monster = TOAD) =>
    arena({
      rows: OPEN,
      figures: {
        slave: { gang: 0, profile: SLAVE, at: [1, 1] },
        toad: { gang: 0, profile: monster, at: [2, 2], lp: toadLp },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });

  it('the Slave is removed as a casualty and the Monster heals 5 Life Points', () => {
    const a = scene();
    a.ok(endTurn(a, 'slave'));
    const d = pendingChoice(a);
    expect(d.purpose).toBe('feast-for-dagon');
    expect(d.options.map((o) => o.id)).toEqual(['none', `feast:${a.id('toad')}`]);
    const events = a.ok(choose(a, 'slave', `feast:${a.id('toad')}`));
    expect(a.lp('toad')).toBe(11);
    expect(a.onBoard('slave')).toBe(false);
    expect(ofType(events, 'casualty')[0]).toMatchObject({ character: a.id('slave') });
    expect(ofType(events, 'turn-end')).toHaveLength(1);
    expect(ofType(events, 'roll')).toHaveLength(0);
  });

  it('never above the Monster’s start; declining keeps the Slave; not offered beside a non-Monster or a Monster at full', () => {
    const a = scene(12);
    a.ok(endTurn(a, 'slave'));
    a.ok(choose(a, 'slave', `feast:${a.id('toad')}`));
    expect(a.lp('toad')).toBe(14);
    const b = scene();
    b.ok(endTurn(b, 'slave'));
    b.ok(choose(b, 'slave', 'none'));
    expect(b.onBoard('slave')).toBe(true);
    expect(b.lp('toad')).toBe(6);
    const c = scene(6, ENFORCER);
    c.ok(endTurn(c, 'slave'));
    expect(c.m.pending).toBeNull();
    const d = scene(14);
    d.ok(endTurn(d, 'slave'));
    expect(d.m.pending).toBeNull();
  });

  it('the AI feasts only when the Monster needs it more than the gang needs the Slave', () => {
    const a = scene(3);
    a.ok(endTurn(a, 'slave'));
    expect(answerChoice(a.m, pendingChoice(a)).command).toMatchObject({ option: `feast:${a.id('toad')}` });
    const b = scene(12);
    b.ok(endTurn(b, 'slave'));
    expect(answerChoice(b.m, pendingChoice(b)).command).toMatchObject({ option: 'none' });
  });
});

describe('the AI plans unique actions', () => {
  it('Blood Rights on an enemy on its last Life Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baba: { gang: 0, profile: BABA, at: [1, 1], wp: 3, wpStart: 7 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1], lp: 1 },
      },
    });
    const best = candidatesFor(a.m, a.eid('baba'))[0]!;
    expect(best.command).toMatchObject({
      type: 'unique-action',
      action: 'Blood Rights',
      target: a.id('foe'),
    });
  });

  it('Transfusion first on a badly hurt friend, as it costs no Action Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        courier: { gang: 0, profile: COURIER, at: [2, 1], wp: 2 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1], lp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    const best = candidatesFor(a.m, a.eid('courier'))[0]!;
    expect(best.command).toMatchObject({
      type: 'unique-action',
      action: 'Transfusion',
      target: a.id('friend'),
    });
  });

  it('Fade to the Shadow to close in on a far enemy beside another building', () => {
    const a = arena({
      rows: [
        '....................................',
        '.33.....................44..........',
        '.33.....................44..........',
        '....................................',
      ],
      figures: {
        assassin: { gang: 0, profile: ASSASSIN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [34, 3] },
      },
    });
    const best = candidatesFor(a.m, a.eid('assassin'))[0]!;
    expect(best.command).toMatchObject({
      type: 'unique-action',
      action: 'Fade to the Shadow',
      to: [27.5, 1.5, 0],
    });
  });
});

describe('the unique actions in the browser’s words', () => {
  it('the action bar has a button for each, enabled when the engine lists it, with its tooltip', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baba: { gang: 0, profile: BABA, at: [1, 1], wp: 3, wpStart: 7 },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('baba') });
    const context = {
      ap: 2,
      active: true,
      mode: 'unique' as const,
      weapon: null,
      weapons: [],
      inWater: false,
      underwater: 0,
      flies: false,
      orders: 0,
      uniqueActions: ['Blood Rights'],
      unique: 'Blood Rights',
    };
    const button = actionButtons(legalCommands(a.m), context).find((b) => b.key === 'unique')!;
    expect(button).toMatchObject({ label: 'Blood Rights', weapon: 'Blood Rights', enabled: true, on: true });
    expect(button.title).toMatch(/1 AP/);
    const off = actionButtons([], context).find((b) => b.key === 'unique')!;
    expect(off.enabled).toBe(false);
    expect(off.title).toMatch(/Not now/);
  });

  it('the log prints the action, whom it names and what it cost', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        courier: { gang: 0, profile: COURIER, at: [2, 1], wp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 1] },
      },
    });
    const events = a.ok(on(a, 'courier', 'Transfusion', 'foe'));
    const names = { character: (id: string) => id.replace(/^[a-z]+-/, ''), gang: (id: string) => id };
    const entry = logEntry(ofType(events, 'unique-action')[0]!, names);
    expect(entry).toMatchObject({
      kind: 'line',
      text: 'blood-courier uses Transfusion on citizen (1 Will Point)',
    });
  });
});
