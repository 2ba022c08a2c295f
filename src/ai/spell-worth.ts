/**
 * What a spell is worth to the caster's gang once it takes effect, in Gang War's currency (threat.ts: a kill is one
 * Victory Point, a wound a share of it), for the AI's casting and dispelling. A spell without an entry is worth 0 to
 * the AI (it does not cast it; it dispels it only when cheap).
 */
import { getSpell } from '../content/index.ts';
import {
  asIfStat,
  charactersOnBoard,
  distanceBetween,
  hasTag,
  inContact,
  isOnBoard,
  type Match,
  nodeOf,
  spellDamageOdds,
  statOf,
  terrainSpellCovers,
} from '../rules/index.ts';
import { madnessWorth, wavesWorth } from './control-worth.ts';
import { roundsLeft } from './objective-worth.ts';
import { dangerAt } from './spot-worth.ts';
import { attackWorth, fightReach, threatOf } from './threat.ts';
import { COMMAND_POINT_WORTH } from './will-point-worth.ts';

/** What the AI knows when it weighs a spell: who casts it, at whom, with which (X) and how many Aces expected. */
export interface SpellWorthContext {
  readonly m: Match;
  readonly caster: number;
  readonly targets: readonly number[];
  readonly x: number;
  readonly aces: number;
}

type Worth = (c: SpellWorthContext) => number;

const lp = (m: Match, e: number) => m.world.components.Points.lp[e] ?? 0;
const lpStart = (m: Match, e: number) => m.world.components.Points.lpStart[e] ?? 1;

/** Life Points lost outright: the chance it kills (0 or 1 here) plus half the share of Life Points taken. */
function loss(m: Match, e: number, amount: number): number {
  if (!isOnBoard(m, e)) return 0;
  const left = lp(m, e);
  return attackWorth(amount >= left ? 1 : 0, Math.min(amount, left), left);
}

/** Damage with a Protection Roll: the exact chance it kills and the Life Points expected (spells/life.ts). */
function damage(c: SpellWorthContext, e: number, amount: number, penetration: number): number {
  if (!isOnBoard(c.m, e) || amount <= 0) return 0;
  const left = lp(c.m, e);
  let kill = 0;
  let expected = 0;
  for (const [lost, p] of spellDamageOdds(c.m, c.caster, e, 'spell', amount, penetration)) {
    if (lost >= left) kill += p;
    expected += Math.min(lost, left) * p;
  }
  return attackWorth(kill, expected, left);
}

/** Life Points healed: half the share of its starting Life Points, as a wound is worth. */
function healed(m: Match, e: number, amount: number): number {
  const missing = lpStart(m, e) - lp(m, e);
  return (0.5 * Math.max(0, Math.min(amount, missing))) / Math.max(1, lpStart(m, e));
}

/** A friend's gain from a boon: how much danger it stands in (dangerAt), times a factor per point of boon. */
function guarded(m: Match, e: number, factor: number): number {
  return dangerAt(m, e, nodeOf(m, e)) * factor;
}

/** Share of each friend's gain counted beyond the best one's (the target may be down before they strike). */
export const FOLLOW_UP_SHARE = 0.5;

/**
 * What lowering enemy `e`'s PROTECTION by `by` until the round ends (Sunder Armour) buys the caster's gang: for each
 * friend that can still strike it this round (threat.ts `fightReach`, the caster with the Action Points it keeps),
 * how much more its best attack on `e` is worth (`threatOf`, with the exact odds); the best friend's gain in full,
 * {@link FOLLOW_UP_SHARE} of each other's. Nothing when no friend can strike it.
 */
export function weakenedWorth(m: Match, caster: number, e: number, by: number): number {
  if (!isOnBoard(m, e)) return 0;
  const team = m.world.components.Gang.team;
  const strikers = charactersOnBoard(m.world).filter((f) => {
    if (team[f] !== team[caster] || !isOnBoard(m, f)) return false;
    if (inContact(m, f, e)) return f !== caster || (m.world.components.Points.ap[f] ?? 0) > 1;
    return distanceBetween(m, f, e) <= fightReach(m, f) - (f === caster ? statOf(m, f, 'move') : 0);
  });
  const gains = strikers
    .map((f) => {
      const before = threatOf(m, f, e);
      return asIfStat(m, e, 'protection', -by, () => threatOf(m, f, e)) - before;
    })
    .sort((a, b) => b - a);
  return gains.reduce((sum, g, k) => sum + Math.max(0, g) * (k === 0 ? 1 : FOLLOW_UP_SHARE), 0);
}

/**
 * A marker dropped under the first target (Groundsnap, Ice Lock: spells/terrain.ts): `f` of everyone it covers, an
 * enemy's counted for the caster's gang and a friend's (the caster's own too) against it.
 */
