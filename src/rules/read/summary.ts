/**
 * A plain summary of a match for the view, the automation hook and tools (no live references).
 */
import { LIES_ON_TABLE } from '../character/flow-hooks.ts';
import { boonsNow } from '../character/hooks.ts';
import { statOf } from '../character/stats.ts';
import { gangToAct } from '../match/rounds.ts';
import { fortuneOf } from '../scenario/fortune.ts';
import { gangOf, idOf, isOnBoard, type Match, profileOf } from '../state/match-state.ts';
import { allCharacters, hasTag } from '../state/world.ts';

/** One character as the view shows it. Distances in inches. */
export interface CharacterSummary {
  readonly id: string;
  readonly name: string;
  readonly profile: string;
  readonly gang: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly baseMm: number;
  readonly lp: number;
  readonly lpStart: number;
  readonly wp: number;
  readonly cp: number;
  readonly ap: number;
  readonly onBoard: boolean;
  /** Taken out but lying where it fell, as it may stand up again (flow-hooks.ts `LIES_ON_TABLE`: Resurrection). */
  readonly lying: boolean;
  readonly hadTurn: boolean;
  readonly stunned: boolean;
  /** MOVE, DEXTERITY, ATTACK, PROTECTION, MIND now: abilities, AURAs and Stunned counted (match-state.ts `statOf`). */
  readonly stats: {
    readonly move: number;
    readonly dex: number;
    readonly attack: number;
    readonly protection: number;
    readonly mind: number;
  };
  /** The AURAs, PULSE gifts and passive auras acting on it now, by ability name (abilities/grants.ts). */
  readonly boons: readonly string[];
}

export interface MatchSummary {
  readonly round: number;
  readonly over: boolean;
  readonly winner: string | null;
  readonly vp: Record<string, number>;
  /** Gang choosing or acting now, and the active character (ids), if any. */
  readonly gangToAct: string | null;
  readonly active: string | null;
  readonly characters: CharacterSummary[];
  /** The gang holding Fortune's Favour (rulebook "Fortune's Favour"), or null when no feat was done yet. */
  readonly fortune: string | null;
}

/** Summarise a match. */
export function summarise(m: Match): MatchSummary {
  const c = m.world.components;
  const characters = allCharacters(m.world).map((e) => ({
    id: idOf(m, e),
    name: c.Identity.name[e] ?? '',
    profile: profileOf(m, e).id,
    gang: gangOf(m, e),
    x: c.Position.x[e] ?? 0,
    y: c.Position.y[e] ?? 0,
    z: c.Position.z[e] ?? 0,
    baseMm: c.Base.mm[e] ?? 30,
    lp: c.Points.lp[e] ?? 0,
    lpStart: c.Points.lpStart[e] ?? 0,
    wp: c.Points.wp[e] ?? 0,
    cp: c.Points.cp[e] ?? 0,
    ap: c.Points.ap[e] ?? 0,
    onBoard: isOnBoard(m, e),
    lying: !isOnBoard(m, e) && m.book.all(LIES_ON_TABLE).some((f) => f(m, e)),
    hadTurn: hasTag(m.world, e, c.HadTurn),
    stunned: hasTag(m.world, e, c.Stunned),
    stats: {
      move: statOf(m, e, 'move'),
      dex: statOf(m, e, 'dex'),
      attack: statOf(m, e, 'attack'),
      protection: statOf(m, e, 'protection'),
      mind: statOf(m, e, 'mind'),
    },
    boons: isOnBoard(m, e) ? [...new Set(boonsNow(m, e).map((b) => b.source))] : [],
  }));
  const g = m.active >= 0 ? gangOf(m, m.active) : (m.setup.gangs[gangToAct(m)]?.id ?? null);
  return {
    round: m.round,
    over: m.over,
    winner: m.winner,
    vp: { ...m.vp },
    gangToAct: m.over ? null : g,
    active: m.active >= 0 ? idOf(m, m.active) : null,
    characters,
    fortune: fortuneOf(m).holder,
  };
}
