/**
 * A person sets a gang up (rulebook "Deployment Zones"; the engine's `deploy` decision, scenario/setup-phase.ts): the
 * zone's legal spots for the figure to place lit on the board, a click on one places it there (the next figure
 * follows), a click elsewhere in the zone says why not (the engine's `placementsProblem`), a click on a placed
 * figure picks it up again; the panel (hud/deploy-panel.ts) lists the figures, fills the rest from the engine's
 * suggestion (Auto-deploy), clears, and gives the placements to the engine on Done.
 */
import {
  type DeployDecision,
  type DeploymentZone,
  type Node,
  type Placement,
  type Point3,
  placementsProblem,
  zoneLabel,
  zoneOf,
} from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import type { PagePoint } from './board-hover.ts';
import { zoneNodes } from './setup-zones.ts';

const centre = (n: Node): Point3 => [n.i + 0.5, n.j + 0.5, n.z];
const sameSpot = (a: Point3, b: Point3) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

export class DeployInput {
  /** The decision being answered, or null when no person sets up now. */
  private decision: DeployDecision | null = null;
  private zone: DeploymentZone | null = null;
  private gang = -1;
  /** Where each figure placed so far stands, in the order placed (the order the engine checks them). */
  private readonly placed = new Map<string, Point3>();
  /** The figure the next click places. */
  current: string | null = null;
  /** The spots lit for the current figure. */
  private lit: Node[] = [];
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  /** Called once the engine took the placements (the scene re-reads the match), or on a change to redraw. */
  private readonly changed: () => void;
  /** Called as a person's setup begins, with its zone (the scene frames it). */
  private readonly begun: (zone: DeploymentZone) => void;

  constructor(
    session: BattleSession,
    view: BoardView,
    hud: Hud,
    changed: () => void,
    begun: (zone: DeploymentZone) => void,
  ) {
    this.session = session;
    this.view = view;
    this.hud = hud;
    this.changed = changed;
    this.begun = begun;
  }

  /** A person is setting figures up now. */
  get active(): boolean {
    return this.decision !== null;
  }

  /** Where the figures placed but not yet given to the engine stand (their tokens show there). */
  get placements(): ReadonlyMap<string, Point3> {
    return this.placed;
  }

  /** What the setup shows now (the automation hook): the gang, the figure to place, those placed, the lit tiles. */
  state(): {
    gang: string;
    current: string | null;
    placed: string[];
    lit: { i: number; j: number; z: number }[];
  } | null {
    if (!this.decision) return null;
    return {
      gang: this.decision.gang,
      current: this.current,
      placed: [...this.placed.keys()],
      lit: this.lit.map((n) => ({ i: n.i, j: n.j, z: n.z })),
    };
  }

  /** The pending `deploy` decision is a person's: start answering it (once per decision). */
  begin(d: DeployDecision): void {
    if (this.decision === d) return;
    this.decision = d;
    this.gang = this.session.setup.gangs.findIndex((g) => g.id === d.gang);
    this.zone = zoneOf(this.session.match, this.gang);
    this.placed.clear();
    this.current = d.characters[0] ?? null;
    this.redraw();
    if (this.zone) this.begun(this.zone);
  }

  /** The decision was answered (or the match moved on): put everything away. */
  end(): void {
    if (!this.decision) return;
    this.decision = null;
    this.zone = null;
    this.placed.clear();
    this.current = null;
    this.lit = [];
    this.view.showReach(null);
    this.view.showHover(null);
    this.hud.deploy.hide();
    this.hud.tip.hide();
  }

  /** Why figure `id` may not stand at `at` with the others placed, or null. */
  private problem(id: string, at: Point3): string | null {
    if (!this.zone) return 'no Deployment Zone';
    const others = [...this.placed]
      .filter(([k]) => k !== id)
      .map(([character, spot]) => ({ character, at: spot }));
    return placementsProblem(this.session.match, this.gang, this.zone, [...others, { character: id, at }]);
  }

  /** The name of figure `id`. */
  private name(id: string): string {
    return this.session.summary().characters.find((c) => c.id === id)?.name ?? id;
  }

  /** Light the legal spots of the current figure; redraw the panel. */
  private redraw(): void {
    const d = this.decision;
    if (!d || !this.zone) return;
    const cur = this.current;
    this.lit = cur
      ? zoneNodes(this.session.board, this.zone).filter((n) => this.problem(cur, centre(n)) === null)
      : [];
    this.view.showReach(
      this.lit.map((node) => ({ node, cost: 0, rolls: 0, chance: 1 })),
      'deploy',
    );
    const s = this.session.summary();
    const rows = d.characters.map((id) => {
      const c = s.characters.find((x) => x.id === id);
      return {
        id,
        name: c?.name ?? id,
        detail: `${c?.baseMm ?? 30} mm`,
        placed: this.placed.has(id),
        current: id === cur,
      };
    });
    const gang = this.session.gang(d.gang);
    const left = rows.filter((r) => !r.placed).length;
    const text =
      left === 0
        ? 'Every figure stands in the zone. Done sets them up; click a figure to move it.'
        : cur
          ? `Click a lit tile to set ${this.name(cur)} up there (${zoneLabel(this.zone.id)}; not within 4″ of an enemy).`
          : 'Pick a figure to place.';
    this.hud.deploy.show(`${gang?.name ?? d.gang}: set up your figures`, text, rows, {
      pick: (id) => this.pick(id),
      remove: (id) => this.remove(id),
      auto: () => this.auto(),
      clear: () => this.clear(),
      done: () => this.done(),
    });
    this.changed();
  }

