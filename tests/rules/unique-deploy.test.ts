/**
 * Where characters of The Guild and Rashaar may be set up: Hidden in Plain Sight (the Beggar) and Unsightly (the
 * Crybaby) anywhere at ground level, 6″ from enemies (src/rules/scenario/deploy-anywhere.ts); Sculler (the Gondolier) in
 * water, and its re-rolls when it Rows (src/rules/movement/row.ts). Companion of tests/rules/unique-summons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import type { MatchSetup } from '../../src/rules/core/types.ts';
import { createMatch } from '../../src/rules/match/match.ts';
import { rowPreview } from '../../src/rules/movement/row-preview.ts';
import { deploymentProblem } from '../../src/rules/scenario/deploy.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import { distanceBetween } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, ofType } from './helpers/arena.ts';

const CRYBABY = 'rashaar-crybaby';
const BEGGAR = 'the-guild-beggar';
const GONDOLIER = 'the-guild-gondolier';

describe('Hidden in Plain Sight (Beggar) and Unsightly (Crybaby)', () => {
  const zones = [
    { id: '0', x0: 0, y0: 0, x1: 24, y1: 4 },
    { id: '1', x0: 0, y0: 20, x1: 24, y1: 24 },
  ];
  const board = boardFromAscii(
    Array.from({ length: 24 }, () => '.'.repeat(24)),
    { zones },
  );
  const gang = (id: string, profiles: string[]) => ({
    id,
    name: id,
    faction: 'The Guild',
    colour: '#808080',
    controller: 'ai' as const,
    roster: profiles.map((profile) => ({ profile })),
  });
  const setup: MatchSetup = {
    scenario: 'gang-war',
    level: 'test',
    gangs: [gang('red', [CITIZEN, BEGGAR, CITIZEN]), gang('blue', [CITIZEN, CRYBABY])],
  };

  it('are set up after everyone else, at ground level outside their zone, 6″ or more from every enemy', () => {
    const m = createMatch(setup, 3, board);
    const deploys = ofType(m.log, 'deploy');
    expect(deploys.map((d) => d.profile).slice(-2)).toEqual([BEGGAR, CRYBABY]);
    const beggar = deploys.at(-2)!;
    const baby = deploys.at(-1)!;
    // the Beggar takes the middle of the board; the Crybaby the spot nearest it 6″ from every enemy
    expect([beggar.x, beggar.y, beggar.z]).toEqual([11.5, 11.5, 0]);
    expect(baby.z).toBe(0);
    expect(baby.y).toBeLessThan(20);
    for (const d of [beggar, baby]) {
      const mine = m.ids.get(d.character)!;
      for (const e of m.ids.values()) {
        if (m.world.components.Gang.index[e] === m.world.components.Gang.index[mine]) continue;
        expect(distanceBetween(m, mine, e)).toBeGreaterThanOrEqual(6 - 1e-9);
      }
    }
    // the deployment check accepts them there, and refuses the same spot to a Citizen or one too near an enemy
    const enemies = deploys.filter((d) => d.gang === 'red').map((d) => ({ x: d.x, y: d.y, z: d.z }));
    const at = { i: Math.floor(baby.x), j: Math.floor(baby.y), z: 0 };
    expect(deploymentProblem(board, zones[1]!, at, getProfile(CRYBABY), enemies)).toBeNull();
    expect(deploymentProblem(board, zones[1]!, at, getProfile(CITIZEN), enemies)).toMatch(/outside/);
    const near = { i: 12, j: 14, z: 0 };
    expect(deploymentProblem(board, zones[1]!, near, getProfile(CRYBABY), enemies)).toMatch(/6″/);
  });

  it('fall back on their zone when no spot keeps 6″ from the enemy', () => {
    const small = boardFromAscii(
      Array.from({ length: 5 }, () => '........'),
      {
        zones: [
          { id: '0', x0: 0, y0: 0, x1: 3, y1: 5 },
          { id: '1', x0: 5, y0: 0, x1: 8, y1: 5 },
        ],
      },
    );
    const s: MatchSetup = { ...setup, gangs: [gang('red', [CITIZEN]), gang('blue', [CITIZEN, CRYBABY])] };
    const m = createMatch(s, 3, small);
    const baby = ofType(m.log, 'deploy').at(-1)!;
    expect(baby.profile).toBe(CRYBABY);
    expect(baby.x).toBeGreaterThanOrEqual(5);
  });
});

describe('Sculler (Gondolier)', () => {
  const CANAL = ['..........', '~ggg~~~~~~', '~~~~~~~~~~', '..........'];
  const TO: [number, number, number] = [9.5, 1.5, 0];
  const onGondola = (profile: string) =>
    arena({
      rows: CANAL,
      figures: {
        rider: { gang: 0, profile, at: [2, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });

  it('re-rolls its failed dice (never the Destiny Dice) when it Rows', () => {
    const a = onGondola(GONDOLIER);
    const events = a.ok({ type: 'row', actor: a.id('rider'), to: TO }, 5, 2, 2, 2, 7, 8, 2);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.dice).toEqual([5, 7, 8, 2]);
    expect(roll.rerolled).toEqual([1, 2, 3]);
    expect(roll).toMatchObject({ aces: 2, result: 'success' });
    expect(roll.modifiers.join(' ')).toMatch(/Sculler/);
    expect(ofType(events, 'gondola')[0]!.inches).toBe(4);
    // a Citizen keeps its failed dice
    const b = onGondola(CITIZEN);
    const plain = ofType(b.ok({ type: 'row', actor: b.id('rider'), to: TO }, 5, 2, 2, 2), 'roll')[0]!;
    expect(plain).toMatchObject({ aces: 0, result: 'fail', rerolled: [] });
  });

  it('shows the re-rolls in the Row preview', () => {
    const a = onGondola(GONDOLIER);
    const b = onGondola(CITIZEN);
    const sculler = rowPreview(a.m, a.eid('rider'), TO);
    const plain = rowPreview(b.m, b.eid('rider'), TO);
    expect(sculler.fumbleChance).toBeLessThan(plain.fumbleChance);
    expect(sculler.expectedGain).toBeGreaterThan(plain.expectedGain);
  });

  it('may be set up in water', () => {
    const board = boardFromAscii(CANAL, { zones: [{ id: '0', x0: 0, y0: 0, x1: 10, y1: 4 }] });
    const zone = board.deploymentZones[0]!;
    const water = { i: 6, j: 2, z: -1 };
    expect(board.surfaceKind(water)).toBe('water');
    expect(deploymentProblem(board, zone, water, getProfile(GONDOLIER), [])).toBeNull();
    expect(deploymentProblem(board, zone, water, getProfile(CITIZEN), [])).toMatch(/Water Creature/);
  });
});
