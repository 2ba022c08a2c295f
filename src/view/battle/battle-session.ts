/**
 * One match as the battle scene sees it: the engine's match, who controls each gang, and the questions the
 * screen asks (may this figure act, its legal actions, reach, attack odds). Changes go only through the
 * engine's `submit` (DESIGN §3.1). No Phaser here.
 */
import { type AiOptions, type Choice, type Difficulty, thinkAbout } from '../../ai/index.ts';
import { getProfile, type Profile } from '../../content/index.ts';
import {
  type AreaPreview,
  type AreaShape,
  type AttackPreview,
  actionsOf,
  areaAttackPreview,
  attackPreview,
  type CastCommand,
  type CastOdds,
  type Command,
  CRITICAL_EXTRA,
  carried,
  castableKnownSpells,
  castOdds,
  castProblem,
  commandAbilitiesOf,
  countersOf,
  createMatch,
  type DrownPreview,
  drownPreview,
  type GangSetup,
  type GrapplePreview,
  gangToAnswer,
  grapplePreview,
  idOf,
  type JumpPreview,
  jumpPreview,
  legalCommands,
  type Match,
  type MatchSetup,
  type MatchSummary,
  type Node,
  type OrderCommand,
  orderCommands,
  type Point3,
  type ReachCell,
  type RowPreview,
  reachOf,
  reachPreview,
  rowPreview,
  type SubmitResult,
  sightPreview,
  spellAreaPreview,
  spellEffect,
  submit,
  summarise,
  targetCount,
  underwaterReach,
  uniqueActionsOf,
  type VoxelBoard,
} from '../../rules/index.ts';

/** A point of a path on the board, inches. */
export type PathPoint = readonly [number, number, number];

/** One command of the computer: its gang, the choice (chosen command, why, the best candidates) and its events. */
export interface AiReason {
  readonly gang: string;
  readonly choice: Choice;
  /** `seq` of the first and last events the command produced. */
  readonly first: number;
  readonly last: number;
}

/** A spell a character knows, as the action bar and the spell panel show it. */
export interface SpellView {
  readonly id: string;
  readonly name: string;
  /** Will Point cost. */
  readonly wp: number;
  readonly difficulty: number;
  /** Inches (0: the caster; null: no number on the card). */
  readonly range: number | null;
  readonly rangeText: string;
  /** What it does, in our words. */
  readonly text: string;
  /** The engine plays it (else it cannot be cast yet). */
  readonly played: boolean;
  /** How many characters it names: 0 for a spell on the caster or around it. */
  readonly most: number;
}

export class BattleSession {
  readonly match: Match;
  readonly setup: MatchSetup;
  readonly seed: number;

  /**
   * A match of `setup` at `seed` on `board`; the computer plays its gangs at `difficulty` (its own draws seeded from
   * the match seed, never the match's dice).
   */
  constructor(setup: MatchSetup, seed: number, board: VoxelBoard, difficulty: Difficulty = 'normal') {
    this.setup = setup;
    this.seed = seed;
    this.match = createMatch(setup, seed, board, { bus: true });
    this.ai = { difficulty, seed };
  }

  /** How the computer plays (one object for the whole match: the easy computer's draws go on from it). */
  private readonly ai: AiOptions;

  /** The board as the engine has it now (a new one after each gondola move). */
  get board(): VoxelBoard {
    return this.match.board as VoxelBoard;
  }

  gang(id: string): GangSetup | undefined {
    return this.setup.gangs.find((g) => g.id === id);
  }

  /** The gang that must act or decide now, or null when the game is over. */
  get gangToAnswer(): string | null {
    return gangToAnswer(this.match);
  }

  /** Whether the gang that must answer now is played by a person at this machine. */
  get humanToAnswer(): boolean {
    const g = this.gangToAnswer;
    return g !== null && this.gang(g)?.controller === 'human';
  }

  get aiToAnswer(): boolean {
    const g = this.gangToAnswer;
    return g !== null && this.gang(g)?.controller === 'ai';
  }

  /** The match summarised (kept until the next event: the view asks for it many times a frame). */
  summary(): MatchSummary {
    const at = this.match.log.length;
    if (!this.summarised || this.summarised.at !== at)
      this.summarised = { at, summary: summarise(this.match) };
    return this.summarised.summary;
  }

  private summarised: { at: number; summary: MatchSummary } | null = null;

