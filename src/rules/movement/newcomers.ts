/**
 * Characters that join during a match (the unique abilities Birth, Spawn and Living Vessel): a new friendly
 * character of a profile is placed on a free spot. It is a normal character of its gang from then on — it has
 * not had its turn, so it may activate this round (rounds.ts `waitingOf`), it counts for Victory Points like any
 * other (Gang War scores every friendly character on the board), and the summary lists it (summary.ts).
 *
 * Its match id follows the roster's (`<gang>-<profile name>`, numbered from 2 when taken) and so does its display
 * name (`Crybaby 2`). A `deploy` event (the view adds a token for one that comes mid-match) and an `ability`
 * event naming the rule say that it joined.
 *
 * A free spot: a surface of the board (never inside terrain), not a Small Obstacle or Debris (a turn may not end
 * there), not in water unless the profile prints an ability with the trait deploys-in-water (a Water Creature;
 * character/traits.ts), no more than ½″ of overlap with another base
 * (as `occupied` in run-climb.ts), and room on a gondola's deck (gondola-riders.ts).
 *
 * Who places newcomers is a plug-in (abilities/rashaar/unique-summons.ts, abilities/rashaar/spawn.ts,
 * abilities/unique/unique-command-abilities.ts) or a spell (Creative Creation: magic/spells/effects.ts).
 */
import { getProfile } from '../../content/index.ts';
import type { Profile } from '../../content/types.ts';
import { printedTraitOf } from '../character/traits.ts';
import type { ChoiceOption, Command, PendingDecision } from '../core/types.ts';
import { baseRadius, type Figure, type Node } from '../space/api.ts';
import { gondolaAt, gondolaRoomProblem } from '../space/gondolas.ts';
import { distance, inBaseContact } from '../space/measure.ts';
import { mustMoveOff } from '../space/obstacles.ts';
import { emit, figureOf, gangOf, idOf, type Match, teamOfGang } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';
import { addCharacter, allCharacters, charactersOnBoard } from '../state/world.ts';
import { ridersOf } from './gondola-riders.ts';

/** A newcomer was placed (after its `deploy` and `ability` events): the rules that watch for one act (Kraken Nurse). */
export const NEWCOMER_PLACED = hookPoint<(m: Match, eid: number) => void>('newcomer placed');

/** The figure a base of `profile` would be on node `n`. */
function figureAt(profile: Profile, n: Node): Figure {
  const radius = baseRadius(profile.baseMm);
  return { x: n.i + 0.5, y: n.j + 0.5, z: n.z, radius, height: Math.max(1.2, radius * 2) };
}

const overlaps = (a: Figure, b: Figure) =>
  Math.abs(a.z - b.z) < 1.5 && Math.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius < -0.5;

/**
 * Why a figure of `profile` may not be placed on node `n` now (see the module comment), or null; `ignore`: the
 * character being moved (its own base is no obstacle).
 */
export function placeProblem(m: Match, profile: Profile, n: Node, ignore = -1): string | null {
  if (!m.board.surfacesAt(n.i, n.j).some((s) => s.z === n.z)) return 'not a surface of the board';
  const water = m.board.surfaceKind(n) === 'water';
  if (water && !printedTraitOf(m.book, profile, 'deploys-in-water').has)
    return 'only a Water Creature may be placed in water';
  if (mustMoveOff(m.board, n)) return 'a Small Obstacle or Debris';
  const boat = gondolaAt(m.board, n);
  if (boat !== null) {
    const mm = m.world.components.Base.mm;
    const room = gondolaRoomProblem(
      m.board,
      n,
      profile.baseMm,
      ridersOf(m, boat)
        .filter((e) => e !== ignore)
        .map((e) => mm[e] ?? 30),
    );
    if (room) return room;
  }
  const me = figureAt(profile, n);
  for (const o of charactersOnBoard(m.world))
    if (o !== ignore && overlaps(me, figureOf(m, o))) return 'another base is there';
  return null;
}

/**
 * Free spots (see {@link placeProblem}) for a new figure of `profile` near the character `anchor` (on the board or
 * just taken out: its base still marks where it stood): touching its base (`'touching'`: base contact, never on
 * top of it), or within `reach` inches measured between the bases. Nearest first (then north to south, west to
 * east, low to high), so the first is the engine's pick. `moving`: an existing character to place there instead
 * (its own base is no obstacle, and the spots come nearest to where it stands first).
 */
export function summonSpots(
  m: Match,
  profile: Profile,
  anchor: number,
  reach: number | 'touching',
  moving = -1,
): Node[] {
  const f = figureOf(m, anchor);
  const from = moving >= 0 ? figureOf(m, moving) : f;
  const r = baseRadius(profile.baseMm);
  const span = Math.ceil((reach === 'touching' ? 1 : reach) + f.radius + r + 1);
  const found: { n: Node; d: number }[] = [];
  for (let j = Math.floor(f.y) - span; j <= Math.floor(f.y) + span; j++) {
    for (let i = Math.floor(f.x) - span; i <= Math.floor(f.x) + span; i++) {
      for (const n of m.board.surfacesAt(i, j)) {
        const me = figureAt(profile, n);
        const near = reach === 'touching' ? inBaseContact(me, f) : distance(me, f) <= reach + 1e-9;
        if (!near || overlaps(me, f) || placeProblem(m, profile, n, moving)) continue;
        found.push({ n, d: Math.hypot(me.x - from.x, me.y - from.y, me.z - from.z) });
      }
    }
  }
  found.sort((a, b) => a.d - b.d || a.n.j - b.n.j || a.n.i - b.n.i || a.n.z - b.n.z);
  return found.map((s) => s.n);
}

