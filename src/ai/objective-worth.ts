/**
 * What the scenario's Primary Objective makes a character's spot worth, in Victory Points (rulebook "Primary
 * Objective", "The Winds of Fate"; DESIGN §3.4): the computer plays the scenario, not only the fight.
 *
 * The score is counted at the end of the game, so a spot is worth what it makes likely then: each role below is the
 * Victory Points at stake times the chance the character gets where they score before the game ends
 * ({@link reachChance}: 1 there, less with each turn of walking it still needs, nothing beyond what its Action Points
 * and rounds left can walk). In the last round that is a step: within 3″ of an Objective after its last action, or
 * not. A carrier's part is its Objective; any other character plays one role at a time, its best:
 *
 * - **held** (Secure Arms, Acquisition: an Objective scores for the only gang within 3″): hold or contest an
 *   Objective (the same worth: standing there turns the enemy's points into none, or none into ours); pick up a
 *   Mobile one that scores more carried (Acquisition: 3 VP carried, anywhere); keep carrying one; hunt an enemy
 *   carrier; escort a friendly one;
 * - **home** (Take What is Theirs: an Objective scores for the gang whose corner it ends within 12″ of): carry one
 *   toward home; go for one we may pick up (a rival's, or ours once a rival has claimed it) that is worth more at
 *   home than where it lies; guard one lying in our home; hunt an enemy carrier; escort a friendly one;
 * - **street** (Street Fight): an Attacker runs for the far edge (touching it scores 1 VP and takes it off the
 *   board); a Defender stands in front of the Attacker likeliest to get away.
 *
 * Friends share the work: each Objective (or Attacker, for Defenders) is matched to the friend likeliest to get to it
 * ({@link coverOf}), and a role is worth only the share that friend leaves. move-candidates.ts counts the change of
 * this worth between where a character stands and where a move leaves it; attack-candidates.ts what an attack does
 * to an enemy's part in it (objective-attacks.ts); choices/setup.ts whether to pick an Objective up.
 */
import {
  canCarryObjective,
  carriedBy,
  carrierOf,
  charactersOnBoard,
  distance,
  enemiesOf,
  escapeEdgeX,
  figureOf,
  hasTag,
  ignoredForObjectives,
  isAttacker,
  isKind,
  type Match,
  OBJECTIVE_RADIUS,
  objectiveAt,
  objectivesOf,
  oddsOf,
  type Point3,
  planAttack,
  SCORING_INCHES,
  scenarioOf,
  statOf,
  touchesEscapeEdge,
  weaponsOf,
  zoneOf,
} from '../rules/index.ts';

/** How the scenario's Primary Objective scores, as the computer plays it (see the module comment). */
export type ObjectivePlay = 'held' | 'home' | 'street' | 'none';

/** Share of the straight-line distance a character covers along its path (walls, canals, stairs). */
export const PATH_SHARE = 0.85;
/** Share of a pick-up's worth counted before it is made (it needs a turn ending in contact, not engaged). */
export const PICK_SHARE = 0.8;
/** Share of an enemy carrier's stake counted for hunting it (it still has to be made to drop it). */
export const HUNT_SHARE = 0.35;
/** Share of a friendly carrier's stake counted for escorting it (within 3″ of it, none beyond 9″). */
export const ESCORT_SHARE = 0.15;
/** Share of an Objective lying in our home counted for guarding it (within 3″ of it). */
export const GUARD_SHARE = 0.25;
/** Share of an Attacker's chance to get away counted for a Defender standing in front of it. */
export const BLOCK_SHARE = 0.5;
/** Inches ahead of an Attacker (toward its edge) where a Defender stands in its way. */
export const BLOCK_AHEAD = 3;
/** Share of an enemy carrier's stake counted as its drop's worth (the Objective then lies by it, still contested). */
export const DROP_STAKE = 0.8;

/** One Objective as the computer reads it. */
export interface ObjectiveInfo {
  readonly o: number;
  readonly id: string;
  /** Victory Points it scores held (or at home). */
  readonly vp: number;
  /** Victory Points it scores carried at the end (Acquisition), or null. */
  readonly carriedVp: number | null;
  /** Its carrier (−1 when it lies on the table), and whether that carrier is of our gang. */
  readonly carrier: number;
  readonly ours: boolean;
  readonly mobile: boolean;
  /** Whether our gang may pick it up (Take What is Theirs: ours only once a rival has claimed it). */
  readonly pickable: boolean;
  readonly at: Point3;
}

