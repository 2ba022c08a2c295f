/**
 * What the engine remembers about magic in one match (rulebook "Magic"), kept beside the ECS like the ability
 * memory (a replay rebuilds it from the commands): the spells each character knows (picked before the game, fixed
 * for the game), the spells it has cast this turn, the characters that may cast no more this turn (after a Fail or a
 * Fumble) and those that may Dispel no more this round (after a Dispel without an Ace).
 *
 * Our reading of "this activation" and "this turn": the character's own turn of the round, any COUNTER action it
 * makes in the same round counting with it (a character has one turn a round, and the engine keys these by round).
 */
import { keepsBucket, knownSpells, type SpellChoice } from '../../content/spell-choice.ts';
import { getSpell, hasSpell, type Spell, spellsOfDiscipline } from '../../content/spells.ts';
import { isOnBoard, type Match, profileOf, sightBetween } from './match-state.ts';
import { matchTable } from './per-match.ts';
import { charactersOnBoard } from './world.ts';

interface MagicState {
  readonly choices: Map<number, SpellChoice>;
  readonly known: Map<number, readonly Spell[]>;
  /** `eid` → round → spell ids cast. */
  readonly cast: Map<number, { round: number; spells: Set<string> }>;
  /** `eid` → the round in which it may cast no more. */
  readonly castingBarred: Map<number, number>;
  /** `eid` → the round in which it may Dispel no more. */
  readonly dispelBarred: Map<number, number>;
}

/** A copy for a copy of the match (per-match.ts): the spells known are content, shared. */
function copyMagic(s: MagicState): MagicState {
  return {
    choices: new Map(s.choices),
    known: new Map(s.known),
    cast: new Map([...s.cast].map(([e, c]) => [e, { round: c.round, spells: new Set(c.spells) }])),
    castingBarred: new Map(s.castingBarred),
    dispelBarred: new Map(s.dispelBarred),
  };
}

const states = matchTable<MagicState>(copyMagic);

function stateOf(m: Match): MagicState {
  let s = states.get(m);
  if (!s) {
    s = {
      choices: new Map(),
      known: new Map(),
      cast: new Map(),
      castingBarred: new Map(),
      dispelBarred: new Map(),
    };
    states.set(m, s);
  }
  return s;
}

/** Record the spells picked for `eid` before the game (the roster's choice; checked by the gang rules). */
export function chooseSpells(m: Match, eid: number, choice: SpellChoice): void {
  const s = stateOf(m);
  s.choices.set(eid, choice);
  s.known.delete(eid);
}

/** The spells `eid` knows: its Cantrip, those picked (or the default pick) and those printed on it. */
export function knownSpellsOf(m: Match, eid: number): readonly Spell[] {
  const s = stateOf(m);
  let list = s.known.get(eid);
  if (!list) {
    list = knownSpells(profileOf(m, eid), s.choices.get(eid));
    s.known.set(eid, list);
  }
  return list;
}

/**
 * The Blood Rites spell a Bucket of Blood holder keeps: the one picked before the game, else the first Blood Rites
 * spell that no Mage of its gang knows (our reading of the default); undefined for anyone else.
 */
export function bucketSpellOf(m: Match, eid: number): Spell | undefined {
  if (!keepsBucket(profileOf(m, eid))) return undefined;
  const picked = stateOf(m).choices.get(eid)?.spells[0];
  if (picked && hasSpell(picked)) return getSpell(picked);
  const gang = m.world.components.Gang.index[eid];
  const knownByMages = new Set(
    charactersOnBoard(m.world)
      .filter((e) => m.world.components.Gang.index[e] === gang && profileOf(m, e).mageLevel !== null)
      .flatMap((e) => knownSpellsOf(m, e).map((s) => s.id)),
  );
  return spellsOfDiscipline('Blood Rites').find((s) => !s.cantrip && !knownByMages.has(s.id));
}

/**
 * The spells a Mage may cast now: those it knows, and those kept by friendly Bucket of Blood holders on the board
 * that it can see (Bucket of Blood: "as if it knew it"). Only its own for a character that is no Mage.
 */
export function castableKnownSpells(m: Match, eid: number): readonly Spell[] {
  const own = knownSpellsOf(m, eid);
  if (profileOf(m, eid).mageLevel === null) return own;
  const gang = m.world.components.Gang.index[eid];
  const lent: Spell[] = [];
  for (const h of charactersOnBoard(m.world)) {
    if (h === eid || m.world.components.Gang.index[h] !== gang || !isOnBoard(m, h)) continue;
    const s = bucketSpellOf(m, h);
    if (!s || own.some((o) => o.id === s.id) || lent.some((o) => o.id === s.id)) continue;
    if (sightBetween(m, eid, h).lineOfSight) lent.push(s);
  }
  return lent.length === 0 ? own : [...own, ...lent];
}

/** Whether `eid` has cast spell `id` this turn (each spell at most once a turn). */
export function castThisTurn(m: Match, eid: number, id: string): boolean {
  const c = stateOf(m).cast.get(eid);
  return c !== undefined && c.round === m.round && c.spells.has(id);
}

/** Note that `eid` attempts spell `id` now. */
export function markCast(m: Match, eid: number, id: string): void {
  const s = stateOf(m);
  const c = s.cast.get(eid);
  if (c && c.round === m.round) c.spells.add(id);
  else s.cast.set(eid, { round: m.round, spells: new Set([id]) });
}

/** Whether `eid` may cast no more this turn (a Fail or a Fumble). */
export function castingBarred(m: Match, eid: number): boolean {
  return stateOf(m).castingBarred.get(eid) === m.round;
}

export function barCasting(m: Match, eid: number): void {
  stateOf(m).castingBarred.set(eid, m.round);
}

/** Whether `eid` may Dispel no more this round (a Dispel that rolled no Ace). */
export function dispelBarred(m: Match, eid: number): boolean {
  return stateOf(m).dispelBarred.get(eid) === m.round;
}

export function barDispel(m: Match, eid: number): void {
  stateOf(m).dispelBarred.set(eid, m.round);
}
