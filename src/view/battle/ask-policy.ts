/**
 * "Ask me: always / when it matters / never": whether a person is asked a question the rules give them in the middle
 * of play — Will Points before a roll (rulebook "Will Points"), a COUNTER after an enemy's action and PLAN as a
 * round starts (rulebook "Command Points") — or answered for, and then with what and why (one line for the dice
 * log). Pure: reads the match, no Phaser, no DOM.
 *
 * At `matters` (the default):
 * - Will Points are asked about only when spending some of them changes the chance of a Success or better of the
 *   coming roll, or of a Fumble, by at least {@link ASK_ODDS_STEP} (5 percentage points); else none are spent.
 *   The odds are the roll's own pool read as a Basic Roll (an Opposed Roll's other side is not known yet). A
 *   Frenzied character's Life Points alone (no Will Points to spend) are asked about only from {@link ASK_LIFE_STEP}.
 * - COUNTER is asked about only when a character the COUNTER could activate has an attack or a charge worth it now
 *   (src/ai/openings.ts `counterOpening`); else it is declined.
 * - PLAN is asked about only when it could change something: an Agenda in hand that can no longer be achieved, or a
 *   card the computer would redraw in the person's place (src/ai/openings.ts `planOpening`); else no PLAN.
 * Every other question is always asked. The modes themselves are in ask-modes.ts.
 */
import { counterOpening, planOpening } from '../../ai/index.ts';
import {
  type ChoiceDecision,
  type Command,
  chancesWithWillPoints,
  lifeBuysRerolls,
  type Match,
  type PendingDecision,
  type WillPointsDecision,
} from '../../rules/index.ts';
import { percent } from '../board/reach-style.ts';
import type { AskMode, AskSettings } from './ask-modes.ts';

/**
 * Least change in the chance of the outcome that matters worth a Will Point question: 0.05, 5 percentage points —
 * about what one more die adds to a roll of 4 dice needing 7+ (87 % → 92 %). Below it the dialog's choices read
 * nearly alike; a person who wants every one asked picks "always".
 */
export const ASK_ODDS_STEP = 0.05;

/** What happens to a pending decision: asked, or answered with `command`, `reason` saying why in one line. */
export type AskVerdict =
  | { readonly ask: true }
  | { readonly ask: false; readonly command: Command; readonly reason: string };

const ASK: AskVerdict = { ask: true };

/**
 * Whether decision `d`, pending in `m` for a person, is asked under `ask`, or answered for them (see the module
 * comment). `name(id)` gives a character's name for the reason. `skipping`: the computer's turns are being skipped,
 * so a COUNTER offer is declined whatever the mode.
 */
export function askVerdict(
  m: Match,
  d: PendingDecision,
  ask: AskSettings,
  name: (id: string) => string,
  skipping = false,
): AskVerdict {
  if (d.type === 'will-points') return willVerdict(m, d, ask.willPoints, name);
  if (d.type !== 'choose') return ASK;
  if (d.purpose === 'counter') {
    if (skipping) return declineCounter(d, 'no COUNTER while the computer’s turns are skipped');
    if (ask.commandPoints === 'always') return ASK;
    if (ask.commandPoints === 'never') return declineCounter(d, 'no COUNTER (Ask me: never)');
    return counterOpening(m, d)
      ? ASK
      : declineCounter(
          d,
          'no COUNTER, as none of your characters who could act has an attack or charge worth it',
        );
  }
  if (d.purpose === 'plan') {
    if (ask.commandPoints === 'always') return ASK;
    const done = d.options.find((o) => o.id === 'done')?.id ?? d.options[0]!.id;
    const answer = (why: string): AskVerdict => ({ ask: false, command: choose(d, done), reason: why });
    if (ask.commandPoints === 'never') return answer('Kept the Command Points: no PLAN (Ask me: never)');
    return planOpening(m, d)
      ? ASK
      : answer('Kept the Command Points: no PLAN, as every Agenda in hand can still be achieved');
  }
  return ASK;
}

/**
 * The most spending Will Points on roll `d` changes the chance of a Success or better, or of a Fumble (a share,
 * 0–1), over every amount it may spend.
 */
export function willPointSwing(d: WillPointsDecision): number {
  const chances = chancesWithWillPoints(d.dice, d.aceOn, d.max);
  const none = chances[0]!;
  let swing = 0;
  for (const c of chances.slice(1)) {
    const good = c.success + c.critical - (none.success + none.critical);
    swing = Math.max(swing, Math.abs(good), Math.abs(none.fumble - c.fumble));
  }
  return swing;
}

/**
 * Least change in the odds for which a question whose points are all Life Points (a Frenzied character with no Will
 * Points: rulebook "Frenzied") is asked at `matters`: 0.15. A Life Point is dearer than a Will Point; the question is
 * asked whatever the odds when a rule makes each Life Point buy more than a die (Stigmata: `lifeBuysRerolls`).
 */
export const ASK_LIFE_STEP = 0.15;

/** Whether the roller of `d` gains more than a die for each Life Point it pays (Stigmata). */
function lifeBuysMore(m: Match, d: WillPointsDecision): boolean {
  const roller = m.ids.get(d.character);
  return roller !== undefined && lifeBuysRerolls(m, roller);
}

function willVerdict(
  m: Match,
  d: WillPointsDecision,
  mode: AskMode,
  name: (id: string) => string,
): AskVerdict {
  if (mode === 'always') return ASK;
  const roll = `${name(d.character)}'s ${d.purpose.replace(/-/g, ' ')} roll`;
  const keep = (why: string): AskVerdict => ({
    ask: false,
    command: { type: 'decide', decision: 'will-points', character: d.character, amount: 0 },
    reason: `Kept the Will Points for ${roll}: ${why}`,
  });
  if (mode === 'never') return keep('none spent (Ask me: never)');
  if (d.max <= 0) return keep('none can be spent on it');
  if ((d.fromLife ?? 0) >= d.max && !lifeBuysMore(m, d)) {
    if (willPointSwing(d) >= ASK_LIFE_STEP) return ASK;
    return {
      ask: false,
      command: { type: 'decide', decision: 'will-points', character: d.character, amount: 0 },
      reason: `Kept the Life Points for ${roll}: they could not change its odds by ${Math.round(ASK_LIFE_STEP * 100)} points or more`,
    };
  }
  if (willPointSwing(d) >= ASK_ODDS_STEP) return ASK;
  const none = chancesWithWillPoints(d.dice, d.aceOn, 0)[0]!;
  return keep(
    `spending them could not change its odds by ${Math.round(ASK_ODDS_STEP * 100)} points or more ` +
      `(${percent(none.success + none.critical)} Success or better without them)`,
  );
}

function choose(d: ChoiceDecision, option: string): Command {
  return { type: 'decide', decision: 'choose', character: d.character, option };
}

function declineCounter(d: ChoiceDecision, why: string): AskVerdict {
  return { ask: false, command: choose(d, d.options[0]!.id), reason: `Kept the Command Point: ${why}` };
}
