/**
 * The AI and the Command Abilities of src/rules/abilities/unique/ability-moves.ts, bounty.ts, pickpocket.ts and
 * prove-yourselves.ts (v0: by value, simply; worths in Victory Points as src/ai/plan.ts scores options):
 *
 * - where a friend charges (`ability-charge`): the spot whose charging Attack of Opportunity is worth most (exact
 *   odds with the best weapon, from that spot: `attackWorth`), halved when the way needs a roll;
 * - whom the Mounted Venetian Noble takes along (`keep-up`): the friend that cost most;
 * - where a dancer goes (`ability-move`): away from the enemies (the greatest distance to the nearest) when it is in
 *   base contact with one and has lost half its Life Points or more, else toward them (the least distance, never a
 *   charge: the spots offered have none); staying is weighed like any spot;
 * - what each ability buys: Toot Toot Toot... Charge! the best charge of each mover; Communicative Dance
 *   {@link ESCAPE_WORTH} per hurt mover it takes out of a fight; Prove Yourselves to Dagon! {@link CHARGE_REACH_WORTH}
 *   per friend in range yet to act whose nearest enemy lies just beyond its MOVE (the 2″ make a charge possible);
 *   Extortion {@link GUARDED_HERO_WORTH} per friendly Hero an enemy yet to act could charge, with a Henchman the
 *   aura reaches within 6″ of it; Thieves Guild Training {@link PICKPOCKET_WORTH} on a friend in base contact with an
 *   enemy (it may disengage with it soon), a tenth of it otherwise; A Stately Ransom {@link RANSOM_COIN_WORTH} per
 *   enemy with 3 Life Points or fewer and a friend within 6″ of it.
 */
import {
  type AbilityCommand,
  type ChoiceDecision,
  type ChoiceOption,
  type Command,
  charactersOnBoard,
  chargePreview,
  chargeSpots,
  distanceBetween,
  enemiesOf,
  hasKeyword,
  hasTag,
  inContact,
  isOnBoard,
  type Match,
  type MoveSpot,
  nodeOf,
  sightBetween,
  statOf,
} from '../../rules/index.ts';
import { attackWorth, nearestEnemyDistance } from '../threat.ts';
import type { Answer } from '../types.ts';
import { WILL_POINT_WORTH } from '../will-point-worth.ts';
import { mostDucats } from './revivals.ts';

/** A hurt friend taken out of a fight by Communicative Dance. */
export const ESCAPE_WORTH = 0.15;
/** A friend that can charge thanks to Prove Yourselves to Dagon!. */
export const CHARGE_REACH_WORTH = 0.12;
/** A friendly Hero an enemy could charge, guarded by a Henchman under Extortion. */
export const GUARDED_HERO_WORTH = 0.15;
/** Pickpocket given to a friend in base contact with an enemy. */
export const PICKPOCKET_WORTH = 0.3;
/** A coin A Stately Ransom is expected to bring from an enemy likely to fall this round (a perk, half the time). */
export const RANSOM_COIN_WORTH = 0.1;

const decide = (d: ChoiceDecision, o: ChoiceOption, why: string): { command: Command; why: string } => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option: o.id },
  why,
});

const nodeOfId = (id: string) => {
  const p = /^(-?\d+),(-?\d+),(-?\d+)$/.exec(id);
  return p ? { i: Number(p[1]), j: Number(p[2]), z: Number(p[3]) } : null;
};

/** What a charge of `eid` ending at `spot` is worth (Victory Points): its best Attack of Opportunity there. */
export function chargeSpotWorth(m: Match, eid: number, spot: Pick<MoveSpot, 'node'>, rolls: boolean): number {
  let best = 0;
  for (const { foe, odds } of chargePreview(m, eid, spot.node)) {
    if (!odds) continue;
    const lp = m.world.components.Points.lp[m.ids.get(foe) ?? -1] ?? 1;
    best = Math.max(best, attackWorth(odds.killChance, odds.expectedLpLoss, lp));
  }
  return rolls ? best / 2 : best;
}

/** The AI's answer to an `ability-charge` decision: the spot whose charge is worth most. */
export function answerAbilityCharge(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best = { o: d.options[0]!, worth: -1 };
  if (eid !== undefined)
    for (const o of d.options) {
      const node = nodeOfId(o.id);
      if (!node) continue;
      const w = chargeSpotWorth(m, eid, { node }, o.label.includes('roll'));
      if (w > best.worth + 1e-9) best = { o, worth: w };
    }
  return decide(d, best.o, `charge: ${best.o.label}, worth ${best.worth.toFixed(2)}`);
}

/** Whether `eid` would rather leave its fight: in base contact with an enemy and down to half its Life Points. */
function wantsOut(m: Match, eid: number): boolean {
  const p = m.world.components.Points;
  const hurt = (p.lp[eid] ?? 0) * 2 <= (p.lpStart[eid] ?? 0);
  return hurt && enemiesOf(m, eid).some((e) => inContact(m, eid, e));
}

/**
 * Do Try To Keep Up!: the free Run/Climb goes to the friend that cost most (where it goes is the `ability-move`
 * answer, which may keep it where it stands).
 */
export function answerKeepUp(m: Match, d: ChoiceDecision): Answer {
  const best = mostDucats(m, d.options);
  const option = best?.id ?? 'none';
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option },
    why: best ? `Do Try To Keep Up!: ${best.label}, a free Run/Climb` : 'Do Try To Keep Up!: nobody near',
  };
}

/** Dredge: every Water Creature beside the Ferryman's gondola comes along (it keeps to the boat it guards). */
export function answerDredge(_m: Match, d: ChoiceDecision): Answer {
  const option =
    d.options.find((o) => o.id === 'all') ?? d.options.find((o) => o.id !== 'none') ?? d.options[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: option.id },
    why: `Dredge: ${option.label}`,
  };
}

