/** Numbers of the rulebook that several chapters read. */

/** Most AP a character may use in one game round (rulebook "Action Points"). */
export const MAX_AP_PER_ROUND = 3;
