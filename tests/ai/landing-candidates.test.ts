/**
 * Short Jumps with a Controlled Landing made for an Agenda (src/ai/landing-candidates.ts): Get to Ground's three
 * Controlled Landings in a round, the Will Point of each toward Will Be Done, and none without such an Agenda.
 */
import { describe, expect, it } from 'vitest';
import { hopAgendaGain, TERM_HOP_WILL } from '../../src/ai/landing-candidates.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { agendaStateOf, type JumpCommand, type Match } from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';

const STREET = ['................', '................', '................', '................'];

/**
 * Two citizens of gang 0 holding `hand`, with Will Points `wp` and `buddyWp`; their enemy at `rivalAt` (default far
 * off to the east).
 */
function hoppers(hand: readonly string[], wp = 3, buddyWp = 3, rivalAt: [number, number] = [15, 3]) {
  const a = arena({
    rows: STREET,
    figures: {
      hero: { gang: 0, profile: CITIZEN, at: [2, 1], wp },
      buddy: { gang: 0, profile: CITIZEN, at: [2, 3], wp: buddyWp },
      rival: { gang: 1, profile: CITIZEN, at: rivalAt },
    },
  });
  agendaStateOf(a.m).hands[0]!.push(
    ...hand.map((id) => ({ id, status: 'open' as const, achieved: false, memo: newMemo() })),
  );
  return a;
}

/** The Controlled Landing jumps among `eid`'s options, best first. */
function hops(m: Match, eid: number) {
  return candidatesFor(m, eid).filter(
    (c) => c.command.type === 'jump' && (c.command as JumpCommand).controlledLanding === true,
  );
}

describe('a short Jump with a Controlled Landing for an Agenda', () => {
  it('hops 2″ over level ground for Get to Ground, the step and the Will Point named in the Why? panel', () => {
    const a = hoppers(['get-to-ground']);
    const [best] = candidatesFor(a.m, a.eid('hero'));
    expect(best?.command).toMatchObject({ type: 'jump', controlledLanding: true });
    const to = (best!.command as JumpCommand).to;
    expect(Math.hypot(to[0] - 2.5, to[1] - 1.5)).toBeCloseTo(2, 0);
    expect(to[2]).toBe(0);
    const labels = best!.terms!.map((t) => t.label);
    expect(labels[0]).toBe('Agenda: Get to Ground (a step toward it)');
    expect(labels).toContain(TERM_HOP_WILL);
    expect(best!.why).toContain('Controlled Landing for an Agenda');
  });

  it('weighs the step by the Controlled Landings still needed: two more (the hero one, its friend two) is a quarter', () => {
    const a = hoppers(['get-to-ground']);
    // Gang War's Agendas score 1 VP each; two more Controlled Landings to come: 1 × 0.5 × 0.5.
    expect(hopAgendaGain(a.m, a.eid('hero'), 1)?.value).toBeCloseTo(0.25, 10);
  });

  it('sees no Get to Ground when the gang cannot make three Controlled Landings this round (Will Points spent)', () => {
    const a = hoppers(['get-to-ground'], 1, 0);
    expect(hopAgendaGain(a.m, a.eid('hero'), 1)).toBeNull();
    expect(hops(a.m, a.eid('hero'))).toEqual([]);
  });

  it('counts its Will Point toward Will Be Done with the friends still to act', () => {
    const a = hoppers(['will-be-done'], 3, 3);
    // 1 now, the hero's 2 left, the friend's 3: six in the round after two more spendings.
    const gain = hopAgendaGain(a.m, a.eid('hero'), 1);
    expect(gain?.label).toBe('Agenda: Will be Done (a step toward it)');
    expect(gain?.value).toBeCloseTo(0.25, 10);
  });

  it('never hops without an Agenda that asks for it', () => {
    const a = hoppers(['heroic-duel']);
    expect(hopAgendaGain(a.m, a.eid('hero'), 1)).toBeNull();
    expect(hops(a.m, a.eid('hero'))).toEqual([]);
  });

  it('makes no hop from base contact with an enemy (the jump would be a disengage)', () => {
    const a = hoppers(['get-to-ground'], 3, 3, [3, 1]);
    expect(hops(a.m, a.eid('hero'))).toEqual([]);
  });

  it('the engine counts the hop: its Will Point is spent and Get to Ground reads a Controlled Landing', () => {
    const a = hoppers(['get-to-ground']);
    const [best] = candidatesFor(a.m, a.eid('hero'));
    a.ok(best!.command);
    // The Jump roll asks whether to add Will Points to it: none; then DEXTERITY 4's dice, a Fail (2″).
    expect(a.m.pending).toMatchObject({ type: 'will-points', purpose: 'jump' });
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('hero'), amount: 0 }, 3, 2, 5, 1);
    expect(a.m.world.components.Points.wp[a.eid('hero')]).toBe(2);
    const jump = a.m.log.find((e) => e.type === 'jump');
    expect(jump).toMatchObject({ controlledLanding: true, landed: true });
    // it came down 2″ on (within 1″ of the point: the roll allowed 2″)
    const [x, y] = a.at('hero');
    expect(Math.hypot(x - 2.5, y - 1.5)).toBeGreaterThanOrEqual(1.9);
    const card = agendaStateOf(a.m).hands[0]![0]!;
    expect(card.memo.counts.cl).toBe(1);
  });
});
