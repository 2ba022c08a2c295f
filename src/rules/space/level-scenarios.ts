/**
 * What a level says about the scenarios it serves (docs/levels.md):
 *
 * - map properties `scenario` (one id, e.g. `gang-war`) and `scenarios` (ids separated by commas, e.g.
 *   `gang-war,secure-arms`): the board serves all of them;
 * - the object layer `objectives`: points (or 1×1 rectangles) on the tiles where a scenario's Objectives are
 *   set up, with the string property `scenario` (the id of the scenario) and, for Hidden Objectives, the int
 *   property `value` (rulebook "Primary Objective": objectives may lie in water or above ground level).
 *
 * Each problem is reported with the file and the field.
 */
import {
  type Ctx,
  fail,
  intProp,
  label,
  objectLayer,
  pointOrRectCells,
  prop,
  stringProp,
} from './level-fields.ts';
import type { ColumnSpec, ObjectiveSpotSpec } from './terrain.ts';

/** A scenario id: lower-case words (letters, digits) joined by hyphens, e.g. `take-what-is-theirs`. */
const SCENARIO_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkId(ctx: Ctx, field: string, id: string): string {
  if (!SCENARIO_ID.test(id)) {
    fail(
      ctx,
      field,
      `${JSON.stringify(id)} is not a scenario id (lower-case words joined by "-", e.g. "secure-arms")`,
    );
  }
  return id;
}

/** The map property `name` as a trimmed string, or '' when absent. @throws LevelError when not a string. */
export function mapString(ctx: Ctx, name: string): string {
  const value = prop(ctx.map.properties, name);
  if (value === undefined) return '';
  if (typeof value !== 'string')
    fail(ctx, `properties.${name}`, `must be a string, found ${JSON.stringify(value)}`);
  return value.trim();
}

/**
 * The ids listed by the map property `scenarios` (comma-separated; spaces around the commas are allowed), in
 * order, each once; [] when absent.
 * @throws LevelError naming `properties.scenarios` for a value that is not a string, an empty item or an id
 *   that is not lower-case words joined by hyphens.
 */
export function mapScenarios(ctx: Ctx): string[] {
  const raw = mapString(ctx, 'scenarios');
  if (raw === '') return [];
  const ids = raw.split(',').map((part, n) => {
    const id = part.trim();
    if (id === '')
      fail(ctx, 'properties.scenarios', `item ${n + 1} is empty (write e.g. "gang-war,secure-arms")`);
    return checkId(ctx, 'properties.scenarios', id);
  });
  return [...new Set(ids)];
}

/**
 * Read the `objectives` layer (optional): one spot per object, on the tile under a point or a 1×1 rectangle.
 * @throws LevelError naming the object's field: a missing or non-string `scenario`, an id that is not one, a
 *   `value` that is not a whole number of 0 or more, a rectangle larger than one tile, a spot off the map or on
 *   Impassable terrain.
 */
export function levelObjectiveSpots(ctx: Ctx, columns: readonly ColumnSpec[]): ObjectiveSpotSpec[] {
  const layer = objectLayer(ctx, 'objectives');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const scenario = stringProp(ctx, o, 'scenario', field);
    if (scenario === undefined || scenario === '') {
      fail(
        ctx,
        `${field}.properties.scenario`,
        'needs a property "scenario": the id of the scenario the objective is for, e.g. "secure-arms"',
      );
    }
    checkId(ctx, `${field}.properties.scenario`, scenario);
    const value = intProp(ctx, o.properties, 'value', field);
    if (value !== undefined && value < 0)
      fail(ctx, `${field}.properties.value`, `must be 0 or more, found ${value}`);
    const [i, j, i1, j1] = pointOrRectCells(ctx, o, field);
    if (i1 - i !== 1 || j1 - j !== 1)
      fail(ctx, field, `an objective spot is a point or a 1×1 rectangle, this one is ${i1 - i}×${j1 - j}`);
    if (columns[j * ctx.map.width + i]!.kind === 'impassable')
      fail(ctx, field, `an objective spot cannot lie on Impassable terrain (at ${i}, ${j})`);
    return value === undefined ? { scenario, i, j } : { scenario, i, j, value };
  });
}
