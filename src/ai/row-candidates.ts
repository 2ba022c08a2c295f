/**
 * Row for the AI (rulebook "Gondolas", "Row"; tables.md "Row"; DESIGN §3.4), in the Victory Points of plan.ts. A
 * character riding a gondola with an Action Point left may row it toward each of the eight points the engine lists
 * (6″ off in each compass direction). Each Row is scored by its exact odds (rules `rowPreview`): every place the roll
 * may take the gondola is weighed as the end of a move there (move-candidates.ts `endWorth`, read under rules
 * `asIfRowed` with the gondola and its riders moved: what it can do from there, the danger, the pull toward the
 * enemy, the Primary Objective), times its chance; a roll that does not move it counts as staying; a Fumble throws
 * every rider into the water, which costs the rower what swimming costs it (considerations.ts `SWIM_COST`). What the
 * other riders gain or lose is not counted: the rower decides for itself, as a Run/Climb does.
 */
import {
  actionsOfKind,
  asIfRowed,
  enemiesTouching,
  type Match,
  nodeOf,
  type RowEnd,
  rowPreview,
} from '../rules/index.ts';
import { scoreOf } from './considerations.ts';
import { endWorth, type MoveEnd } from './move-candidates.ts';
import type { Candidate, PlanContext, Term } from './types.ts';

/** Words of a Row's terms (the Why? panel). */
export const TERM_ROW_ENDS =
  'where the Row leaves it, each place the roll may take the gondola times its chance';
export const TERM_ROW_FUMBLE = 'a Fumble: every rider thrown into the water';

/** The compass word of a direction (x east, y south). */
function compass(dx: number, dy: number): string {
  const ns = dy < -0.5 ? 'north' : dy > 0.5 ? 'south' : '';
  const we = dx > 0.5 ? 'east' : dx < -0.5 ? 'west' : '';
  return ns && we ? `${ns}-${we}` : ns || we;
}

/** The Rows of `here`'s character, scored (see the module comment); none when it rides no gondola. */
export function rowCandidates(m: Match, here: PlanContext): Candidate[] {
  const { eid } = here;
  if (here.ap < 1 || here.weights.behaviours.move <= 0) return [];
  const commands = actionsOfKind(m, eid, 'row');
  if (commands.length === 0) return [];
  const at = nodeOf(m, eid);
  const end: MoveEnd = {
    apAfter: here.ap - 1,
    start: { touching: enemiesTouching(m, eid, at), z: at.z },
    chance: 1,
    leaving: null,
    stunts: null,
    inches: 0,
  };
  const stay = endWorth(m, here, end).value;
  const swim = here.swimBase;
  // The same place is reached by Rows toward neighbouring points: each is read once.
  const worthAt = new Map<string, number>();
  const worthOf = (e: RowEnd) => {
    const key = `${e.i},${e.j},${e.orientation}`;
    let v = worthAt.get(key);
    if (v === undefined) {
      v = asIfRowed(m, eid, e, () => endWorth(m, here, { ...end, inches: e.inches }).value);
      worthAt.set(key, v);
    }
    return v;
  };
  const out: Candidate[] = [];
  const x = m.world.components.Position.x[eid] ?? 0;
  const y = m.world.components.Position.y[eid] ?? 0;
  for (const command of commands) {
    if (command.type !== 'row') continue;
    const p = rowPreview(m, eid, command.to);
    if (p.problem || p.ends.length === 0) continue;
    const moved = p.ends.reduce((sum, e) => sum + e.chance * worthOf(e), 0);
    const terms: Term[] = [
      { label: TERM_ROW_ENDS, value: moved + p.stayChance * stay },
      ...(p.fumbleChance > 0 && swim > 0 ? [{ label: TERM_ROW_FUMBLE, value: -p.fumbleChance * swim }] : []),
    ];
    const likely = p.ends[0]!;
    const dir = compass(command.to[0] - x, command.to[1] - y);
    out.push({
      command,
      score: scoreOf(terms),
      why: `row the gondola ${dir} (${likely.inches.toFixed(1)}″ most likely)`,
      terms,
    });
  }
  return out;
}
