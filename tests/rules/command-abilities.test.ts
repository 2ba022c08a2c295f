/**
 * Command Abilities (rulebook "Command Points", ABILITY; the factions' Command Abilities): 1 Command Point, once per
 * character per round, in its own turn and never during a COUNTER; no action (no AP, no COUNTER after it). Each
 * faction ability played here with its effect, forced dice where it rolls.
 */
import { describe, expect, it } from 'vitest';
import { planAttack, weaponsOf } from '../../src/rules/combat/combat.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { startRound } from '../../src/rules/match/rounds.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, combat, endTurn, ofType, refused } from './helpers/arena.ts';
import { abilityOf as ability } from './helpers/commands.ts';

const cp = (a: Arena, name: string) => a.m.world.components.Points.cp[a.eid(name)]!;
const wpStart = (a: Arena, name: string) => a.m.world.components.Points.wpStart[a.eid(name)]!;

const NOBLE = 'patricians-mounted-venetian-noble'; // Councillor, CP 3
const CHORBAJI = 'patricians-janissary-chorbaji'; // CP 3, no Councillor
const DOCTOR = 'the-doctors-doctor-of-the-mind'; // CP 2, WP 2
const MAGI = 'rashaar-magi-rashaar'; // CP 4, WP 5, MIND 6
const HEAVENLY = 'Heavenly Father Guide Us';

describe('ABILITY: the common rules', () => {
  const open = () =>
    arena({
      rows: ['..........', '..........'],
      figures: {
        priest: { gang: 0, profile: CHAPLAIN, at: [0, 0], wp: 0, wpStart: 3 },
        friend: { gang: 0, profile: CITIZEN, at: [1, 1], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [9, 1] },
        foe2: { gang: 1, profile: CHAPLAIN, at: [9, 0], cp: 0 },
      },
    });

  it('costs 1 Command Point, no Action Point, starts the turn of a waiting character, and no COUNTER follows', () => {
    const a = open();
    const events = a.ok(ability(a, 'priest', HEAVENLY));
    expect(cp(a, 'priest')).toBe(3);
    expect(a.m.active).toBe(a.eid('priest'));
    expect(a.ap('priest')).toBe(a.m.world.components.Points.apMax[a.eid('priest')]);
    expect(ofType(events, 'command-ability')[0]).toMatchObject({ ability: HEAVENLY, form: 'pulse', cp: 3 });
    expect(a.m.pending).toBeNull();
  });

  it('is listed among the legal commands of the character whose turn it is, and refused a second time in the round', () => {
    const a = open();
    a.ok({ type: 'activate', actor: a.id('priest') });
    expect(legalCommands(a.m)).toContainEqual(ability(a, 'priest', HEAVENLY));
    a.ok(ability(a, 'priest', HEAVENLY));
    expect(legalCommands(a.m).some((c) => c.type === 'ability')).toBe(false);
    refused(a, ability(a, 'priest', HEAVENLY), /already used a Command Ability this round/);
  });

  it('is refused without a Command Point, for another faction’s ability, out of turn, and during a COUNTER', () => {
    const a = open();
    refused(a, ability(a, 'foe2', HEAVENLY), /turn/);
    refused(a, ability(a, 'priest', 'Soul Drain'), /no Command Ability called "Soul Drain"/);
    a.m.world.components.Points.cp[a.eid('priest')] = 0;
    refused(a, ability(a, 'priest', HEAVENLY), /no Command Point left/);
    a.m.world.components.Points.cp[a.eid('priest')] = 4;
    a.m.command.counter = {
      giver: a.eid('priest'),
      actor: a.eid('priest'),
      interrupted: a.eid('foe'),
      turnState: a.m.turnState,
      acted: false,
    };
    a.m.active = a.eid('priest');
    refused(a, ability(a, 'priest', HEAVENLY), /during a COUNTER/);
  });
});

