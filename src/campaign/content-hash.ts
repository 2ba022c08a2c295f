/**
 * The fingerprint of what a match is played with: the engine's rules version and every content file that changes
 * play (character profiles, spells, Agendas, scenarios, the shipped boards), as the SHA-256 (hex) of their JSON.
 * Written into every match record (match-record.ts), so that a record from another version of the game is known as
 * such before it is replayed.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import agendas from '../content/data/agendas.json';
import profiles from '../content/data/profiles.json';
import spells from '../content/data/spells.json';
import { levelFile, levelIds } from '../content/levels.ts';
import { scenarioFile, scenarioFileIds } from '../content/scenarios.ts';
import { RULES_VERSION } from '../rules/index.ts';

let memo: string | null = null;

/** The SHA-256 (64 hex digits) of the rules version and the content this game plays with (computed once). */
export function contentHash(): string {
  if (memo !== null) return memo;
  const parts: unknown[] = [
    { rules: RULES_VERSION },
    profiles,
    spells,
    agendas,
    ...scenarioFileIds().map((id) => scenarioFile(id)),
    ...levelIds().map((id) => ({ id, level: levelFile(id) })),
  ];
  memo = bytesToHex(sha256(utf8ToBytes(parts.map((p) => JSON.stringify(p)).join('\n'))));
  return memo;
}
