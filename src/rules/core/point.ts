/** A point on the table, in inches: where every command, decision and event places something. */

/** A position on the table in inches: [x, y, z] (x east, y south, z up). */
export type Point3 = readonly [number, number, number];
