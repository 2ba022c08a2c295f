/**
 * A person's choice of a spot on the board (a `choose` decision whose options name spots: where a Knockback sends a
 * figure — Get Over Here —, where a won Grapple throws it, where a figure steps on shaken Unstable Ground, where a
 * newcomer is placed): each spot is lit on the board and a click there answers; pointing at one says what happens
 * there (a fall and its exact odds, the water). The dialog stays docked under the top bar with the same choices as
 * buttons, named by the way they point on screen, never by compass points (the board turns and has no compass).
 */
import {
  boardFor,
  type ChoiceDecision,
  type ChoiceOption,
  fallOddsOf,
  type Node,
  type Point3,
} from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import { percent } from '../board/reach-style.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import type { PagePoint } from './board-hover.ts';

/** Purposes whose options are spots a person picks on the board. */
export const SPOT_PURPOSES: readonly string[] = [
  'knockback-direction',
  'grapple-spot',
  'unstable-shift',
  'summon-spot',
];

/** Whether decision `d` is a choice of spots on the board (every option but "stay" names one). */
export function isSpotChoice(d: ChoiceDecision): boolean {
  return SPOT_PURPOSES.includes(d.purpose) && d.options.filter((o) => o.at).length >= 2;
}

const ARROWS = ['→', '↘', '↓', '↙', '←', '↖', '↑', '↗'] as const;

/** An arrow for a screen step (dx, dy) in px (y grows downward). */
export function screenArrow(dx: number, dy: number): string {
  if (Math.hypot(dx, dy) < 1e-6) return '•';
  const k = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return ARROWS[(k + 8) % 8]!;
}

/** The arrow on screen from board point `from` to `to` (inches), as `view` draws the board now. */
export function screenArrowOn(view: BoardView, from: Point3, to: Point3): string {
  const a = view.proj.project(from[0], from[1], from[2]);
  const b = view.proj.project(to[0], to[1], to[2]);
  return screenArrow(b.x - a.x, b.y - a.y);
}

export class SpotChoice {
  private decision: ChoiceDecision | null = null;
  private pointed: Node | null = null;
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  private readonly answered: () => void;

  /** `answered`: a spot was clicked and the decision answered (the scene re-reads the match). */
  constructor(session: BattleSession, view: BoardView, hud: Hud, answered: () => void) {
    this.session = session;
    this.view = view;
    this.hud = hud;
    this.answered = answered;
  }

  get active(): boolean {
    return this.decision !== null;
  }

  /** The pending decision `d` is a person's choice of spots: light them (once per decision). */
  begin(d: ChoiceDecision): void {
    if (this.decision === d) return;
    this.decision = d;
    this.pointed = null;
    this.light();
  }

  /** The decision was answered or went: the board shows no spots. */
  end(): void {
    if (!this.decision) return;
    this.decision = null;
    this.pointed = null;
    this.view.showReach(null);
    this.view.showHover(null);
    this.hud.tip.hide();
  }

  /**
   * The words of option `o` for its button: the screen arrow from the figure it moves (or the chooser) to its spot and
   * how far (inches), then the engine's words unless they are a bare compass point; "stays put" when it goes nowhere.
   */
  label(o: ChoiceOption): string {
    const d = this.decision;
    if (!o.at || !d) return o.label;
    const who = this.session.summary().characters.find((c) => c.id === (o.figure ?? d.character));
    const words = /^(N|NE|E|SE|S|SW|W|NW)$/.test(o.label) ? '' : ` ${o.label}`;
    if (!who) return o.label;
    const moved = Math.hypot(o.at[0] - who.x, o.at[1] - who.y);
    if (moved < 0.5) return `stays put${words ? ` (${words.trim()})` : ''}`;
    const arrow = screenArrowOn(this.view, [who.x, who.y, who.z], o.at);
    return `${arrow} ${moved.toFixed(1).replace(/\.0$/, '')}″${words}`;
  }

