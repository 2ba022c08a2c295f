/**
 * The Command Abilities printed on single characters of Strigoi, The Vatican, Patricians and The Doctors
 * (src/rules/abilities/<faction>/command-abilities.ts; the ABILITY command of rulebook "Action Points, Will Points &
 * Command Points"): each given by its printed user, the boon on the characters it names within its reach and on
 * nobody else, a Command Point spent, and the boon gone as the round ends where it lasts the round.
 */

import { describe, expect, it } from 'vitest';
import { barbaryCharge } from '../../../src/rules/abilities/patricians/command-abilities.ts';
import type { StatName } from '../../../src/rules/character/ability-types.ts';
import { abilityOf, statOf } from '../../../src/rules/character/stats.ts';
import { planAttack, weaponsOf } from '../../../src/rules/combat/combat.ts';
import { commandAbilitiesOf } from '../../../src/rules/command/command-abilities.ts';
import { declineOf } from '../../../src/rules/core/decisions.ts';
import { legalCommands } from '../../../src/rules/match/legal.ts';
import { type Arena, arena, CITIZEN, ofType } from '../helpers/arena.ts';

type Check =
  | { readonly ability: string; readonly value: number | null }
  | { readonly stats: Partial<Record<StatName, number | 'to 1'>> }
  | { readonly penetration: number };

interface Case {
  readonly name: string;
  readonly user: string;
  /** A friend it names (null: the user itself), set `inAt` columns from the user. */
  readonly friend: string | null;
  readonly inAt: number;
  /** A friend of the same profile out of reach (null: none to test: reach in sight or the whole table). */
  readonly outAt: number | null;
  /** It names one character (a PULSE on one). */
  readonly one?: boolean;
  /** It lasts until the round ends. */
  readonly round: boolean;
  readonly check: Check;
}

const SOLDIER = 'patricians-city-guard'; // a Soldier with neither Expert Marksman nor Expert Offence
const CASES: readonly Case[] = [
  // Strigoi
  {
    name: 'Ancient Horror',
    user: 'strigoi-radu-basarab',
    friend: CITIZEN,
    inAt: 5,
    outAt: 9,
    round: true,
    check: { ability: 'First Strike', value: 1 },
  },
  {
    name: 'Natural Camouflage',
    user: 'strigoi-stryha-crone',
    friend: CITIZEN,
    inAt: 5,
    outAt: 9,
    one: true,
    round: false,
    check: { ability: 'Concealment', value: 2 },
  },
  {
    name: 'Defensive Lines',
    user: 'strigoi-wallachian-hospodar',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'Universal Shielding', value: 2 },
  },
  {
    name: 'Romani Fury',
    user: 'strigoi-ceres',
    friend: 'strigoi-cibele',
    inAt: 12,
    outAt: null,
    round: true,
    check: { ability: 'Expert Offence', value: 3 },
  },
  {
    // a friend printed with Vampiric Attack (1): 2 until the round ends
    name: 'Blood Frenzy',
    user: 'strigoi-noble-strigoi',
    friend: 'strigoi-wallachian-hospodar',
    inAt: 5,
    outAt: null,
    round: true,
    check: { ability: 'Vampiric Attack', value: 2 },
  },
  // Patricians
  {
    name: 'Take Arms',
    user: 'patricians-guard-commander',
    friend: SOLDIER,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { stats: { attack: 1 } },
  },
  {
    name: 'Aim, Fire!',
    user: 'patricians-guard-commander',
    friend: SOLDIER,
    inAt: 12,
    outAt: null,
    round: true,
    check: { ability: 'Expert Marksman', value: 1 },
  },
  {
    name: 'Coordinated Attack',
    user: 'patricians-janissary-chorbaji',
    friend: 'patricians-janissary-sapper',
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'First Strike', value: 2 },
  },
  {
    name: 'Venetian Drive',
    user: 'patricians-mounted-venetian-noble',
    friend: null,
    inAt: 0,
    outAt: 2,
    round: true,
    check: { stats: { protection: 'to 1' } },
  },
  {
    name: 'The Monster Behind the Mask',
    user: 'patricians-venetian-noble',
    friend: null,
    inAt: 0,
    outAt: 2,
    round: true,
    check: { stats: { move: 1, dex: 1, attack: 1, mind: 'to 1' } },
  },
  {
    name: 'Sadism',
    user: 'patricians-submissive-noble',
    friend: null,
    inAt: 0,
    outAt: 2,
    round: true,
    check: { stats: { attack: 2 } },
  },
  {
    name: 'Take Aim!',
    user: 'patricians-captain-of-the-guard',
    friend: SOLDIER,
    inAt: 5,
    outAt: 9,
    round: true,
    check: { ability: 'Expert Offence', value: 1 },
  },
  {
    name: "There's Coin in it for You",
    user: 'patricians-merchant',
    friend: 'patricians-cortigiane',
    inAt: 5,
    outAt: 9,
    one: true,
    round: true,
    check: { ability: 'First Strike', value: 2 },
  },
  // The Doctors
  {
    name: 'Electrical Stimulation',
    user: 'the-doctors-master-of-arcane-security',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { stats: { attack: 1 } },
  },
  {
    name: 'Unliving Curse',
    user: 'the-doctors-master-of-necromantic-studies',
    friend: CITIZEN,
    inAt: 1,
    outAt: 4,
    one: true,
    round: false,
    check: { ability: 'Vampiric Attack', value: 2 },
  },
  {
    name: 'Protective Field',
    user: 'the-doctors-master-of-zoology',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'Universal Shielding', value: 4 },
  },
  {
    name: 'Biological Studies',
    user: 'the-doctors-plague-doctor',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { penetration: -2 },
  },
  {
    name: 'Overcharged Discipline',
    user: 'the-doctors-doctor-of-the-beasts',
    friend: 'the-doctors-gorilla',
    inAt: 5,
    outAt: 9,
    one: true,
    round: false,
    check: { ability: 'Berserk', value: null },
  },
  {
    name: 'Void Walker',
    user: 'the-doctors-doctor-of-the-firmament',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    one: true,
    round: false,
    check: { ability: 'Ethereal', value: null },
  },
  // The Vatican
  {
    name: 'For the Glory of God',
    user: 'the-vatican-inquisitor',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'Expert Offence', value: 2 },
  },
  {
    name: 'He Will Strengthen You and Protect You',
    user: 'the-vatican-patriarch-bishop-de-bernis',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'Universal Shielding', value: 3 },
  },
  {
    name: 'Look With Satisfaction Upon My Enemies',
    user: 'the-vatican-inquisition-commissioner',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { ability: 'Parry', value: 2 },
  },
  {
    name: 'Hasten Your Steps, The Unfaithful Must Be Cleansed',
    user: 'the-vatican-knight-of-the-holy-sepulchre',
    friend: CITIZEN,
    inAt: 3,
    outAt: 6,
    round: true,
    check: { stats: { move: 1 } },
  },
  {
    name: 'Put it Through the Heart!',
    user: 'the-vatican-father-baumgartner',
    friend: CITIZEN,
    inAt: 11,
    outAt: null,
    one: true,
    round: true,
    check: { penetration: -4 },
  },
];

