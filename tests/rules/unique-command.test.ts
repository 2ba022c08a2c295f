/**
 * Bodyguard (X) and Pickpocket (rulebook "Special Rules"), and the unique abilities of The Guild and Rashaar built
 * on them or on the Run/Climb: Extortion, Thieves Guild Training, Take it for the Guild!, Prove Yourselves to
 * Dagon! (src/rules/abilities/common/bodyguard.ts, pickpocket.ts, prove-yourselves.ts, unique-command-abilities.ts). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { abilityWorth } from '../../src/ai/choices/ability.ts';
import { answerChoice } from '../../src/ai/choices.ts';
import { coinsOf } from '../../src/rules/abilities/guild/bounty.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { keywordsNow } from '../../src/rules/character/keywords.ts';
import { abilityOf } from '../../src/rules/character/stats.ts';
import type { AbilityCommand } from '../../src/rules/core/types.ts';
import { enemiesTouching } from '../../src/rules/movement/charging.ts';
import { setTag } from '../../src/rules/state/world.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  ESCORT,
  endTurn,
  moveTo,
  ofType,
  RECRUITER,
  refused,
} from './helpers/arena.ts';
import {
  abilityOf as ability,
  chooseOption as choose,
  pendingChoice as pending,
} from './helpers/commands.ts';

const THIEF = 'the-guild-thief'; // Hero, M5 D5, WP 3, Pickpocket
const PRINCE = 'the-guild-prince-of-thieves'; // Hero/Leader, Pickpocket, Slippery
const DEMAGOGUE = 'rashaar-demagogue';
const OPEN = ['..........', '..........', '..........', '..........', '..........'];

/** Decline every Will Point decision pending (the dice stay queued for the roll that follows). */
function noWill(a: Arena): void {
  while (a.m.pending?.type === 'will-points')
    a.ok({ type: 'decide', decision: 'will-points', character: a.m.pending.character, amount: 0 });
}

describe('Bodyguard (X)', () => {
  // Blue charges the Recruiter (a Hero); the Escort (Bodyguard (Hero, Henchman)) stands 2″ away.
  const scene = (escortAt: readonly [number, number] = [2, 4], extra = {}) =>
    arena({
      rows: OPEN,
      first: 1,
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [2, 2], cp: 0 },
        escort: { gang: 0, profile: ESCORT, at: escortAt },
        charger: { gang: 1, profile: CITIZEN, at: [6, 2] },
        ...extra,
      },
    });

  it('offers the gang an interception when an enemy charges its (X); the bodyguard strikes first', () => {
    const a = scene();
    a.ok(moveTo(a, 'charger', 3, 2));
    const d = pending(a);
    expect(d).toMatchObject({ gang: 'red', purpose: 'bodyguard', character: a.id('charger') });
    expect(d.options[0]!.id).toBe('none');
    const spot = d.options.find((o) => o.figure === a.id('escort'))!;
    expect(spot.id).toMatch(new RegExp(`^${a.id('escort')}@`));
    // Escort's charge: attack 4-2-2 (1 Ace), Protection 2-2-2; then the charger's: 4-2-2, Protection 2-2-2.
    const events = choose(a, spot.id, 4, 2, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    const aoo = ofType(events, 'attack-of-opportunity');
    expect(aoo.map((e) => [e.character, e.target])).toEqual([
      [a.id('escort'), a.id('charger')],
      [a.id('charger'), a.id('hero')],
    ]);
    expect(ofType(events, 'move')[0]).toMatchObject({ character: a.id('escort'), charge: a.id('charger') });
    expect(ofType(events, 'action')[0]).toMatchObject({ character: a.id('escort'), ap: 0 });
    expect(a.lp('charger')).toBe(9); // Sword: Damage +1
    expect(a.lp('hero')).toBe(11);
    expect(a.ap('escort')).toBe(0);
    expect(a.dice.remaining()).toBe(0);
  });

  it('may be declined: nobody moves and only the charger strikes', () => {
    const a = scene();
    a.ok(moveTo(a, 'charger', 3, 2));
    const events = choose(a, 'none', 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(1);
    expect(a.at('escort')).toEqual([2.5, 4.5, 0]);
  });

  it('is not offered to a bodyguard in base contact with an enemy, nor one that cannot reach the charger', () => {
    const held = scene([2, 4], { other: { gang: 1, profile: CITIZEN, at: [3, 4] } });
    held.ok(moveTo(held, 'charger', 3, 2), 4, 2, 2, 2, 2, 2);
    expect(held.m.pending).toBeNull();
    const away = arena({
      rows: ['..............', '..............', '..............'],
      first: 1,
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [2, 1], cp: 0 },
        escort: { gang: 0, profile: ESCORT, at: [13, 1] },
        charger: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    away.ok(moveTo(away, 'charger', 3, 1), 4, 2, 2, 2, 2, 2);
    expect(away.m.pending).toBeNull();
  });

  it('the AI intercepts when its bodyguard’s charge is worth it', () => {
    const a = scene();
    a.ok(moveTo(a, 'charger', 3, 2));
    const { command } = answerChoice(a.m, pending(a));
    expect(command).toMatchObject({ decision: 'choose' });
    expect((command as { option: string }).option).toMatch(new RegExp(`^${a.id('escort')}@`));
  });

  it('the AI keeps its bodyguard back when the charger is too well protected to hurt', () => {
    const a = arena({
      rows: OPEN,
      first: 1,
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [2, 2], cp: 0 },
        escort: { gang: 0, profile: ESCORT, at: [2, 4] },
        charger: { gang: 1, profile: CITIZEN, at: [6, 2], stats: { protection: 9, dex: 9 } },
      },
    });
    a.ok(moveTo(a, 'charger', 3, 2));
    expect((answerChoice(a.m, pending(a)).command as { option: string }).option).toBe('none');
  });
});

