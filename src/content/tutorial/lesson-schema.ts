/**
 * The tutorial's lessons as data (`levels/tutorial/*.json`, docs/tutorial.md): a small board drawn as text, the gangs,
 * the seed that fixes their dice, and the steps — what to read, what to click, and the command the engine must take
 * before the lesson goes on. Every file is checked on load; the error names the file and the field.
 */
import * as v from 'valibot';
import { ContentError, parseOrThrow } from '../schema.ts';

const text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'));
const id = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id'));
const inches = v.pipe(v.number(), v.minValue(0, 'expected inches ≥ 0'));
const point = v.tuple([v.number(), v.number(), v.number()]);

/** Where a step's pulse points: a figure (match id), a tile (x, y, z in inches), or a button by its accessible name. */
const PointSchema = v.union([
  v.strictObject({ figure: text }),
  v.strictObject({ tile: point }),
  v.strictObject({ button: text }),
]);

/**
 * What a command the step waits for must say: its `type`, and any of its fields. A point (`to`) is given as
 * `[x, y, z]` inches and matches any point in the same 1″ column at that height.
 */
const CommandPatternSchema = v.looseObject({ type: text });

/** What a step waits for before the lesson goes on. */
const WaitSchema = v.union([
  v.literal('next'),
  v.strictObject({ selected: text }),
  v.strictObject({ mode: text }),
  v.strictObject({ target: text }),
  v.strictObject({ controlledLanding: v.literal(true) }),
  v.strictObject({ command: CommandPatternSchema }),
  v.strictObject({ decision: v.picklist(['will-points', 'choose', 'guard-attack']) }),
  v.strictObject({ yourTurn: v.literal(true) }),
  v.strictObject({ over: v.literal(true) }),
]);

const StepSchema = v.strictObject({
  /** What to do and why, in a sentence or two. */
  text,
  point: v.optional(PointSchema),
  wait: WaitSchema,
  /** Said once the step is done (with the dice of the command, when it rolled). */
  after: v.optional(text),
});

/** The terrain kinds a text board's legend may name (rulebook "Terrain"; docs/rules-cases.md). */
const TERRAIN_KINDS = [
  'ground',
  'water',
  'deep-water',
  'building',
  'obstacle',
  'small-obstacle',
  'impassable',
  'difficult',
  'unstable',
  'soft',
  'dangerous',
] as const;

const LegendSchema = v.strictObject({
  kind: v.optional(v.picklist(TERRAIN_KINDS)),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))),
  ladder: v.optional(v.boolean()),
  waterAccess: v.optional(v.boolean()),
});

const ZoneSchema = v.strictObject({ x0: inches, y0: inches, x1: inches, y1: inches });

const GangSchema = v.strictObject({
  id,
  name: text,
  faction: text,
  colour: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #a0b1c2')),
  controller: v.picklist(['human', 'ai']),
  roster: v.pipe(
    v.array(v.strictObject({ profile: id, name: v.optional(text) })),
    v.minLength(1, 'a gang needs a figure'),
  ),
});

export const LessonSchema = v.strictObject({
  id,
  title: text,
  /** The rulebook section the lesson teaches. */
  section: text,
  /** What the lesson teaches, in a line (the lesson list). */
  summary: text,
  scenario: v.optional(id),
  board: v.strictObject({
    rows: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
    legend: v.optional(v.record(v.pipe(v.string(), v.length(1)), LegendSchema)),
    zones: v.array(ZoneSchema),
  }),
  gangs: v.pipe(v.array(GangSchema), v.minLength(2), v.maxLength(4)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  difficulty: v.optional(v.picklist(['easy', 'normal', 'hard'])),
  /** Whether the Agendas panel shows (a lesson about Victory Points and Agendas); hidden by default. */
  agendas: v.optional(v.boolean()),
  /** Which questions a person is asked in this lesson (unasked: declined, as "never"). */
  asks: v.strictObject({ willPoints: v.boolean(), commandPoints: v.boolean() }),
  steps: v.pipe(v.array(StepSchema), v.minLength(1)),
});

/** One lesson of the tutorial (see the module comment). */
export type Lesson = v.InferOutput<typeof LessonSchema>;
/** One step of a lesson. */
export type LessonStep = Lesson['steps'][number];
/** What a step waits for. */
export type StepWait = LessonStep['wait'];
/** Where a step points. */
export type StepPoint = NonNullable<LessonStep['point']>;

/**
 * Check a lesson file.
 * @throws ContentError naming `file` and the first wrong field, e.g. `01-moving.json: steps[2].wait: …`.
 */
export function parseLesson(json: unknown, file: string): Lesson {
  return checkedLesson(parseOrThrow(LessonSchema, json, file), file);
}

/** What the schema cannot say: rows of one length, one zone per gang, one human gang. */
function checkedLesson(l: Lesson, file: string): Lesson {
  const width = l.board.rows[0]!.length;
  const bad = l.board.rows.findIndex((r) => r.length !== width);
  if (bad >= 0) throw new ContentError(`${file}: board.rows[${bad}]: expected ${width} columns`);
  if (l.board.zones.length < l.gangs.length)
    throw new ContentError(`${file}: board.zones: expected a zone for each of the ${l.gangs.length} gangs`);
  if (!l.gangs.some((g) => g.controller === 'human'))
    throw new ContentError(`${file}: gangs: a lesson needs a gang the person plays`);
  return l;
}
