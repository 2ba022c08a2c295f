import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { recordOf, vpByRound } from '../../../src/campaign/match-replay.ts';
import { casualtiesOf, loadLevel, scenarioOf } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { takenOutLine } from '../../../src/view/battle/taken-out.ts';

let once: BattleSession | null = null;

/** The computer against itself, seed 3, played to the end (once for the file). */
function played(): BattleSession {
  if (once) return once;
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 3, board);
  while (!s.match.over) s.aiStep();
  once = s;
  return s;
}

describe('who took out whom', () => {
  it('credits each casualty of a played match to the enemy striking when it fell, or to nobody', () => {
    const s = played();
    const rows = casualtiesOf(s.match);
    const casualties = s.match.log.filter((e) => e.type === 'casualty');
    expect(rows.map((r) => r.character)).toEqual(casualties.map((e) => e.character));
    const gangOf = new Map(s.summary().characters.map((c) => [c.id, c.gang]));
    for (const r of rows) {
      expect(r.gang).toBe(gangOf.get(r.character));
      if (r.by !== null) expect(gangOf.get(r.by)).not.toBe(r.gang);
    }
    // The first: the Brachyura's claws on the Whaler, in round 2 (its attack roll, Damage and last Life Point).
    expect(rows[0]).toEqual({
      round: 2,
      character: 'guild-whaler',
      gang: 'guild',
      by: 'rashaar-brachyura',
      cause: 'Crushing Claws',
    });
  });

  it('says it in a line, naming nobody when no enemy is credited', () => {
    expect(
      takenOutLine({ round: 1, character: 'Whaler', gang: 'A', by: 'Brachyura', cause: 'Crushing Claws' }),
    ).toBe('Round 1: Brachyura took out Whaler (Crushing Claws)');
    expect(takenOutLine({ round: 2, character: 'Witch', gang: 'A', by: null, cause: 'falling' })).toBe(
      'Round 2: Witch was taken out (falling)',
    );
    expect(takenOutLine({ round: 3, character: 'Witch', gang: 'A', by: null, cause: '' })).toBe(
      'Round 3: Witch was taken out',
    );
  });
});

describe('vpByRound: Victory Points round by round', () => {
  it('scores the end of every round played, then the final score', () => {
    const s = played();
    const points = vpByRound(recordOf(s.match))!;
    const rounds = scenarioOf(s.setup.scenario).rounds;
    const roundsPlayed = s.match.round === rounds ? rounds : s.match.round - 1;
    expect(points.map((p) => p.label)).toEqual([
      ...Array.from({ length: roundsPlayed }, (_, k) => `Round ${k + 1}`),
      'End',
    ]);
    expect(points.at(-1)!.vp).toEqual(s.match.vp);
    for (const p of points) expect(Object.keys(p.vp).sort()).toEqual(Object.keys(s.match.vp).sort());
  });

  it('gives null for a record that does not replay', () => {
    const s = played();
    const record = recordOf(s.match);
    expect(vpByRound({ ...record, commands: [record.commands[1]!, ...record.commands] })).toBeNull();
  });
});
