/**
 * The scenarios of The Winds of Fate (rulebook "Campaigns & Scenarios", "The Winds of Fate") as data: one file per
 * scenario under `src/content/scenarios/`, validated on load against {@link ScenarioFileSchema}. The rules play them
 * (src/rules/scenario/); the menu shows their name, story, board size, Ducats and duration.
 *
 * A scenario file is `{ id, name, story, board: {width, depth}, ducats, rounds, players: {min, max},
 * leaderRequired, agendas: {count, vp, rules}, primary, objectives?, zones? | sides?, rules }` — see the types
 * below for each field. Errors name the file and the field: `secure-arms.json: zones.2[0].depth: expected a whole
 * number ≥ 1`.
 */
import * as v from 'valibot';
import acquisition from './scenarios/acquisition.json';
import gangWar from './scenarios/gang-war.json';
import secureArms from './scenarios/secure-arms.json';
import streetFight from './scenarios/street-fight.json';
import takeWhatIsTheirs from './scenarios/take-what-is-theirs.json';
import { ContentError, parseOrThrow } from './schema.ts';

const int = v.pipe(v.number(), v.integer('expected a whole number'));
const positiveInt = v.pipe(int, v.minValue(1, 'expected a whole number ≥ 1'));
const nonNegativeInt = v.pipe(int, v.minValue(0, 'expected a whole number ≥ 0'));
const text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'));
const fraction = v.pipe(v.number(), v.minValue(0, 'expected 0..1'), v.maxValue(1, 'expected 0..1'));

/** A board edge, north being y = 0 and west x = 0. */
export const EDGES = ['north', 'south', 'west', 'east'] as const;
export type Edge = (typeof EDGES)[number];
/** A board corner. */
export const CORNERS = ['north-west', 'north-east', 'south-west', 'south-east'] as const;
export type Corner = (typeof CORNERS)[number];

/**
 * A Deployment Zone as the scenario draws it (rulebook "Deployment Zones"):
 * - an edge strip: up to `depth` inches from `edge`, leaving `inset` inches free at both ends along the edge
 *   (Secure Arms: 12″ from the side edges), and only the `part` [from, to] of what is left (fractions along the
 *   edge, west to east or north to south: Street Fight's shared zones);
 * - a corner: up to `radius` inches from the corner (a quarter circle; Acquisition, Take What is Theirs).
 */
export type ZoneSpec =
  | {
      readonly edge: Edge;
      readonly depth: number;
      readonly inset?: number;
      readonly part?: readonly [number, number];
    }
  | { readonly corner: Corner; readonly radius: number };

const ZoneSchema = v.union([
  v.strictObject({
    edge: v.picklist(EDGES),
    depth: positiveInt,
    inset: v.optional(nonNegativeInt),
    part: v.optional(v.tuple([fraction, fraction])),
  }),
  v.strictObject({ corner: v.picklist(CORNERS), radius: positiveInt }),
]);

/** Zones by number of players ("2", "3", "4"), in the order they are offered. */
const ZonesByCount = v.record(v.picklist(['1', '2', '3', '4']), v.array(ZoneSchema));

/** The Agenda rules a scenario may apply (rulebook "Agendas"). */
export const AGENDA_RULES = ['Cycle', 'Double', 'Secret', 'Secondary', 'Total'] as const;

/**
 * How the Primary Objective scores (rulebook "The Winds of Fate"):
 * - `characters-on-board`: each friendly character on the board at the end scores `vp` (Gang War);
 * - `objectives-held`: each Objective scores `vp` to the gang with a character within 3″ and no enemy within 3″ (the
 *   general rule, "Primary Objective"), or `carriedVp` to the gang of its carrier (Secure Arms, Acquisition);
 * - `objectives-home`: each Objective within `home` inches of a gang's zone corner scores `vp` to it (Take What is
 *   Theirs);
 * - `street-fight`: each Attacker that leaves by the far short edge scores `vp` to its gang, each Attacker taken
 *   out scores `vp` to the gang that took it out.
 */
const PrimarySchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('characters-on-board'), vp: positiveInt }),
  v.strictObject({ kind: v.literal('objectives-held'), vp: positiveInt, carriedVp: v.optional(positiveInt) }),
  v.strictObject({ kind: v.literal('objectives-home'), vp: positiveInt, home: positiveInt }),
  v.strictObject({ kind: v.literal('street-fight'), vp: positiveInt }),
]);

/** The kinds of Objective (rulebook "Primary Objective"). */
export const OBJECTIVE_KINDS = ['claimable', 'destructible', 'hidden', 'mobile'] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

/**
 * Where the Objectives are set up and what they are:
 * - `place: "level"`: on the level's objective spots for this scenario (`count` of them);
 * - `place: "zone-corners"`: one per gang, `inches` diagonally from its zone's corner toward the board's middle,
 *   claimed by that gang at the start when `claimedAtStart` (Take What is Theirs).
 */