describe('Pickpocket', () => {
  // The Thief (DEX 5) leaves base contact with a Citizen (DEX 4) holding 2 Will Points.
  const scene = (extra = {}, foeWp = 2) =>
    arena({
      rows: OPEN,
      figures: {
        thief: { gang: 0, profile: THIEF, at: [1, 1], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1], wp: foeWp },
        ...extra,
      },
    });
  const away = (a: Arena) => moveTo(a, 'thief', 0, 3);

  it('a Success: the enemy loses 1 Will Point and the thief regains 1 at the end of the action', () => {
    const a = scene();
    a.submit(away(a), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    noWill(a);
    expect(a.wp('foe')).toBe(1);
    expect(a.wp('thief')).toBe(1);
    const took = ofType(a.m.log, 'ability').find((e) => e.ability === 'Pickpocket')!;
    expect(took.effect).toMatch(/takes a Will Point/);
    const back = ofType(a.m.log, 'regain').find((e) => e.cause === 'Pickpocket')!;
    expect(back).toMatchObject({ character: a.id('thief'), amount: 1 });
    // the regain comes after the move: the end of the action
    const moved = a.m.log.findIndex((e) => e.type === 'move');
    expect(a.m.log.indexOf(back)).toBeGreaterThan(moved);
  });

  it('a Fail: nothing taken, nothing regained', () => {
    const a = scene();
    // the enemy's 2 Aces against none; its Attack of Opportunity 2-2-2 misses
    a.submit(away(a), 7, 8, 2, 2, 2, 2, 2, 2, 2, 2);
    noWill(a);
    expect(a.wp('foe')).toBe(2);
    expect(a.wp('thief')).toBe(0);
  });

  it('an enemy without Will Points loses none, yet the Will Point is regained', () => {
    const a = scene({}, 0);
    a.ok(away(a), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    expect(a.wp('foe')).toBe(0);
    expect(a.wp('thief')).toBe(1);
  });

  it('a friend within 3″ may take it instead: the gang chooses, the AI picks who misses the most', () => {
    const a = scene({ pal: { gang: 0, profile: CITIZEN, at: [0, 4], wp: 0, wpStart: 2 } });
    a.submit(away(a), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    noWill(a);
    const d = pending(a);
    expect(d.purpose).toBe('pickpocket');
    expect(d.options.map((o) => o.figure)).toEqual([a.id('thief'), a.id('pal')]);
    expect((answerChoice(a.m, d).command as { option: string }).option).toBe(a.id('thief'));
    choose(a, a.id('pal'));
    expect(a.wp('pal')).toBe(1);
    expect(a.wp('thief')).toBe(0);
  });

  it('a friend beyond 3″ is not asked', () => {
    const a = scene({ pal: { gang: 0, profile: CITIZEN, at: [9, 4], wp: 0, wpStart: 2 } });
    a.submit(away(a), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    noWill(a);
    expect(a.m.pending).toBeNull();
    expect(a.wp('thief')).toBe(1);
  });

  it('Take it for the Guild!: 2 Will Points when a friendly Prince of Thieves sees the thief', () => {
    const a = scene({ prince: { gang: 0, profile: PRINCE, at: [8, 0], wp: 2 } });
    a.submit(away(a), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    noWill(a);
    expect(a.wp('thief')).toBe(2);
  });

  it('Take it for the Guild!: 1 Will Point when the Prince cannot see the thief', () => {
    const a = arena({
      rows: ['..#.......', '..#.......', '..#.......', '..#.......', '..#.......'],
      figures: {
        thief: { gang: 0, profile: THIEF, at: [0, 1], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [1, 1], wp: 2 },
        prince: { gang: 0, profile: PRINCE, at: [8, 1], wp: 2 },
      },
    });
    a.submit(moveTo(a, 'thief', 0, 4), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    noWill(a);
    expect(a.wp('thief')).toBe(1);
  });
});

describe('Thieves Guild Training (the Prince of Thieves)', () => {
  const scene = (palAt: readonly [number, number]) =>
    arena({
      rows: ['..............', '..............'],
      figures: {
        prince: { gang: 0, profile: PRINCE, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: palAt },
        foe: { gang: 1, profile: CITIZEN, at: [13, 1] },
      },
    });

  it('gives a friend within 6″ Pickpocket for the rest of the game', () => {
    const a = scene([6, 0]);
    expect(abilityOf(a.m, a.eid('pal'), 'Pickpocket').has).toBe(false);
    a.ok(ability(a, 'prince', 'Thieves Guild Training', 'pal'));
    expect(abilityOf(a.m, a.eid('pal'), 'Pickpocket').has).toBe(true);
  });

  it('is refused for a friend beyond 6″', () => {
    const a = scene([8, 0]);
    refused(a, ability(a, 'prince', 'Thieves Guild Training', 'pal'), /within 6″/);
  });
});

describe('Prove Yourselves to Dagon! (the Demagogue)', () => {
  // The Citizen (MOVE 4) is 5″ from the column beside the enemy.
  const scene = (demagogueAt: readonly [number, number]) =>
    arena({
      rows: ['..............', '..............', '..............'],
      figures: {
        demagogue: { gang: 0, profile: DEMAGOGUE, at: demagogueAt, cp: 1 },
        runner: { gang: 0, profile: CITIZEN, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });

  it('a friend starting within 6″ charges 2″ further', () => {
    const a = scene([0, 0]);
    refused(a, moveTo(a, 'runner', 6, 1), /out of reach/);
    a.ok(ability(a, 'demagogue', 'Prove Yourselves to Dagon!'));
    a.ok(endTurn(a, 'demagogue'));
    a.ok(endTurn(a, 'foe'));
    const events = a.ok(moveTo(a, 'runner', 6, 1), 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'move')[0]).toMatchObject({ charge: a.id('foe'), inches: 5 });
    expect(a.at('runner')).toEqual([6.5, 1.5, 0]);
  });

  it('the extra inches serve only a charge', () => {
    const a = scene([0, 0]);
    a.ok(ability(a, 'demagogue', 'Prove Yourselves to Dagon!'));
    a.ok(endTurn(a, 'demagogue'));
    a.ok(endTurn(a, 'foe'));
    refused(a, moveTo(a, 'runner', 5, 0), /out of reach/);
  });

  it('a friend starting beyond 6″ gets nothing', () => {
    const a = scene([13, 2]);
    a.ok(ability(a, 'demagogue', 'Prove Yourselves to Dagon!'));
    a.ok(endTurn(a, 'demagogue'));
    a.ok(endTurn(a, 'foe'));
    refused(a, moveTo(a, 'runner', 6, 1), /out of reach/);
  });
});

describe('Extortion (the Recruiter)', () => {
  const scene = (citizenAt: readonly [number, number]) =>
    arena({
      rows: OPEN,
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [2, 2], cp: 1 },
        guard: { gang: 0, profile: CITIZEN, at: citizenAt },
        mate: { gang: 0, profile: CITIZEN, at: [0, 0] },
        charger: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });

  it('gives friendly Henchmen within 6″ Bodyguard (Hero) until the round ends', () => {
    const a = scene([2, 4]);
    expect(abilityOf(a.m, a.eid('guard'), 'Bodyguard').has).toBe(false);
    a.ok(ability(a, 'hero', 'Extortion'));
    expect(abilityOf(a.m, a.eid('guard'), 'Bodyguard').has).toBe(true);
    expect(abilityOf(a.m, a.eid('hero'), 'Bodyguard').has).toBe(false); // a Hero, not a Henchman
    a.ok(endTurn(a, 'hero'));
    a.ok(moveTo(a, 'charger', 3, 2));
    const d = pending(a);
    expect(d.purpose).toBe('bodyguard');
    expect(d.options.some((o) => o.figure === a.id('guard'))).toBe(true);
  });

  it('guards Heroes only: a charge on a Henchman asks nothing', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [0, 4], cp: 1 },
        guard: { gang: 0, profile: CITIZEN, at: [2, 4] },
        mate: { gang: 0, profile: CITIZEN, at: [2, 2] },
        charger: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });
    a.ok(ability(a, 'hero', 'Extortion'));
    a.ok(endTurn(a, 'hero'));
    a.ok(moveTo(a, 'charger', 3, 2), 4, 2, 2, 2, 2, 2);
    expect(a.m.pending).toBeNull();
  });

  it('reaches no Henchman beyond 6″', () => {
    const a = arena({
      rows: ['..............', '..............', '..............'],
      figures: {
        hero: { gang: 0, profile: RECRUITER, at: [13, 1] },
        guard: { gang: 0, profile: CITIZEN, at: [4, 2] },
        charger: { gang: 1, profile: CITIZEN, at: [0, 0] },
      },
    });
    a.ok(ability(a, 'hero', 'Extortion'));
    expect(abilityOf(a.m, a.eid('guard'), 'Bodyguard').has).toBe(false);
  });
});

describe('the keywords of a character now', () => {
  it('carry the role it plays: the Prince of Thieves leading his gang is a Leader, not a Hero', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        prince: { gang: 0, profile: PRINCE, at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 4] },
      },
    });
    expect(keywordsNow(a.m, a.eid('prince'))).toContain('Leader');
    expect(keywordsNow(a.m, a.eid('prince'))).not.toContain('Hero');
  });
});