const OPEN = ['..............', '..............', '..............'];

/** The user at column 0, the friend in reach, another out of reach, a foe far off on the last row. */
function scene(c: Case): Arena {
  const figures: Record<string, Parameters<typeof arena>[0]['figures'][string]> = {
    user: { gang: 0, profile: c.user, at: [0, 0] },
    foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
  };
  if (c.friend) figures.in = { gang: 0, profile: c.friend, at: [c.inAt, 0] };
  if (c.outAt !== null) figures.out = { gang: 0, profile: c.friend ?? CITIZEN, at: [c.outAt, 0] };
  return arena({ rows: OPEN, figures });
}

/** What the check reads of `who` now, to compare before and after. */
function reading(a: Arena, who: string, check: Check): unknown {
  const eid = a.eid(who);
  if ('ability' in check) return abilityOf(a.m, eid, check.ability);
  if ('stats' in check)
    return Object.fromEntries(Object.keys(check.stats).map((s) => [s, statOf(a.m, eid, s as StatName)]));
  const plan = planAttack(a.m, eid, a.eid('foe'), weaponsOf(a.m, eid)[0]!);
  return plan.protection.pool;
}

/** What the check should read of `who` after the ability, given `before`. */
function expected(c: Case, before: unknown): unknown {
  const check = c.check;
  if ('ability' in check) return { has: true, value: check.value ?? 0 };
  if ('stats' in check) {
    const was = before as Record<string, number>;
    return Object.fromEntries(
      Object.entries(check.stats).map(([s, d]) => [s, d === 'to 1' ? 1 : was[s]! + d!]),
    );
  }
  // Penetration −X takes X dice from the target's Protection Roll (never below 0).
  return Math.max(0, (before as number) + check.penetration);
}

describe('Command Abilities of Strigoi, The Vatican, Patricians and The Doctors', () => {
  for (const c of CASES)
    it(`${c.name} (${c.user}): the boon on whom it names in reach, on nobody else`, () => {
      const a = scene(c);
      const user = a.eid('user');
      expect(commandAbilitiesOf(a.m, user).map((x) => x.name)).toContain(c.name);
      const target = c.friend ? 'in' : 'user';
      const others = [...(c.outAt !== null ? ['out'] : []), 'foe'];
      const before = reading(a, target, c.check);
      const untouched = others.map((o) => reading(a, o, c.check));
      const cp = a.m.world.components.Points.cp[user]!;
      const lp = a.lp('user');
      const events = a.ok({
        type: 'ability',
        actor: a.id('user'),
        ability: c.name,
        targets: c.one ? [a.id(target)] : [],
      });
      // A pick as the user's turn begins (Auxiliary Systems): the engine's pick, then the Command Ability.
      while (a.m.pending?.type === 'choose' && a.m.pending.purpose === 'turn-boon')
        events.push(...a.ok(declineOf(a.m.pending)));
      expect(ofType(events, 'command-ability')[0]).toMatchObject({ ability: c.name });
      expect(a.m.world.components.Points.cp[user]).toBe(cp - 1);
      expect(reading(a, target, c.check)).toEqual(expected(c, before));
      expect(others.map((o) => reading(a, o, c.check))).toEqual(untouched);
      if (c.name === 'Sadism') expect(a.lp('user')).toBe(lp - 1);
      // Until the round ends, or for the rest of the game.
      for (let k = 0; k < 40 && a.m.round < 2; k++) {
        const cmd =
          legalCommands(a.m).find((x) => x.type === 'end-turn') ??
          legalCommands(a.m).find((x) => x.type === 'activate');
        if (!cmd) break;
        a.ok(cmd, 8, 2, 8, 2, 8, 2, 8, 2, 8, 2);
      }
      expect(a.m.round).toBe(2);
      if (c.round) expect(reading(a, target, c.check)).toEqual(before);
      else expect(reading(a, target, c.check)).toEqual(expected(c, before));
    });
});

