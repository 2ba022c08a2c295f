/**
 * Rules cases: a small public JSON format that sets up a board, characters and forced dice, plays commands
 * through the engine's one door and reports the resulting state (docs/rules-cases.md).
 *
 * ```json
 * { "name": "…",
 *   "board": { "rows": ["....44", "~~~~44"], "legend": { "L": { "height": 4, "ladder": true } } },
 *   "characters": [ { "id": "a", "gang": 1, "profile": "the-guild-capodecina", "at": [1.5, 0.5] } ],
 *   "dice": [3, 7, 10],
 *   "commands": [ { "actor": "a", "action": "run-climb", "to": [4.5, 0.5, 4] } ] }
 * ```
 */
import * as v from 'valibot';
import { DISCIPLINES } from '../../content/disciplines.ts';
import { hasProfile } from '../../content/index.ts';
import { countersOf } from '../character/counters.ts';
import { gainStunned } from '../character/stunned.ts';
import { declineOf } from '../core/decisions.ts';
import { DiceExhaustedError, forcedDice } from '../core/dice.ts';
import type { Command, MatchEvent } from '../core/types.ts';
import { createMatch, type Match, submit } from '../match/match.ts';
import { beginSandboxTurn } from '../match/rounds.ts';
import type { Node } from '../space/api.ts';
import { boardFromAscii } from '../space/ascii.ts';
import { isWallPosition } from '../space/board.ts';
import { TERRAIN_KINDS, type TerrainKind } from '../space/terrain.ts';
import { setTag } from '../state/world.ts';

const LegendEntry = v.object({
  kind: v.optional(v.picklist(TERRAIN_KINDS as TerrainKind[])),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24))),
  ladder: v.optional(v.boolean()),
  waterAccess: v.optional(v.boolean()),
});

const CharacterEntry = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  gang: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  profile: v.pipe(v.string(), v.minLength(1)),
  at: v.tuple([v.number(), v.number()]),
  z: v.optional(v.number()),
  lp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  wp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  cp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  counters: v.optional(v.array(v.picklist(['stunned', 'hidden', 'guard', 'underwater']))),
  spells: v.optional(v.object({ discipline: v.picklist(DISCIPLINES), spells: v.array(v.string()) })),
});

const CaseSchema = v.object({
  name: v.string(),
  board: v.object({
    rows: v.pipe(v.array(v.string()), v.minLength(1)),
    legend: v.optional(v.record(v.pipe(v.string(), v.length(1)), LegendEntry)),
  }),
  characters: v.pipe(v.array(CharacterEntry), v.minLength(1)),
  dice: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  commands: v.array(v.looseObject({ actor: v.string() })),
});

/** A rules case as read from JSON. */
export type RulesCase = v.InferOutput<typeof CaseSchema>;

/** Thrown for a case that cannot be played: the message names the field or the problem. */
export class RulesCaseError extends Error {}

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

/** The text-board character (src/rules/space/ascii.ts) a legend entry stands for. */
const KIND_CHAR: Partial<Record<TerrainKind, string>> = {
  ground: '.',
  water: '~',
  'deep-water': '=',
  impassable: '#',
  difficult: 'd',
  unstable: 'u',
  soft: 's',
  dangerous: 'x',
  obstacle: 'o',
  'small-obstacle': 'b',
};

function legendChar(e: v.InferOutput<typeof LegendEntry>, where: string): string {
  const kind = e.kind ?? (e.height ? 'building' : 'ground');
  if (kind === 'building') {
    if (!e.height || e.height > 9) throw new RulesCaseError(`${where}: a building needs a height of 1 to 9`);
    return String(e.height);
  }
  const ch = KIND_CHAR[kind];
  if (!ch) throw new RulesCaseError(`${where}: kind "${kind}" cannot be drawn in a rules case`);
  return ch;
}