const COMPASS: readonly (readonly [string, number, number])[] = [
  ['N', 0, -1],
  ['NE', 1, -1],
  ['E', 1, 0],
  ['SE', 1, 1],
  ['S', 0, 1],
  ['SW', -1, 1],
  ['W', -1, 0],
  ['NW', -1, -1],
];

/**
 * A few of `spots` (nearest first, as {@link summonSpots} gives them) to offer a player: the nearest, then the
 * farthest one toward each compass point, without repeats.
 */
export function spreadSpots(m: Match, spots: readonly Node[], anchor: number): { node: Node; dir: string }[] {
  const first = spots[0];
  if (!first) return [];
  const f = figureOf(m, anchor);
  const out = [{ node: first, dir: 'nearest' }];
  for (const [dir, dx, dy] of COMPASS) {
    let best: { node: Node; v: number } | null = null;
    for (const n of spots) {
      const x = n.i + 0.5 - f.x;
      const y = n.j + 0.5 - f.y;
      const along = (x * dx + y * dy) / Math.hypot(dx, dy);
      // within 22.5° of the direction
      if (along <= 0 || along < Math.hypot(x, y) * Math.cos(Math.PI / 8) - 1e-9) continue;
      if (!best || along > best.v + 1e-9) best = { node: n, v: along };
    }
    if (best && !out.some((o) => o.node === best.node)) out.push({ node: best.node, dir });
  }
  return out;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A match id for a newcomer of `profile` in gang `gang` (index): `<gang>-<name>`, then `-2`, `-3`… when taken. */
function freshId(m: Match, gang: number, profile: Profile): string {
  const base = `${m.setup.gangs[gang]?.id ?? gang}-${slug(profile.name)}`;
  for (let k = 1; ; k++) {
    const id = k === 1 ? base : `${base}-${k}`;
    if (!m.ids.has(id)) return id;
  }
}

/** A display name for a newcomer: the profile's, numbered (`Crybaby 2`) when the gang has that name already. */
function freshName(m: Match, gang: number, profile: Profile): string {
  const c = m.world.components;
  const taken = new Set(
    allCharacters(m.world)
      .filter((e) => c.Gang.index[e] === gang)
      .map((e) => c.Identity.name[e]),
  );
  for (let k = 1; ; k++) {
    const name = k === 1 ? profile.name : `${profile.name} ${k}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * Place a new character of profile `profileId` for gang `gang` (index) on node `n` (check it with
 * {@link placeProblem}), because of the rule `cause`. Emits `deploy` and `ability`, then the rules that watch
 * newcomers ({@link NEWCOMER_PLACED}: Kraken Nurse). Returns its entity.
 * @throws Error for an unknown profile.
 */
export function summon(m: Match, profileId: string, gang: number, n: Node, cause: string): number {
  const profile = getProfile(profileId);
  const id = freshId(m, gang, profile);
  const eid = addCharacter(
    m.world,
    profile,
    id,
    freshName(m, gang, profile),
    gang,
    undefined,
    teamOfGang(m.setup, gang),
  );
  m.ids.set(id, eid);
  const p = m.world.components.Position;
  p.x[eid] = n.i + 0.5;
  p.y[eid] = n.j + 0.5;
  p.z[eid] = n.z;
  emit(m, {
    type: 'deploy',
    character: id,
    gang: gangOf(m, eid),
    profile: profile.id,
    x: n.i + 0.5,
    y: n.j + 0.5,
    z: n.z,
  });
  emit(m, { type: 'ability', character: id, ability: cause, effect: 'joins the fight' });
  for (const f of m.book.all(NEWCOMER_PLACED)) f(m, eid);
  return eid;
}

/** The option id of a spot: `i,j,z`. */
export const spotId = (n: Node) => `${n.i},${n.j},${n.z}`;

/**
 * Place a new character of `profileId` beside `user` (its gang), on a spot within `reach` (inches, or touching):
 * when more than one spot is free, the user's side picks among a few (a `choose` decision, purpose `summon-spot`;
 * the first option, the engine's pick, is the free spot nearest the user). Returns the newcomer, or -1 when no
 * spot is free.
 */
export function* placeNewcomer(
  m: Match,
  user: number,
  profileId: string,
  reach: number | 'touching',
  cause: string,
): Generator<PendingDecision, number, Command> {
  const profile = getProfile(profileId);
  const offered = spreadSpots(m, summonSpots(m, profile, user, reach), user);
  if (offered.length === 0) return -1;
  let spot = offered[0]!.node;
  if (offered.length > 1) {
    const options: ChoiceOption[] = offered.map((o) => ({
      id: spotId(o.node),
      label: o.dir === 'nearest' ? 'nearest spot' : `toward ${o.dir}`,
      at: [o.node.i + 0.5, o.node.j + 0.5, o.node.z],
    }));
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, user),
      character: idOf(m, user),
      purpose: 'summon-spot',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
    spot = offered.find((o) => spotId(o.node) === id)?.node ?? spot;
  }
  return summon(m, profileId, m.world.components.Gang.index[user] ?? 0, spot, cause);
}