/** An Attacker of Street Fight (an enemy of a Defender) and its chance to get away from where it stands. */
export interface Runner {
  readonly eid: number;
  readonly escape: number;
}

/** What a character knows of the Primary Objective as it plans (plan.ts makes it once per character). */
export interface ObjectiveView {
  readonly play: ObjectivePlay;
  /** Its gang (an index), whether it attacks (Street Fight). */
  readonly g: number;
  readonly attacker: boolean;
  /** Rounds left, the current one included. */
  readonly roundsLeft: number;
  /** Weight of a turn of walking still needed (reachChance's decay). */
  readonly decay: number;
  readonly objectives: readonly ObjectiveInfo[];
  /** Objective (held, home) or Attacker (street) → the chance another friend gets there first (0–1). */
  readonly cover: ReadonlyMap<number, number>;
  /** Street Fight, for a Defender: the Attackers and their chance to get away. */
  readonly runners: readonly Runner[];
  /** For a carrier: each enemy's chance that one attack makes it lose 3 or more Life Points. */
  readonly dropChances: ReadonlyMap<number, number>;
}

/** A spot's worth for the Primary Objective, and its words (the Why? panel). */
export interface Standing {
  readonly value: number;
  readonly label: string;
}

/** How the Primary Objective of `scenario` is played (see {@link ObjectivePlay}). */
export function objectivePlay(scenario: string): ObjectivePlay {
  const kind = scenarioOf(scenario).primary.kind;
  if (kind === 'objectives-held') return 'held';
  if (kind === 'objectives-home') return 'home';
  if (kind === 'street-fight') return 'street';
  return 'none';
}

/** Rounds left in `m`, the current one included (at least 1). */
export function roundsLeft(m: Match): number {
  return Math.max(1, scenarioOf(m.setup.scenario).rounds - Math.max(1, m.round) + 1);
}

/**
 * Chance to get within reach of a goal `gap` inches away (0 or less: there) with `budget` inches of walking left before
 * the game ends and `perTurn` inches a turn: 1 there, nothing beyond the budget, else e^(−decay × turns of walking).
 */
export function reachChance(gap: number, budget: number, perTurn: number, decay: number): number {
  if (gap <= 0) return 1;
  if (gap > budget) return 0;
  return Math.exp((-decay * gap) / Math.max(1, perTurn));
}

/** Inches `eid` walks in a whole turn (3 Run/Climb actions), and along its path. */
function perTurn(m: Match, eid: number): number {
  return 3 * statOf(m, eid, 'move') * PATH_SHARE;
}

/**
 * Inches `eid` can still walk before the game ends: `apAfter` Action Points this turn, then whole turns in the rounds
 * left (for one that is not acting: this round's turn too when it has not had it).
 */
export function walkBudget(m: Match, eid: number, apAfter: number, acting: boolean): number {
  const left = roundsLeft(m);
  const c = m.world.components;
  const thisRound = acting ? apAfter : hasTag(m.world, eid, c.HadTurn) ? 0 : 3;
  return (thisRound + (left - 1) * 3) * statOf(m, eid, 'move') * PATH_SHARE;
}

/** Inches between `eid`'s base and the edge of an Objective's base at `at`. */
function gapTo(m: Match, eid: number, at: Point3): number {
  return distance(figureOf(m, eid), { x: at[0], y: at[1], z: at[2], radius: OBJECTIVE_RADIUS, height: 0 });
}

/** The corner of gang `g`'s zone (Take What is Theirs), or null. */
function cornerOf(m: Match, g: number): { x: number; y: number } | null {
  return zoneOf(m, g)?.corner ?? null;
}

/** Inches an Objective at `at` lies beyond gang `g`'s home (within `home` inches of its corner); 0 inside. */
export function beyondHome(m: Match, g: number, at: Point3): number {
  const c = cornerOf(m, g);
  if (!c) return Number.POSITIVE_INFINITY;
  const home = homeInches(m);
  return Math.max(0, Math.hypot(at[0] - c.x, at[1] - c.y) - OBJECTIVE_RADIUS - home);
}

/** The home radius of Take What is Theirs (inches), 0 for other scenarios. */
function homeInches(m: Match): number {
  const p = scenarioOf(m.setup.scenario).primary;
  return p.kind === 'objectives-home' ? p.home : 0;
}