  legal(): Command[] {
    return legalCommands(this.match);
  }

  submit(cmd: Command): SubmitResult {
    return submit(this.match, cmd);
  }

  /**
   * Let the computer answer for the gang that must answer now, at once. Null when that gang is not the computer's.
   * An accepted command's reasons are kept (see {@link reasonFor}).
   */
  aiStep(): { choice: Choice; result: SubmitResult } | null {
    const thinking = this.aiThink();
    if (!thinking) return null;
    for (;;) {
      const step = thinking.slices.next();
      if (step.done) return { choice: step.value, result: this.aiSubmit(thinking.gang, step.value) };
    }
  }

  /**
   * Start the computer thinking for the gang that must answer now, in time slices (src/ai/index.ts `thinkAbout`);
   * null when that gang is not the computer's. Give the choice to {@link aiSubmit} unless the match moved on.
   */
  aiThink(): { gang: string; at: number; slices: Generator<void, Choice, void> } | null {
    const g = this.gangToAnswer;
    if (g === null || this.gang(g)?.controller !== 'ai') return null;
    return { gang: g, at: this.match.log.length, slices: thinkAbout(this.match, g, this.ai) };
  }

  /** Submit the computer's `choice` for `gang`, keeping its reasons when accepted. */
  aiSubmit(gang: string, choice: Choice): SubmitResult {
    const result = submit(this.match, choice.command);
    if (result.ok && result.events.length > 0)
      this.reasons.push({
        gang,
        choice,
        first: result.events[0]!.seq,
        last: result.events[result.events.length - 1]!.seq,
      });
    return result;
  }

  /** The computer's commands this match, with why each was chosen and the log events it produced (seq range). */
  readonly reasons: AiReason[] = [];

  /** The computer's reason behind the event numbered `seq`, or null (a person's command, or setup). */
  reasonFor(seq: number): AiReason | null {
    for (let k = this.reasons.length - 1; k >= 0; k--) {
      const r = this.reasons[k]!;
      if (seq >= r.first && seq <= r.last) return r;
      if (r.last < seq) return null;
    }
    return null;
  }

  /** Whether `id` may be given actions now (its gang's turn, no decision pending, and it is active or waiting). */
  canAct(id: string): boolean {
    const m = this.match;
    if (m.over || m.pending) return false;
    if (m.active >= 0) return this.match.ids.get(id) === m.active;
    return legalCommands(m).some((c) => c.type === 'activate' && c.actor === id);
  }

  /** The actions `id` may take now (moves, attacks, end of turn); [] when it may not act. */
  actionsOf(id: string): Command[] {
    const eid = this.match.ids.get(id);
    if (eid === undefined || !this.canAct(id)) return [];
    return actionsOf(this.match, eid);
  }

  /** Destinations of a Run/Climb of `id` now, with chances; [] when it cannot move. */
  reach(id: string): ReachCell[] {
    const eid = this.match.ids.get(id);
    if (eid === undefined || !this.canAct(id)) return [];
    const m = this.match;
    if (m.active === eid && (m.world.components.Points.ap[eid] ?? 0) < 1) return [];
    const here = this.summary().characters.find((c) => c.id === id);
    return reachPreview(m, eid).filter(
      (r) =>
        !here ||
        r.node.i !== Math.floor(here.x) ||
        r.node.j !== Math.floor(here.y) ||
        r.node.z !== Math.round(here.z),
    );
  }

  /** Exact odds of `attacker` attacking `target` with `weapon`, or null for unknown characters. */
  /** The ORDERs `id` may receive now (rulebook "Command Points", ORDER): one per giver; [] when none. */
  ordersFor(id: string): OrderCommand[] {
    const eid = this.match.ids.get(id);
    if (eid === undefined || !this.canAct(id)) return [];
    return orderCommands(this.match, eid);
  }

  /** The Command Abilities `id` has (used or not), by name, with what each does. */
  commandAbilityTexts(id: string): Record<string, string> {
    const eid = this.match.ids.get(id);
    if (eid === undefined) return {};
    return Object.fromEntries(commandAbilitiesOf(this.match, eid).map((a) => [a.name, a.text]));
  }

  /** The unique actions (unique-actions.ts) printed on character `id` that the engine plays, by name. */
  uniqueActionNames(id: string): string[] {
    const eid = this.match.ids.get(id);
    return eid === undefined ? [] : uniqueActionsOf(this.match, eid).map((a) => a.name);
  }

