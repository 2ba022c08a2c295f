/**
 * Rules cases: a small public JSON format that sets up a board, characters and forced dice, plays commands
 * through the engine's one door and reports the resulting state (docs/rules-cases.md). Here a case is played;
 * its format is read in rules-case-schema.ts, its board drawn in rules-case-board.ts and its commands translated
 * in rules-case-commands.ts.
 *
 * ```json
 * { "name": "…",
 *   "board": { "rows": ["....44", "~~~~44"], "legend": { "L": { "height": 4, "ladder": true } } },
 *   "characters": [ { "id": "a", "gang": 1, "profile": "the-guild-capodecina", "at": [1.5, 0.5] } ],
 *   "dice": [3, 7, 10],
 *   "commands": [ { "actor": "a", "action": "run-climb", "to": [4.5, 0.5, 4] } ] }
 * ```
 */
import { countersOf } from '../character/counters.ts';
import { gainStunned } from '../character/stunned.ts';
import { declineOf } from '../core/decisions.ts';
import { DiceExhaustedError, forcedDice } from '../core/dice.ts';
import type { MatchEvent } from '../core/types.ts';
import { createMatch, type Match, submit } from '../match/match.ts';
import { beginSandboxTurn } from '../match/rounds.ts';
import type { Node } from '../space/api.ts';
import { isWallPosition } from '../space/board.ts';
import { setTag } from '../state/world.ts';
import { boardOf } from './rules-case-board.ts';
import { toCommand } from './rules-case-commands.ts';
import { parseRulesCase, RulesCaseError } from './rules-case-schema.ts';

export { parseRulesCase, type RulesCase, RulesCaseError } from './rules-case-schema.ts';

/** A character of the resulting state; positions rounded to 0.01″. */
export interface CaseCharacter {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly lp: number;
  readonly wp: number;
  readonly cp: number;
  readonly ap: number;
  readonly counters: string[];
  readonly alive: boolean;
}

/** What a played case reports. */
export interface CaseResult {
  readonly characters: Record<string, CaseCharacter>;
  readonly rejected: { index: number; reason: string }[];
  readonly events: MatchEvent[];
}

