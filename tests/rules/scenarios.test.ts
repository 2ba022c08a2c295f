/**
 * The Primary Objectives and special rules of The Winds of Fate (rulebook "Primary Objective", "The Winds of Fate";
 * src/rules/scenario/primary.ts, street-fight.ts, objectives.ts; src/rules/abilities/scenario/scenario-rules.ts):
 * how Objectives score, Take What is Theirs' claims, Secure Arms' re-rolls, Take What is Theirs' Brave, and Street
 * Fight's escapes and kills — on small boards, through the engine's one door with forced dice.
 */
import { describe, expect, it } from 'vitest';
import { scenarioFile } from '../../src/content/scenarios.ts';
import type { AbilityRef } from '../../src/content/types.ts';
import { addGrant } from '../../src/rules/character/grants.ts';
import type { Command, MatchEvent } from '../../src/rules/core/types.ts';
import { mayClaim } from '../../src/rules/scenario/objectives.ts';
import { objectiveScores, primaryVp } from '../../src/rules/scenario/primary.ts';
import { scenarioStateOf } from '../../src/rules/scenario/scenario-state.ts';
import { escapeEdgeX, touchesEscapeEdge } from '../../src/rules/scenario/street-fight.ts';
import { zoneOfSpec } from '../../src/rules/scenario/zones.ts';
import {
  carriedBy,
  claimObjective,
  claimOf,
  pickUpObjective,
} from '../../src/rules/state/objective-state.ts';
import { strike } from './helpers/agendas.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  RECRUITER,
} from './helpers/arena.ts';
import { initiativeFor, objectiveEid, objectiveOptions, pick, placeAt } from './helpers/objectives.ts';

const WIDE = ['............', '............', '............', '............'];
const MINDLESS = 'strigoi-varcolac'; // 40 mm, Mindless (no Companion)
const HELD = { kind: 'objectives-held', vp: 2 } as const;

/** An arena on the wide board with `figures`, in `scenario` (default Gang War). */
const board = (figures: Record<string, FigureSpec>, scenario?: string, rows = WIDE): Arena =>
  arena({ rows, figures, ...(scenario ? { scenario } : {}) });
const red = (at: readonly [number, number], profile = CITIZEN): FigureSpec => ({ gang: 0, profile, at });
const blue = (at: readonly [number, number], profile = CITIZEN): FigureSpec => ({ gang: 1, profile, at });