  /**
   * The spells character `id` knows (rulebook "Magic"), in the order known, with what each costs and does, how many
   * characters it names (0: none, it acts on the caster or around it) and whether the engine plays it yet.
   */
  spellsOf(id: string): SpellView[] {
    const eid = this.match.ids.get(id);
    if (eid === undefined) return [];
    return castableKnownSpells(this.match, eid).map((s) => {
      const effect = spellEffect(s.id);
      return {
        id: s.id,
        name: s.name,
        wp: s.wp,
        difficulty: s.difficulty,
        range: s.range,
        rangeText: s.rangeText,
        text: s.text,
        played: effect !== undefined,
        most: effect ? targetCount(this.match, eid, effect) : 0,
      };
    });
  }

  /** The exact chances of `id` casting spell `spell` now, unopposed and if each enemy Mage that may dispels it. */
  castOdds(id: string, spell: string): CastOdds | null {
    const eid = this.match.ids.get(id);
    return eid === undefined ? null : castOdds(this.match, eid, spell);
  }

  /**
   * Where the marker or template of `spell` cast by `caster` on `targets` would lie (inches) and every character
   * under it, friend or foe, the target first (rules spell-area.ts); null for a spell that lays none, no target yet
   * or unknown ids.
   */
  spellArea(
    caster: string,
    spell: string,
    targets: readonly string[],
  ): { shape: AreaShape; hits: { character: string; friend: boolean }[] } | null {
    const eid = this.match.ids.get(caster);
    const named = targets.map((t) => this.match.ids.get(t));
    if (eid === undefined || named.some((t) => t === undefined)) return null;
    const p = spellAreaPreview(this.match, eid, spell, named as number[]);
    if (!p) return null;
    const hits = p.hits.map((h) => ({ character: idOf(this.match, h.character), friend: h.friend }));
    return { shape: p.shape, hits };
  }

  /** Why the engine would refuse `cmd` now (Action Points apart), or null. */
  castProblem(cmd: CastCommand): string | null {
    const eid = this.match.ids.get(cmd.actor);
    return eid === undefined ? `unknown character "${cmd.actor}"` : castProblem(this.match, eid, cmd);
  }

  /** Exact preview of `actor` grappling `target` toward the spot `to` (inches); null for unknown ids. */
  grapple(actor: string, target: string, to: Point3): GrapplePreview | null {
    const a = this.match.ids.get(actor);
    const t = this.match.ids.get(target);
    return a === undefined || t === undefined ? null : grapplePreview(this.match, a, t, to);
  }

  /** Exact preview of `actor` drowning `target`; null for unknown ids. */
  drown(actor: string, target: string): DrownPreview | null {
    const a = this.match.ids.get(actor);
    const t = this.match.ids.get(target);
    return a === undefined || t === undefined ? null : drownPreview(this.match, a, t);
  }

  /**
   * The area preview of `attacker` attacking `target` with `weapon` (rulebook "Blast", "Template"): where the
   * marker or template would lie and the odds of each character under it; null for unknown ids or a weapon
   * that is not an area weapon.
   */
  area(attacker: string, target: string, weapon: string): AreaPreview | null {
    const a = this.match.ids.get(attacker);
    const t = this.match.ids.get(target);
    if (a === undefined || t === undefined) return null;
    const p = areaAttackPreview(this.match, a, t, weapon);
    return p.shape ? p : null;
  }

  attack(attacker: string, target: string, weapon: string): AttackPreview | null {
    const a = this.match.ids.get(attacker);
    const t = this.match.ids.get(target);
    if (a === undefined || t === undefined) return null;
    return attackPreview(this.match, a, t, weapon);
  }

  /**
   * The way a Run/Climb of `id` takes to `node` (the reach preview's cheapest path, from the figure's node),
   * as board points (cell centres, inches); null when the node is out of reach.
   */
  reachPath(id: string, node: Node): PathPoint[] | null {
    const eid = this.match.ids.get(id);
    if (eid === undefined) return null;
    const reach = reachOf(this.match, eid, CRITICAL_EXTRA);
    return withStart(reach.from, reach.path(node));
  }