  private pick(id: string): void {
    this.current = id;
    this.placed.delete(id);
    this.redraw();
  }

  private remove(id: string): void {
    this.placed.delete(id);
    this.current = id;
    this.redraw();
  }

  private clear(): void {
    this.placed.clear();
    this.current = this.decision?.characters[0] ?? null;
    this.redraw();
  }

  /** The next figure not placed, after `from` in the decision's order (wrapping), or null. */
  private next(from: string | null): string | null {
    const ids = this.decision?.characters ?? [];
    const k = from ? ids.indexOf(from) : -1;
    for (let step = 1; step <= ids.length; step++) {
      const id = ids[(k + step) % ids.length]!;
      if (!this.placed.has(id)) return id;
    }
    return null;
  }

  /** Place the figures not placed: each on the engine's suggested spot, else the legal spot nearest it. */
  private auto(): void {
    const d = this.decision;
    if (!d || !this.zone) return;
    for (const id of d.characters) {
      if (this.placed.has(id)) continue;
      const suggested = d.suggested.find((p) => p.character === id)?.at;
      if (suggested && this.problem(id, suggested) === null) {
        this.placed.set(id, suggested);
        continue;
      }
      const [sx, sy] = suggested ?? [this.session.board.width / 2, this.session.board.depth / 2];
      const spot = zoneNodes(this.session.board, this.zone)
        .map(centre)
        .filter((at) => this.problem(id, at) === null)
        .sort((a, b) => Math.hypot(a[0] - sx, a[1] - sy) - Math.hypot(b[0] - sx, b[1] - sy))[0];
      if (spot) this.placed.set(id, spot);
    }
    const missing = d.characters.filter((id) => !this.placed.has(id));
    if (missing.length > 0)
      this.hud.toast.show(`No room left in the zone for ${missing.map((id) => this.name(id)).join(', ')}.`);
    this.current = this.next(null);
    this.redraw();
  }

  private done(): void {
    const d = this.decision;
    if (!d) return;
    const placements: Placement[] = [...this.placed].map(([character, at]) => ({ character, at }));
    const r = this.session.submit({ type: 'decide', decision: 'deploy', character: d.character, placements });
    if (!r.ok) {
      this.hud.toast.show(`Not allowed: ${r.reason}`);
      return;
    }
    this.end();
    this.changed();
  }

  /** A click at world point (wx, wy): place, pick up, or say why not. True when the click was the setup's. */
  click(wx: number, wy: number): boolean {
    if (!this.decision || !this.zone) return false;
    const figure = this.view.figuresAt(wx, wy).find((id) => this.placed.has(id));
    if (figure) {
      this.pick(figure);
      return true;
    }
    // A lit spot painted there (under a bridge too), else the top surface there (to say why not).
    const node =
      (this.lit.length > 0 ? this.view.pickNode(wx, wy, this.lit) : null) ?? this.view.pickNode(wx, wy);
    const id = this.current;
    if (!node) return true;
    const at = centre(node);
    if (!id) {
      this.hud.toast.show('Every figure is placed: click Done, or click a figure to move it.');
      return true;
    }
    const problem = this.problem(id, at);
    if (problem) {
      this.hud.toast.show(`Not here: ${problem.replace(`${id}: `, `${this.name(id)}: `)}`);
      return true;
    }
    this.placed.set(id, at);
    this.current = this.next(id);
    this.redraw();
    return true;
  }

  /** The pointer is at world point (wx, wy): outline the tile, and tell what a click there would do. */
  hover(wx: number, wy: number, page: PagePoint): void {
    if (!this.decision) return;
    const node =
      (this.lit.length > 0 ? this.view.pickNode(wx, wy, this.lit) : null) ?? this.view.pickNode(wx, wy);
    this.view.showHover(node);
    const id = this.current;
    if (!node || !id) {
      this.hud.tip.hide();
      return;
    }
    const lit = this.lit.includes(node);
    const problem = lit ? null : this.problem(id, centre(node));
    const spot = node;
    const taken = [...this.placed].find(([, at]) => sameSpot(at, centre(spot)));
    if (taken) {
      this.hud.tip.show(
        'deploy',
        [`${this.name(taken[0])} stands here`, 'Click it to move it'],
        page.x,
        page.y,
      );
      return;
    }
    this.hud.tip.show(
      problem ? 'deploy-refused' : 'deploy',
      problem
        ? [`${this.name(id)} may not stand here`, problem.replace(`${id}: `, '')]
        : [`Set ${this.name(id)} up here`, `${spot.z}″ up`],
      page.x,
      page.y,
    );
  }
}