  /** The node of each spot, with the options that end there (several directions may end at one spot). */
  private spots(): { node: Node; options: ChoiceOption[] }[] {
    const out = new Map<string, { node: Node; options: ChoiceOption[] }>();
    for (const o of this.decision?.options ?? []) {
      if (!o.at) continue;
      const node = this.session.board.nodeAt(o.at[0], o.at[1], o.at[2]);
      if (!node) continue;
      const key = `${node.i},${node.j},${node.z}`;
      const spot = out.get(key) ?? { node, options: [] };
      spot.options.push(o);
      out.set(key, spot);
    }
    return [...out.values()];
  }

  private light(): void {
    const p = this.pointed;
    this.view.showReach(
      this.spots().map(({ node }) => ({
        node,
        cost: 0,
        rolls: 0,
        chance: 1,
        kind:
          p && p.i === node.i && p.j === node.j && p.z === node.z ? ('zone-on' as const) : ('zone' as const),
      })),
      'zone',
    );
  }

  private spotUnder(wx: number, wy: number): { node: Node; options: ChoiceOption[] } | null {
    const spots = this.spots();
    const node = this.view.pickNode(
      wx,
      wy,
      spots.map((s) => s.node),
    );
    return node ? (spots.find((s) => s.node === node) ?? null) : null;
  }

  /** What happens to the figure moved when it ends at `node`: where, and a fall's exact odds. */
  tipOf(spot: { node: Node; options: ChoiceOption[] }): string[] {
    const d = this.decision;
    const first = spot.options[0];
    if (!d || !first) return [];
    const id = first.figure ?? d.character;
    const who = this.session.summary().characters.find((c) => c.id === id);
    const lines = [`${who?.name ?? 'It'} ends here: ${spot.options.map((o) => this.label(o)).join(' or ')}`];
    const eid = this.session.match.ids.get(id);
    const drop = who ? who.z - spot.node.z : 0;
    const water =
      (eid === undefined ? this.session.board : boardFor(this.session.match, eid)).surfaceKind(spot.node) ===
      'water';
    if (water) lines.push('Into the water');
    if (eid !== undefined && drop >= 1 && !water) {
      const f = fallOddsOf(this.session.match, eid, drop, spot.node);
      lines.push(
        `Falls ${drop}″: ${f.expectedLpLost.toFixed(1)} Life Points expected, ${percent(f.killChance)} taken out`,
      );
    } else if (!water) lines.push('No fall');
    return lines;
  }

  private take(option: string): void {
    const d = this.decision;
    if (!d) return;
    const r = this.session.submit({ type: 'decide', decision: 'choose', character: d.character, option });
    if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
    this.hud.choice.hide();
    this.end();
    this.answered();
  }

  /** The match was re-read: put the spots away once the decision no longer waits for a person. */
  refresh(): void {
    if (this.decision && (this.session.match.pending !== this.decision || !this.session.humanToAnswer))
      this.end();
  }

  /** A click at world point (wx, wy): answer with the spot there. True when the click was the choice's. */
  click(wx: number, wy: number): boolean {
    if (!this.decision) return false;
    const spot = this.spotUnder(wx, wy);
    const o = spot?.options[0];
    if (o) this.take(o.id);
    else this.hud.toast.show('Not here: click one of the lit spots, or pick a button in the dialog.');
    return true;
  }

  /** The pointer at world point (wx, wy): light the spot under it and say what happens there. */
  hover(wx: number, wy: number, page: PagePoint): boolean {
    if (!this.decision) return false;
    const spot = this.spotUnder(wx, wy);
    const node = spot?.node ?? null;
    if (node !== this.pointed) {
      this.pointed = node;
      this.light();
    }
    if (spot) this.hud.tip.show('spot', this.tipOf(spot), page.x, page.y);
    else this.hud.tip.hide();
    return true;
  }
}