describe('Heavenly Father Guide Us (The Vatican)', () => {
  it('gives the user 2 Will Points and each other friend within 3″ 1, never above the starting value', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        priest: { gang: 0, profile: CHAPLAIN, at: [0, 0], wp: 0, wpStart: 3 },
        near: { gang: 0, profile: CITIZEN, at: [2, 1], wp: 0, wpStart: 3 },
        far: { gang: 0, profile: CITIZEN, at: [8, 1], wp: 0, wpStart: 3 },
        full: { gang: 0, profile: CITIZEN, at: [1, 1], wp: 99, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 0, wpStart: 3 },
      },
    });
    a.m.world.components.Points.wp[a.eid('full')] = wpStart(a, 'full');
    const events = a.ok(ability(a, 'priest', HEAVENLY));
    expect(a.wp('priest')).toBe(Math.min(2, wpStart(a, 'priest')));
    expect(a.wp('near')).toBe(1);
    expect(a.wp('far')).toBe(0);
    expect(a.wp('foe')).toBe(0);
    expect(a.wp('full')).toBe(wpStart(a, 'full'));
    expect(ofType(events, 'regain').map((e) => [e.character, e.points, e.amount])).toEqual([
      [a.id('priest'), 'will', 2],
      [a.id('near'), 'will', 1],
    ]);
  });
});

describe('Let the Masquerata Begin (Patricians)', () => {
  const masquerata = (profile: string) =>
    arena({
      rows: ['......', '......'],
      figures: {
        user: { gang: 0, profile, at: [0, 0], apMax: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });

  it('gives the user 1 more Action Point this turn; a Councillor keeps the point on a 7+', () => {
    const a = masquerata(NOBLE);
    const events = a.ok(ability(a, 'user', 'Let the Masquerata Begin'), 7);
    expect(a.ap('user')).toBe(3);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'councillor', dice: [7] });
    expect(cp(a, 'user')).toBe(3);
  });

  it('spends the point when the Councillor rolls 6 or less, and a non-Councillor rolls nothing', () => {
    const a = masquerata(NOBLE);
    a.ok(ability(a, 'user', 'Let the Masquerata Begin'), 6);
    expect(cp(a, 'user')).toBe(2);
    const b = masquerata(CHORBAJI);
    const events = b.ok(ability(b, 'user', 'Let the Masquerata Begin'));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(b.ap('user')).toBe(3);
    expect(cp(b, 'user')).toBe(2);
  });

  it('is refused when it would take the user beyond 3 Action Points in the round', () => {
    const a = arena({
      rows: ['......'],
      figures: {
        user: { gang: 0, profile: CHORBAJI, at: [0, 0], apMax: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [5, 0] },
      },
    });
    refused(a, ability(a, 'user', 'Let the Masquerata Begin'), /beyond 3 Action Points/);
  });
});

describe('Nexus Link Reconfiguration (The Doctors)', () => {
  it('empties the first friend’s Will Points and gives the second 2 for each, within 6″', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        doctor: { gang: 0, profile: DOCTOR, at: [0, 0], wp: 0, wpStart: 5 },
        donor: { gang: 0, profile: CITIZEN, at: [3, 0], wp: 1, wpStart: 3 },
        far: { gang: 0, profile: CITIZEN, at: [9, 1], wp: 1, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 1] },
      },
    });
    refused(a, ability(a, 'doctor', 'Nexus Link Reconfiguration', 'far', 'doctor'), /beyond 6″/);
    refused(a, ability(a, 'doctor', 'Nexus Link Reconfiguration', 'foe', 'doctor'), /not a friend/);
    refused(a, ability(a, 'doctor', 'Nexus Link Reconfiguration', 'donor'), /two different friends/);
    a.ok(ability(a, 'doctor', 'Nexus Link Reconfiguration', 'donor', 'doctor'));
    expect(a.wp('donor')).toBe(0);
    expect(a.wp('doctor')).toBe(Math.min(2, wpStart(a, 'doctor')));
  });
});

describe('Soul Drain (Rashaar)', () => {
  const drain = () =>
    arena({
      rows: ['......', '......'],
      figures: {
        magi: { gang: 0, profile: MAGI, at: [0, 0], wp: 0, wpStart: 5 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
        away: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });

  it('rolls MIND: the character in base contact loses 1 Life Point per Ace and the user regains as many Will Points', () => {
    const a = drain();
    const lp = a.lp('foe');
    // MIND 6: 8, 9, 3, 2, 7, 1 — three Aces on 7+
    const events = a.ok(ability(a, 'magi', 'Soul Drain', 'foe'), 8, 9, 3, 2, 7, 1);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'soul-drain', aces: 3, pool: 6 });
    expect(a.lp('foe')).toBe(lp - 3);
    expect(a.wp('magi')).toBe(3);
  });

  it('does nothing without an Ace, and names only a character in base contact', () => {
    const a = drain();
    refused(a, ability(a, 'magi', 'Soul Drain', 'away'), /not in base contact/);
    const lp = a.lp('foe');
    a.ok(ability(a, 'magi', 'Soul Drain', 'foe'), 5, 4, 3, 2, 6, 1);
    expect(a.lp('foe')).toBe(lp);
    expect(a.wp('magi')).toBe(0);
    expect(cp(a, 'magi')).toBe(3);
  });

  it('leaves the turn going: the user still acts with its Action Points', () => {
    const a = drain();
    a.ok(ability(a, 'magi', 'Soul Drain', 'foe'), 5, 4, 3, 2, 6, 1);
    expect(a.m.active).toBe(a.eid('magi'));
    expect(a.ap('magi')).toBe(a.m.world.components.Points.apMax[a.eid('magi')]);
    expect(legalCommands(a.m)).toContainEqual(combat(a, 'magi', 'foe'));
    a.ok(endTurn(a, 'magi'));
    expect(a.m.active).not.toBe(a.eid('magi'));
  });
});