const OSTRICH = 'the-guild-very-loud-ostrich';
const DANCER = 'the-guild-dancer';
const spotOf = (id: string) => {
  const [i, j, z] = id.split(',').map(Number) as [number, number, number];
  return { i, j, z };
};

describe('Toot Toot Toot... Charge! (the Very Loud Ostrich)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        ostrich: { gang: 0, profile: OSTRICH, at: [0, 2] },
        a: { gang: 0, profile: CITIZEN, at: [1, 0] },
        b: { gang: 0, profile: CITIZEN, at: [1, 4] },
        far: { gang: 0, profile: CITIZEN, at: [0, 4], stats: { move: 1 } },
        e1: { gang: 1, profile: CITIZEN, at: [5, 0] },
        e2: { gang: 1, profile: CITIZEN, at: [5, 4] },
      },
    });

  it('two friends within 3″ each make a Run/Climb ending in a charge, at no Action Point', () => {
    const a = scene();
    a.ok(ability(a, 'ostrich', 'Toot Toot Toot... Charge!', 'a', 'b'));
    let d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-charge', character: a.id('a'), gang: 'red' });
    for (const o of d.options)
      expect(enemiesTouching(a.m, a.eid('a'), spotOf(o.id)).length).toBeGreaterThan(0);
    choose(a, d.options[0]!.id, 4, 2, 2, 2, 2, 2);
    d = pending(a);
    expect(d.character).toBe(a.id('b'));
    choose(a, d.options[0]!.id, 4, 2, 2, 2, 2, 2);
    expect(a.lp('e1')).toBe(10);
    expect(a.lp('e2')).toBe(10);
    const moves = ofType(a.m.log, 'move');
    expect(moves.map((e) => [e.character, e.charge])).toEqual([
      [a.id('a'), a.id('e1')],
      [a.id('b'), a.id('e2')],
    ]);
    expect(a.m.world.components.Points.apUsed[a.eid('a')]).toBe(0);
    expect(a.dice.remaining()).toBe(0);
  });

  it('is refused for three friends, a friend beyond 3″, or one with no enemy in charge reach', () => {
    const a = scene();
    refused(a, ability(a, 'ostrich', 'Toot Toot Toot... Charge!', 'a', 'b', 'ostrich'), /one or two/);
    refused(a, ability(a, 'ostrich', 'Toot Toot Toot... Charge!', 'far'), /no enemy to charge/);
    const b = arena({
      rows: ['..............'],
      figures: {
        ostrich: { gang: 0, profile: OSTRICH, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [5, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [8, 0] },
      },
    });
    refused(b, ability(b, 'ostrich', 'Toot Toot Toot... Charge!', 'pal'), /not within 3″/);
  });

  it('the AI sends the charge where it is worth most, and values the ability', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        ostrich: { gang: 0, profile: OSTRICH, at: [0, 2] },
        a: { gang: 0, profile: CITIZEN, at: [2, 2] },
        e1: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 11 },
        e2: { gang: 1, profile: CITIZEN, at: [5, 3], lp: 1 },
      },
    });
    const cmd = ability(a, 'ostrich', 'Toot Toot Toot... Charge!', 'a') as AbilityCommand;
    expect(abilityWorth(a.m, a.eid('ostrich'), cmd, []).worth).toBeGreaterThan(0.25);
    a.ok(cmd);
    const { command } = answerChoice(a.m, pending(a));
    const spot = spotOf((command as { option: string }).option);
    expect(enemiesTouching(a.m, a.eid('a'), spot)).toContain(a.eid('e2'));
  });
});

