/**
 * Falls made on purpose for an Agenda (src/ai/stunt-candidates.ts): off a 6″ roof for Daredevil, into the canal for
 * High Dive, a walk to the edge to make one from, and never without an Agenda that asks for one.
 */
import { describe, expect, it } from 'vitest';
import { candidatesFor } from '../../src/ai/plan.ts';
import { STUNT_REACH, TERM_STUNT_SPOT } from '../../src/ai/stunt-candidates.ts';
import { agendaStateOf, type JumpCommand, type Match } from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';

/** A citizen of gang 0 at `at` on `rows`, holding the Agendas `hand`; its enemy far off to the east. */
function stuntman(rows: string[], at: [number, number], hand: readonly string[]) {
  const a = arena({
    rows,
    figures: {
      hero: { gang: 0, profile: CITIZEN, at },
      rival: { gang: 1, profile: CITIZEN, at: [rows[0]!.length - 1, rows.length - 1] },
    },
  });
  agendaStateOf(a.m).hands[0]!.push(
    ...hand.map((id) => ({ id, status: 'open' as const, achieved: false, memo: newMemo() })),
  );
  return a;
}

/** The jumps among the character's options, best first. */
function jumps(m: Match, eid: number): JumpCommand[] {
  return candidatesFor(m, eid)
    .map((c) => c.command)
    .filter((c): c is JumpCommand => c.type === 'jump');
}

const ROOF = ['66..............', '66..............', '................'];
const QUAY = ['11~~............', '11~~............', '................'];

describe('stunts for an Agenda', () => {
  it('jumps off a 6″ roof into the air for Daredevil, and falls from where the jump ends', () => {
    const a = stuntman(ROOF, [1, 0], ['daredevil']);
    const [best] = candidatesFor(a.m, a.eid('hero'));
    expect(best?.command.type).toBe('jump');
    const to = (best!.command as JumpCommand).to;
    // a point in the air at the roof's height, over the street beside it
    expect(to[2]).toBe(6);
    expect(to[0]).toBeGreaterThan(2);
    expect(best!.terms?.[0]?.label).toContain('Daredevil');
    expect(best!.why).toContain('fall 6″');
  });

  it('counts a fall of 6″ or more into the water for Daredevil too', () => {
    const a = stuntman(['77~~~...........', '77~~~...........', '................'], [1, 0], ['daredevil']);
    const [best] = candidatesFor(a.m, a.eid('hero'));
    expect(best?.command.type).toBe('jump');
    expect(best!.why).toMatch(/fall \d+″ into the water/);
  });

  it('makes no stunt from base contact with an enemy (the jump would be a disengage)', () => {
    const a = arena({
      rows: ROOF,
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [1, 0] },
        rival: { gang: 1, profile: CITIZEN, at: [1, 1] },
      },
    });
    agendaStateOf(a.m).hands[0]!.push({ id: 'daredevil', status: 'open', achieved: false, memo: newMemo() });
    const over = (j: JumpCommand) => j.to[2] === 6 && j.to[0] >= 2;
    expect(jumps(a.m, a.eid('hero')).filter(over)).toEqual([]);
  });

  it('jumps into the canal for High Dive', () => {
    const a = stuntman(QUAY, [1, 0], ['high-dive']);
    const [stunt] = candidatesFor(a.m, a.eid('hero'));
    expect(stunt?.command).toMatchObject({ type: 'jump' });
    const to = (stunt!.command as JumpCommand).to;
    expect(
      a.m.board
        .surfacesAt(Math.floor(to[0]), Math.floor(to[1]))
        .some((n) => a.m.board.surfaceKind(n) === 'water'),
    ).toBe(true);
    expect(stunt!.why).toContain('into the water');
  });

  it('walks to the water’s edge to dive from it next', () => {
    const a = stuntman(['.......~~~......', '.......~~~......', '................'], [1, 1], ['high-dive']);
    const [best] = candidatesFor(a.m, a.eid('hero'));
    expect(best?.command.type).toBe('run-climb');
    expect(best?.terms?.some((t) => t.label === TERM_STUNT_SPOT && t.value > 0)).toBe(true);
    // it ends within a short jump of the canal
    const to = (best!.command as { to: readonly number[] }).to;
    expect(7 - to[0]!).toBeLessThanOrEqual(STUNT_REACH);
  });

  it('stays on the roof without an Agenda that asks for a fall', () => {
    const a = stuntman(ROOF, [1, 0], ['heroic-duel']);
    expect(jumps(a.m, a.eid('hero')).filter((j) => j.to[2] === 6 && j.to[0] >= 2)).toEqual([]);
    const b = stuntman(QUAY, [1, 0], ['daredevil']);
    // a 2″ drop into the water is no Daredevil: no jump into the air over the canal
    const overWater = (j: JumpCommand) =>
      b.m.board
        .surfacesAt(Math.floor(j.to[0]), Math.floor(j.to[1]))
        .some((n) => b.m.board.surfaceKind(n) === 'water');
    expect(jumps(b.m, b.eid('hero')).filter(overWater)).toEqual([]);
  });
});