const ObjectivesSchema = v.variant('place', [
  v.strictObject({
    place: v.literal('level'),
    count: positiveInt,
    kinds: v.array(v.picklist(OBJECTIVE_KINDS)),
  }),
  v.strictObject({
    place: v.literal('zone-corners'),
    inches: positiveInt,
    kinds: v.array(v.picklist(OBJECTIVE_KINDS)),
    claimedAtStart: v.optional(v.boolean()),
  }),
]);

/**
 * Special rules a scenario prints, by id (played in src/rules: scenario/ and abilities/scenario/):
 * - `gondola-per-gang`: each player sets up one gondola in water with the scenery (Gang War);
 * - `armed-near-objectives`: within 3″ of an Objective, Expert Offence (2) and Expert Marksman (2) (Secure Arms);
 * - `brave-near-carrier`: Brave in sight of a friend carrying an Objective (Take What is Theirs);
 * - `attackers-escape`: an Attacker touching the far short edge leaves play (Street Fight);
 * - `defender-command-points`: each Defender gives one character with Command Points 3 more (Street Fight).
 */
export const SCENARIO_RULES = [
  'gondola-per-gang',
  'armed-near-objectives',
  'brave-near-carrier',
  'attackers-escape',
  'defender-command-points',
] as const;
export type ScenarioRuleId = (typeof SCENARIO_RULES)[number];

/** The sides of a scenario that has them (Street Fight): zones by side and by how many gangs take that side. */
const SidesSchema = v.strictObject({ attacker: ZonesByCount, defender: ZonesByCount });

/** One scenario file. */
export const ScenarioFileSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id')),
    name: text,
    story: text,
    /** Board size in inches (1 tile = 1″): 36×36 for 3′×3′, 24×24 for 2′×2′, 48×24 for 2′×4′. */
    board: v.strictObject({ width: positiveInt, depth: positiveInt }),
    ducats: positiveInt,
    rounds: positiveInt,
    players: v.strictObject({ min: positiveInt, max: positiveInt }),
    leaderRequired: v.boolean(),
    agendas: v.strictObject({
      count: nonNegativeInt,
      vp: nonNegativeInt,
      rules: v.array(v.picklist(AGENDA_RULES)),
    }),
    primary: PrimarySchema,
    objectives: v.optional(ObjectivesSchema),
    zones: v.optional(ZonesByCount),
    sides: v.optional(SidesSchema),
    rules: v.array(v.picklist(SCENARIO_RULES)),
  }),
  v.check((s) => s.players.min <= s.players.max, 'players: min is above max'),
  v.check(
    (s) => (s.zones === undefined) !== (s.sides === undefined),
    'needs either zones or sides, not both',
  ),
);

export type ScenarioFile = v.InferOutput<typeof ScenarioFileSchema>;
export type ScenarioPrimary = ScenarioFile['primary'];
export type ScenarioObjectives = NonNullable<ScenarioFile['objectives']>;
export type Side = 'attacker' | 'defender';

/**
 * Check a scenario file's JSON against the schema and its own consistency: zones for every number of players it
 * allows (or, with sides, for one and two gangs a side), Objectives where the Primary Objective counts them.
 * @throws ContentError naming the file and the field.
 */
export function validateScenarioFile(json: unknown, file: string): ScenarioFile {
  const s = parseOrThrow(ScenarioFileSchema, json, file);
  if (s.zones) {
    for (let n = s.players.min; n <= s.players.max; n++) {
      const zones = s.zones[String(n) as '2'];
      if (!zones) throw new ContentError(`${file}: zones.${n}: no zones for ${n} players`);
      if (zones.length < n)
        throw new ContentError(`${file}: zones.${n}: ${zones.length} zones for ${n} players`);
    }
  }
  const objectiveScoring = s.primary.kind === 'objectives-held' || s.primary.kind === 'objectives-home';
  if (objectiveScoring && !s.objectives)
    throw new ContentError(
      `${file}: objectives: the Primary Objective scores Objectives but none are set up`,
    );
  return s;
}

const FILES: readonly (readonly [string, unknown])[] = [
  ['gang-war.json', gangWar],
  ['secure-arms.json', secureArms],
  ['acquisition.json', acquisition],
  ['take-what-is-theirs.json', takeWhatIsTheirs],
  ['street-fight.json', streetFight],
];

let loaded: ReadonlyMap<string, ScenarioFile> | undefined;

function scenarioFiles(): ReadonlyMap<string, ScenarioFile> {
  loaded ??= new Map(
    FILES.map(([file, json]) => {
      const s = validateScenarioFile(json, file);
      if (`${s.id}.json` !== file) throw new ContentError(`${file}: id: "${s.id}" is not the file's name`);
      return [s.id, s];
    }),
  );
  return loaded;
}

/** Ids of the scenarios, in the rulebook's order. */
export function scenarioFileIds(): string[] {
  return [...scenarioFiles().keys()];
}

/**
 * The data of scenario `id`.
 * @throws Error naming an unknown id and the known ones.
 */
export function scenarioFile(id: string): ScenarioFile {
  const s = scenarioFiles().get(id);
  if (!s) throw new Error(`unknown scenario "${id}" (known: ${scenarioFileIds().join(', ')})`);
  return s;
}