  /** Water nodes `id` may reach now with the swim its Underwater Counters buy (0 AP), with costs. */
  swimReach(id: string): ReachCell[] {
    const targets = this.targetsOf(id, 'underwater-move');
    const eid = this.match.ids.get(id);
    if (eid === undefined || targets.length === 0) return [];
    const keys = new Set(targets.map((t) => `${Math.floor(t[0])},${Math.floor(t[1])},${t[2]}`));
    return underwaterReach(this.match, eid)
      .nodes.filter((n) => keys.has(`${n.node.i},${n.node.j},${n.node.z}`))
      .map((n) => ({ ...n, rolls: 0, chance: 1, needsCritical: false }));
  }

  /** The way of the underwater swim of `id` to `node`, or null. */
  swimPath(id: string, node: Node): PathPoint[] | null {
    const eid = this.match.ids.get(id);
    if (eid === undefined) return null;
    const reach = underwaterReach(this.match, eid);
    return withStart(reach.from, reach.path(node));
  }

  /** Points named by the legal commands of type `type` (`jump`, `fly`, `underwater-move`) of `id` now. */
  targetsOf(id: string, type: 'jump' | 'fly' | 'underwater-move'): Point3[] {
    return this.actionsOf(id).flatMap((c) => (c.type === type ? [c.to] : []));
  }

  /**
   * Water tiles `id` may Row its gondola toward (within 10″ of it, in the canal), with their distance in
   * inches; [] when it cannot Row now.
   */
  rowTargets(id: string): { node: Node; cost: number }[] {
    if (!this.actionsOf(id).some((c) => c.type === 'row')) return [];
    const c = this.summary().characters.find((x) => x.id === id);
    if (!c) return [];
    const b = this.board;
    const out: { node: Node; cost: number }[] = [];
    for (let j = Math.max(0, Math.floor(c.y) - 10); j <= Math.min(b.depth - 1, Math.floor(c.y) + 10); j++) {
      for (let i = Math.max(0, Math.floor(c.x) - 10); i <= Math.min(b.width - 1, Math.floor(c.x) + 10); i++) {
        const cost = Math.hypot(i + 0.5 - c.x, j + 0.5 - c.y);
        if (cost < 1.5 || cost > 10) continue;
        const water = b.surfacesAt(i, j).find((n) => b.surfaceKind(n) === 'water');
        if (water && b.column(i, j)?.float === null) out.push({ node: water, cost });
      }
    }
    return out;
  }

  /** Exact odds of a Row by `id` toward `to` (rulebook "Row"), or null for an unknown character. */
  row(id: string, to: Point3): RowPreview | null {
    const eid = this.match.ids.get(id);
    return eid === undefined ? null : rowPreview(this.match, eid, to);
  }

  /** Exact odds of a Jump of `id` toward `to` (rulebook "Jump", "Falling"), or null for an unknown character. */
  jump(id: string, to: Point3, controlledLanding: boolean): JumpPreview | null {
    const eid = this.match.ids.get(id);
    return eid === undefined ? null : jumpPreview(this.match, eid, to, controlledLanding);
  }

  /** Whether `viewer` sees `target`, and whether the target is in cover from it; null for unknown characters. */
  sight(viewer: string, target: string): { lineOfSight: boolean; cover: boolean } | null {
    const a = this.match.ids.get(viewer);
    const b = this.match.ids.get(target);
    if (a === undefined || b === undefined) return null;
    return sightPreview(this.match, a, b);
  }

  /** The counters `id` holds (`stunned`, `hidden`, `guard`, one `underwater` per counter). */
  counters(id: string): string[] {
    const eid = this.match.ids.get(id);
    return eid === undefined ? [] : countersOf(this.match, eid);
  }

  /** The content profile of character `id`. */
  profileOf(id: string): Profile | null {
    const c = this.summary().characters.find((x) => x.id === id);
    if (!c) return null;
    const profile = getProfile(c.profile);
    const eid = this.match.ids.get(id);
    const chosen = eid === undefined ? undefined : this.match.world.components.Identity.weapons[eid];
    // As fielded: of each "OR" weapon option only the one chosen before the game.
    return chosen ? { ...profile, weapons: carried(profile.weapons, chosen) } : profile;
  }
}

function withStart(from: Node, steps: readonly Node[] | null): PathPoint[] | null {
  if (!steps || steps.length === 0) return null;
  return [from, ...steps].map((n): PathPoint => [n.i + 0.5, n.j + 0.5, n.z]);
}