/** Where an Objective at `at` scores now: +1 in gang `g`'s home, −1 in a rival's, 0 elsewhere. */
export function homeSide(m: Match, g: number, at: Point3): number {
  for (let k = 0; k < m.setup.gangs.length; k++) {
    if (beyondHome(m, k, at) <= 1e-9) return k === g ? 1 : -1;
  }
  return 0;
}

/** The Objectives as gang `g` reads them. */
function objectiveInfos(m: Match, g: number): ObjectiveInfo[] {
  const p = scenarioOf(m.setup.scenario).primary;
  const { Objective, Gang } = m.world.components;
  return objectivesOf(m).map((o) => {
    const carrier = carrierOf(m, o);
    const owner = Objective.owner[o] ?? -1;
    return {
      o,
      id: Objective.id[o]!,
      vp: Objective.vp[o] ?? p.vp,
      carriedVp: p.kind === 'objectives-held' ? (p.carriedVp ?? null) : null,
      carrier,
      ours: carrier >= 0 && Gang.index[carrier] === g,
      mobile: isKind(m, o, 'mobile'),
      pickable: owner !== g || Objective.claimedByOther[o] === 1,
      at: objectiveAt(m, o),
    };
  });
}

/**
 * Match each goal to the friend likeliest to get there (greedy on `chance`, one goal per friend): goal → that chance.
 */
function coverOf(
  friends: readonly number[],
  goals: readonly number[],
  chance: (friend: number, goal: number) => number,
): Map<number, number> {
  const pairs: { f: number; goal: number; p: number }[] = [];
  for (const f of friends)
    for (const goal of goals) {
      const p = chance(f, goal);
      if (p > 0.02) pairs.push({ f, goal, p });
    }
  pairs.sort((a, b) => b.p - a.p || a.f - b.f || a.goal - b.goal);
  const used = new Set<number>();
  const cover = new Map<number, number>();
  for (const x of pairs) {
    if (used.has(x.f) || cover.has(x.goal)) continue;
    used.add(x.f);
    cover.set(x.goal, x.p);
  }
  return cover;
}

/** An Attacker's chance to get away from where it stands (its budget of walking left). */
function escapeChance(m: Match, a: number, apAfter: number, acting: boolean, decay: number): number {
  if (touchesEscapeEdge(m, a)) return 1;
  const g = m.world.components.Gang.index[a] ?? 0;
  const gap = Math.abs((m.world.components.Position.x[a] ?? 0) - escapeEdgeX(m, g)) - 1;
  return reachChance(gap, walkBudget(m, a, apAfter, acting), perTurn(m, a), decay);
}

/** Each enemy's chance that its best attack makes carrier `eid` lose 3 or more Life Points (or takes it out). */
export function dropChancesOf(m: Match, eid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of enemiesOf(m, eid)) {
    let best = 0;
    for (const w of weaponsOf(m, e)) {
      const odds = oddsOf(m, planAttack(m, e, eid, w), eid);
      best = Math.max(best, dropChanceOf(odds.lpLoss));
    }
    out.set(e, best);
  }
  return out;
}

/** Chance of losing 3 or more Life Points, or all of them, from an attack's distribution of Life Points lost. */
export function dropChanceOf(lpLoss: readonly number[]): number {
  let p = 0;
  lpLoss.forEach((q, lost) => {
    if (lost >= 3 || (lost > 0 && lost === lpLoss.length - 1)) p += q;
  });
  return p;
}

/**
 * The view of the Primary Objective for character `eid` as it plans (see {@link ObjectiveView}); null when the
 * scenario scores none (Gang War). `decay`: the weight of a turn of walking still needed (weights.ts).
 */
