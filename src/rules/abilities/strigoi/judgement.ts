/**
 * The Strigoi Jude's two unique abilities (rulebook "Special Rules"; registered by {@link JUDGEMENT_PLUGIN}):
 *
 * - **Judgement** (PULSE Command Ability): an enemy within 6″ of the Jude is Judged until the round ends. Friendly
 *   characters may re-roll their whole Attack Roll against it, the Destiny Dice too — our reading, as re-rolls ask
 *   nobody (rolls/reroll-pools.ts): a roll with no Ace (a Fail or a Fumble) is rolled again, a roll with an Ace is
 *   kept; an Attack of Opportunity is an Attack Roll too. Friendly Mages dispelling its spells count their Mage
 *   level as 1 higher (magic/dispel.ts `dispelSpec`).
 * - **Cast Sentence**: when a character the Jude has Judged dies (this round), the Jude regains 3 Life Points or 1
 *   Command Point. Our reading of the choice, made as the character falls: the Life Points when it has lost 3 or
 *   more, else the Command Point when it has spent one, else whatever Life Points it has lost.
 */
import type { Weapon } from '../../../content/types.ts';
import { give } from '../../character/give.ts';
import { heal } from '../../character/heal.ts';
import { CASUALTY } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import { DISPEL_LEVEL_BONUS } from '../../magic/magic-hooks.ts';
import { ATTACK_REROLL } from '../../rolls/roll-hooks.ts';
import { distanceBetween, isOnBoard, type Match, nameOf } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from '../unique/command-ability-forms.ts';

/** Judgement: how near the enemy (inches). */
export const JUDGEMENT_INCHES = 6;
/** Cast Sentence: the Life Points, or the Command Point, regained. */
export const SENTENCE_LP = 3;

/** The characters Judged: target → the Jude and the round. */
const judged = matchTable<Map<number, { readonly jude: number; readonly round: number }>>();

/** The Jude that has Judged `eid` this round, or undefined. */
export function judgeOf(m: Match, eid: number): number | undefined {
  const j = judged.get(m)?.get(eid);
  return j && j.round === m.round ? j.jude : undefined;
}

const enemiesNear = (m: Match, user: number) =>
  charactersOnBoard(m.world).filter(
    (e) => !sameGang(m, user, e) && distanceBetween(m, user, e) <= JUDGEMENT_INCHES + 1e-9,
  );

/** Judgement (see the module comment). */
export const JUDGEMENT: CommandAbility = {
  name: 'Judgement',
  form: 'pulse',
  text: 'PULSE: an enemy within 6″ is Judged until the round ends: friends re-roll their failed Attack Rolls on it, Destiny Dice too, and friendly Mages dispel its spells one level higher.',
  range: JUDGEMENT_INCHES,
  targetLists: (m, user) => enemiesNear(m, user).map((e) => [e]),
  problem(m, user, targets) {
    const [t] = targets;
    if (targets.length !== 1 || t === undefined) return 'it names one enemy';
    if (!isOnBoard(m, t) || sameGang(m, user, t)) return `${nameOf(m, t)} is not an enemy on the board`;
    if (distanceBetween(m, user, t) > JUDGEMENT_INCHES + 1e-9) return `${nameOf(m, t)} is not within 6″`;
    return null;
  },
  resolve(m, user, targets) {
    const t = targets[0]!;
    const table = judged.ensure(m, () => new Map());
    table.set(t, { jude: user, round: m.round });
    give(m, user, t, 'Judgement', { words: 'Judged: its foes re-roll their failed Attack Rolls' }, 'round');
  },
};

/** Judgement: a failed Attack Roll of a friend of the Jude on the Judged character is rolled again, whole. */
function judgedReroll(m: Match, attacker: number, target: number, _w: Weapon, roll: Roll) {
  const jude = judgeOf(m, target);
  if (jude === undefined || !sameGang(m, jude, attacker) || roll.aces > 0) return { roll, label: null };
  const dice = roll.dice.flatMap((d, i) => (d.rerolled ? [] : [i]));
  if (dice.length === 0) return { roll, label: null };
  return { roll: reroll(m.dice, roll, dice, true), label: `Judgement: re-roll ${dice.length}` };
}

/** Judgement: a friendly Mage dispelling the Judged caster counts one level higher. */
function judgedDispel(m: Match, dispeller: number, caster: number) {
  const jude = judgeOf(m, caster);
  return jude !== undefined && sameGang(m, jude, dispeller) ? { levels: 1, rule: 'Judgement' } : null;
}

/** Cast Sentence: a character the Jude Judged has died. */
function castSentence(m: Match, dead: number): void {
  const jude = judgeOf(m, dead);
  if (jude === undefined || !isOnBoard(m, jude) || !holdsUnique(m, jude, 'Cast Sentence')) return;
  const p = m.world.components.Points;
  const lpMissing = (p.lpStart[jude] ?? 0) - (p.lp[jude] ?? 0);
  const cpMissing = (p.cpStart[jude] ?? 0) - (p.cp[jude] ?? 0);
  if (lpMissing < SENTENCE_LP && cpMissing > 0) regain(m, jude, 'command', 1, 'Cast Sentence');
  else heal(m, jude, SENTENCE_LP, 'Cast Sentence');
}

/** Judgement and Cast Sentence as plug-ins of the rule book. */
export const JUDGEMENT_PLUGIN = plugin('Judgement', (add) => {
  add(ATTACK_REROLL, judgedReroll);
  add(DISPEL_LEVEL_BONUS, judgedDispel);
  add(CASUALTY, castSentence);
});
export const JUDGEMENT_COMMAND_PLUGIN = printedCommandAbilities('Judgement', [JUDGEMENT]);
