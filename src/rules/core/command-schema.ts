/**
 * The shape of every command, checked at the engine's door before any rule is asked (a command from a file, a
 * replay or a person may be malformed; it is refused with a message, never thrown on).
 */
import * as v from 'valibot';

const finite = v.pipe(v.number(), v.finite());
const point = v.tuple([finite, finite, finite]);
const actor = v.pipe(v.string(), v.minLength(1));

/** The schema of every command (valibot): the one judge of a command's shape. */
export const CommandSchema = v.variant('type', [
  v.object({ type: v.literal('activate'), actor }),
  v.object({ type: v.literal('run-climb'), actor, to: point, thenDrop: v.optional(v.boolean()) }),
  v.object({
    type: v.literal('jump'),
    actor,
    to: point,
    controlledLanding: v.optional(v.boolean()),
    onward: v.optional(v.boolean()),
  }),
  v.object({ type: v.literal('combat'), actor, target: actor, weapon: v.pipe(v.string(), v.minLength(1)) }),
  v.object({ type: v.literal('grapple'), actor, target: actor, to: point }),
  v.object({ type: v.literal('drown'), actor, target: actor }),
  v.object({ type: v.literal('end-turn'), actor }),
  v.object({ type: v.literal('order'), actor, target: actor }),
  v.object({
    type: v.literal('ability'),
    actor,
    ability: v.pipe(v.string(), v.minLength(1)),
    targets: v.array(actor),
  }),
  v.object({
    type: v.literal('unique-action'),
    actor,
    action: v.pipe(v.string(), v.minLength(1)),
    target: v.optional(actor),
    to: v.optional(point),
  }),
  v.object({
    type: v.literal('cast'),
    actor,
    spell: v.pipe(v.string(), v.minLength(1)),
    targets: v.optional(v.array(actor)),
  }),
  v.object({ type: v.literal('dive'), actor }),
  v.object({ type: v.literal('fly'), actor, to: point }),
  v.object({ type: v.literal('row'), actor, to: point }),
  v.object({ type: v.literal('hide'), actor }),
  v.object({ type: v.literal('guard'), actor }),
  v.object({ type: v.literal('underwater-move'), actor, to: point }),
  v.object({ type: v.literal('drop-objective'), actor }),
  v.object({ type: v.literal('destroy-objective'), actor, objective: actor }),
  v.variant('decision', [
    v.object({
      type: v.literal('decide'),
      decision: v.literal('deploy'),
      character: actor,
      placements: v.array(v.object({ character: actor, at: point })),
    }),
    v.object({
      type: v.literal('decide'),
      decision: v.literal('will-points'),
      character: actor,
      amount: finite,
    }),
    v.object({
      type: v.literal('decide'),
      decision: v.literal('guard-attack'),
      character: actor,
      accept: v.boolean(),
    }),
    v.object({
      type: v.literal('decide'),
      decision: v.literal('choose'),
      character: actor,
      option: v.pipe(v.string(), v.minLength(1)),
    }),
  ]),
]);

/** A check of one field's value. */
export type Check = (x: unknown) => boolean;
const isName: Check = (x) => typeof x === 'string' && x.length > 0;
const isFiniteNumber: Check = (x) => typeof x === 'number' && Number.isFinite(x);
const all = (x: unknown[], c: Check): boolean => {
  for (let k = 0; k < x.length; k++) if (!c(x[k])) return false;
  return true;
};
const isPoint: Check = (x) => Array.isArray(x) && x.length === 3 && all(x, isFiniteNumber);
const isNames: Check = (x) => Array.isArray(x) && all(x, isName);
const optional =
  (c: Check): Check =>
  (x) =>
    x === undefined || c(x);
const optionalFlag = optional((x) => typeof x === 'boolean');

/**
 * The fields of each command type, as {@link CommandSchema} asks them: a quick check that accepts only commands the
 * schema accepts. What it does not accept goes to the schema, for the answer and its message.
 */