export function objectiveView(m: Match, eid: number, decay: number): ObjectiveView | null {
  const play = objectivePlay(m.setup.scenario);
  if (play === 'none') return null;
  const c = m.world.components;
  const g = c.Gang.index[eid] ?? 0;
  const friends = charactersOnBoard(m.world).filter((f) => f !== eid && c.Gang.index[f] === g);
  const base = {
    play,
    g,
    attacker: isAttacker(m, g),
    roundsLeft: roundsLeft(m),
    decay,
    dropChances: carriedBy(m, eid) >= 0 ? dropChancesOf(m, eid) : new Map<number, number>(),
  };
  if (play === 'street') {
    const attackerHere = isAttacker(m, g);
    const runners = attackerHere
      ? []
      : enemiesOf(m, eid)
          .filter((a) => isAttacker(m, c.Gang.index[a] ?? -1))
          .map((a) => ({ eid: a, escape: escapeChance(m, a, 0, false, decay) }));
    const cover = attackerHere
      ? new Map<number, number>()
      : coverOf(
          friends,
          runners.map((r) => r.eid),
          (f, a) => reachChance(blockGap(m, f, a), walkBudget(m, f, 0, false), perTurn(m, f), decay),
        );
    return { ...base, objectives: [], cover, runners };
  }
  const objectives = objectiveInfos(m, g);
  const lying = objectives.filter((x) => x.carrier < 0);
  const holders = friends.filter((f) => !ignoredForObjectives(m, f) && carriedBy(m, f) < 0);
  const ring = play === 'held' ? SCORING_INCHES : 0;
  const cover = coverOf(
    holders,
    lying.map((x) => x.o),
    (f, o) => {
      const at = objectiveAt(m, o);
      return reachChance(gapTo(m, f, at) - ring, walkBudget(m, f, 0, false), perTurn(m, f), decay);
    },
  );
  return { ...base, objectives, cover, runners: [] };
}

/** Inches from friend `f` to the spot in front of Attacker `a` (toward the edge it runs for). */
function blockGap(m: Match, f: number, a: number): number {
  const { Position, Gang } = m.world.components;
  const ax = Position.x[a] ?? 0;
  const edge = escapeEdgeX(m, Gang.index[a] ?? 0);
  const fx = ax + Math.sign(edge - ax) * BLOCK_AHEAD;
  return Math.max(0, Math.hypot((Position.x[f] ?? 0) - fx, (Position.y[f] ?? 0) - (Position.y[a] ?? 0)) - 1);
}

/** The best of `roles`, or null when none is worth anything. */
function best(roles: readonly (Standing | null)[]): Standing | null {
  let out: Standing | null = null;
  for (const r of roles) if (r && r.value > 1e-6 && (!out || r.value > out.value)) out = r;
  return out;
}

/**
 * What the spot where `eid` stands now (put it there with `asIfAt`) is worth for the Primary Objective, with
 * `apAfter` Action Points left this turn (see the module comment), or null when nothing.
 */
export function objectiveStanding(
  m: Match,
  view: ObjectiveView,
  eid: number,
  apAfter: number,
): Standing | null {
  if (view.play === 'street') return streetStanding(m, view, eid, apAfter);
  const budget = walkBudget(m, eid, apAfter, true);
  const turn = perTurn(m, eid);
  const reach = (gap: number) => reachChance(gap, budget, turn, view.decay);
  const free = (o: number) => 1 - (view.cover.get(o) ?? 0);
  const counts = !ignoredForObjectives(m, eid);
  const carries = canCarryObjective(m, eid);
  // A carrier's part is its Objective, whatever it is worth (less than nothing in a rival's home).
  const carried = view.objectives.find((x) => x.carrier === eid);
  if (carried) return carrying(m, view, carried, eid, budget, turn);
  const roles: (Standing | null)[] = [];
  for (const x of view.objectives) {
    if (x.carrier >= 0) {
      const gap = Math.max(0, distance(figureOf(m, eid), figureOf(m, x.carrier)) - 0.5);
      const stake = carrierStake(m, view, x);
      if (x.ours) {
        const near = gap <= SCORING_INCHES ? 1 : Math.max(0, 1 - (gap - SCORING_INCHES) / 6);
        roles.push({ value: ESCORT_SHARE * stake * near, label: `escorts the carrier of ${x.id}` });
      } else roles.push({ value: HUNT_SHARE * stake * reach(gap), label: `hunts the carrier of ${x.id}` });
      continue;
    }
    const gap = gapTo(m, eid, x.at);
    if (view.play === 'held') {
      if (counts)
        roles.push({
          value: x.vp * free(x.o) * reach(gap - SCORING_INCHES),
          label: `holds or contests ${x.id} at the end (${x.vp} VP)`,
        });
      if (x.mobile && x.carriedVp !== null && counts && carries)
        roles.push({
          value: PICK_SHARE * x.carriedVp * free(x.o) * reach(gap),
          label: `goes to pick up ${x.id} (${x.carriedVp} VP carried)`,
        });
      continue;
    }
    // Take What is Theirs: worth where it would end carried home, against where it lies now.
    const side = homeSide(m, view.g, x.at);
    if (x.mobile && x.pickable && carries) {
      const after = reachChance(beyondHome(m, view.g, x.at), budget - gap, turn, view.decay);
      const gain = x.vp * (after - side);
      if (gain > 0)
        roles.push({
          value: PICK_SHARE * gain * free(x.o) * reach(gap),
          label: `goes for ${x.id} to carry it home (${x.vp} VP there)`,
        });
    }
    if (side > 0 || !x.pickable)
      roles.push({
        value: GUARD_SHARE * x.vp * free(x.o) * reach(gap - SCORING_INCHES),
        label: `guards ${x.id}`,
      });
  }
  return best(roles);
}

