/**
 * The AI's Command Abilities (src/ai/choices/ability.ts): it spends the Command Point when the ability buys more
 * than keeping the point, by exact odds, and never turns Soul Drain on a friend.
 */
import { describe, expect, it } from 'vitest';
import { ABILITY_MARGIN, abilityWorth, chooseAbility } from '../../../src/ai/choices/ability.ts';
import { chooseCommand } from '../../../src/ai/index.ts';
import { arena, CHAPLAIN, CITIZEN } from '../../rules/helpers/arena.ts';

const MAGI = 'rashaar-magi-rashaar'; // MIND 6, CP 4, WP 5

describe('Soul Drain', () => {
  const drain = (foeLp: number) =>
    arena({
      rows: ['......', '......'],
      figures: {
        magi: { gang: 0, profile: MAGI, at: [0, 0], wp: 0 },
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
        priest: { gang: 0, profile: CHAPLAIN, at: [0, 0], wp },
        a1: { gang: 0, profile: CITIZEN, at: [1, 1], wp },
        a2: { gang: 0, profile: CITIZEN, at: [2, 1], wp },
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