describe('Necrotic Mist (Strigoi)', () => {
  it('puts every friend within 6″ in cover until the round ends, never in base contact', () => {
    const a = arena({
      rows: ['...............', '...............'],
      figures: {
        crone: { gang: 0, profile: 'strigoi-blood-crone', at: [0, 0] },
        near: { gang: 0, profile: CITIZEN, at: [4, 0] },
        far: { gang: 0, profile: CITIZEN, at: [10, 1] },
        bow: { gang: 1, profile: 'the-guild-recruiter', at: [14, 0] },
        touch: { gang: 1, profile: CITIZEN, at: [5, 0] },
      },
    });
    const bow = a.eid('bow');
    const handbow = weaponsOf(a.m, bow).find((w) => w.range > 0)!;
    const cover = (name: string, by = bow, w = handbow) => planAttack(a.m, by, a.eid(name), w).cover;
    expect(cover('near')).toBe(false);
    a.ok(ability(a, 'crone', 'Necrotic Mist'));
    expect(cover('near')).toBe(true);
    expect(cover('crone')).toBe(true);
    expect(cover('far')).toBe(false);
    const touch = a.eid('touch');
    expect(cover('near', touch, weaponsOf(a.m, touch)[0]!)).toBe(false);
    // a new round (initiative: red's three 10s against blue's misses) clears the mist
    a.dice.queue(10, 10, 10, 2, 2, 2, 2, 2, 2, 2, 2);
    startRound(a.m);
    expect(a.m.round).toBe(2);
    expect(cover('near')).toBe(false);
  });
});

describe("What's My Cue? (Gifted)", () => {
  const cue = () =>
    arena({
      rows: ['..........', '..........'],
      figures: {
        capitano: { gang: 0, profile: 'gifted-il-capitano', at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
  /** End both turns of round 1: round 2 starts with the question. */
  const toRound2 = (a: Arena) => {
    a.ok(endTurn(a, 'capitano'));
    return a.ok(endTurn(a, 'foe'));
  };

  it('is asked before the initiative roll; naming a gang spends the Command Point and sets the order', () => {
    const a = cue();
    const before = cp(a, 'capitano');
    const events = toRound2(a);
    expect(ofType(events, 'initiative')).toHaveLength(0);
    expect(a.m.pending).toMatchObject({
      type: 'choose',
      purpose: 'whats-my-cue',
      character: a.id('capitano'),
    });
    const d = a.m.pending;
    expect(d?.type === 'choose' && d.options.map((o) => o.id)).toEqual(['roll', 'first:red', 'first:blue']);
    const answer = a.ok({
      type: 'decide',
      decision: 'choose',
      character: a.id('capitano'),
      option: 'first:blue',
    });
    expect(ofType(answer, 'command-ability')[0]).toMatchObject({ ability: "What's My Cue?" });
    expect(ofType(answer, 'initiative')[0]).toMatchObject({
      rolls: [],
      winner: 'blue',
      order: ['blue', 'red'],
    });
    expect(cp(a, 'capitano')).toBe(before - 1);
    expect(a.m.command.used.get(a.eid('capitano'))?.has('ability')).toBe(true);
  });

  it('answered "roll": the initiative is rolled as usual and the point is kept', () => {
    const a = cue();
    const before = cp(a, 'capitano');
    toRound2(a);
    // Il Capitano rolls its Command Points, the citizen (none) one die
    const events = a.ok(
      { type: 'decide', decision: 'choose', character: a.id('capitano'), option: 'roll' },
      ...Array(before).fill(8),
      2,
    );
    expect(ofType(events, 'initiative')[0]).toMatchObject({ winner: 'red' });
    expect(cp(a, 'capitano')).toBe(before);
  });
});