export const QUICK: Record<string, Record<string, Check>> = {
  activate: { actor: isName },
  'run-climb': { actor: isName, to: isPoint, thenDrop: optionalFlag },
  jump: { actor: isName, to: isPoint, controlledLanding: optionalFlag, onward: optionalFlag },
  combat: { actor: isName, target: isName, weapon: isName },
  grapple: { actor: isName, target: isName, to: isPoint },
  drown: { actor: isName, target: isName },
  'end-turn': { actor: isName },
  order: { actor: isName, target: isName },
  ability: { actor: isName, ability: isName, targets: isNames },
  'unique-action': { actor: isName, action: isName, target: optional(isName), to: optional(isPoint) },
  cast: { actor: isName, spell: isName, targets: optional(isNames) },
  dive: { actor: isName },
  fly: { actor: isName, to: isPoint },
  row: { actor: isName, to: isPoint },
  hide: { actor: isName },
  guard: { actor: isName },
  'underwater-move': { actor: isName, to: isPoint },
  'drop-objective': { actor: isName },
  'destroy-objective': { actor: isName, objective: isName },
};

/** The fields of each decision (`type: 'decide'`), by its `decision`, as {@link QUICK}. */
export const QUICK_DECISIONS: Record<string, Record<string, Check>> = {
  'will-points': { character: isName, amount: isFiniteNumber },
  'guard-attack': { character: isName, accept: (x) => typeof x === 'boolean' },
  choose: { character: isName, option: isName },
  deploy: {
    character: isName,
    placements: (x) =>
      Array.isArray(x) &&
      all(
        x,
        (p) =>
          typeof p === 'object' &&
          p !== null &&
          isName((p as { character?: unknown }).character) &&
          isPoint((p as { at?: unknown }).at),
      ),
  },
};

/**
 * Whether `cmd` passes the quick check of {@link QUICK} (true only for commands {@link CommandSchema} accepts; false
 * says nothing: the schema decides).
 */
export function quicklyWellFormed(cmd: unknown): boolean {
  if (typeof cmd !== 'object' || cmd === null || Array.isArray(cmd)) return false;
  const c = cmd as Record<string, unknown>;
  const table = c.type === 'decide' ? QUICK_DECISIONS : QUICK;
  const kind = c.type === 'decide' ? c.decision : c.type;
  if (typeof kind !== 'string' || !Object.hasOwn(table, kind)) return false;
  const fields = table[kind]!;
  for (const name in fields) if (!fields[name]!(c[name])) return false;
  return true;
}

/** A copy of one field's value: arrays (points, targets, placements) copied down to their plain values. */
function copied(x: unknown): unknown {
  if (!Array.isArray(x)) return x;
  return x.map((e) =>
    typeof e === 'object' && e !== null && !Array.isArray(e)
      ? { character: (e as { character: unknown }).character, at: copied((e as { at: unknown }).at) }
      : copied(e),
  );
}

/**
 * A clean copy of a well-formed command (one {@link commandShapeProblem} accepts): its type and the fields
 * {@link QUICK} names for it, nothing else (unknown fields dropped, absent optional fields left out), and no array
 * shared with the caller. The engine keeps this copy in its record, so a caller that changes its object afterwards
 * changes nothing recorded.
 */
export function cleanCommand<C extends { readonly type: string }>(cmd: C): C {
  const c = cmd as unknown as Record<string, unknown>;
  const decide = c.type === 'decide';
  const fields = (decide ? QUICK_DECISIONS : QUICK)[String(decide ? c.decision : c.type)] ?? {};
  const out: Record<string, unknown> = decide ? { type: c.type, decision: c.decision } : { type: c.type };
  for (const name in fields) if (c[name] !== undefined) out[name] = copied(c[name]);
  return out as unknown as C;
}

/** Why `cmd` is not a well-formed command (naming the field), or null when it is. */
export function commandShapeProblem(cmd: unknown): string | null {
  if (quicklyWellFormed(cmd)) return null;
  const r = v.safeParse(CommandSchema, cmd);
  if (r.success) return null;
  const issue = r.issues[0]!;
  const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
  return `malformed command${path ? ` (${path})` : ''}: ${issue.message}`;
}
