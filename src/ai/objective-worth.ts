/**
 * What the scenario's Primary Objective makes a character's spot worth, in Victory Points (rulebook "Primary
 * Objective", "The Winds of Fate"; DESIGN §3.4): the computer plays the scenario, not only the fight.
 *
 * The score is counted at the end of the game, so a spot is worth what it makes likely then: each role below is the
 * Victory Points at stake times the chance the character gets where they score before the game ends
 * ({@link reachChance}: 1 there or within what is left of its turn, less with each turn it must wait and walk,
 * nothing beyond what its rounds left can walk). So an Action Point spent on something else, or a turn ended early,
 * costs what it would have walked; and in the last round being within 3″ of an Objective after its last action is a
 * step, all or nothing. A carrier's part is its Objective; any other character plays one role at a time, its best:
 *
 * - **held** (Secure Arms, Acquisition: an Objective scores for the only gang within 3″): hold or contest an
 *   Objective (the same worth: standing there turns the enemy's points into none, or none into ours); pick up a
 *   Mobile one that scores more carried (Acquisition: 3 VP carried, anywhere) — more when an enemy would pick it up
 *   otherwise (its points then go the other way); keep carrying one; hunt an enemy carrier; escort a friendly one;
 * - **home** (Take What is Theirs: an Objective scores for the gang whose corner it ends within 12″ of): carry one
 *   toward home; go for one we may pick up (a rival's, or ours once a rival has claimed it) that is worth more at
 *   home than where it lies; guard one lying in our home; hunt an enemy carrier; escort a friendly one;
 * - **street** (Street Fight): an Attacker runs for the far edge (touching it scores 1 VP and takes it off the
 *   board); a Defender stands in front of the Attacker likeliest to get away.
 *
 * Friends share the work ({@link assign}): each Objective (or Attacker, for Defenders) goes to the character
 * likeliest to get to it, one each; a role on a goal given to another friend is worth only the share that friend
 * leaves. move-candidates.ts counts the change of this worth between where a character stands and where a move leaves
 * it; considerations.ts what staying costs (an Action Point spent there, or the turn ended); objective-attacks.ts what
 * an attack does to an enemy's part in it; choices/objective.ts whether to pick an Objective up.
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
  inContact,
  isAttacker,
  isKind,
  type Match,
  moveBudget,
  nodeKey,
  nodeOf,
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
import { threatOf } from './threat.ts';
import { fieldFrom, fieldFromAny, OFF_FIELD_SHARE, wayTo } from './ways.ts';

/** How the scenario's Primary Objective scores, as the computer plays it (see the module comment). */
export type ObjectivePlay = 'held' | 'home' | 'street' | 'none';

/**
 * Share of its MOVE a character is counted to cover toward a goal each action: the ways are measured along the board
 * (ways.ts), less a little for climbs and swims whose rolls fail.
 */
export const PATH_SHARE = 0.95;
/** Turns counted for a goal not reached this turn, beside the walking it still needs (it waits for its next turn). */
export const LATER_TURN = 0.5;
/** Share of a pick-up's worth counted before it is made (it needs a turn ending in contact, not engaged). */
export const PICK_SHARE = 0.8;
/** Share of an enemy carrier's stake counted for hunting it (it still has to be made to drop it). */
export const HUNT_SHARE = 0.35;
/** Share of a friendly carrier's stake counted for escorting it (within 3″ of it, none beyond 9″). */
export const ESCORT_SHARE = 0.15;
/** Share of an Objective counted for guarding it where it scores for us (within 3″ of it). */
export const GUARD_SHARE = 0.25;
/** Share of an Attacker's chance to get away counted for a Defender standing in front of it. */
export const BLOCK_SHARE = 0.5;
/** Inches ahead of an Attacker (toward its edge) where a Defender stands in its way. */
export const BLOCK_AHEAD = 3;
/** Share of a carrier's worth it loses when it drops its Objective (it then lies by it, still to be fought over). */
export const DROP_STAKE = 0.8;
/** Share of a friend's chance to get to a goal given to it that is counted as sure (it may yet do otherwise). */
export const COVER_TRUST = 0.75;
/** Share of a character's best attack counted per turn it would spend carrying instead of fighting (at most 3). */
export const FIGHT_SHARE = 0.3;
export const FIGHT_TURNS = 3;
/** How much a character's fighting worth counts against its chance when Objectives to carry are shared out. */
export const FIGHTER_RANK = 0.5;

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

