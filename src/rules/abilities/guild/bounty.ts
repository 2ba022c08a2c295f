/**
 * Mira O'Shea's purse (The Guild): A Bounty Worth Taking (passive) and A Stately Ransom (PULSE Command Ability).
 *
 * - **A Bounty Worth Taking**: every enemy killed by a friendly character she sees (or by her) adds 1 coin to her
 *   purse. At the start of a friendly character's turn, while the purse holds coins, its gang may buy for that
 *   character, 1 coin each and each once in the turn: Aerial Attack, Acrobatic (2), Fast Swimmer (2) or First
 *   Strike (1) until its turn ends, 1 Will Point or 1 Command Point back — a `choose` decision (purpose `bounty`)
 *   asked again after each purchase; `keep` (first, declining) keeps the rest of the coins.
 * - **A Stately Ransom**: until the round ends, each enemy killed pays 1 coin into her purse, 2 when she sees it.
 *
 * Our readings: "killed by" counts kills by attacks (Combat, Attacks of Opportunity, area attacks: abilities/
 * hooks.ts `afterHit`); while A Stately Ransom runs, it pays instead of the Bounty (a kill is paid once: 1 coin, 2
 * in her sight), whatever took the enemy out. The purse is Mira's: coins are earned and spent while she is on the
 * board. Will and Command Points never go above their starting values, so a full one is not offered.
 */

import type { HitReport } from '../../character/ability-types.ts';
import { TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { addGrant, boonsOf } from '../../character/grants.ts';
import { HIT_TAKEN } from '../../character/hooks.ts';
import { CASUALTY } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import type { CommandAbility } from '../../command/command-abilities.ts';
import type { ChoiceOption } from '../../core/types.ts';
import {
  emit,
  idOf,
  isOnBoard,
  type Match,
  profileOf,
  type Resolution,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const BOUNTY = 'A Bounty Worth Taking';
export const RANSOM = 'A Stately Ransom';

/** The perks a coin buys, by option id: an ability until the turn ends, or a point back. */
export const PERKS: readonly {
  id: string;
  label: string;
  ability?: { name: string; value: number | null };
}[] = [
  { id: 'aerial-attack', label: 'Aerial Attack', ability: { name: 'Aerial Attack', value: null } },
  { id: 'acrobatic', label: 'Acrobatic (2)', ability: { name: 'Acrobatic', value: 2 } },
  { id: 'fast-swimmer', label: 'Fast Swimmer (2)', ability: { name: 'Fast Swimmer', value: 2 } },
  { id: 'first-strike', label: 'First Strike (1)', ability: { name: 'First Strike', value: 1 } },
  { id: 'wp', label: '1 Will Point' },
  { id: 'cp', label: '1 Command Point' },
];

interface Purse {
  readonly coins: Map<number, number>;
}

const purses = matchTable<Purse>();

function purseOf(m: Match): Purse {
  let p = purses.get(m);
  if (!p) {
    p = { coins: new Map() };
    purses.set(m, p);
  }
  return p;
}

const holds = (m: Match, eid: number, name: string) =>
  profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);
const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];

/** Coins in the purse of `mira` now. */
export function coinsOf(m: Match, mira: number): number {
  return purses.get(m)?.coins.get(mira) ?? 0;
}

function pay(m: Match, mira: number, coins: number, why: string): void {
  const p = purseOf(m);
  const now = (p.coins.get(mira) ?? 0) + coins;
  p.coins.set(mira, now);
  emit(m, {
    type: 'ability',
    character: idOf(m, mira),
    ability: why,
    effect: `+${coins} coin (${now} in the purse)`,
  });
}

/** Whether `mira`'s A Stately Ransom runs this round. */
function ransomRuns(m: Match, mira: number): boolean {
  return boonsOf(m, mira).some((b) => b.source === RANSOM);
}

/** Purse holders on the board that are enemies of `dead` (A Stately Ransom pays for any kill; called on a casualty). */
export function ransomOnCasualty(m: Match, dead: number): void {
  for (const mira of charactersOnBoard(m.world)) {
    if (sameGang(m, mira, dead) || !ransomRuns(m, mira)) continue;
    pay(m, mira, sightBetween(m, mira, dead).lineOfSight ? 2 : 1, RANSOM);
  }
}

