/**
 * Unique abilities that give Action Points (src/rules/abilities/unique/action-points.ts; character/turns.ts
 * `giveActionPoints`): Eastern Swiftness, Always Scheming, Bloodletting — never more than 3 in a round.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { type Arena, arena, CITIZEN, endTurn, moveTo, ofType } from './helpers/arena.ts';
import {
  abilityOf as ability,
  chooseOption as choose,
  pendingChoice as pending,
} from './helpers/commands.ts';

const MIRIAM = 'strigoi-miriam'; // Bride, Eastern Swiftness
const CERES = 'strigoi-ceres'; // Bride
const BRIGHELLA = 'gifted-brighella'; // Always Scheming
const CAPITANO = 'gifted-il-capitano'; // Leader, Stage Manager
const THRALL = 'strigoi-thrall'; // Bloodletting
const NOBLE_STRIGOI = 'strigoi-noble-strigoi'; // Vampire
const OPEN = Array.from({ length: 8 }, () => '..............');

const turnAp = (a: Arena, who: string) =>
  ofType(a.m.log, 'turn-start')
    .filter((e) => e.character === a.id(who))
    .at(-1)?.ap;

describe('Eastern Swiftness (Miriam)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        miriam: { gang: 0, profile: MIRIAM, at: [1, 1], apMax: 2 },
        ceres: { gang: 0, profile: CERES, at: [12, 6], apMax: 2 },
        pal: { gang: 0, profile: CITIZEN, at: [1, 4], apMax: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });

  it('every friendly Bride gains +1 Action Point this round: Miriam at once, another as its turn begins', () => {
    const a = scene();
    const events = a.ok(ability(a, 'miriam', 'Eastern Swiftness'));
    expect(a.ap('miriam')).toBe(3);
    expect(ofType(events, 'ability').map((e) => [e.character, e.ability])).toEqual([
      [a.id('miriam'), 'Eastern Swiftness'],
      [a.id('ceres'), 'Eastern Swiftness'],
    ]);
    a.ok(endTurn(a, 'miriam'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'ceres'));
    expect(turnAp(a, 'ceres')).toBe(3);
    a.ok(endTurn(a, 'pal'));
    // the Citizen is no Bride
    expect(turnAp(a, 'pal')).toBe(2);
  });

  it('never above 3 Action Points in the round, and only this round', () => {
    const a = scene();
    a.ok(moveTo(a, 'miriam', 2, 1));
    a.ok(ability(a, 'miriam', 'Eastern Swiftness'));
    // 1 spent, 1 left, +1: 2 (3 in the round)
    expect(a.ap('miriam')).toBe(2);
    a.ok(endTurn(a, 'miriam'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'ceres'));
    a.dice.queue(10, 1);
    a.ok(endTurn(a, 'pal'));
    // round 2: Ceres is back to her own 2
    a.ok(endTurn(a, 'ceres'));
    expect(turnAp(a, 'ceres')).toBe(2);
  });
});

describe('Always Scheming (Brighella)', () => {
  const scene = (rows = OPEN) =>
    arena({
      rows,
      figures: {
        capitano: { gang: 0, profile: CAPITANO, at: [1, 1] },
        brighella: { gang: 0, profile: BRIGHELLA, at: [1, 5], apMax: 2 },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1] },
        pal2: { gang: 0, profile: CITIZEN, at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });

  it('a friendly Leader in his sight uses a Command: Brighella gains +1 Action Point this round', () => {
    const a = scene();
    a.ok(ability(a, 'capitano', 'Stage Manager', 'pal', 'pal2'));
    choose(a, 'stay');
    choose(a, 'stay');
    expect(ofType(a.m.log, 'ability').some((e) => e.ability === 'Always Scheming')).toBe(true);
    a.ok(endTurn(a, 'capitano'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'brighella'));
    expect(turnAp(a, 'brighella')).toBe(3);
  });

  it('nothing when the Leader is out of his sight', () => {
    const a = scene(OPEN.map((r, j) => (j === 3 ? '###...........' : r)));
    a.ok(ability(a, 'capitano', 'Stage Manager', 'pal', 'pal2'));
    choose(a, 'stay');
    choose(a, 'stay');
    a.ok(endTurn(a, 'capitano'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'brighella'));
    expect(turnAp(a, 'brighella')).toBe(2);
  });
});

describe('Bloodletting (the Thrall)', () => {
  const scene = (thrallLp: number, foeAt: readonly [number, number] = [7, 3]) =>
    arena({
      rows: OPEN,
      figures: {
        vampire: { gang: 0, profile: NOBLE_STRIGOI, at: [3, 3], apMax: 2 },
        thrall: { gang: 0, profile: THRALL, at: [5, 3], lp: thrallLp },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
      },
    });

  it('a Vampire beginning its turn within 3″ drinks: +1 Action Point this turn, the Thrall loses 4 Life Points', () => {
    const a = scene(9);
    a.ok(moveTo(a, 'vampire', 3, 5));
    const d = pending(a);
    expect(d.purpose).toBe('bloodletting');
    expect(d.options.map((o) => o.id)).toEqual(['none', `drink:${a.id('thrall')}`]);
    // the computer drinks: the Thrall lives and an enemy is near
    expect(answerChoice(a.m, d).command).toMatchObject({ option: `drink:${a.id('thrall')}` });
    choose(a, `drink:${a.id('thrall')}`);
    expect(a.lp('thrall')).toBe(5);
    // 3 Action Points, 1 spent on the move
    expect(a.ap('vampire')).toBe(2);
    expect(a.at('vampire')).toEqual([3.5, 5.5, 0]);
  });

  it('a drink may kill the Thrall; the computer will not drink it dry', () => {
    const a = scene(4);
    a.ok({ type: 'activate', actor: a.id('vampire') });
    const d = pending(a);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'none' });
    choose(a, `drink:${a.id('thrall')}`);
    expect(ofType(a.m.log, 'casualty').map((e) => e.character)).toContain(a.id('thrall'));
    expect(a.ap('vampire')).toBe(3);
  });

  it('is not offered with a Thrall below 4 Life Points, nor to a Vampire farther than 3″', () => {
    const a = scene(3);
    a.ok({ type: 'activate', actor: a.id('vampire') });
    expect(a.m.pending).toBeNull();
    const b = arena({
      rows: OPEN,
      figures: {
        vampire: { gang: 0, profile: NOBLE_STRIGOI, at: [1, 1] },
        thrall: { gang: 0, profile: THRALL, at: [8, 1], lp: 9 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 6] },
      },
    });
    b.ok({ type: 'activate', actor: b.id('vampire') });
    expect(b.m.pending).toBeNull();
  });
});