/** Who of a gang goes for a goal (an Objective, an Attacker to stop), and that one's chance to get there. */
export interface Assignee {
  readonly eid: number;
  readonly chance: number;
}

/** What a character knows of the Primary Objective as it plans (plan.ts makes it once per character). */
export interface ObjectiveView {
  readonly play: ObjectivePlay;
  /** The character it is made for, its gang (an index), whether it attacks (Street Fight). */
  readonly eid: number;
  readonly g: number;
  readonly attacker: boolean;
  /** Rounds left, the current one included. */
  readonly roundsLeft: number;
  /** Weight of a turn of walking still needed (reachChance's decay). */
  readonly decay: number;
  readonly objectives: readonly ObjectiveInfo[];
  /** Goal (an Objective lying on the table; for Defenders an Attacker) → the friend it is given to ({@link assign}). */
  readonly assigned: ReadonlyMap<number, Assignee>;
  /** Objective lying on the table → the likeliest enemy's chance to pick it up first (held Mobile Objectives). */
  readonly pressure: ReadonlyMap<number, number>;
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

/**
 * How far a character can still walk (inches, along its path): `now` in what is left of its turn, `total` before the
 * game ends, `perTurn` in a whole turn (3 Run/Climb actions).
 */
export interface Walk {
  readonly now: number;
  readonly total: number;
  readonly perTurn: number;
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
 * How far `eid` can still walk: `apAfter` Action Points of this turn when it is `acting` (else this round's whole turn
 * when it has not had it), the first of them as far as a Run/Climb begun where it stands goes (a swimmer's: MOVE 2″
 * short, rules "Swimming"), then whole turns in the rounds left.
 */
export function walkOf(m: Match, eid: number, apAfter: number, acting: boolean): Walk {
  const inches = statOf(m, eid, 'move') * PATH_SHARE;
  const thisRound = acting ? apAfter : hasTag(m.world, eid, m.world.components.HadTurn) ? 0 : 3;
  // The next Run/Climb begins where it stands: a swimmer's goes 2″ short (rules `moveBudget`).
  const first = thisRound > 0 ? Math.min(inches, moveBudget(m, eid) * PATH_SHARE) - inches : 0;
  const now = thisRound * inches + first;
  return {
    now,
    total: now + (roundsLeft(m) - 1) * 3 * inches,
    perTurn: 3 * inches,
  };
}

/**
 * Chance to get within reach of a goal `gap` inches away (0 or less: there) with `walk` left: 1 there or within what
 * is left of this turn, nothing beyond what is left of the game, else e^(−decay × turns): {@link LATER_TURN} for
 * waiting for the next turn, and the turns of walking beyond this one.
 */
export function reachChance(gap: number, walk: Walk, decay: number): number {
  if (gap <= 0 || gap <= walk.now) return 1;
  if (gap > walk.total) return 0;
  return Math.exp(-decay * (LATER_TURN + (gap - walk.now) / Math.max(1, walk.perTurn)));
}

/**
 * An Attacker's chance to get away, `gap` inches from the far edge with `walk` left: 1 within what is left of its turn,
 * nothing beyond what is left of the game, else falling in a straight line with the inches still to walk beyond this
 * turn, to none a board's length away. Not a fading per turn as for Objectives: in Street Fight every inch nearer
 * counts alike, the edge being the only goal and the Defenders the only danger (weighed where it ends up).
 */
export function escapeChance(m: Match, gap: number, walk: Walk): number {
  if (gap <= 0 || gap <= walk.now) return 1;
  if (gap > walk.total) return 0;
  return Math.max(0, 1 - (gap - walk.now) / Math.max(m.board.width, m.board.depth));
}

/** Inches `eid`'s base has to walk to touch an Objective's base at `at`: along the ways (ways.ts), at least straight. */
function gapTo(m: Match, eid: number, at: Point3): number {
  const straight = distance(figureOf(m, eid), {
    x: at[0],
    y: at[1],
    z: at[2],
    radius: OBJECTIVE_RADIUS,
    height: 0,
  });
  const radii = (m.world.components.Base.radius[eid] ?? 0.6) + OBJECTIVE_RADIUS;
  return Math.max(straight, wayTo(m, eid, at, straight + radii) - radii);
}

/** Inches `eid` has to walk to come within 3″ of an Objective at `at` (0 within). */
function gapToRing(m: Match, eid: number, at: Point3): number {
  const straight = distance(figureOf(m, eid), {
    x: at[0],
    y: at[1],
    z: at[2],
    radius: OBJECTIVE_RADIUS,
    height: 0,
  });
  return straight <= SCORING_INCHES + 1e-9 ? 0 : Math.max(0, gapTo(m, eid, at) - SCORING_INCHES);
}

/** The inches along the ways from `point` (a node there) in `field`, else `straight` times the off-field share. */
function wayAt(m: Match, field: ReadonlyMap<string, number>, point: Point3, straight: number): number {
  const n = m.board.nodeAt(point[0], point[1], point[2]);
  return (n ? field.get(nodeKey(n)) : undefined) ?? straight * OFF_FIELD_SHARE;
}

/** The home radius of Take What is Theirs (inches), 0 for other scenarios. */
function homeInches(m: Match): number {
  const p = scenarioOf(m.setup.scenario).primary;
  return p.kind === 'objectives-home' ? p.home : 0;
}

/**
 * Inches an Objective at `at` lies beyond gang `g`'s home (within 12″ of its zone's corner, on the table); 0 inside.
 * With `ways`, the inches still to carry it there along the ways of the board (at least the straight ones).
 */
export function beyondHome(m: Match, g: number, at: Point3, ways = false): number {
  const c = zoneOf(m, g)?.corner;
  if (!c) return Number.POSITIVE_INFINITY;
  const straight = Math.hypot(at[0] - c.x, at[1] - c.y);
  const beyond = Math.max(0, straight - OBJECTIVE_RADIUS - homeInches(m));
  if (!ways || beyond <= 0) return beyond;
  const way = wayAt(m, fieldFrom(m.board, [c.x, c.y, 0]), at, straight);
  return Math.max(beyond, way - OBJECTIVE_RADIUS - homeInches(m));
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
 * Share the goals among `friends` (the character planning among them): each goal to the friend likeliest to get
 * there (`chance`; `penalty`, when given, lowers a friend's rank for a goal without lowering its chance: a strong
 * fighter sent to carry), one goal each, the best pairs first (ties to the lower entity). Goal → its assignee.
 */
export function assign(
  friends: readonly number[],
  goals: readonly number[],
  chance: (friend: number, goal: number) => number,
  penalty: (friend: number, goal: number) => number = () => 0,
): Map<number, Assignee> {
  const pairs: { f: number; goal: number; p: number; rank: number }[] = [];
  for (const f of friends)
    for (const goal of goals) {
      const p = chance(f, goal);
      if (p > 0.02) pairs.push({ f, goal, p, rank: p - penalty(f, goal) });
    }
  pairs.sort((a, b) => b.rank - a.rank || a.f - b.f || a.goal - b.goal);
  const used = new Set<number>();
  const out = new Map<number, Assignee>();
  for (const x of pairs) {
    if (used.has(x.f) || out.has(x.goal)) continue;
    used.add(x.f);
    out.set(x.goal, { eid: x.f, chance: x.p });
  }
  return out;
}

/** The share of goal `goal` left to the view's character: all of it when it is its own or nobody's. */
function freeShare(view: ObjectiveView, goal: number): number {
  const a = view.assigned.get(goal);
  return !a || a.eid === view.eid ? 1 : 1 - COVER_TRUST * a.chance;
}

/** Points along the far edge an Attacker of gang `g` runs for, from which its ways are searched. */
function edgePoints(m: Match, g: number): Point3[] {
  const x = Math.min(m.board.width - 0.5, Math.max(0.5, escapeEdgeX(m, g)));
  return [1, 3, 5, 7].map((k): Point3 => [x, (m.board.depth * k) / 8, 0]);
}

/** Inches an Attacker still has to walk to touch the far edge it runs for (0: it touches it), along the ways. */
function edgeGap(m: Match, a: number): number {
  if (touchesEscapeEdge(m, a)) return 0;
  const { Position, Gang } = m.world.components;
  const g = Gang.index[a] ?? 0;
  const straight = Math.abs((Position.x[a] ?? 0) - escapeEdgeX(m, g)) - 1;
  const way = fieldFromAny(m.board, edgePoints(m, g)).get(nodeKey(nodeOf(m, a)));
  return Math.max(straight, way === undefined ? straight * OFF_FIELD_SHARE : way - 1);
}

/** Inches from `f` to the spot in front of Attacker `a` (toward the edge it runs for). */
function blockGap(m: Match, f: number, a: number): number {
  const { Position, Gang } = m.world.components;
  const ax = Position.x[a] ?? 0;
  const fx = ax + Math.sign(escapeEdgeX(m, Gang.index[a] ?? 0) - ax) * BLOCK_AHEAD;
  return Math.max(0, Math.hypot((Position.x[f] ?? 0) - fx, (Position.y[f] ?? 0) - (Position.y[a] ?? 0)) - 1);
}

/** Each enemy's chance that its best attack makes carrier `eid` lose 3 or more Life Points (or takes it out). */
export function dropChancesOf(m: Match, eid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of enemiesOf(m, eid)) {
    let best = 0;
    for (const w of weaponsOf(m, e))
      best = Math.max(best, dropChanceOf(oddsOf(m, planAttack(m, e, eid, w), eid).lpLoss));
    out.set(e, best);
  }
  return out;
}

/** Each character's best attack on an enemy (threat.ts `threatOf`), by match, worked out once a round. */
const fighting = new WeakMap<Match, { round: number; worth: Map<number, number> }>();

/** The worth of `eid`'s best attack on any enemy, assuming it can reach it (Victory Points), kept for the round. */
export function fightWorthOf(m: Match, eid: number): number {
  let kept = fighting.get(m);
  if (!kept || kept.round !== m.round) {
    kept = { round: m.round, worth: new Map() };
    fighting.set(m, kept);
  }
  let w = kept.worth.get(eid);
  if (w === undefined) {
    w = Math.max(0, ...enemiesOf(m, eid).map((e) => threatOf(m, eid, e)));
    kept.worth.set(eid, w);
  }
  return w;
}

/**
 * What carrying an Objective costs `eid` in attacks it will not make (a carrier only Runs/Climbs):
 * {@link FIGHT_SHARE} of its best attack for each turn it has left after this one, at most {@link FIGHT_TURNS}.
 */
export function carryCost(m: Match, eid: number): number {
  const turns = Math.min(FIGHT_TURNS, roundsLeft(m) - 1);
  return turns <= 0 ? 0 : FIGHT_SHARE * fightWorthOf(m, eid) * turns;
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
 * The view of the Primary Objective for character `eid` as it plans with `ap` Action Points (see
 * {@link ObjectiveView}); null when the scenario scores none (Gang War). `decay`: the weight of a turn of walking still
 * needed (weights.ts).
 */
export function objectiveView(m: Match, eid: number, ap: number, decay: number): ObjectiveView | null {
  const play = objectivePlay(m.setup.scenario);
  if (play === 'none') return null;
  const c = m.world.components;
  const g = c.Gang.index[eid] ?? 0;
  const gang = charactersOnBoard(m.world).filter((f) => c.Gang.index[f] === g);
  const walk = (f: number) => walkOf(m, f, f === eid ? ap : 0, f === eid);
  const base = {
    play,
    eid,
    g,
    attacker: isAttacker(m, g),
    roundsLeft: roundsLeft(m),
    decay,
    dropChances: carriedBy(m, eid) >= 0 ? dropChancesOf(m, eid) : new Map<number, number>(),
  };
  if (play === 'street') {
    if (base.attacker)
      return { ...base, objectives: [], assigned: new Map(), pressure: new Map(), runners: [] };
    const runners = enemiesOf(m, eid)
      .filter((a) => isAttacker(m, c.Gang.index[a] ?? -1))
      .map((a) => ({ eid: a, escape: escapeChance(m, edgeGap(m, a), walkOf(m, a, 0, false)) }));
    const assigned = assign(
      gang,
      runners.map((r) => r.eid),
      (f, a) => reachChance(blockGap(m, f, a), walk(f), decay),
    );
    return { ...base, objectives: [], assigned, pressure: new Map(), runners };
  }
  const objectives = objectiveInfos(m, g);
  const holders = gang.filter((f) => !ignoredForObjectives(m, f) && carriedBy(m, f) < 0);
  // Held: a friend gets within 3″ of it; Take What is Theirs: a friend touches it to pick it up.
  const gap = play === 'held' ? gapToRing : gapTo;
  // Objectives to carry go to those who fight least (a carrier only Runs/Climbs).
  const toCarry = new Set(
    objectives
      .filter((x) => x.carrier < 0 && x.mobile && (x.carriedVp !== null || (play === 'home' && x.pickable)))
      .map((x) => x.o),
  );
  const assigned = assign(
    holders,
    objectives.filter((x) => x.carrier < 0).map((x) => x.o),
    (f, o) => reachChance(gap(m, f, objectiveAt(m, o)), walk(f), decay),
    (f, o) => (toCarry.has(o) ? FIGHTER_RANK * fightWorthOf(m, f) : 0),
  );
  return { ...base, objectives, assigned, pressure: pressureOn(m, eid, objectives, decay), runners: [] };
}

/** Each held Mobile Objective lying on the table → the likeliest enemy's chance to pick it up (see ObjectiveView). */
function pressureOn(
  m: Match,
  eid: number,
  objectives: readonly ObjectiveInfo[],
  decay: number,
): Map<number, number> {
  const out = new Map<number, number>();
  const lying = objectives.filter((x) => x.carrier < 0 && x.mobile && x.carriedVp !== null);
  if (lying.length === 0) return out;
  const takers = enemiesOf(m, eid).filter(
    (e) => canCarryObjective(m, e) && !ignoredForObjectives(m, e) && carriedBy(m, e) < 0,
  );
  for (const x of lying) {
    let p = 0;
    for (const e of takers) p = Math.max(p, reachChance(gapTo(m, e, x.at), walkOf(m, e, 0, false), decay));
    out.set(x.o, p);
  }
  return out;
}

/** The best of `roles`, or null when none is worth anything. */
function best(roles: readonly (Standing | null)[]): Standing | null {
  let out: Standing | null = null;
  for (const r of roles) if (r && r.value > 1e-6 && (!out || r.value > out.value)) out = r;
  return out;
}

/**
 * What the spot where `eid` (the view's character) stands now — put it there with `asIfAt` — is worth for the Primary
 * Objective with `apAfter` Action Points left this turn (see the module comment), or null when nothing.
 */
export function objectiveStanding(
  m: Match,
  view: ObjectiveView,
  eid: number,
  apAfter: number,
): Standing | null {
  const walk = walkOf(m, eid, apAfter, true);
  if (view.play === 'street') return streetStanding(m, view, eid, walk);
  const reach = (gap: number) => reachChance(gap, walk, view.decay);
  // In base contact with an enemy it picks nothing up as its turn ends: not this turn.
  const engaged = enemiesOf(m, eid).some((e) => inContact(m, eid, e));
  const reachToTouch = (gap: number) => reachChance(gap, engaged ? { ...walk, now: 0 } : walk, view.decay);
  // A carrier's part is its Objective, whatever it is worth (less than nothing in a rival's home).
  const carried = view.objectives.find((x) => x.carrier === eid);
  if (carried) return carrying(m, view, carried, eid, walk);
  const counts = !ignoredForObjectives(m, eid);
  const carries = canCarryObjective(m, eid);
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
    const free = freeShare(view, x.o);
    if (view.play === 'held') {
      if (counts)
        roles.push({
          value: x.vp * free * reach(gapToRing(m, eid, x.at)),
          label: `holds or contests ${x.id} at the end (${x.vp} VP)`,
        });
      if (x.mobile && x.carriedVp !== null && counts && carries)
        roles.push({
          value:
            PICK_SHARE * x.carriedVp * (1 + (view.pressure.get(x.o) ?? 0)) * free * reachToTouch(gap) -
            carryCost(m, eid),
          label: `goes to pick up ${x.id} (${x.carriedVp} VP carried)`,
        });
      continue;
    }
    // Take What is Theirs: worth where it would end carried home, against where it lies now.
    const side = homeSide(m, view.g, x.at);
    if (x.mobile && x.pickable && carries) {
      const after = reachChance(
        beyondHome(m, view.g, x.at, true),
        { now: 0, total: walk.total - gap, perTurn: walk.perTurn },
        view.decay,
      );
      const gain = x.vp * (after - side);
      if (gain > 0)
        roles.push({
          value: PICK_SHARE * gain * free * reachToTouch(gap) - carryCost(m, eid),
          label: `goes for ${x.id} to carry it home (${x.vp} VP there)`,
        });
    }
    if (side > 0 || !x.pickable)
      roles.push({
        value: GUARD_SHARE * x.vp * free * reach(gapToRing(m, eid, x.at)),
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
  return carrying(m, view, x, eid, walkOf(m, eid, 0, true)).value;
}

/** What carrying `x` is worth to `carrier` where it stands, with `walk` left. */
function carrying(m: Match, view: ObjectiveView, x: ObjectiveInfo, carrier: number, walk: Walk): Standing {
  if (view.play === 'held') {
    const vp = x.carriedVp ?? x.vp;
    return { value: vp, label: `carries ${x.id} (${vp} VP if still carried at the end)` };
  }
  const { Position } = m.world.components;
  const at: Point3 = [Position.x[carrier] ?? 0, Position.y[carrier] ?? 0, Position.z[carrier] ?? 0];
  const home = reachChance(beyondHome(m, view.g, at, true), walk, view.decay);
  const rival = homeSide(m, view.g, at) < 0 ? 1 : 0;
  return {
    value: x.vp * (home - rival),
    label:
      beyondHome(m, view.g, at) <= 0
        ? `keeps ${x.id} in its home (${x.vp} VP)`
        : `carries ${x.id} toward home (${x.vp} VP there)`,
  };
}

/** Victory Points an Objective's carrier stands to lose when it drops it (an enemy's: what we gain). */
export function carrierStake(m: Match, view: ObjectiveView, x: ObjectiveInfo): number {
  if (view.play === 'held') return DROP_STAKE * (x.carriedVp ?? x.vp);
  const g = m.world.components.Gang.index[x.carrier] ?? 0;
  const home = reachChance(beyondHome(m, g, x.at, true), walkOf(m, x.carrier, 0, false), view.decay);
  return DROP_STAKE * x.vp * Math.max(0.25, home);
}

/** Street Fight: an Attacker runs for the far edge; a Defender stands in front of the Attacker likeliest to escape. */
function streetStanding(m: Match, view: ObjectiveView, eid: number, walk: Walk): Standing | null {
  if (view.attacker) {
    if (touchesEscapeEdge(m, eid)) return { value: 1, label: 'escapes by the far edge (1 VP)' };
    return {
      value: escapeChance(m, edgeGap(m, eid), walk),
      label: 'runs for the far edge (1 VP there)',
    };
  }
  return best(
    view.runners.map((r) => ({
      value:
        BLOCK_SHARE *
        r.escape *
        freeShare(view, r.eid) *
        reachChance(blockGap(m, eid, r.eid), walk, view.decay),
      label: `stands in the way of ${m.world.components.Identity.id[r.eid] ?? 'an Attacker'}`,
    })),
  );
}

/**
 * The chance the carrier of the view drops its Objective before its next turn where it stands: each enemy that could
 * reach it (`share`: spot-worth.ts `dangerShare`) times its chance to make it lose 3 Life Points in one attack, summed
 * (at most 0.9).
 */
export function dropRisk(view: ObjectiveView, share: (enemy: number) => number): number {
  let risk = 0;
  for (const [e, p] of view.dropChances) risk += share(e) * p;
  return Math.min(0.9, risk);
}