const covered =
  (spell: string, f: (e: number, c: SpellWorthContext) => number): Worth =>
  (c) => {
    const t = c.targets[0];
    if (t === undefined) return 0;
    const team = c.m.world.components.Gang.team;
    return terrainSpellCovers(c.m, c.caster, t, spell).reduce(
      (s, e) => s + (team[e] === team[c.caster] ? -1 : 1) * f(e, c),
      0,
    );
  };

const each =
  (f: (m: Match, e: number, c: SpellWorthContext) => number): Worth =>
  (c) =>
    c.targets.reduce((s, e) => s + f(c.m, e, c), 0);

const WORTHS: Readonly<Record<string, Worth>> = {
  'cantrip-of-the-sun': each((m, e) => healed(m, e, 1) + 0.05),
  healing: each((m, e, c) => healed(m, e, c.x)),
  rejuvenation: (c) => {
    let pool = c.aces + c.x;
    let w = 0;
    for (const e of c.targets) {
      const h = Math.min(pool, lpStart(c.m, e) - lp(c.m, e));
      w += healed(c.m, e, h);
      pool -= h;
    }
    return w;
  },
  'dagonite-baptism': each((m, e, c) => loss(m, e, c.aces + 1)),
  'holy-light': () => 0.2,
  'mother-hydras-claws': (c) =>
    c.targets.reduce((s, e) => s + loss(c.m, e, Math.ceil((c.aces + c.x) / Math.max(1, c.x))), 0),
  'blood-drain': each((_m, e, c) => damage(c, e, c.x, -4)),
  'boiling-veins': each((_m, e, c) => damage(c, e, Math.round(c.aces) - c.x, -c.x)),
  'cantrip-of-the-devil': each((m, e) => loss(m, e, 1)),
  'sunder-armour': each((m, e, c) => weakenedWorth(m, c.caster, e, 3 + c.x)),
  'eldritch-armour': each((m, e, c) => guarded(m, e, 0.08 * c.x)),
  'protection-of-the-eye': each((m, e, c) => guarded(m, e, 0.05 * (c.x + 3))),
  'glimpse-of-glory': each((m, e, c) => guarded(m, e, 0.05 * c.x) + 0.03 * c.x),
  'defender-of-destiny': () => 0.1,
  bloodlust: each((m, e, c) => (lp(m, e) > 3 ? 0.04 * c.x : -0.1)),
  'summon-vermin': each((_m, e, c) => damage(c, e, Math.round(c.aces) + c.x, 0)),
  'blessing-of-the-sky': each((m, e, c) => guarded(m, e, 0.03 * c.x) + 0.02 * c.x),
  'curse-of-the-rent': each((_m, _e, c) => 0.03 * c.x),
  'fates-bounty': (c) => 0.02 * (c.aces + c.x),
  groundsnap: covered('Groundsnap', (e, c) => damage(c, e, c.x, 0)),
  'ice-lock': covered('Ice Lock', () => 0.05),
  madness: (c) => (c.targets[0] === undefined ? 0 : madnessWorth(c.m, c.caster, c.targets[0])),
  'waves-of-force': (c) => (c.targets[0] === undefined ? 0 : wavesWorth(c.m, c.caster, c.targets[0], c.aces)),
  // Runes of Sovereignty: a Stunned friend set free (and kept free this round); a Command Point more; Ethereal,
  // Slippery and Flight for a friend still to act; a Painted Protector fighting for the rounds left (Creative Creation).
  'renewed-vigour': each((m, e) => (hasTag(m.world, e, m.world.components.Stunned) ? STUN_LIFTED : 0)),
  'fiery-rhetoric': each(() => COMMAND_POINT_WORTH / 2),
  'walk-between-worlds': each((m, e, c) =>
    e !== c.caster && !hasTag(m.world, e, m.world.components.HadTurn) ? FREE_PASSAGE : 0,
  ),
  'creative-creation': (c) => Math.min(NEWCOMER_MAX, NEWCOMER_PER_ROUND * roundsLeft(c.m)),
};

/** A Stunned counter lifted: its −1 to four stats for a turn. */
const STUN_LIFTED = 0.12;
/** Ethereal, Slippery and Flight for a friend's next turn. */
const FREE_PASSAGE = 0.04;
/** A newcomer that fights for the gang: this much a round left, at most {@link NEWCOMER_MAX}. */
const NEWCOMER_PER_ROUND = 0.1;
const NEWCOMER_MAX = 0.45;

/** The worth of spell `id` taking effect as `c` says; 0 for a spell the AI does not weigh. */
export function spellWorth(id: string, c: SpellWorthContext): number {
  getSpell(id);
  return WORTHS[id]?.(c) ?? 0;
}
