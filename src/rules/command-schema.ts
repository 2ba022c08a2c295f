/**
 * The shape of every command, checked at the engine's door before any rule is asked (a command from a file, a
 * replay or a person may be malformed; it is refused with a message, never thrown on).
 */
import * as v from 'valibot';

const finite = v.pipe(v.number(), v.finite());
const point = v.tuple([finite, finite, finite]);
const actor = v.pipe(v.string(), v.minLength(1));

const CommandSchema = v.variant('type', [
  v.object({ type: v.literal('activate'), actor }),
  v.object({ type: v.literal('run-climb'), actor, to: point }),
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
  v.variant('decision', [
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

/** Why `cmd` is not a well-formed command (naming the field), or null when it is. */
export function commandShapeProblem(cmd: unknown): string | null {
  const r = v.safeParse(CommandSchema, cmd);
  if (r.success) return null;
  const issue = r.issues[0]!;
  const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
  return `malformed command${path ? ` (${path})` : ''}: ${issue.message}`;
}