/** The AI's answer to an `ability-move` decision: away from the enemies when hurt in a fight, else toward them. */
export function answerAbilityMove(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  if (eid === undefined) return decide(d, d.options[0]!, 'nobody to move');
  const away = wantsOut(m, eid);
  const score = (o: ChoiceOption) => {
    const node = o.id === 'stay' ? nodeOf(m, eid) : nodeOfId(o.id);
    if (!node) return Number.NEGATIVE_INFINITY;
    const dist = nearestEnemyDistance(m, eid, node);
    return away ? dist : -dist;
  };
  let best = d.options[0]!;
  for (const o of d.options.slice(1)) if (score(o) > score(best) + 1e-9) best = o;
  return decide(d, best, `${away ? 'gets away' : 'closes in'}: ${best.label}`);
}

/** Whether a free Run/Climb would bring `eid`, yet to act and out of every fight, within charge reach of an enemy. */
function closesToCharge(m: Match, eid: number): boolean {
  if (!yetToAct(m, eid) || enemiesOf(m, eid).some((f) => inContact(m, eid, f))) return false;
  const move = statOf(m, eid, 'move');
  const near = nearestEnemyDistance(m, eid);
  return near > move - 0.5 && near <= 2 * move;
}

const friendsOf = (m: Match, user: number) =>
  charactersOnBoard(m.world).filter(
    (e) => m.world.components.Gang.team[e] === m.world.components.Gang.team[user],
  );
const yetToAct = (m: Match, e: number) => m.active === e || !hasTag(m.world, e, m.world.components.HadTurn);

/** What one of the abilities above buys for `user` (Victory Points), or null for another ability. */
export function uniqueMoveWorth(m: Match, user: number, cmd: AbilityCommand): number | null {
  const targets = cmd.targets.flatMap((id) => {
    const e = m.ids.get(id);
    return e === undefined ? [] : [e];
  });
  switch (cmd.ability) {
    case 'Toot Toot Toot... Charge!':
      return targets.reduce((sum, t) => {
        const spots = chargeSpots(m, t);
        return (
          sum +
          Math.max(
            0,
            ...spots.map((s) =>
              chargeSpotWorth(
                m,
                t,
                s,
                s.path.some((p) => p.roll),
              ),
            ),
          )
        );
      }, 0);
    case 'Communicative Dance':
    case 'Shadow Walker':
    case 'Come Let Us Make Bricks and Burn Them Thoroughly':
      return targets.filter((t) => wantsOut(m, t)).length * ESCAPE_WORTH;
    case 'Transformation':
      return wantsOut(m, user) ? ESCAPE_WORTH : 0;
    case 'Domination':
      return (
        friendsOf(m, user).filter((e) => e !== user && inContact(m, user, e) && wantsOut(m, e)).length *
        ESCAPE_WORTH
      );
    case 'Stage Manager':
      return targets.filter((t) => closesToCharge(m, t)).length * CHARGE_REACH_WORTH;
    case 'Wages Are Here':
      // each Soldier that can arrive regains a Will Point; one yet to act loses no turn by it
      return (
        friendsOf(m, user).filter(
          (e) =>
            e !== user &&
            hasKeyword(m, e, 'Soldier') &&
            !enemiesOf(m, e).some((f) => inContact(m, e, f)) &&
            sightBetween(m, user, e).lineOfSight &&
            distanceBetween(m, user, e) <= statOf(m, e, 'move') &&
            (m.world.components.Points.wp[e] ?? 0) < (m.world.components.Points.wpStart[e] ?? 0),
        ).length * WILL_POINT_WORTH
      );
    case 'Prove Yourselves to Dagon!':
      return (
        friendsOf(m, user).filter((e) => {
          if (e !== user && distanceBetween(m, user, e) > 6) return false;
          if (!yetToAct(m, e) || enemiesOf(m, e).some((f) => inContact(m, e, f))) return false;
          const move = statOf(m, e, 'move');
          const near = nearestEnemyDistance(m, e);
          return near > move - 0.5 && near <= move + 2;
        }).length * CHARGE_REACH_WORTH
      );
    case 'Extortion': {
      const henchmen = friendsOf(m, user).filter(
        (e) => hasKeyword(m, e, 'Henchman') && (e === user || distanceBetween(m, user, e) <= 6),
      );
      const heroes = friendsOf(m, user).filter(
        (h) =>
          hasKeyword(m, h, 'Hero') &&
          henchmen.some((g) => g !== h && distanceBetween(m, g, h) <= 6) &&
          enemiesOf(m, h).some(
            (e) => yetToAct(m, e) && isOnBoard(m, e) && distanceBetween(m, e, h) <= statOf(m, e, 'move') + 1,
          ),
      );
      return heroes.length * GUARDED_HERO_WORTH;
    }
    case 'Thieves Guild Training':
      return targets.reduce(
        (sum, t) =>
          sum + (enemiesOf(m, t).some((e) => inContact(m, t, e)) ? PICKPOCKET_WORTH : PICKPOCKET_WORTH / 10),
        0,
      );
    case 'A Stately Ransom': {
      // enemies likely to fall this round: 3 Life Points or fewer with a friend within 6″
      const foes = enemiesOf(m, user).filter(
        (e) =>
          (m.world.components.Points.lp[e] ?? 0) <= 3 &&
          friendsOf(m, user).some((f) => distanceBetween(m, f, e) <= 6),
      );
      return foes.length * RANSOM_COIN_WORTH;
    }
    default:
      return null;
  }
}
