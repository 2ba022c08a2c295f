/**
 * The other actions of the table of actions (action-table.ts): Hide and Guard (rulebook "Hide", "Guard";
 * movement/hide.ts) and Cast Spell ("Magic"; magic/cast-spell.ts). The unique actions printed on profiles are
 * unique.ts.
 */
import { gainCounter } from '../../character/counters.ts';
import type { CastCommand, Command, StanceCommand } from '../../core/types.ts';
import {
  castApOf,
  castableSpells,
  castCommands,
  castCommandsOf,
  castProblem,
  resolveCast,
} from '../../magic/cast-spell.ts';
import { wallActionProblem } from '../../movement/climbing.ts';
import { midAirActionProblem } from '../../movement/fly.ts';
import { stanceProblem } from '../../movement/hide.ts';
import { emit, idOf } from '../../state/match-state.ts';
import { type ActionDef, action, drawFrom, startAction } from '../action-def.ts';

/** Hide or Guard, 1 AP: the character gains the counter (Hidden, Guard) and its turn ends. */
function stance(type: 'hide' | 'guard'): ActionDef {
  return action<StanceCommand>({
    type,
    kind: type,
    withoutAp: 'no',
    cost: () => 1,
    problem: (m, _cmd, eid) => stanceProblem(m, eid, type),
    list: (m, eid) => (stanceProblem(m, eid, type) ? [] : [{ type, actor: idOf(m, eid) }]),
    // biome-ignore lint/correctness/useYield: a stance rolls nothing and asks nothing
    *resolve(m, _cmd, eid) {
      startAction(m, eid, type, 1);
      const c = m.world.components;
      gainCounter(m, eid, type === 'hide' ? c.Hidden : c.Guarding, type === 'hide' ? 'hidden' : 'guard');
      c.Points.ap[eid] = 0;
    },
  });
}

/** Hide, 1 AP. */
export const HIDE = stance('hide');
/** Guard, 1 AP. */
export const GUARD = stance('guard');

/** Cast Spell, 1 AP: a spell of the caster's, at the characters it names. */
export const CAST = action<CastCommand>({
  type: 'cast',
  kind: 'cast',
  withoutAp: 'no',
  cost: (m, cmd, eid) => castApOf(m, eid, cmd.spell).ap,
  problem: (m, cmd, eid) => castProblem(m, eid, cmd),
  list: castCommands,
  draw(m, eid, pick) {
    // a spell first (each spell with a command as likely), then one of its commands
    let found: Command[] = [];
    if (!wallActionProblem(m, eid, 'cast') && !midAirActionProblem(m, eid, 'cast'))
      drawFrom(
        castableSpells(m, eid),
        (s) => {
          found = castCommandsOf(m, eid, s);
          return found.length > 0;
        },
        pick,
      );
    return found.length > 0 ? found[pick(found.length)]! : null;
  },
  *resolve(m, cmd, eid) {
    const cost = castApOf(m, eid, cmd.spell);
    startAction(m, eid, 'cast', cost.ap);
    if (cost.rule) {
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: cost.rule,
        effect: `casts for ${cost.ap} Action Points`,
      });
      cost.cast(m);
    }
    yield* resolveCast(m, eid, cmd);
  },
});