describe('Command Abilities with effects of their own', () => {
  it('Barbary Discipline (Ottoman Janissary): friends within 6″ charge 2″ further until the round ends', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'patricians-ottoman-janissary', at: [0, 0] },
        near: { gang: 0, profile: CITIZEN, at: [5, 0] },
        far: { gang: 0, profile: CITIZEN, at: [10, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    expect(barbaryCharge(a.m, a.eid('near'))).toBe(0);
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'Barbary Discipline', targets: [] });
    expect(barbaryCharge(a.m, a.eid('near'))).toBe(2);
    expect(barbaryCharge(a.m, a.eid('user'))).toBe(2);
    expect(barbaryCharge(a.m, a.eid('far'))).toBe(0);
    expect(barbaryCharge(a.m, a.eid('foe'))).toBe(0);
  });

  it('We Trained For This (Naval Lieutenant): friends within 6″ with Fast Swimmer add to it; others gain none', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'patricians-naval-lieutenant', at: [0, 0] },
        swimmer: { gang: 0, profile: 'patricians-naval-recruit', at: [4, 0] },
        citizen: { gang: 0, profile: CITIZEN, at: [2, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    const before = abilityOf(a.m, a.eid('swimmer'), 'Fast Swimmer');
    expect(before).toEqual({ has: true, value: 2 });
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'We Trained For This', targets: [] });
    expect(abilityOf(a.m, a.eid('swimmer'), 'Fast Swimmer').value).toBeGreaterThan(2);
    expect(abilityOf(a.m, a.eid('citizen'), 'Fast Swimmer').has).toBe(false);
  });

  it('Search of Satisfaction (La Signora): 1 Will Point for each other character within 3″, friend or foe', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'gifted-la-signora', at: [0, 0], wp: 0, wpStart: 5 },
        friend: { gang: 0, profile: CITIZEN, at: [2, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [0, 2] },
        far: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'Search of Satisfaction', targets: [] });
    expect(a.wp('user')).toBe(2);
  });
});

describe('Blood Frenzy (the Noble Strigoi)', () => {
  it('raises Vampiric Attack to 2 at most: the Noble Strigoi, printed with (2), keeps 2', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'strigoi-noble-strigoi', at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'Blood Frenzy', targets: [] });
    expect(abilityOf(a.m, a.eid('user'), 'Vampiric Attack')).toEqual({ has: true, value: 2 });
  });
});

describe('Long Dive (the Doctor of Tides)', () => {
  it('every friend holding an Underwater Counter gains one more; a friend with none gains none', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'the-doctors-doctor-of-tides', at: [0, 0] },
        diver: { gang: 0, profile: CITIZEN, at: [9, 0] },
        dry: { gang: 0, profile: CITIZEN, at: [9, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    const under = a.m.world.components.Counters.underwater;
    under[a.eid('diver')] = 1;
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'Long Dive', targets: [] });
    expect([under[a.eid('diver')], under[a.eid('dry')] ?? 0]).toEqual([2, 0]);
  });
});

describe('Fear the Lord (the Exorcist)', () => {
  it('the enemy named: until the round ends every attack on it comes with Fear (−2); on the Exorcist, none', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        user: { gang: 0, profile: 'the-vatican-exorcist', at: [0, 0] },
        friend: { gang: 0, profile: CITIZEN, at: [4, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 0] },
        other: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const sword = { name: 'Sword', range: 0, evasion: 0, damage: 1, penetration: 0, abilities: [] };
    const fearOn = (target: string) => planAttack(a.m, a.eid('friend'), a.eid(target), sword).fear;
    expect(fearOn('foe')).toBeNull();
    a.ok({ type: 'ability', actor: a.id('user'), ability: 'Fear the Lord', targets: [a.id('foe')] });
    expect([fearOn('foe'), fearOn('other')]).toEqual([-2, null]);
    expect(planAttack(a.m, a.eid('foe'), a.eid('user'), sword).fear).not.toBe(-2);
  });
});