describe('Communicative Dance (the Dancer)', () => {
  const scene = (rows = OPEN) =>
    arena({
      rows,
      figures: {
        dancer: { gang: 0, profile: DANCER, at: [0, 2] },
        pal: { gang: 0, profile: CITIZEN, at: [1, 2] },
        escort: { gang: 0, profile: ESCORT, at: [7, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 2] },
        foe2: { gang: 1, profile: CITIZEN, at: [9, 4] },
      },
    });

  it('a friend within 3″ and a House of Virtue friend in sight each Run/Climb; the first may disengage', () => {
    const a = scene();
    a.ok(ability(a, 'dancer', 'Communicative Dance', 'pal', 'escort'));
    let d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-move', character: a.id('pal') });
    expect(d.options[0]!.id).toBe('stay');
    const south = d.options.find((o) => o.label.startsWith('S '))!;
    a.submit(
      { type: 'decide', decision: 'choose', character: a.id('pal'), option: south.id },
      2,
      2,
      2,
      2,
      7,
      2,
      2,
      2,
    );
    noWill(a);
    expect(ofType(a.m.log, 'roll').at(-1)).toMatchObject({ purpose: 'disengage', result: 'success' });
    expect(a.at('pal')[1]).toBeGreaterThan(2.5);
    d = pending(a);
    expect(d.character).toBe(a.id('escort'));
    for (const o of d.options.slice(1))
      expect(enemiesTouching(a.m, a.eid('escort'), spotOf(o.id))).toEqual([]);
    choose(a, 'stay');
    expect(a.at('escort')).toEqual([7.5, 2.5, 0]);
    expect(a.m.pending).toBeNull();
  });

  it('is refused for a second character without House of Virtue, or one out of sight', () => {
    const a = scene();
    refused(a, ability(a, 'dancer', 'Communicative Dance', 'escort', 'pal'), /within 3″/);
    refused(a, ability(a, 'dancer', 'Communicative Dance', 'dancer', 'pal'), /House of Virtue/);
    const walled = scene(['....#.....', '....#.....', '....#.....', '....#.....', '....#.....']);
    refused(walled, ability(walled, 'dancer', 'Communicative Dance', 'pal', 'escort'), /in sight/);
  });

  it('the AI takes a hurt friend out of its fight', () => {
    const a = scene();
    a.m.world.components.Points.lp[a.eid('pal')] = 4;
    a.ok(ability(a, 'dancer', 'Communicative Dance', 'pal', 'escort'));
    const { command } = answerChoice(a.m, pending(a));
    expect((command as { option: string }).option).not.toBe('stay');
  });
});

