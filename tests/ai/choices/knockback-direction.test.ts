/**
 * The AI's Get Over Here (src/ai/choices/knockback-direction.ts): the Whaler sends a hooked enemy where it hurts —
 * off a roof's edge rather than across it.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../../src/ai/choices.ts';
import { planAttack, weaponsOf } from '../../../src/rules/combat/combat.ts';
import { arena, CITIZEN, combat } from '../../rules/helpers/arena.ts';

describe('Get Over Here', () => {
  it('pushes the enemy off the roof when an edge is in reach, and straight away on open ground', () => {
    // a 4″ roof: the enemy stands at its south edge, the Whaler on the roof to the west
    const a = arena({
      rows: ['444444', '444444', '......'],
      figures: {
        whaler: { gang: 0, profile: 'the-guild-whaler', at: [0, 1, 4] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1, 4] },
      },
    });
    const p = planAttack(a.m, a.eid('whaler'), a.eid('foe'), weaponsOf(a.m, a.eid('whaler'))[0]!);
    a.ok(
      combat(a, 'whaler', 'foe', 'Whaling Lance'),
      ...Array(p.attack.pool).fill(9),
      ...Array(p.protection.pool).fill(2),
    );
    const d = a.m.pending;
    expect(d?.type).toBe('choose');
    if (d?.type !== 'choose') return;
    const pick = answerChoice(a.m, d);
    const option = d.options.find(
      (o) => o.id === (pick.command.type === 'decide' && 'option' in pick.command ? pick.command.option : ''),
    );
    expect(option?.at?.[2]).toBeLessThan(4);
    const open = arena({
      rows: ['........', '........', '........'],
      figures: {
        whaler: { gang: 0, profile: 'the-guild-whaler', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const q = planAttack(
      open.m,
      open.eid('whaler'),
      open.eid('foe'),
      weaponsOf(open.m, open.eid('whaler'))[0]!,
    );
    open.ok(
      combat(open, 'whaler', 'foe', 'Whaling Lance'),
      ...Array(q.attack.pool).fill(9),
      ...Array(q.protection.pool).fill(2),
    );
    const e = open.m.pending;
    if (e?.type !== 'choose') throw new Error('no choice');
    const flat = answerChoice(open.m, e).command;
    expect(flat.type === 'decide' && 'option' in flat && flat.option).toBe('away');
  });
});