function surfaceUnder(m: Match, x: number, y: number, z: number | undefined): Node | null {
  const surfaces = m.board.surfacesAt(Math.floor(x), Math.floor(y));
  if (z === undefined) return surfaces[surfaces.length - 1] ?? null;
  // or a wall position: hanging on Vertical Terrain at a whole-inch height (space/walls.ts)
  const wall = { i: Math.floor(x), j: Math.floor(y), z: Math.round(z) };
  const onWall = Math.abs(wall.z - z) < 0.5 && isWallPosition(m.board, wall);
  return surfaces.find((n) => Math.abs(n.z - z) < 0.5) ?? (onWall ? wall : null);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Play a case: build its board and characters, feed its dice, submit its commands.
 * @throws RulesCaseError for a broken case, a character off any surface, dice that run out or are left over.
 */
export function playRulesCase(json: unknown): CaseResult {
  const c = parseRulesCase(json);
  const board = boardOf(c);
  const gangs = [...new Set(c.characters.map((ch) => ch.gang))].sort();
  const dice = forcedDice(c.dice);
  const setup = {
    scenario: 'gang-war',
    level: c.name,
    gangs: gangs.map((g) => ({
      id: `gang${g}`,
      name: `Gang ${g}`,
      faction: '',
      colour: '#888888',
      controller: 'human' as const,
      roster: c.characters
        .filter((ch) => ch.gang === g)
        .map((ch) => ({ profile: ch.profile, name: ch.id, ...(ch.spells ? { spells: ch.spells } : {}) })),
    })),
  };
  if (gangs.length < 2) setup.gangs.push({ ...setup.gangs[0]!, id: 'nobody', roster: [] });
  const m = createMatch(setup, 0, board, { dice, skipDeployment: true, sandbox: true });
  const ids = new Map<string, string>();
  const eids = new Map<string, number>();
  for (const g of gangs) {
    const mine = c.characters.filter((ch) => ch.gang === g);
    const matchIds = [...m.ids.keys()].filter((id) => id.startsWith(`gang${g}-`));
    mine.forEach((ch, k) => {
      ids.set(ch.id, matchIds[k]!);
      eids.set(ch.id, m.ids.get(matchIds[k]!)!);
    });
  }
  const { Position, Points } = m.world.components;
  c.characters.forEach((ch, k) => {
    const eid = eids.get(ch.id)!;
    const node = surfaceUnder(m, ch.at[0], ch.at[1], ch.z);
    if (!node)
      throw new RulesCaseError(`characters[${k}].at: no surface to stand on at (${ch.at.join(', ')})`);
    Position.x[eid] = ch.at[0];
    Position.y[eid] = ch.at[1];
    Position.z[eid] = node.z;
    if (ch.lp !== undefined) Points.lp[eid] = ch.lp;
    if (ch.wp !== undefined) Points.wp[eid] = ch.wp;
    if (ch.cp !== undefined) Points.cp[eid] = ch.cp;
    for (const counter of ch.counters ?? []) {
      const c = m.world.components;
      if (counter === 'stunned') gainStunned(m, eid);
      if (counter === 'hidden') setTag(m.world, eid, c.Hidden, true);
      if (counter === 'guard') setTag(m.world, eid, c.Guarding, true);
      if (counter === 'underwater') c.Counters.underwater[eid] = (c.Counters.underwater[eid] ?? 0) + 1;
    }
  });
  const rejected: { index: number; reason: string }[] = [];
  try {
    for (const [index, raw] of c.commands.entries()) {
      const cmd = toCommand(raw, ids);
      if ('problem' in cmd) {
        rejected.push({ index, reason: cmd.problem });
        continue;
      }
      if (cmd.type !== 'decide') {
        // An ORDER is given at the start of its target's turn.
        const eid = m.ids.get(cmd.type === 'order' ? cmd.target : cmd.actor);
        if (eid !== undefined && m.active !== eid) beginSandboxTurn(m, eid);
      }
      const wp = typeof raw.wp === 'number' ? raw.wp : 0;
      const r = submit(m, cmd);
      if (!r.ok) {
        rejected.push({ index, reason: r.reason });
        continue;
      }
      const actor = cmd.type === 'decide' ? cmd.character : cmd.actor;
      let spent = false;
      const next = c.commands[index + 1];
      while (m.pending) {
        const d = m.pending;
        // The next command answers this decision itself.
        if (next && 'decide' in next && ids.get(String(next.actor)) === d.character && next.decide === d.type)
          break;
        if (d.type === 'will-points' && !spent && d.character === actor) {
          spent = true;
          submit(m, {
            type: 'decide',
            decision: 'will-points',
            character: d.character,
            amount: Math.min(wp, d.max),
          });
        } else submit(m, declineOf(d));
      }
    }
  } catch (e) {
    if (e instanceof DiceExhaustedError)
      throw new RulesCaseError(`dice: the case ran out of dice (${c.dice.length} given)`);
    throw e;
  }
  if (dice.remaining() > 0) {
    throw new RulesCaseError(`dice: ${dice.remaining()} of ${c.dice.length} dice were not rolled`);
  }
  const characters: Record<string, CaseCharacter> = {};
  for (const ch of c.characters) {
    const eid = eids.get(ch.id)!;
    characters[ch.id] = {
      x: round2(Position.x[eid] ?? 0),
      y: round2(Position.y[eid] ?? 0),
      z: round2(Position.z[eid] ?? 0),
      lp: Points.lp[eid] ?? 0,
      wp: Points.wp[eid] ?? 0,
      cp: Points.cp[eid] ?? 0,
      ap: Points.ap[eid] ?? 0,
      counters: countersOf(m, eid),
      alive: (Points.lp[eid] ?? 0) > 0,
    };
  }
  return { characters, rejected, events: m.log };
}
