/** The five Disciplines of magic (rulebook "Magic", "Disciplines"). */
export const DISCIPLINES = [
  'Divinity',
  'Blood Rites',
  'Fateweaving',
  'Runes of Sovereignty',
  'Wild Magic',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];