describe('Objectives held within 3″ (rulebook "Primary Objective")', () => {
  // The Objective at column 5; a figure at column 1 is 2.8″ from its base, at column 0 3.8″.
  it('score for the gang with a character within 3″ and no enemy within 3″', () => {
    const a = board({ r: red([1, 1]), b: blue([11, 1]) });
    const o = placeAt(a, [], [5, 1]);
    expect(objectiveScores(a.m, HELD)).toEqual([{ objective: o, gang: 0, vp: 2 }]);
    expect(primaryVp(a.m, HELD)).toEqual([2, 0]);
  });

  it('not from beyond 3″', () => {
    const a = board({ r: red([0, 1]), b: blue([11, 1]) });
    placeAt(a, [], [5, 1]);
    expect(objectiveScores(a.m, HELD)).toEqual([]);
  });

  it('contested (an enemy within 3″ too): nobody scores', () => {
    const a = board({ r: red([1, 1]), b: blue([9, 1]) });
    placeAt(a, [], [5, 1]);
    expect(objectiveScores(a.m, HELD)).toEqual([]);
    expect(primaryVp(a.m, HELD)).toEqual([0, 0]);
  });

  it('a Mindless character neither scores nor contests', () => {
    const alone = board({ r: red([1, 1], MINDLESS), b: blue([11, 1]) });
    placeAt(alone, [], [5, 1]);
    expect(objectiveScores(alone.m, HELD)).toEqual([]);
    const beside = board({ r: red([1, 1]), b: blue([9, 1], MINDLESS) });
    const o = placeAt(beside, [], [5, 1]);
    expect(objectiveScores(beside.m, HELD)).toEqual([{ objective: o, gang: 0, vp: 2 }]);
  });

  it('a claimed Claimable Objective scores for its claimer wherever the characters are', () => {
    const a = board({ r: red([0, 3]), b: blue([6, 1]) });
    const o = placeAt(a, ['claimable'], [5, 1]);
    // unclaimed, blue holds it by standing beside it
    expect(objectiveScores(a.m, HELD)).toEqual([{ objective: o, gang: 1, vp: 2 }]);
    claimObjective(a.m, objectiveEid(a, o), 0, a.eid('r'));
    expect(objectiveScores(a.m, HELD)).toEqual([{ objective: o, gang: 0, vp: 2 }]);
  });

  it('a Hidden Objective scores its number instead of the scenario’s Victory Points', () => {
    const a = board({ r: red([1, 1]), b: blue([11, 1]) });
    const o = placeAt(a, ['hidden'], [5, 1], { value: 5 });
    expect(objectiveScores(a.m, HELD)).toEqual([{ objective: o, gang: 0, vp: 5 }]);
  });

  it('Acquisition: 3 Victory Points to the gang carrying it, 2 lying within 3″', () => {
    const acquisition = scenarioFile('acquisition').primary;
    expect(acquisition).toEqual({ kind: 'objectives-held', vp: 2, carriedVp: 3 });
    // lying within 3″ of red alone
    const lying = board({ r: red([6, 1]), b: blue([0, 3]) }, 'acquisition');
    const o = placeAt(lying, ['mobile'], [8, 1]);
    expect(objectiveScores(lying.m, acquisition)).toEqual([{ objective: o, gang: 0, vp: 2 }]);
    // carried by red: 3, even with blue in base contact with the carrier
    const carried = board({ r: red([1, 1]), b: blue([2, 1]) }, 'acquisition');
    const c = placeAt(carried, ['mobile'], [1, 3]);
    // lying there, it is contested (both within 3″)
    expect(objectiveScores(carried.m, acquisition)).toEqual([]);
    pickUpObjective(carried.m, objectiveEid(carried, c), carried.eid('r'));
    expect(objectiveScores(carried.m, acquisition)).toEqual([{ objective: c, gang: 0, vp: 3 }]);
    // a Mindless carrier, nobody else near: nothing
    const mindless = board({ r: red([1, 1], MINDLESS), b: blue([11, 3]) }, 'acquisition');
    const m = placeAt(mindless, ['mobile'], [1, 3]);
    pickUpObjective(mindless.m, objectiveEid(mindless, m), mindless.eid('r'));
    expect(objectiveScores(mindless.m, acquisition)).toEqual([]);
  });

  it('at the end of the game: an objective-scored event, and the Victory Points of game-end', () => {
    const a = board({ r: red([1, 1]), b: { ...blue([2, 1]), lp: 1 } }, 'acquisition');
    const o = placeAt(a, ['mobile'], [3, 3]);
    const events = strike(a, 'r', 'b');
    expect(a.m.over).toBe(true);
    expect(ofType(events, 'objective-scored')).toEqual([
      expect.objectContaining({ objective: o, gang: 'red', vp: 2 }),
    ]);
    expect(ofType(events, 'game-end')).toEqual([
      expect.objectContaining({ vp: { red: 2, blue: 0 }, winner: 'red' }),
    ]);
  });
});