/** Build the case's board: the text-board legend, plus `w` (canal with Water Access) and the case's own legend. */
function boardOf(c: RulesCase) {
  const ladders: [number, number][] = [];
  const waterAccess: [number, number][] = [];
  const legend = c.board.legend ?? {};
  const rows = c.board.rows.map((row, j) =>
    [...row]
      .map((ch, i) => {
        const own = legend[ch];
        if (own) {
          if (own.ladder) ladders.push([i, j]);
          if (own.waterAccess) waterAccess.push([i, j]);
          return legendChar(own, `board.legend.${ch}`);
        }
        if (ch === 'w') {
          waterAccess.push([i, j]);
          return '~';
        }
        return ch;
      })
      .join(''),
  );
  try {
    return boardFromAscii(rows, { name: c.name, ladders, waterAccess });
  } catch (e) {
    const m = /row (\d+), column (\d+): unknown terrain '(.)'/.exec((e as Error).message);
    if (m)
      throw new RulesCaseError(
        `board.rows[${m[1]}][${m[2]}]: unknown symbol '${m[3]}' (add it to board.legend)`,
      );
    throw new RulesCaseError(`board.rows: ${(e as Error).message}`);
  }
}

/** Read a case from parsed JSON. @throws RulesCaseError naming the field. */
export function parseRulesCase(json: unknown): RulesCase {
  const r = v.safeParse(CaseSchema, json);
  if (!r.success) {
    const issue = r.issues[0]!;
    const path = (issue.path ?? [])
      .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
      .join('');
    throw new RulesCaseError(`${path.replace(/^\./, '') || 'case'}: ${issue.message}`);
  }
  r.output.characters.forEach((ch, k) => {
    if (!hasProfile(ch.profile))
      throw new RulesCaseError(`characters[${k}].profile: unknown profile "${ch.profile}"`);
  });
  return r.output;
}

/** Translate a case command (`action` named as in the rulebook) into an engine command. */
function toCommand(raw: Record<string, unknown>, ids: Map<string, string>): Command | { problem: string } {
  const actor = ids.get(String(raw.actor));
  if (!actor) return { problem: `unknown actor "${String(raw.actor)}"` };
  if (raw.decide === 'guard-attack') {
    return { type: 'decide', decision: 'guard-attack', character: actor, accept: raw.accept === true };
  }
  if (raw.decide === 'choose') {
    // An option naming a character (a charge target, a disengage opponent) may be given by its case id, and so
    // may both characters of a COUNTER pick (`giver>actor`).
    const option = String(raw.option)
      .split('>')
      .map((part) => ids.get(part) ?? part)
      .join('>');
    return { type: 'decide', decision: 'choose', character: actor, option };
  }
  if ('decide' in raw) {
    return { type: 'decide', decision: 'will-points', character: actor, amount: Number(raw.amount ?? 0) };
  }
  const to = raw.to as [number, number, number] | undefined;
  switch (raw.action) {
    case 'run-climb':
      return { type: 'run-climb', actor, to: to ?? [0, 0, 0] };
    case 'jump':
      return {
        type: 'jump',
        actor,
        to: to ?? [0, 0, 0],
        controlledLanding: raw.controlledLanding === true,
        ...(raw.onward === true ? { onward: true } : {}),
      };
    case 'combat':
      return {
        type: 'combat',
        actor,
        target: ids.get(String(raw.target)) ?? String(raw.target),
        weapon: String(raw.weapon),
      };
    case 'grapple':
      return {
        type: 'grapple',
        actor,
        target: ids.get(String(raw.target)) ?? String(raw.target),
        to: to ?? [0, 0, 0],
      };
    case 'order':
      return { type: 'order', actor, target: ids.get(String(raw.target)) ?? String(raw.target) };
    case 'ability':
      return {
        type: 'ability',
        actor,
        ability: String(raw.ability),
        targets: (Array.isArray(raw.targets) ? raw.targets : []).map((t) => ids.get(String(t)) ?? String(t)),
      };
    case 'drown':
      return { type: 'drown', actor, target: ids.get(String(raw.target)) ?? String(raw.target) };
    case 'cast':
      return {
        type: 'cast',
        actor,
        spell: String(raw.spell),
        ...(Array.isArray(raw.targets)
          ? { targets: raw.targets.map((t) => ids.get(String(t)) ?? String(t)) }
          : {}),
      };
    case 'unique-action':
      return {
        type: 'unique-action',
        actor,
        action: String(raw.name),
        ...(raw.target !== undefined ? { target: ids.get(String(raw.target)) ?? String(raw.target) } : {}),
        ...(to ? { to } : {}),
      };
    case 'end-turn':
    case 'dive':
    case 'hide':
    case 'guard':
      return { type: raw.action, actor };
    case 'underwater-move':
    case 'row':
    case 'fly':
      return { type: raw.action, actor, to: to ?? [0, 0, 0] };
    default:
      return { problem: `action "${String(raw.action)}" is not played yet` };
  }
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
