/** PROTECTION each Underwater Counter gives (rulebook "Dive"). */
export const UNDERWATER_PROTECTION = 2;
