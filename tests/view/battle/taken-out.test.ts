import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { recordOf, vpByRound } from '../../../src/campaign/match-replay.ts';
import { loadLevel, type MatchEvent, scenarioOf } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { takenOut, takenOutLine } from '../../../src/view/battle/taken-out.ts';

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

const at = (round: number, e: Record<string, unknown>) => ({ seq: 0, round, ...e }) as unknown as MatchEvent;

describe('takenOut: who took out whom', () => {
  it('names the enemy that acted last and what took the last Life Point; a fall or a friend names nobody', () => {
    const log = [
      at(0, { type: 'deploy', character: 'a1', gang: 'A', profile: 'p', x: 0, y: 0, z: 0 }),
      at(0, { type: 'deploy', character: 'a2', gang: 'A', profile: 'p', x: 0, y: 0, z: 0 }),
      at(0, { type: 'deploy', character: 'b1', gang: 'B', profile: 'p', x: 0, y: 0, z: 0 }),
      at(1, { type: 'turn-start', character: 'b1', gang: 'B', ap: 3 }),
      at(1, { type: 'action', character: 'b1', action: 'combat', ap: 1 }),
      at(1, { type: 'life-points', character: 'a1', lpBefore: 2, lpAfter: 0, cause: 'Sabre' }),
      at(1, { type: 'casualty', character: 'a1', gang: 'A' }),
      at(2, { type: 'turn-start', character: 'a2', gang: 'A', ap: 3 }),
      at(2, { type: 'life-points', character: 'a2', lpBefore: 1, lpAfter: 0, cause: 'falling' }),
      at(2, { type: 'casualty', character: 'a2', gang: 'A' }),
    ];
    expect(takenOut(log)).toEqual([
      { round: 1, character: 'a1', gang: 'A', by: 'b1', cause: 'Sabre' },
      { round: 2, character: 'a2', gang: 'A', by: null, cause: 'falling' },
    ]);
    expect(
      takenOutLine({ round: 1, character: 'Whaler', gang: 'A', by: 'Brachyura', cause: 'Crushing Claws' }),
    ).toBe('Round 1: Brachyura took out Whaler (Crushing Claws)');
    expect(takenOutLine({ round: 2, character: 'Witch', gang: 'A', by: null, cause: 'falling' })).toBe(
      'Round 2: Witch was taken out (falling)',
    );
  });

  it('reads every casualty of a played match, each taken out by an enemy or by nobody', () => {
    const s = played();
    const rows = takenOut(s.match.log);
    const casualties = s.match.log.filter((e) => e.type === 'casualty');
    expect(rows.map((r) => r.character)).toEqual(casualties.map((e) => e.character));
    const gangOf = new Map(s.summary().characters.map((c) => [c.id, c.gang]));
    for (const r of rows) {
      expect(r.gang).toBe(gangOf.get(r.character));
      if (r.by !== null) expect(gangOf.get(r.by)).not.toBe(r.gang);
    }
    expect(rows.some((r) => r.by !== null && r.cause !== '')).toBe(true);
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
