/**
 * The AI's unique actions (src/rules/match/actions/unique.ts), as candidates for src/ai/plan.ts, each worth
 * what it gains in Victory Points as plan.ts counts them:
 * - Blood Rights on an enemy: the Life Point it takes (`attackWorth`: a kill when it is the last) and the Will
 *   Point regained ({@link WILL_POINT_WORTH}, when there is room). Never on a friend.
 * - Transfusion: on an enemy, the Life Point it takes and, for a kill, the 2 Will Points back; on a hurt friend,
 *   the share of what it has left that the Life Point gives back (as `attackWorth` counts a wound); less the Will
 *   Point paid. It costs no Action Point, so when it gains anything it comes first (`free`).
 * - Healer (a Basic MIND roll, 2 Life Points per Ace): on a hurt friend, the Life Points it may expect to heal (4 in
 *   10 dice are Aces), each worth the share of what the friend has left, as Transfusion's; never on an enemy.
 * - Protective Bubble, Blinding Flash and Aura of Inevitability: as choices/gifted-actions.ts weighs them (Blinding
 *   Flash less {@link SPOT_ACTION_COST} for its second Action Point).
 * - Strike True, Gun Laying, Spurring Incense, Ensoul and Walk Through The Fire…: as choices/friend-actions.ts
 *   weighs them (Ensoul costs no Action Point: first when it gains anything).
 * - Blessed Water: {@link SWIM_COST} for each friend without Water Creature it takes out of the water there (as a
 *   turn ended in the water costs), {@link DROWNABLE_WORTH} for each enemy Water Creature beside a friend it lets be
 *   Drowned, less {@link BLESSING_COST}.
 * - Fade to the Shadow and Rope Arrow name a spot: where they leave the character is scored as a Run/Climb's end
 *   (danger there, how near the enemy), less {@link SPOT_ACTION_COST} for the two Action Points.
 *
 * `uniqueActionOptions` weighs them as plan.ts gathers candidates: the gain by the scenario's weight, the danger and
 * distance to the nearest enemy where the character ends (considerations.ts); a free action that gains anything
 * {@link FREE_FIRST} above every other option.
 */
import {
  asIfAt,
  BLESSED_WATER,
  blessedWaterGain,
  FIRE_WALK,
  HEALER_LP_PER_ACE,
  isOnBoard,
  type Match,
  type Node,
  nodeAtPoint,
  statOf,
  type UniqueActionCommand,
  uniqueActionCommands,
  uniqueActionDef,
} from '../rules/index.ts';
import {
  ensoulWorth,
  FRIEND_MARKS,
  fireWalkWorth,
  friendMarkWorth,
  incenseWorth,
} from './choices/friend-actions.ts';
import { bestBubble, flashWorth, inevitabilityWorth } from './choices/gifted-actions.ts';
import { ACTING_BONUS, SWIM_COST, scoreHere, scoreOf, TERM_DANGER } from './considerations.ts';
import { approachGap, dangerFrom } from './spot-worth.ts';
import { attackWorth } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';
import { WILL_POINT_WORTH } from './will-point-worth.ts';

/** Lifts an action that costs no Action Point and gains something above every other option: it comes first. */
const FREE_FIRST = 1;

/** The share of dice that are Aces on 7+ (Healer's Basic MIND roll). */
const ACE_SHARE = 0.4;

/** Words of a unique action's gain (the "Why?" panel). */
export const TERM_UNIQUE = 'what the action gains';

/** What the second Action Point of Fade to the Shadow or Rope Arrow could have bought instead. */
export const SPOT_ACTION_COST = 0.1;

/**
 * What an enemy Water Creature beside a friend that Blessed Water lets be Drowned is worth, in Victory Points (a
 * Drown's chance).
 */
export const DROWNABLE_WORTH = 0.1;
/** What Blessed Water's Action Point could have bought instead, in Victory Points. */
export const BLESSING_COST = 0.05;

/** A unique action the AI may take: what it gains (targets) or where it leaves the character (spots). */
export interface UniqueCandidate {
  readonly command: UniqueActionCommand;
  /** Worth of its effect (targets), or minus its cost (spots: plan.ts adds the worth of the spot). */
  readonly worth: number;
  readonly why: string;
  /** Where it leaves the character (spots), else null. */
  readonly spot: Node | null;
  /** It costs no Action Point: taken before anything else when it gains anything. */
  readonly free: boolean;
}

/** Worth of taking 1 Life Point from `target` (a kill on its last). */
function lifePointWorth(m: Match, target: number): number {
  const lp = m.world.components.Points.lp[target] ?? 1;
  return attackWorth(lp <= 1 ? 1 : 0, 1, lp);
}

