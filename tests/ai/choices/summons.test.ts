/**
 * The AI and characters that join during a match (src/ai/choices/summons.ts): it uses Birth and Spawn when they
 * are worth it, and puts the newcomer near the enemy.
 */
import { describe, expect, it } from 'vitest';
import { answerSummonSpot, chooseSpawn } from '../../../src/ai/choices/summons.ts';
import { chooseCommand } from '../../../src/ai/index.ts';
import type { ChoiceDecision } from '../../../src/rules/core/types.ts';
import { arena, CITIZEN } from '../../rules/helpers/arena.ts';

const OPEN = Array.from({ length: 16 }, () => '.'.repeat(16));

describe('the AI and newcomers', () => {
  it('uses Birth, and places the Crybaby on the offered spot nearest the enemy', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        mum: { gang: 0, profile: 'rashaar-paartul-matriarch', at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 3] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('mum') });
    const pick = chooseCommand(a.m, 'red');
    expect(pick.command).toEqual({ type: 'ability', actor: a.id('mum'), ability: 'Birth', targets: [] });
    a.ok(pick.command);
    const d = a.m.pending as ChoiceDecision;
    expect(d.purpose).toBe('summon-spot');
    const answer = answerSummonSpot(a.m, d);
    const c = answer.command;
    const option = c.type === 'decide' && c.decision === 'choose' ? c.option : '';
    const chosen = d.options.find((o) => o.id === option)!;
    // the farthest east of the offered spots: toward the enemy
    expect(chosen.at![0]).toBe(Math.max(...d.options.map((o) => o.at![0])));
  });

  it('spawns an Infant Kraken with Life Points to spare, not when it has few left', () => {
    const figures = {
      host: { gang: 0, profile: 'rashaar-krakenhost', at: [7, 7] as const },
      foe: { gang: 1, profile: CITIZEN, at: [14, 7] as const },
    };
    const a = arena({ rows: OPEN, figures });
    a.ok({ type: 'activate', actor: a.id('host') });
    const spawn = chooseSpawn(a.m, a.eid('host'));
    expect(spawn?.command).toMatchObject({ type: 'unique-action', action: 'Spawn', to: [8.5, 7.5, 0] });
    expect(chooseCommand(a.m, 'red').command).toEqual(spawn!.command);
    const b = arena({ rows: OPEN, figures: { ...figures, host: { ...figures.host, lp: 4 } } });
    b.ok({ type: 'activate', actor: b.id('host') });
    expect(chooseSpawn(b.m, b.eid('host'))).toBeNull();
  });
});