/** After a hit (abilities/hooks.ts `afterHit`): a kill by a friend she sees adds a coin (A Bounty Worth Taking). */
export function bountyOnHit(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (hit.lpLost <= 0 || isOnBoard(m, target) || sameGang(m, attacker, target)) return;
  for (const mira of charactersOnBoard(m.world)) {
    if (!sameGang(m, mira, attacker) || !holds(m, mira, BOUNTY) || ransomRuns(m, mira)) continue;
    if (mira === attacker || sightBetween(m, mira, attacker).lineOfSight) pay(m, mira, 1, BOUNTY);
  }
}

/** The friendly purse holder of `eid` on the board with the most coins, or undefined. */
function purseFor(m: Match, eid: number): number | undefined {
  return charactersOnBoard(m.world)
    .filter((o) => sameGang(m, o, eid) && holds(m, o, BOUNTY) && coinsOf(m, o) > 0)
    .sort((a, b) => coinsOf(m, b) - coinsOf(m, a) || a - b)[0];
}

/** The perks `eid` may still buy this turn (those not bought, a point it misses). */
function perksFor(m: Match, eid: number, bought: ReadonlySet<string>): typeof PERKS {
  const p = m.world.components.Points;
  return PERKS.filter((k) => {
    if (bought.has(k.id)) return false;
    if (k.id === 'wp') return (p.wp[eid] ?? 0) < (p.wpStart[eid] ?? 0);
    if (k.id === 'cp') return (p.cp[eid] ?? 0) < profileOf(m, eid).cp;
    return true;
  });
}

/**
 * The shopping of `eid`, whose turn has just begun (abilities/turn-choices.ts `turnStartChoices`), or null when no
 * friendly purse on the board holds a coin.
 */
export function bountyShop(m: Match, eid: number): Resolution | null {
  return purses.has(m) && purseFor(m, eid) !== undefined ? shop(m, eid) : null;
}

function* shop(m: Match, eid: number): Resolution {
  const bought = new Set<string>();
  for (;;) {
    const mira = purseFor(m, eid);
    const perks = perksFor(m, eid, bought);
    if (mira === undefined || perks.length === 0 || !isOnBoard(m, eid)) return;
    const options: ChoiceOption[] = [
      { id: 'keep', label: `keep the coins (${coinsOf(m, mira)} in the purse)` },
      ...perks.map((k) => ({ id: k.id, label: `${k.label} for 1 coin` })),
    ];
    const answer = yield {
      type: 'choose',
      gang: m.setup.gangs[m.world.components.Gang.index[eid] ?? 0]!.id,
      character: idOf(m, eid),
      purpose: 'bounty',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'keep';
    const perk = perks.find((k) => k.id === id);
    if (!perk) return;
    bought.add(perk.id);
    purseOf(m).coins.set(mira, coinsOf(m, mira) - 1);
    if (perk.ability) {
      addGrant(m, {
        holder: eid,
        source: BOUNTY,
        until: { kind: 'turn-end', of: eid, turns: 1 },
        abilities: [perk.ability],
      });
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: BOUNTY,
        effect: `buys ${perk.label} until its turn ends (${coinsOf(m, mira)} coins left)`,
      });
    } else regain(m, eid, perk.id === 'wp' ? 'will' : 'command', 1, BOUNTY);
  }
}

/** A Stately Ransom (see the module comment): a PULSE naming nobody. */
export function statelyRansom(): CommandAbility {
  return {
    name: 'A Stately Ransom',
    form: 'pulse',
    text: 'PULSE: until the round ends, each enemy killed pays 1 coin into her purse, 2 if she sees it.',
    targetLists: () => [[]],
    problem: (_m, _u, targets) => (targets.length > 0 ? 'it names no character' : null),
    resolve(m, user) {
      addGrant(m, {
        holder: user,
        source: RANSOM,
        until: { kind: 'round-end' },
        words: 'a ransom on every enemy',
      });
      emit(m, {
        type: 'ability',
        character: idOf(m, user),
        ability: RANSOM,
        effect: 'every enemy killed pays until the round ends',
      });
    },
  };
}

/** A Bounty Worth Taking and A Stately Ransom as a plug-in of the rule book. */
export const BOUNTY_PLUGIN = plugin('A Bounty Worth Taking', (add) => {
  add(TURN_START_CHOICES, bountyShop);
  add(HIT_TAKEN, bountyOnHit);
  add(CASUALTY, ransomOnCasualty);
});