const MIRA = 'the-guild-mira-o-shea';

describe("Pirate's Retinue (Mira O'Shea)", () => {
  it('friends gain Companion (Mira O’Shea) and lose Trade; enemies keep theirs; without her nothing changes', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        mira: { gang: 0, profile: MIRA, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 4] },
      },
    });
    expect(keywordsNow(a.m, a.eid('pal'))).not.toContain('Trade');
    expect(keywordsNow(a.m, a.eid('foe'))).toContain('Trade');
    const companion = abilityInstance(a.m, a.eid('pal'), 'Companion')!;
    expect(companion.keywords).toContain("Mira O'Shea");
    expect(companion.keywords).toContain('Trade'); // printed: Companion (Trade), which no friend answers now
    setTag(a.m.world, a.eid('mira'), a.m.world.components.OnBoard, false);
    expect(keywordsNow(a.m, a.eid('pal'))).toContain('Trade');
  });
});

describe("A Bounty Worth Taking and A Stately Ransom (Mira O'Shea)", () => {
  // The killer strikes a 1-Life-Point victim: attack 4-2-2 (1 Ace), Protection 2-2-2.
  const KILL = [4, 2, 2, 2, 2, 2];
  const scene = (rows = OPEN) =>
    arena({
      rows,
      figures: {
        mira: { gang: 0, profile: MIRA, at: [0, 2], cp: 1 },
        killer: { gang: 0, profile: CITIZEN, at: [5, 2] },
        buyer: { gang: 0, profile: CITIZEN, at: [0, 4], wp: 0, wpStart: 2 },
        victim: { gang: 1, profile: CITIZEN, at: [6, 2], lp: 1 },
        other: { gang: 1, profile: CITIZEN, at: [9, 4] },
      },
    });
  const WALL = ['...#......', '...#......', '...#......', '...#......', '...#......'];
  const kill = (a: Arena) => a.ok(combat(a, 'killer', 'victim'), ...KILL);

  it('a kill by a friend she sees adds a coin; one out of her sight adds none', () => {
    const a = scene();
    kill(a);
    expect(a.onBoard('victim')).toBe(false);
    expect(coinsOf(a.m, a.eid('mira'))).toBe(1);
    const b = scene(WALL);
    kill(b);
    expect(coinsOf(b.m, b.eid('mira'))).toBe(0);
  });

  it('a friend starting its turn buys a perk for its turn, each once, 1 coin each; the AI buys near a fight', () => {
    const a = scene();
    kill(a);
    a.ok(endTurn(a, 'killer'));
    a.ok(endTurn(a, 'other'));
    a.ok({ type: 'activate', actor: a.id('buyer') });
    let d = pending(a);
    expect(d.purpose).toBe('bounty');
    expect(d.options.map((o) => o.id)).toEqual([
      'keep',
      'aerial-attack',
      'acrobatic',
      'fast-swimmer',
      'first-strike',
      'wp',
    ]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'keep' }); // no enemy near
    choose(a, 'first-strike');
    expect(abilityOf(a.m, a.eid('buyer'), 'First Strike').has).toBe(true);
    expect(coinsOf(a.m, a.eid('mira'))).toBe(0);
    expect(a.m.pending).toBeNull(); // the purse is empty
    a.ok(endTurn(a, 'buyer'));
    expect(abilityOf(a.m, a.eid('buyer'), 'First Strike').has).toBe(false);
    d = { ...d, character: a.id('killer') };
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'first-strike' }); // an enemy within reach
  });

  it('A Stately Ransom: until the round ends each enemy killed pays 2 coins in her sight, 1 out of it', () => {
    for (const [rows, coins] of [
      [OPEN, 2],
      [WALL, 1],
    ] as const) {
      const a = scene([...rows]);
      a.ok(ability(a, 'mira', 'A Stately Ransom'));
      a.ok(endTurn(a, 'mira'));
      a.ok(endTurn(a, 'other'));
      kill(a);
      expect(coinsOf(a.m, a.eid('mira'))).toBe(coins);
    }
  });
});
