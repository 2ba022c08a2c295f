/**
 * The AI's Command Abilities (src/ai/choices/ability.ts): it spends the Command Point when the ability buys more
 * than keeping the point, by exact odds, and never turns Soul Drain on a friend.
 */
import { describe, expect, it } from 'vitest';
import {
  ABILITY_MARGIN,
  abilityWorth,
  chooseAbility,
  MOB_MISSES_PER_FIGHTER,
  MOB_REROLL_WORTH,
  mobUse,
} from '../../../src/ai/choices/ability.ts';
import { chooseCommand } from '../../../src/ai/index.ts';
import { agendaStateOf } from '../../../src/rules/index.ts';
import { newMemo } from '../../../src/rules/scenario/agendas/conditions.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import { arena, CHAPLAIN, CITIZEN } from '../../rules/helpers/arena.ts';

const MAGI = 'rashaar-magi-rashaar'; // MIND 6, CP 4, WP 5

describe('Soul Drain', () => {
  const drain = (foeLp: number) =>
    arena({
      rows: ['......', '......'],
      figures: {
        magi: { gang: 0, profile: MAGI, at: [0, 0], wp: 0, wpStart: 5 },
        friend: { gang: 0, profile: CITIZEN, at: [0, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [1, 0], lp: foeLp },
      },
    });

  it('is worth the exact chance to take out the enemy in base contact, and is chosen on a wounded one', () => {
    const a = drain(1);
    a.ok({ type: 'activate', actor: a.id('magi') });
    const cmd = {
      type: 'ability' as const,
      actor: a.id('magi'),
      ability: 'Soul Drain',
      targets: [a.id('foe')],
    };
    // MIND 6 on 7+: the chance of at least one Ace is 1 − 0.6^6 (the Destiny Dice's faces do not change Aces)
    const { worth } = abilityWorth(a.m, a.eid('magi'), cmd, []);
    expect(worth).toBeGreaterThan(1 - 0.6 ** 6);
    const pick = chooseCommand(a.m, 'red');
    expect(pick.command).toEqual(cmd);
  });

  it('is never turned on a friend', () => {
    const a = drain(11);
    a.ok({ type: 'activate', actor: a.id('magi') });
    const onFriend = {
      type: 'ability' as const,
      actor: a.id('magi'),
      ability: 'Soul Drain',
      targets: [a.id('friend')],
    };
    expect(abilityWorth(a.m, a.eid('magi'), onFriend, []).worth).toBe(0);
    const pick = chooseAbility(a.m, a.eid('magi'), []);
    expect(pick === null || pick.command.targets[0] === a.id('foe')).toBe(true);
  });
});

describe('Heavenly Father Guide Us', () => {
  const vatican = (wp: number) =>
    arena({
      rows: ['..........', '..........'],
      figures: {
        priest: { gang: 0, profile: CHAPLAIN, at: [0, 0], wp, wpStart: 3 },
        a1: { gang: 0, profile: CITIZEN, at: [1, 1], wp, wpStart: 3 },
        a2: { gang: 0, profile: CITIZEN, at: [2, 1], wp, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });

  it('is used when the gang around has Will Points to win back, and not when all are full', () => {
    const empty = vatican(0);
    empty.ok({ type: 'activate', actor: empty.id('priest') });
    const pick = chooseAbility(empty.m, empty.eid('priest'), []);
    expect(pick?.command.ability).toBe('Heavenly Father Guide Us');
    const full = vatican(99);
    for (const n of ['priest', 'a1', 'a2'])
      full.m.world.components.Points.wp[full.eid(n)] = full.m.world.components.Points.wpStart[full.eid(n)]!;
    full.ok({ type: 'activate', actor: full.id('priest') });
    const none = abilityWorth(
      full.m,
      full.eid('priest'),
      { type: 'ability', actor: full.id('priest'), ability: 'Heavenly Father Guide Us', targets: [] },
      [],
    );
    expect(none.worth).toBe(0);
    expect(none.worth).toBeLessThan(ABILITY_MARGIN);
    expect(chooseAbility(full.m, full.eid('priest'), [])).toBeNull();
  });
});

describe('Necrotic Mist', () => {
  const mist = (shooter: string) =>
    arena({
      rows: ['...............', '...............'],
      figures: {
        crone: { gang: 0, profile: 'strigoi-blood-crone', at: [0, 0] },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: shooter, at: [12, 0] },
      },
    });
  const use = (a: ReturnType<typeof mist>) =>
    abilityWorth(
      a.m,
      a.eid('crone'),
      { type: 'ability', actor: a.id('crone'), ability: 'Necrotic Mist', targets: [] },
      [],
    ).worth;

  it('is worth something only against enemies that can shoot the gang in the open, and nothing once used', () => {
    const shot = mist('the-guild-recruiter');
    shot.ok({ type: 'activate', actor: shot.id('crone') });
    expect(use(shot)).toBeGreaterThan(0);
    shot.ok({ type: 'ability', actor: shot.id('crone'), ability: 'Necrotic Mist', targets: [] });
    expect(use(shot)).toBe(0);
    const melee = mist(CITIZEN);
    melee.ok({ type: 'activate', actor: melee.id('crone') });
    expect(use(melee)).toBe(0);
  });
});

describe('Command Abilities that hand out boons', () => {
  const harbour = (foeAt: [number, number]) =>
    arena({
      rows: ['..............', '..............'],
      figures: {
        h: { gang: 0, profile: 'the-guild-harbourmaster', at: [0, 0] },
        a1: { gang: 0, profile: CITIZEN, at: [2, 0] },
        a2: { gang: 0, profile: CITIZEN, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
        foe2: { gang: 1, profile: CITIZEN, at: [foeAt[0], 1 - foeAt[1]] },
      },
    });

  it('Toughen Up is used when friends in its range are in a fight, and kept when nobody is near', () => {
    const fight = harbour([3, 0]);
    fight.ok({ type: 'activate', actor: fight.id('h') });
    const cmd = { type: 'ability' as const, actor: fight.id('h'), ability: 'Toughen Up', targets: [] };
    const near = abilityWorth(fight.m, fight.eid('h'), cmd, []);
    expect(near.worth).toBeGreaterThan(ABILITY_MARGIN);
    expect(chooseAbility(fight.m, fight.eid('h'), [])?.command).toEqual(cmd);
    const calm = harbour([13, 0]);
    calm.ok({ type: 'activate', actor: calm.id('h') });
    const far = abilityWorth(calm.m, calm.eid('h'), { ...cmd, actor: calm.id('h') }, []);
    expect(far.worth).toBeLessThan(near.worth);
    expect(chooseAbility(calm.m, calm.eid('h'), [])).toBeNull();
  });

  it("Hydra's Gifts counts the Life Points friends lose against it", () => {
    const a = arena({
      rows: ['..............', '..............'],
      figures: {
        flame: { gang: 0, profile: 'rashaar-the-flame-that-burns-underwater', at: [0, 0] },
        friend: { gang: 0, profile: CITIZEN, at: [1, 0], lp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [13, 1] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('flame') });
    const cmd = { type: 'ability' as const, actor: a.id('flame'), ability: "Hydra's Gifts", targets: [] };
    expect(abilityWorth(a.m, a.eid('flame'), cmd, []).worth).toBeLessThan(0);
    expect(chooseAbility(a.m, a.eid('flame'), [])).toBeNull();
  });
});

describe('Nexus Link Reconfiguration', () => {
  it('moves Will Points from a friend far from the fight to one in it, and not the other way round', () => {
    const a = arena({
      rows: ['..............', '..............'],
      figures: {
        doc: { gang: 0, profile: 'the-doctors-doctor-of-the-mind', at: [6, 0], wp: 0, wpStart: 2 },
        back: { gang: 0, profile: CITIZEN, at: [0, 0], wp: 3, wpStart: 3 },
        front: { gang: 0, profile: CITIZEN, at: [12, 0], wp: 0, wpStart: 6 },
        foe: { gang: 1, profile: CITIZEN, at: [13, 0] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('doc') });
    const link = (from: string, to: string) => ({
      type: 'ability' as const,
      actor: a.id('doc'),
      ability: 'Nexus Link Reconfiguration',
      targets: [a.id(from), a.id(to)],
    });
    const forward = abilityWorth(a.m, a.eid('doc'), link('back', 'front'), []).worth;
    expect(forward).toBeGreaterThan(ABILITY_MARGIN);
    expect(abilityWorth(a.m, a.eid('doc'), link('front', 'back'), []).worth).toBeLessThanOrEqual(0);
    expect(chooseAbility(a.m, a.eid('doc'), [])?.command).toEqual(link('back', 'front'));
  });
});

describe('Mob Mentality', () => {
  /** Two Guild friends at the board's west end; an enemy citizen `gap` inches east of them. */
  const mob = (gap: number) =>
    arena({
      rows: ['.'.repeat(40), '.'.repeat(40)],
      figures: {
        boss: { gang: 0, profile: CITIZEN, at: [0, 0], cp: 2 },
        friend: { gang: 0, profile: CITIZEN, at: [0, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [gap, 0] },
      },
    });
  const cmd = (a: ReturnType<typeof mob>) => ({
    type: 'ability' as const,
    actor: a.id('boss'),
    ability: 'Mob Mentality',
    targets: [],
  });

  it('buys nothing when no fight can reach the gang this round, so the Command Point is kept', () => {
    const a = mob(35);
    a.ok({ type: 'activate', actor: a.id('boss') });
    expect(mobUse(a.m, a.eid('boss'))).toBe(0);
    expect(abilityWorth(a.m, a.eid('boss'), cmd(a), []).worth).toBe(0);
    expect(chooseAbility(a.m, a.eid('boss'), [])).toBeNull();
  });

  it('is worth a re-roll for each friend in sight when the enemy is close enough to fight', () => {
    const a = mob(3);
    a.ok({ type: 'activate', actor: a.id('boss') });
    expect(mobUse(a.m, a.eid('boss'))).toBe(2 * MOB_MISSES_PER_FIGHTER);
    expect(abilityWorth(a.m, a.eid('boss'), cmd(a), []).worth).toBeCloseTo(2 * MOB_REROLL_WORTH);
  });

  it('leaves out a friend out of contact whose turn is over when its enemy has had its turn too', () => {
    const a = mob(3);
    const tags = a.m.world.components;
    setTag(a.m.world, a.eid('friend'), tags.HadTurn, true);
    a.ok({ type: 'activate', actor: a.id('boss') });
    // the foe may still come to either of them
    expect(mobUse(a.m, a.eid('boss'))).toBe(2 * MOB_MISSES_PER_FIGHTER);
    setTag(a.m.world, a.eid('foe'), tags.HadTurn, true);
    // only the boss, still acting, can bring a fight about now
    expect(mobUse(a.m, a.eid('boss'))).toBe(MOB_MISSES_PER_FIGHTER);
  });

  it('is used as its turn begins when it steps toward an Agenda, though the best it can do is hold', () => {
    const a = mob(35);
    const first = chooseCommand(a.m, 'red');
    expect(first.command.type).not.toBe('ability');
    agendaStateOf(a.m).hands[0]!.push({
      id: 'following-orders',
      status: 'open',
      achieved: false,
      memo: newMemo(),
    });
    const choice = chooseCommand(a.m, 'red');
    expect(choice.command).toMatchObject({ type: 'ability', actor: a.id('boss'), ability: 'Mob Mentality' });
    expect(a.ok(choice.command).some((e) => e.type === 'command-ability')).toBe(true);
  });

  it('counts the re-rolls the pool already holds against those the fights could spend', () => {
    const a = mob(3);
    a.ok({ type: 'activate', actor: a.id('boss') });
    a.ok(cmd(a));
    expect(mobUse(a.m, a.eid('boss'))).toBe(2 * MOB_MISSES_PER_FIGHTER - 2);
  });
});