describe('Take What is Theirs', () => {
  const TWIT = 'take-what-is-theirs';

  it('each Objective scores 3 for the gang whose zone corner is within 12″ of it, carried or lying', () => {
    const rows = Array.from({ length: 36 }, () => '.'.repeat(36));
    const a = board({ r: red([30, 30]), b: blue([3, 3]) }, TWIT, rows);
    const zones = scenarioStateOf(a.m).zones;
    zones[0] = zoneOfSpec({ corner: 'north-west', radius: 12 }, { width: 36, depth: 36 });
    zones[1] = zoneOfSpec({ corner: 'south-east', radius: 12 }, { width: 36, depth: 36 });
    const primary = scenarioFile(TWIT).primary;
    expect(primary).toEqual({ kind: 'objectives-home', vp: 3, home: 12 });
    // (8.5, 8.5): 12.0″ from the corner to its middle, 11.4″ to its base; (9.5, 9.5): 12.8″ to its base
    const home = placeAt(a, ['claimable', 'mobile'], [8, 8], { owner: 0, vp: 3 });
    const out = placeAt(a, ['claimable', 'mobile'], [9, 9], { owner: 1, vp: 3 });
    expect(objectiveScores(a.m, primary)).toEqual([{ objective: home, gang: 0, vp: 3 }]);
    // blue's own Objective, carried by blue in red's corner: it scores for red, by where it is
    pickUpObjective(a.m, objectiveEid(a, out), a.eid('b'));
    expect(objectiveScores(a.m, primary)).toEqual([
      { objective: home, gang: 0, vp: 3 },
      { objective: out, gang: 0, vp: 3 },
    ]);
    // blue's carrier carries red's own Objective to the south-east corner: blue scores it
    const taken = board({ r: red([3, 3]), b: blue([30, 30]) }, TWIT, rows);
    scenarioStateOf(taken.m).zones[0] = zones[0];
    scenarioStateOf(taken.m).zones[1] = zones[1];
    const theirs = placeAt(taken, ['claimable', 'mobile'], [8, 8], { owner: 0, vp: 3 });
    pickUpObjective(taken.m, objectiveEid(taken, theirs), taken.eid('b'));
    expect(primaryVp(taken.m, primary)).toEqual([0, 3]);
  });

  it('a gang cannot claim nor pick up its own Objective until another gang has claimed it', () => {
    const a = board({ r: red([4, 1]), b: blue([11, 3]) }, TWIT);
    const o = placeAt(a, ['claimable', 'mobile'], [5, 2], { owner: 0, vp: 3 });
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(0);
    const events = a.ok(endTurn(a, 'r'));
    expect(ofType(events, 'objective-claimed')).toEqual([]);
    expect(objectiveOptions(a)).toBeNull();
  });

  it('another gang claims it, a third reclaims it, and then its own gang may pick it up (never reclaim it)', () => {
    // red's Objective at (5, 2); blue beside it; green 3″ south; red away
    const a = arena({
      rows: ['............', '............', '............', '............', '............', '............'],
      scenario: TWIT,
      figures: {
        r: red([1, 1]),
        b: blue([6, 2]),
        g: { gang: 2, profile: CITIZEN, at: [5, 5] },
      },
    });
    const o = placeAt(a, ['claimable', 'mobile'], [5, 2], { owner: 0, vp: 3 });
    const eid = objectiveEid(a, o);
    expect(mayClaim(a.m, eid, 0)).toBe(false);
    // round 1: blue claims it and may pick it up (not its own); it leaves it
    a.ok(endTurn(a, 'r'));
    const claimed = a.ok(endTurn(a, 'b'));
    expect(ofType(claimed, 'objective-claimed')).toEqual([
      expect.objectContaining({ objective: o, gang: 'blue', character: a.id('b') }),
    ]);
    expect(objectiveOptions(a)).toEqual(['none', `pick-up:${o}`]);
    a.ok(pick(a, 'none'));
    a.ok(endTurn(a, 'g'), ...initiativeFor(0, 3));
    // round 2: blue walks off, green walks on and reclaims it
    a.ok(endTurn(a, 'r'));
    a.ok(moveTo(a, 'b', 9, 2));
    a.ok(endTurn(a, 'b'));
    a.ok(moveTo(a, 'g', 5, 3));
    const reclaimed = a.ok(endTurn(a, 'g'));
    expect(ofType(reclaimed, 'objective-claimed')).toEqual([
      expect.objectContaining({ objective: o, gang: 'green', character: a.id('g') }),
    ]);
    expect(claimOf(a.m, eid)).toBe(2);
    a.ok(pick(a, 'none'), ...initiativeFor(0, 3));
    // round 3: red comes to it: no claim of its own Objective, but now it may pick it up
    a.ok(moveTo(a, 'r', 4, 1));
    const own = a.ok(endTurn(a, 'r'));
    expect(ofType(own, 'objective-claimed')).toEqual([]);
    expect(claimOf(a.m, eid)).toBe(2);
    expect(objectiveOptions(a)).toEqual(['none', `pick-up:${o}`]);
    a.ok(pick(a, `pick-up:${o}`));
    expect(carriedBy(a.m, a.eid('r'))).toBe(eid);
  });

  /** Red attacks blue's `target` with Fear (−2); blue's `carrier` (or red's) carries an Objective. */
  const fearful = (rows: readonly string[], carrierGang: number) => {
    const a = arena({
      rows,
      scenario: TWIT,
      figures: {
        r: red([1, 1]),
        target: blue([2, 1]),
        carrier: { gang: carrierGang, profile: CITIZEN, at: [7, 1] },
      },
      gangs: 2,
    });
    const o = placeAt(a, ['claimable', 'mobile'], [7, 2], { owner: 0, vp: 3 });
    pickUpObjective(a.m, objectiveEid(a, o), a.eid('carrier'));
    const fear: AbilityRef = { name: 'Fear', value: -2 };
    addGrant(a.m, { holder: a.eid('r'), source: 'test', until: { kind: 'game' }, abilities: [fear] });
    return a;
  };
  const OPEN = ['..........', '..........', '..........'];
  const WALLED = ['....#.....', '....#.....', '....#.....'];
  const fearRolls = (events: readonly MatchEvent[]) =>
    ofType(events, 'roll').filter((r) => r.purpose === 'fear');

  it('Brave in sight of a friend carrying an Objective: no Fear test', () => {
    const a = fearful(OPEN, 1);
    // the Attack Roll 5-2-3 (one Ace on 4+), then the Protection Roll 2-2-2
    const events = a.ok(combat(a, 'r', 'target'), 5, 2, 3, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(fearRolls(events)).toEqual([]);
  });

  it('not Brave out of sight of the carrier: the Fear test is rolled', () => {
    const a = fearful(WALLED, 1);
    // MIND 3 − 2: one die, 5, no Ace; the attack 2-3-5 re-rolls its miss (3 → 8); the Protection Roll 2-2-2
    const events = a.ok(combat(a, 'r', 'target'), 5, 2, 3, 5, 8, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(fearRolls(events)).toEqual([expect.objectContaining({ pool: 1, aces: 0 })]);
  });

  it('not Brave in sight of an enemy carrying one', () => {
    const a = fearful(OPEN, 0);
    const events = a.ok(combat(a, 'r', 'target'), 5, 2, 3, 5, 8, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(fearRolls(events)).toHaveLength(1);
  });
});

describe('Secure Arms: Expert Offence (2) and Expert Marksman (2) within 3″ of an Objective', () => {
  const attackRoll = (events: readonly MatchEvent[]) => ofType(events, 'roll')[0]!;

  it('in base contact: the Attack Roll re-rolls 2 missed dice (never the Destiny Dice)', () => {
    // red at column 3 is 0.8″ from the Objective at column 1
    const a = board({ r: red([3, 1]), b: blue([4, 1]) }, 'secure-arms');
    placeAt(a, [], [1, 1]);
    // 2-2-3 all missed on 4+; dice 1 and 2 re-rolled into 5 and 9; then the Protection Roll 2-2-2
    const events = a.ok(combat(a, 'r', 'b'), 2, 2, 3, 5, 9, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    const roll = attackRoll(events);
    expect(roll.dice).toEqual([2, 5, 9]);
    expect(roll.rerolled).toEqual([1, 2]);
    expect(roll.modifiers).toContain('Expert Offence: re-roll 2');
    expect(a.lp('b')).toBe(9);
  });

  it('stacks with the character’s own Expert Offence (2), to 3', () => {
    // the Capodecina: ATTACK 4, Expert Offence (2), Twin Blades (Damage +1)
    const a = board({ r: red([3, 1], 'the-guild-capodecina'), b: blue([4, 1]) }, 'secure-arms');
    placeAt(a, [], [1, 1]);
    // 2-2-2-3 all missed; dice 1, 2 and 3 re-rolled into 5, 9 and 2; then the Protection Roll 2-2-2
    const events = a.ok(combat(a, 'r', 'b', 'Twin Blades'), 2, 2, 2, 3, 5, 9, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    const roll = attackRoll(events);
    expect(roll.rerolled).toEqual([1, 2, 3]);
    expect(roll.modifiers).toContain('Expert Offence: re-roll 3');
  });

  it('not beyond 3″ of every Objective', () => {
    // the Objective at column 8: 3.8″ from red
    const a = board({ r: red([3, 1]), b: blue([4, 1]) }, 'secure-arms');
    placeAt(a, [], [8, 1]);
    const events = a.ok(combat(a, 'r', 'b'), 2, 2, 3);
    expect(a.dice.remaining()).toBe(0);
    expect(attackRoll(events).rerolled).toEqual([]);
    expect(a.lp('b')).toBe(11);
  });

  it('nor in another scenario', () => {
    const a = board({ r: red([3, 1]), b: blue([4, 1]) });
    placeAt(a, [], [1, 1]);
    const events = a.ok(combat(a, 'r', 'b'), 2, 2, 3);
    expect(a.dice.remaining()).toBe(0);
    expect(attackRoll(events).rerolled).toEqual([]);
  });

  it('a shot from out of base contact: Expert Marksman re-rolls 2 missed dice', () => {
    const a = board({ r: red([1, 1], RECRUITER), b: blue([7, 1]) }, 'secure-arms');
    placeAt(a, [], [1, 2]);
    const events = a.ok(combat(a, 'r', 'b', 'Handbow'), 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    const roll = attackRoll(events);
    expect(roll.rerolled).toEqual([1, 2]);
    expect(roll.modifiers).toContain('Expert Marksman: re-roll 2');
  });

  it('a shot from beyond 3″ of every Objective re-rolls nothing', () => {
    const a = board({ r: red([1, 1], RECRUITER), b: blue([7, 1]) }, 'secure-arms');
    placeAt(a, [], [6, 3]);
    const events = a.ok(combat(a, 'r', 'b', 'Handbow'), 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(attackRoll(events).rerolled).toEqual([]);
  });
});

describe('Street Fight', () => {
  /** Red attacks from the west edge (it runs for x = 12), blue defends; `first` acts first. */
  const street = (figures: Record<string, FigureSpec>, first = 0, rows = WIDE) => {
    const a = arena({ rows, figures, scenario: 'street-fight', sides: ['attacker', 'defender'], first });
    const size = { width: rows[0]!.length, depth: rows.length };
    const zones = scenarioStateOf(a.m).zones;
    zones[0] = zoneOfSpec({ edge: 'west', depth: 6 }, size);
    zones[1] = zoneOfSpec({ edge: 'east', depth: 6 }, size);
    return a;
  };

  it('an Attacker touching the far short edge leaves play and scores 1 for its gang', () => {
    const a = street({ runner: red([8, 1]), other: red([0, 0]), d: blue([0, 3]) });
    expect(escapeEdgeX(a.m, 0)).toBe(12);
    const short = a.ok(moveTo(a, 'runner', 10, 1));
    expect(ofType(short, 'escaped')).toEqual([]);
    expect(touchesEscapeEdge(a.m, a.eid('runner'))).toBe(false);
    const events = a.ok(moveTo(a, 'runner', 11, 1));
    expect(ofType(events, 'escaped')).toEqual([
      expect.objectContaining({ character: a.id('runner'), gang: 'red', vp: 1 }),
    ]);
    expect(ofType(events, 'casualty')).toEqual([]);
    expect(a.onBoard('runner')).toBe(false);
    expect(primaryVp(a.m, scenarioFile('street-fight').primary)).toEqual([1, 0]);
  });

  it('an Attacker taken out scores 1 for the gang that took it out', () => {
    const a = street({ att: { ...red([0, 0]), lp: 1 }, other: red([0, 3]), d: blue([1, 1]) }, 1);
    strike(a, 'd', 'att');
    expect(a.onBoard('att')).toBe(false);
    expect(scenarioStateOf(a.m).kills).toEqual([0, 1]);
    expect(primaryVp(a.m, scenarioFile('street-fight').primary)).toEqual([0, 1]);
  });

  it('an Attacker that falls to its death by itself scores for nobody', () => {
    const rows = ['44..444.....', '............', '............'];
    const a = street({ att: { ...red([1, 0]), lp: 3 }, other: red([0, 2]), d: blue([11, 2]) }, 0, rows);
    // the jump fails (a Fumble: 1 and no Ace), a 4″ fall takes its last 3 Life Points
    const jump: Command = { type: 'jump', actor: a.id('att'), to: [4.5, 0.5, 4] };
    a.ok(jump, 1, 2, 2, 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(a.onBoard('att')).toBe(false);
    expect(scenarioStateOf(a.m).kills).toEqual([0, 0]);
    expect(primaryVp(a.m, scenarioFile('street-fight').primary)).toEqual([0, 0]);
  });
});