/**
 * What carrying Objective `x` is worth to character `eid` where it stands, its turn over (a pick-up or a hand-over
 * as the turn ends: choices/objective.ts); 0 when a carried Objective scores nothing for it (Mindless, held).
 */
export function carryWorth(m: Match, view: ObjectiveView, x: ObjectiveInfo, eid: number): number {
  if (view.play === 'held' && ignoredForObjectives(m, eid)) return 0;
  return carrying(m, view, x, eid, walkBudget(m, eid, 0, true), perTurn(m, eid)).value;
}

/** What carrying `x` is worth to `carrier` where it stands (`budget` inches of walking left). */
function carrying(
  m: Match,
  view: ObjectiveView,
  x: ObjectiveInfo,
  carrier: number,
  budget: number,
  turn: number,
): Standing {
  if (view.play === 'held') {
    const vp = x.carriedVp ?? x.vp;
    return { value: vp, label: `carries ${x.id} (${vp} VP if still carried at the end)` };
  }
  const { Position } = m.world.components;
  const at: Point3 = [Position.x[carrier] ?? 0, Position.y[carrier] ?? 0, Position.z[carrier] ?? 0];
  const home = reachChance(beyondHome(m, view.g, at), budget, turn, view.decay);
  const rival = homeSide(m, view.g, at) < 0 ? 1 : 0;
  return {
    value: x.vp * (home - rival),
    label:
      home >= 1 ? `keeps ${x.id} in its home (${x.vp} VP)` : `carries ${x.id} toward home (${x.vp} VP there)`,
  };
}

/** Victory Points an Objective's carrier stands to lose when it drops it (an enemy's: what we gain). */
export function carrierStake(m: Match, view: ObjectiveView, x: ObjectiveInfo): number {
  if (view.play === 'held') return DROP_STAKE * (x.carriedVp ?? x.vp);
  const g = m.world.components.Gang.index[x.carrier] ?? 0;
  const home = reachChance(
    beyondHome(m, g, x.at),
    walkBudget(m, x.carrier, 0, false),
    perTurn(m, x.carrier),
    view.decay,
  );
  return DROP_STAKE * x.vp * Math.max(0.25, home);
}

/** Street Fight: an Attacker runs for the far edge; a Defender stands in front of the Attacker likeliest to escape. */
function streetStanding(m: Match, view: ObjectiveView, eid: number, apAfter: number): Standing | null {
  if (view.attacker) {
    if (touchesEscapeEdge(m, eid)) return { value: 1, label: 'escapes by the far edge (1 VP)' };
    return {
      value: escapeChance(m, eid, apAfter, true, view.decay),
      label: 'runs for the far edge (1 VP there)',
    };
  }
  const budget = walkBudget(m, eid, apAfter, true);
  const turn = perTurn(m, eid);
  return best(
    view.runners.map((r) => ({
      value:
        BLOCK_SHARE *
        r.escape *
        (1 - (view.cover.get(r.eid) ?? 0)) *
        reachChance(blockGap(m, eid, r.eid), budget, turn, view.decay),
      label: `stands in the way of ${m.world.components.Identity.id[r.eid] ?? 'an Attacker'}`,
    })),
  );
}

/**
 * The chance the carrier `eid` drops its Objective before its next turn where it stands: each enemy that could reach
 * it (`share`: spot-worth.ts `dangerShare`) times its chance to make it lose 3 Life Points in one attack, summed (at
 * most 0.9).
 */
export function dropRisk(view: ObjectiveView, share: (enemy: number) => number): number {
  let risk = 0;
  for (const [e, p] of view.dropChances) risk += share(e) * p;
  return Math.min(0.9, risk);
}
