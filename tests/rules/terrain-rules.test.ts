/**
 * Terrain rules played through the engine with forced dice (rulebook "Gondolas", "Row", "Unstable Ground",
 * "Obstacles & Debris", "Barricades", "Limited Movement", "Flight", "Ethereal", "Aerial Attack"; tables.md
 * "Row", "Unstable Ground").
 *
 * Citizens: MOVE 4, DEXTERITY 4 (Aces on 7+ for a Basic DEXTERITY Roll), ATTACK 3, PROTECTION 3, 11 LP, 30 mm.
 * Escorts: the same on 40 mm bases with a Sword (Damage +1). Dice: the Destiny Dice first, then the pool.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/core/types.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  ESCORT,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  RECRUITER,
} from './helpers/arena.ts';

const OSTRICH = 'the-guild-very-loud-ostrich'; // Limited Movement, MOVE 7
const STRIGE = 'strigoi-strige'; // Flight, MOVE 5
const CAPO = 'the-guild-capodecina'; // Aerial Attack, MOVE 5
const SPECTRE = 'gifted-black-spectre'; // Ethereal (and Flight), MOVE 4

function row(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'row', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

function jump(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'jump', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

function fly(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'fly', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

/** Every die queued was read. */
function allRolled(a: Arena): void {
  expect(a.dice.remaining()).toBe(0);
}

/** The pool of the first roll made for `purpose` in `events`. */
function poolOf(events: readonly { type: string }[], purpose: string): number | undefined {
  return ofType(events as never, 'roll').find((r) => r.purpose === purpose)?.pool;
}

// A west-east gondola on the canal, its middle cell at (2, 1); its deck is at z 0 (1″ over the water at −1).
const CANAL = ['..........', '~ggg~~~~~~', '~~~~~~~~~~', '..........'];

