/**
 * Gang files: the ready-made 150-Ducat gangs shipped with the game, and the validation every gang file
 * (ready-made, imported or saved) goes through.
 */
import { checkGang } from '../gang-rules.ts';
import { getProfile, hasProfile } from '../profiles.ts';
import { ContentError, GangFileSchema, parseOrThrow } from '../schema.ts';
import { spellChoiceProblems } from '../spell-choice.ts';
import type { GangFile } from '../types.ts';
import giftedJson from './gifted.json';
import patriciansJson from './patricians.json';
import rashaarJson from './rashaar.json';
import rashaar75Json from './rashaar-75.json';
import rashaar100Json from './rashaar-100.json';
import strigoiJson from './strigoi.json';
import doctorsJson from './the-doctors.json';
import guildJson from './the-guild.json';
import guild75Json from './the-guild-75.json';
import guild100Json from './the-guild-100.json';
import vaticanJson from './the-vatican.json';

/**
 * Check a gang file's JSON: its shape (`{ id, name, faction, colour, ducats, members: [{ profile, name?, spells?,
 * apprenticeship? }] }`), that every member names a known profile and that a Mage's spells are a legal pick
 * (spell-choice.ts). Gang-building legality is `checkGang`'s job.
 * Throws a `ContentError` naming the file and field, e.g. `rashaar.json: members[2].profile: unknown
 * character profile "rashaar-kraken"`.
 */
export function validateGangFile(json: unknown, file: string): GangFile {
  const gang = parseOrThrow(GangFileSchema, json, file);
  gang.members.forEach((m, i) => {
    if (!hasProfile(m.profile)) {
      throw new ContentError(`${file}: members[${i}].profile: unknown character profile "${m.profile}"`);
    }
    const problem = m.spells ? spellChoiceProblems(getProfile(m.profile), m.spells)[0] : undefined;
    if (problem) throw new ContentError(`${file}: members[${i}].spells: ${problem}`);
  });
  return gang;
}

const READY: readonly (readonly [file: string, json: unknown])[] = [
  ['the-guild.json', guildJson],
  ['rashaar.json', rashaarJson],
  ['strigoi.json', strigoiJson],
  ['the-vatican.json', vaticanJson],
  ['patricians.json', patriciansJson],
  ['the-doctors.json', doctorsJson],
  ['gifted.json', giftedJson],
  ['the-guild-100.json', guild100Json],
  ['rashaar-100.json', rashaar100Json],
  ['the-guild-75.json', guild75Json],
  ['rashaar-75.json', rashaar75Json],
];

let ready: readonly GangFile[] | undefined;

/**
 * The ready-made gangs of `ducats` (150, 100 or 75: the scenarios' sizes), validated and checked
 * against the gang-building rules on first use. Throws a `ContentError` naming the file if one is malformed or breaks
 * a rule.
 */
export function readyGangs(ducats = 150): readonly GangFile[] {
  let list = bySize.get(ducats);
  if (!list) {
    list = allReadyGangs().filter((g) => g.ducats === ducats);
    bySize.set(ducats, list);
  }
  return list;
}

/** The ready-made gangs of each size, once filtered. */
const bySize = new Map<number, readonly GangFile[]>();

/** Every ready-made gang, of every size (see {@link readyGangs}). */
export function allReadyGangs(): readonly GangFile[] {
  ready ??= READY.map(([file, json]) => {
    const gang = validateGangFile(json, file);
    const check = checkGang(gang);
    if (!check.ok) throw new ContentError(`${file}: ${check.problems.join(' ')}`);
    return gang;
  });
  return ready;
}
