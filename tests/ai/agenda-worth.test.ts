/**
 * The computer plays its Agendas (src/ai/agenda-worth.ts) on small positions: an attack that could take out the enemy
 * Leader is worth Heroic Duel's Victory Point times the chance; a Drown's kill is worth Watery Grave, a shot at an
 * enemy in cover Don't Let Them Hide, as the engine reads the kill; a move that leaves the Leader touching two enemies
 * is worth Inspiring Leadership in full, and the computer takes it.
 */
import { describe, expect, it } from 'vitest';
import { standingAgendaStep, TERM_STANDING_STEP } from '../../src/ai/agenda-worth.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { holding } from '../rules/helpers/agendas.ts';
import { arena, CITIZEN, RECRUITER } from '../rules/helpers/arena.ts';

const LEADER = 'the-guild-harbourmaster';
const ROWS = ['..........', '..........', '..........', '..........', '..........'];

describe('the computer and its Agendas', () => {
  it('values an attack on the enemy Leader by Heroic Duel, times the chance to take it out', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        boss: { gang: 0, profile: LEADER, at: [0, 0] },
        rival: { gang: 1, profile: LEADER, at: [1, 0], lp: 1 },
        mook: { gang: 1, profile: CITIZEN, at: [0, 1], lp: 1 },
      },
    });
    const without = candidatesFor(a.m, a.eid('boss')).find(
      (c) => c.command.type === 'combat' && c.command.target === a.id('rival'),
    )!;
    expect(without.terms?.some((t) => t.label.startsWith('Agenda'))).toBe(false);
    holding(a, 0, 'heroic-duel');
    const withIt = candidatesFor(a.m, a.eid('boss')).find(
      (c) => c.command.type === 'combat' && c.command.target === a.id('rival'),
    )!;
    const term = withIt.terms!.find((t) => t.label.startsWith('Agenda'))!;
    expect(term.label).toContain('Heroic Duel');
    expect(term.value).toBeGreaterThan(0);
    expect(term.value).toBeLessThanOrEqual(1);
    expect(withIt.score - without.score).toBeCloseTo(term.value, 9);
    // the Citizen is no Leader: attacking it gains no Agenda
    const other = candidatesFor(a.m, a.eid('boss')).find(
      (c) => c.command.type === 'combat' && c.command.target === a.id('mook'),
    )!;
    expect(other.terms?.some((t) => t.label.startsWith('Agenda'))).toBe(false);
  });

  it('values a Drown by Watery Grave (the kill drowns the enemy), never a Combat attack on the same swimmer', () => {
    const a = arena({
      rows: ['....', '.~~.', '....'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [1, 1], lp: 2 },
        far: { gang: 1, profile: CITIZEN, at: [3, 2] },
      },
    });
    const options = () => candidatesFor(a.m, a.eid('red'));
    const ofType = (all: ReturnType<typeof options>, type: string) =>
      all.find((c) => c.command.type === type && 'target' in c.command && c.command.target === a.id('blue'));
    const before = ofType(options(), 'drown')!;
    expect(before.terms?.some((t) => t.label.startsWith('Agenda'))).toBe(false);
    holding(a, 0, 'watery-grave');
    const all = options();
    const drown = ofType(all, 'drown')!;
    const term = drown.terms!.find((t) => t.label.startsWith('Agenda'))!;
    expect(term.label).toBe('Agenda if it is taken out: Watery Grave');
    expect(term.value).toBeGreaterThan(0);
    expect(term.value).toBeLessThanOrEqual(1);
    expect(drown.score - before.score).toBeCloseTo(term.value, 9);
    const strike = ofType(all, 'combat');
    expect(strike?.terms?.some((t) => t.label.includes('Watery Grave')) ?? false).toBe(false);
    expect(all[0]!.command.type).toBe('drown');
  });

  it("values a shot at an enemy in cover by Don't Let Them Hide, not one at an enemy in the open", () => {
    const a = arena({
      rows: ['..........', '..........', '.....55555', '..........'],
      figures: {
        bow: { gang: 0, profile: RECRUITER, at: [0, 3], cp: 0 },
        open: { gang: 1, profile: CITIZEN, at: [3, 3], lp: 1 },
        hidden: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 1 },
      },
    });
    holding(a, 0, 'dont-let-them-hide');
    const all = candidatesFor(a.m, a.eid('bow'));
    const at = (who: string) =>
      all.find((c) => c.command.type === 'combat' && c.command.target === a.id(who))!;
    const card = (who: string) => at(who).terms?.find((t) => t.label.includes("Don't Let Them Hide"));
    expect(card('hidden')?.value).toBeGreaterThan(0);
    expect(card('open')).toBeUndefined();
  });

  it('moves its Leader into base contact with two enemies for Inspiring Leadership', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        boss: { gang: 0, profile: LEADER, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [5, 1] },
        b2: { gang: 1, profile: CITIZEN, at: [5, 3] },
      },
    });
    const before = candidatesFor(a.m, a.eid('boss'));
    holding(a, 0, 'inspiring-leadership');
    const all = candidatesFor(a.m, a.eid('boss'));
    const touching = all.filter((c) => c.terms?.some((t) => t.label.includes('Inspiring Leadership')));
    expect(touching.length).toBeGreaterThan(0);
    expect(all[0]).toBe(touching[0]);
    // each such move gains the Agenda's Victory Point times the chance to get there; the others are unchanged
    for (const c of all) {
      const old = before.find((x) => JSON.stringify(x.command) === JSON.stringify(c.command))!;
      const term = c.terms?.find((t) => t.label.includes('Inspiring Leadership'));
      expect(c.score - old.score).toBeCloseTo(term?.value ?? 0, 9);
      if (term) expect(term.value).toBeGreaterThan(0.2);
    }
  });

  it('weighs a step toward Approach by Water: a character in the water beside one friend there is half the card', () => {
    // a canal down the middle of the street; no deployment zones on this board: every spot is outside them
    const canal = ['...~~~....', '...~~~....', '...~~~....', '...~~~....'];
    const a = arena({
      rows: canal,
      figures: {
        wet: { gang: 0, profile: CITIZEN, at: [4, 0] },
        wader: { gang: 0, profile: CITIZEN, at: [2, 2] },
        dry: { gang: 0, profile: CITIZEN, at: [0, 3] },
        rival: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    expect(standingAgendaStep(a.m, a.eid('wet'))).toBeNull();
    holding(a, 0, 'approach-by-water');
    // in the water, the friend not yet: two more needed, a quarter of the card (Gang War: 1 VP)
    expect(standingAgendaStep(a.m, a.eid('wet'))?.value).toBeCloseTo(0.25, 10);
    // out of the water: no part in it
    expect(standingAgendaStep(a.m, a.eid('wader'))).toBeNull();
    // the wader's moves into the canal carry the step (half: one friend is there), times the chance to get there
    const into = candidatesFor(a.m, a.eid('wader')).filter(
      (c) => c.command.type === 'run-climb' && c.terms?.some((t) => t.label.startsWith(TERM_STANDING_STEP)),
    );
    expect(into.length).toBeGreaterThan(0);
    for (const c of into) {
      const to = (c.command as { to: readonly number[] }).to;
      expect(to[0]).toBeGreaterThanOrEqual(3);
      expect(to[0]).toBeLessThan(6);
      const step = c.terms!.find((t) => t.label.startsWith(TERM_STANDING_STEP))!;
      expect(step.label).toContain('Approach by Water (2 of 3)');
      expect(step.value).toBeGreaterThan(0);
      expect(step.value).toBeLessThanOrEqual(0.5 + 1e-9);
    }
    // the swimmer's holding keeps its part
    const hold = candidatesFor(a.m, a.eid('wet')).find((c) => c.command.type === 'end-turn')!;
    expect(hold.terms?.find((t) => t.label.startsWith(TERM_STANDING_STEP))?.value).toBeCloseTo(0.25, 10);
  });
});