function onGondola(extra: Record<string, FigureSpec> = {}): Arena {
  return arena({
    rows: CANAL,
    figures: {
      rider: { gang: 0, profile: CITIZEN, at: [2, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
      ...extra,
    },
  });
}

describe('Row (1 AP, Basic DEXTERITY Roll)', () => {
  it('Success: the gondola and its rider move 2″ + 1″ per Ace, with a gondola event', () => {
    const a = onGondola();
    const events = a.ok(row(a, 'rider', 9, 1), 5, 7, 2, 2);
    const g = ofType(events, 'gondola');
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ gondola: 'gondola-0', i: 5, j: 1, orientation: 'west-east', inches: 3 });
    expect(a.at('rider')).toEqual([5.5, 1.5, 0]);
    expect(a.ap('rider')).toBe(1);
    allRolled(a);
  });

  it('Fail: 2″', () => {
    const a = onGondola();
    const events = a.ok(row(a, 'rider', 9, 1), 5, 2, 2, 2);
    expect(ofType(events, 'gondola')[0]?.inches).toBe(2);
    expect(a.at('rider')).toEqual([4.5, 1.5, 0]);
    allRolled(a);
  });

  it('Critical: 4″ + 1″ per Ace', () => {
    const a = onGondola();
    const events = a.ok(row(a, 'rider', 9, 1), 10, 7, 2, 2);
    expect(ofType(events, 'roll')[0]?.result).toBe('critical');
    expect(ofType(events, 'gondola')[0]?.inches).toBe(6);
    expect(a.at('rider')).toEqual([8.5, 1.5, 0]);
    allRolled(a);
  });

  it('Fumble: the gondola stays and every rider goes into the water', () => {
    const a = onGondola({ friend: { gang: 0, profile: CITIZEN, at: [1, 1] } });
    const events = a.ok(row(a, 'rider', 9, 1), 1, 2, 2, 2);
    expect(ofType(events, 'gondola')).toHaveLength(0);
    expect(a.at('rider')[2]).toBe(-1);
    expect(a.at('friend')[2]).toBe(-1);
    expect(a.board.surfaceKind(a.board.nodeAt(a.at('rider')[0], a.at('rider')[1], -1)!)).toBe('water');
    allRolled(a);
  });

  it('riders move with the gondola; a figure on the street does not', () => {
    const a = onGondola({
      friend: { gang: 0, profile: CITIZEN, at: [1, 1] },
      walker: { gang: 0, profile: CITIZEN, at: [1, 0] },
    });
    a.ok(row(a, 'rider', 9, 1), 5, 2, 2, 2);
    expect(a.at('rider')).toEqual([4.5, 1.5, 0]);
    expect(a.at('friend')).toEqual([3.5, 1.5, 0]);
    expect(a.at('walker')).toEqual([1.5, 0.5, 0]);
  });

  it('only a rider may Row: refused on the street and in the water, no dice rolled', () => {
    const a = onGondola({
      walker: { gang: 0, profile: CITIZEN, at: [1, 0] },
      swimmer: { gang: 0, profile: CITIZEN, at: [6, 2] },
    });
    const rolled = a.dice.rolled.length;
    const r = a.submit(row(a, 'walker', 9, 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/riding a gondola/);
    const s = a.submit(row(a, 'swimmer', 9, 1));
    expect(s.ok).toBe(false);
    expect(a.dice.rolled.length).toBe(rolled);
  });
});

describe('Gondolas: a rider losing 3 or more Life Points in one action falls into the water', () => {
  const board = ['.....', '~ggg~', '~~~~~'];

  it('3 Life Points lost: off into the water', () => {
    const a = arena({
      rows: board,
      figures: {
        attacker: { gang: 0, profile: CITIZEN, at: [2, 0] },
        rider: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    // Attack: three Aces (4+) → 3 Damage; Protection: no Ace → all 3 lost.
    a.ok(combat(a, 'attacker', 'rider'), 4, 5, 6, 2, 2, 2);
    expect(a.lp('rider')).toBe(8);
    expect(a.at('rider')[2]).toBe(-1);
    allRolled(a);
  });

  it('2 Life Points lost: the rider stays on the deck', () => {
    const a = arena({
      rows: board,
      figures: {
        attacker: { gang: 0, profile: CITIZEN, at: [2, 0] },
        rider: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    a.ok(combat(a, 'attacker', 'rider'), 4, 5, 2, 2, 2, 2);
    expect(a.lp('rider')).toBe(9);
    expect(a.at('rider')).toEqual([2.5, 1.5, 0]);
    allRolled(a);
  });
});

describe('Unstable Ground shaken by a jump onto it', () => {
  // A 3 × 1 piece of Unstable Ground in the middle of the street; the jumper comes from the west, onto the
  // piece next to a friend (an enemy there would make the landing a charge). Blue stands far away.
  const rows = ['..........', '.....uuu..', '..........'];

  function shaken(jumper = CITIZEN): Arena {
    return arena({
      rows,
      figures: {
        jumper: { gang: 0, profile: jumper, at: [3, 1] },
        other: { gang: 0, profile: CITIZEN, at: [7, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 2] },
      },
    });
  }

  it('Success: nothing happens to the one already there', () => {
    const a = shaken();
    // Jump: one Ace, 3″ → lands at (6, 0). Shake: one Ace.
    const events = a.ok(jump(a, 'jumper', 6, 1), 5, 7, 2, 2, 5, 7, 2, 2);
    const shake = ofType(events, 'roll').filter((r) => r.purpose === 'unstable-ground');
    expect(shake).toHaveLength(1);
    expect(shake[0]).toMatchObject({ character: a.id('other'), pool: 4, result: 'success' });
    expect(a.at('jumper')).toEqual([6.5, 1.5, 0]);
    expect(a.at('other')).toEqual([7.5, 1.5, 0]);
    allRolled(a);
  });

  it('Fail: moved 2″ toward the nearest edge, staying on a large piece', () => {
    // A 5 × 5 piece in the street; from the middle of (4, 3) the nearest edge is 2.5″ away (north wins the tie).
    const a = arena({
      rows: ['.........', '..uuuuu..', '..uuuuu..', '..uuuuu..', '..uuuuu..', '..uuuuu..', '.........'],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [0, 3] },
        other: { gang: 0, profile: CITIZEN, at: [4, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 6] },
      },
    });
    a.ok(jump(a, 'jumper', 3, 3), 5, 7, 2, 2, 5, 2, 2, 2);
    expect(a.at('jumper')).toEqual([3.5, 3.5, 0]);
    expect(a.at('other')).toEqual([4.5, 1.5, 0]);
    allRolled(a);
  });

  it('Fail: near the edge, moved over it (here to the cell just beyond)', () => {
    const a = shaken();
    a.ok(jump(a, 'jumper', 6, 1), 5, 7, 2, 2, 5, 2, 2, 2);
    const [x, y] = a.at('other');
    expect(a.board.surfaceKind(a.board.nodeAt(x, y, 0)!)).not.toBe('unstable');
    expect(Math.hypot(x - 7.5, y - 1.5)).toBeLessThanOrEqual(2);
    allRolled(a);
  });

  it('Fumble: moved off the nearest edge', () => {
    const a = shaken();
    a.ok(jump(a, 'jumper', 6, 1), 5, 7, 2, 2, 1, 2, 2, 2);
    const [x, y] = a.at('other');
    expect(a.board.surfaceKind(a.board.nodeAt(x, y, 0)!)).not.toBe('unstable');
    allRolled(a);
  });

  it('a newcomer on a larger base: −1 die', () => {
    const a = shaken(ESCORT);
    const events = a.ok(jump(a, 'jumper', 6, 1), 5, 7, 2, 2, 5, 7, 2);
    expect(poolOf(events, 'unstable-ground')).toBe(3);
    expect(ofType(events, 'roll').find((r) => r.purpose === 'unstable-ground')?.modifiers).toContain(
      'larger base landing −1',
    );
    allRolled(a);
  });

  it('a jump onto plain ground next to the piece shakes nothing', () => {
    const a = arena({
      rows: ['..........', '.....uuu..'],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [3, 0] },
        other: { gang: 0, profile: CITIZEN, at: [7, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 1] },
      },
    });
    const events = a.ok(jump(a, 'jumper', 6, 0), 5, 7, 2, 2);
    expect(poolOf(events, 'unstable-ground')).toBeUndefined();
    allRolled(a);
  });
});

describe('Unstable Ground shaken by a fall onto it', () => {
  it('a fall from a Fumbled jump onto the piece shakes the friend standing there', () => {
    // From the 3″ roof, a Fumble (1″) ends over (1, 1): a 3″ fall onto the Unstable Ground (3 LP, no Ace).
    const a = arena({
      rows: ['......', '3uuu..', '......'],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [0, 1] },
        other: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const events = a.submit(jump(a, 'jumper', 4, 1), 1, 2, 2, 2, 2, 2, 2, 2, 5, 7, 2, 2);
    expect(events.ok).toBe(true);
    expect(a.at('jumper')).toEqual([1.5, 1.5, 0]);
    expect(a.lp('jumper')).toBe(8);
    const rolls = events.ok ? ofType(events.events, 'roll').map((r) => r.purpose) : [];
    expect(rolls).toEqual(['jump', 'fall', 'unstable-ground']);
  });
});

describe('Small Obstacles and Debris: never a place to end a turn', () => {
  it('ending the turn on a barrel moves the figure off it', () => {
    const a = arena({
      rows: ['..b...', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    expect(a.at('red')[2]).toBe(1);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'move')).toHaveLength(1);
    const [x, y, z] = a.at('red');
    expect(z).toBe(0);
    expect(Math.hypot(x - 2.5, y - 0.5)).toBeLessThan(1.5);
  });

  it('ending the turn on Debris moves the figure off it', () => {
    const a = arena({
      rows: ['......', '~~r~~~', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const before = a.at('red');
    a.ok(endTurn(a, 'red'));
    expect(a.at('red')).not.toEqual(before);
    const [x, y, z] = a.at('red');
    expect(a.board.surfacesAt(Math.floor(x), Math.floor(y)).some((n) => n.z === z)).toBe(true);
    expect(Math.floor(x) === 2 && Math.floor(y) === 1).toBe(false);
  });

  it('ending the turn on plain ground moves nobody', () => {
    const a = arena({
      rows: ['..b...', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'move')).toHaveLength(0);
  });
});

describe('Barricades: +1 (Light) / +2 (Heavy) PROTECTION for a defender touching one between it and the attacker', () => {
  function shot(rows: string[], target: [number, number]): Arena {
    return arena({
      rows,
      figures: {
        shooter: { gang: 0, profile: RECRUITER, at: [0, 1] },
        target: { gang: 1, profile: CITIZEN, at: target },
      },
    });
  }
  // Handbow shot: Attack 3 dice (one Ace on 4+), then the Protection Roll: PROTECTION 3, Penetration −1.
  const dice = (protection: number) => [4, 2, 2, ...Array(protection).fill(2)];

  it('Light barricade between: +1', () => {
    const a = shot(['.......', '....l..', '.......'], [5, 1]);
    const events = a.ok(combat(a, 'shooter', 'target'), ...dice(3));
    expect(poolOf(events, 'protection')).toBe(3);
    expect(ofType(events, 'roll').find((r) => r.purpose === 'protection')?.modifiers).toContain(
      'light barricade +1',
    );
    allRolled(a);
  });

  it('Heavy barricade between: +2', () => {
    const a = shot(['.......', '....h..', '.......'], [5, 1]);
    const events = a.ok(combat(a, 'shooter', 'target'), ...dice(4));
    expect(poolOf(events, 'protection')).toBe(4);
    allRolled(a);
  });

  it('a barricade touched but behind the defender gives nothing', () => {
    const a = shot(['.......', '......l', '.......'], [5, 1]);
    const events = a.ok(combat(a, 'shooter', 'target'), ...dice(2));
    expect(poolOf(events, 'protection')).toBe(2);
    allRolled(a);
  });

  it('in base contact across a Heavy barricade (40 mm bases): +2 all the same', () => {
    const a = arena({
      rows: ['.....', '..h..', '.....'],
      figures: {
        attacker: { gang: 0, profile: ESCORT, at: [1, 1] },
        target: { gang: 1, profile: ESCORT, at: [3, 1] },
      },
    });
    const events = a.ok(combat(a, 'attacker', 'target'), 4, 2, 2, 2, 2, 2, 2, 2);
    expect(poolOf(events, 'protection')).toBe(5);
    allRolled(a);
  });
});

describe('Barricades: crossing a defended barricade tests as disengaging', () => {
  it('an enemy touching the far side makes the crossing an Opposed DEXTERITY Roll', () => {
    const a = arena({
      rows: ['...l...', '...l...', '...l...', '...l...', '...l...'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 2] },
      },
    });
    // The defender rolls first (no Ace), then red (one Ace): red crosses.
    const events = a.ok(moveTo(a, 'red', 5, 0), 2, 2, 2, 2, 5, 7, 2, 2);
    const rolls = ofType(events, 'roll');
    expect(rolls.map((r) => [r.kind, r.character])).toEqual([
      ['opposed', a.id('blue')],
      ['opposed', a.id('red')],
    ]);
    expect(rolls[1]?.opposedBy?.character).toBe(a.id('blue'));
    expect(a.at('red')).toEqual([5.5, 0.5, 0]);
    allRolled(a);
  });

  it('a Fumble leaves the mover where it was', () => {
    const a = arena({
      rows: ['...l...', '...l...', '...l...', '...l...', '...l...'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 2] },
      },
    });
    // Blue is not within reach of red, so its Attack of Opportunity has no weapon in range.
    a.ok(moveTo(a, 'red', 5, 0), 2, 2, 2, 2, 1, 2, 2, 2);
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
    allRolled(a);
  });
});

describe('Limited Movement: 2″ in water, 2″ of climbing', () => {
  it('in water, a Run/Climb of more than 2″ is refused, 2″ is allowed', () => {
    const a = arena({
      rows: ['~~~~~~~~', '........'],
      figures: {
        bird: { gang: 0, profile: OSTRICH, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    expect(a.submit(moveTo(a, 'bird', 3, 0, -1)).ok).toBe(false);
    a.ok(moveTo(a, 'bird', 2, 0, -1));
    expect(a.at('bird')).toEqual([2.5, 0.5, -1]);
  });

  it('a climb of 3″ is refused, one of 2″ allowed (with its climb roll)', () => {
    const a = arena({
      rows: ['.3.2....', '........'],
      figures: {
        bird: { gang: 0, profile: OSTRICH, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    expect(a.submit(moveTo(a, 'bird', 1, 0, 3)).ok).toBe(false);
    const b = arena({
      rows: ['.2......', '........'],
      figures: {
        bird: { gang: 0, profile: OSTRICH, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    const dex = b.m.world.components.Stats.dex[b.eid('bird')]!;
    b.ok(moveTo(b, 'bird', 1, 0, 2), 5, 7, ...Array(Math.max(0, dex - 2)).fill(2));
    expect(b.at('bird')).toEqual([1.5, 0.5, 2]);
    allRolled(b);
  });
});

describe('Flight', () => {
  it('Fly: straight onto a roof within MOVE with no roll', () => {
    const a = arena({
      rows: ['..2.....', '........'],
      figures: {
        bat: { gang: 0, profile: STRIGE, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    const events = a.ok(fly(a, 'bat', 2, 0, 2));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(a.at('bat')).toEqual([2.5, 0.5, 2]);
    expect(a.ap('bat')).toBe(a.m.world.components.Points.apMax[a.eid('bat')]! - 1);
  });

  it('Fly is refused for a character without Flight, and beyond MOVE', () => {
    const a = arena({
      rows: ['..4.........', '............'],
      figures: {
        bat: { gang: 0, profile: STRIGE, at: [0, 0] },
        walker: { gang: 0, profile: CITIZEN, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 1] },
      },
    });
    const r = a.submit(fly(a, 'walker', 2, 0, 4));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/Flight/);
    expect(a.submit(fly(a, 'bat', 10, 0, 0)).ok).toBe(false);
  });

  it('a fall costs 2 Life Points less', () => {
    // A Fumbled jump from a 6″ roof: 1″ out, a 6″ fall onto the street (6 LP before the roll, 4 with Flight).
    const a = arena({
      rows: ['6.....6', '.......'],
      figures: {
        bat: { gang: 0, profile: STRIGE, at: [0, 0], stats: { dex: 4 } },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    const lp = a.lp('bat');
    a.ok(jump(a, 'bat', 6, 0, 6), 1, 2, 2, 2, 2, 2, 2, 2);
    expect(a.at('bat')[2]).toBe(0);
    expect(lp - a.lp('bat')).toBe(4);
    allRolled(a);
  });
});

describe('Ethereal: moves through a wall', () => {
  it('a Run/Climb straight through a building with no roll', () => {
    const a = arena({
      rows: ['.#.....', '.#.....', '.#.....'],
      figures: {
        ghost: { gang: 0, profile: SPECTRE, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });
    const events = a.ok(moveTo(a, 'ghost', 2, 1));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(a.at('ghost')).toEqual([2.5, 1.5, 0]);
  });

  it('a citizen cannot walk the same 2″ through the wall', () => {
    const a = arena({
      rows: ['.#.....', '.#.....', '.#.....'],
      figures: {
        walker: { gang: 0, profile: CITIZEN, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });
    // Around the 3-row wall would be more than 4″; Impassable cannot be climbed.
    expect(a.submit(moveTo(a, 'walker', 2, 1)).ok).toBe(false);
  });
});

describe('Aerial Attack: no fall damage when the fall is a charge from above', () => {
  // A Fumbled jump (1″) from the 3″ roof comes down next to the enemy: a charge from above.
  const rows = ['3.....', '......'];

  it('with Aerial Attack: the 3″ fall costs nothing', () => {
    const a = arena({
      rows,
      figures: {
        capo: { gang: 0, profile: CAPO, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 0] },
      },
    });
    const lp = a.lp('capo');
    const events = a.ok(jump(a, 'capo', 3, 0), 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'fall')).toHaveLength(1);
    expect(ofType(events, 'roll').filter((r) => r.purpose === 'fall')).toHaveLength(0);
    expect(a.lp('capo')).toBe(lp);
    expect(a.at('capo')).toEqual([1.5, 0.5, 0]);
  });

  it('without it, the same fall is rolled for', () => {
    const a = arena({
      rows,
      figures: {
        cit: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 0] },
      },
    });
    const events = a.ok(jump(a, 'cit', 3, 0), 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'roll').filter((r) => r.purpose === 'fall')).toHaveLength(1);
    expect(a.lp('cit')).toBeLessThan(11);
  });
});
