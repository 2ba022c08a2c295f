/**
 * Boons given for a while by a Command Ability's PULSE or a spell (rulebook "Command Points", ABILITY; "Magic"): the
 * holder gets abilities gained or stat changes until the round ends, for the game, or until the end of its next
 * turn (or the user's), with an `ability` event saying what and for how long (grants.ts keeps them).
 *
 * Our reading of "until the end of its next turn": it ends as that character's next turn ends — the turn after
 * this one when it is acting now.
 */
import { emit, idOf, type Match, nameOf } from '../state/match-state.ts';
import { addGrant, type Boon, type GrantUntil } from './grants.ts';

/** How long a boon given by a PULSE or a spell lasts. */
export type Lasting = 'round' | 'game' | 'target-next-turn' | 'user-next-turn' | 'this-turn';

function untilOf(m: Match, user: number, holder: number, lasting: Lasting): GrantUntil {
  if (lasting === 'round') return { kind: 'round-end' };
  if (lasting === 'game') return { kind: 'game' };
  // the turn the holder is taking now (a unique action of its own)
  if (lasting === 'this-turn') return { kind: 'turn-end', of: holder, turns: 1 };
  const of = lasting === 'user-next-turn' ? user : holder;
  // acting now: this turn ends first, then the next one
  return { kind: 'turn-end', of, turns: m.active === of ? 2 : 1 };
}

/** Give `holder` a boon from `user`'s ability or spell `name` for as long as `lasting` says, with an `ability` event. */
export function give(
  m: Match,
  user: number,
  holder: number,
  name: string,
  boon: Boon,
  lasting: Lasting,
): void {
  addGrant(m, { holder, source: name, until: untilOf(m, user, holder, lasting), ...boon });
  const what =
    boon.words ??
    [
      ...(boon.abilities ?? []).map((a) => (a.value === null ? a.name : `${a.name} (${a.value})`)),
      ...Object.entries(boon.stats ?? {}).map(
        ([k, v]) => `${v > 0 ? '+' : '−'}${Math.abs(v)} ${STAT_WORD[k]}`,
      ),
      ...(boon.penetration ? [`Penetration ${boon.penetration}`] : []),
    ].join(', ');
  const how =
    lasting === 'round'
      ? 'until the round ends'
      : lasting === 'game'
        ? 'for the rest of the game'
        : lasting === 'this-turn'
          ? 'until the end of this turn'
          : `until the end of ${lasting === 'user-next-turn' && holder !== user ? `${nameOf(m, user)}'s` : 'its'} next turn`;
  emit(m, { type: 'ability', character: idOf(m, holder), ability: name, effect: `gains ${what} ${how}` });
}

/** The stats as profiles print them. */
const STAT_WORD: Record<string, string> = {
  move: 'MOVE',
  dex: 'DEXTERITY',
  attack: 'ATTACK',
  protection: 'PROTECTION',
  mind: 'MIND',
};