/** The unique actions `eid` may take with `ap` Action Points, scored. */
export function uniqueActionCandidates(m: Match, eid: number, ap: number): UniqueCandidate[] {
  const c = m.world.components;
  const team = c.Gang.team;
  const room = Math.max(0, (c.Points.wpStart[eid] ?? 0) - (c.Points.wp[eid] ?? 0));
  const out: UniqueCandidate[] = [];
  for (const cmd of uniqueActionCommands(m, eid)) {
    const def = uniqueActionDef(m, cmd.action);
    if (!def || def.ap > ap) continue;
    const target = cmd.target === undefined ? undefined : m.ids.get(cmd.target);
    const foe = target !== undefined && team[target] !== team[eid];
    if (cmd.action === 'Blood Rights' && target !== undefined && foe && isOnBoard(m, target)) {
      const worth = lifePointWorth(m, target) + (room > 0 ? WILL_POINT_WORTH : 0);
      out.push({ command: cmd, worth, why: `Blood Rights on ${cmd.target}`, spot: null, free: false });
    } else if (cmd.action === 'Transfusion' && target !== undefined) {
      const lp = c.Points.lp[target] ?? 1;
      const gain = foe
        ? lifePointWorth(m, target) + (lp <= 1 ? Math.min(2, room + 1) * WILL_POINT_WORTH : 0)
        : 0.5 / Math.max(1, lp);
      const worth = gain - WILL_POINT_WORTH;
      out.push({ command: cmd, worth, why: `Transfusion on ${cmd.target}`, spot: null, free: true });
    } else if (cmd.action === 'Healer' && target !== undefined && !foe) {
      const lp = c.Points.lp[target] ?? 1;
      const missing = (c.Points.lpStart[target] ?? lp) - lp;
      const healed = Math.min(missing, HEALER_LP_PER_ACE * ACE_SHARE * statOf(m, eid, 'mind'));
      const worth = (healed * 0.5) / Math.max(1, lp);
      out.push({ command: cmd, worth, why: `Healer on ${cmd.target}`, spot: null, free: false });
    } else if (cmd.action === 'Protective Bubble') {
      const best = bestBubble(m, eid);
      out.push({
        command: cmd,
        worth: best.worth,
        why: `Protective Bubble of ${best.inches}″`,
        spot: null,
        free: false,
      });
    } else if (cmd.action === 'Blinding Flash') {
      out.push({
        command: cmd,
        worth: flashWorth(m, eid) - SPOT_ACTION_COST,
        why: 'Blinding Flash',
        spot: null,
        free: false,
      });
    } else if (cmd.action === 'Aura of Inevitability' && target !== undefined && foe) {
      const worth = inevitabilityWorth(m, eid, target);
      out.push({
        command: cmd,
        worth,
        why: `Aura of Inevitability on ${cmd.target}`,
        spot: null,
        free: false,
      });
    } else if (FRIEND_MARKS.has(cmd.action) && target !== undefined && !foe) {
      const worth = friendMarkWorth(m, cmd.action, target);
      out.push({ command: cmd, worth, why: `${cmd.action} on ${cmd.target}`, spot: null, free: false });
    } else if (cmd.action === 'Spurring Incense') {
      out.push({
        command: cmd,
        worth: incenseWorth(m, eid),
        why: 'Spurring Incense',
        spot: null,
        free: false,
      });
    } else if (cmd.action === 'Ensoul' && target !== undefined) {
      const worth = ensoulWorth(m, eid, target);
      out.push({ command: cmd, worth, why: `Ensoul on ${cmd.target}`, spot: null, free: true });
    } else if (cmd.action === FIRE_WALK) {
      out.push({
        command: cmd,
        worth: fireWalkWorth(m, eid),
        why: 'the Burning Saint burns',
        spot: null,
        free: false,
      });
    } else if (cmd.action === BLESSED_WATER && cmd.to) {
      const n = nodeAtPoint(m, cmd.to);
      const gain = n ? blessedWaterGain(m, eid, n) : { lifted: [], drownable: [] };
      const lifted = gain.lifted.length;
      out.push({
        command: cmd,
        worth: lifted * SWIM_COST + gain.drownable.length * DROWNABLE_WORTH - BLESSING_COST,
        why: `Blessed Water: ${lifted} friend${lifted === 1 ? '' : 's'} out of the water, ${gain.drownable.length} Water Creature${gain.drownable.length === 1 ? '' : 's'} to drown`,
        spot: null,
        free: false,
      });
    } else if (cmd.to && cmd.action !== 'Spawn') {
      // (Spawn names the spot of a new Infant Kraken, not where the Krakenhost goes: choices/summons.ts.)
      const spot = nodeAtPoint(m, cmd.to);
      if (spot)
        out.push({
          command: cmd,
          worth: -SPOT_ACTION_COST,
          why: `${cmd.action} to ${cmd.to.join(',')}`,
          spot,
          free: false,
        });
    }
  }
  return out;
}

/**
 * The unique actions of the character of `here` (with its Action Points), scored as candidates (see the module
 * comment). `alone`: one action is weighed alone (a COUNTER's), where lifting a free action first would only
 * inflate what the action gains.
 */
export function uniqueActionOptions(m: Match, here: PlanContext, alone: boolean): Candidate[] {
  const { eid, weights: w } = here;
  const b = w.behaviours;
  const out: Candidate[] = [];
  for (const u of b.unique > 0 ? uniqueActionCandidates(m, eid, here.ap) : []) {
    if (u.spot) {
      const terms: Term[] = asIfAt(m, eid, u.spot, () => [
        { label: TERM_UNIQUE, value: b.unique * u.worth },
        { label: TERM_DANGER, value: -w.danger * dangerFrom(m, eid, here) },
        { label: here.approachLabel, value: -w.approach * approachGap(m, eid) },
      ]);
      out.push({ command: u.command, score: scoreOf(terms), why: u.why, terms });
    } else if (!u.free || u.worth > 0) {
      const first = u.free && !alone ? FREE_FIRST : 0;
      const gain = { label: TERM_UNIQUE, value: b.unique * u.worth };
      out.push({ command: u.command, why: u.why, ...scoreHere(here, gain, first + ACTING_BONUS) });
    }
  }
  return out;
}
