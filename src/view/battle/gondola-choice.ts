/**
 * A person sets the gang's gondola afloat at the setup (rulebook "The Winds of Fate" → Gang War: each player sets up
 * one gondola in water; the engine's `choose` decision of purpose `gondola-spot`, options `i,j,orientation` of its
 * middle cell): the water where its middle may go is lit for the way it lies, pointing at a tile shows the three
 * cells it would take, a click sets it there; the docked dialog turns it the other way or leaves it where the board
 * puts it.
 */
import type { ChoiceDecision, ChoiceOption, Node } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import type { PagePoint } from './board-hover.ts';

type Lie = 'north-south' | 'west-east';
const LIE_WORDS: Readonly<Record<Lie, string>> = { 'north-south': 'north–south', 'west-east': 'west–east' };

/** An option's middle cell and the way it lies. */
function spotOf(o: ChoiceOption): { i: number; j: number; lie: Lie } | null {
  const [i, j, lie] = o.id.split(',');
  if (lie !== 'north-south' && lie !== 'west-east') return null;
  return { i: Number(i), j: Number(j), lie };
}

export class GondolaChoice {
  private decision: ChoiceDecision | null = null;
  private lie: Lie = 'north-south';
  private pointed: ChoiceOption | null = null;
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  private readonly answered: () => void;

  constructor(session: BattleSession, view: BoardView, hud: Hud, answered: () => void) {
    this.session = session;
    this.view = view;
    this.hud = hud;
    this.answered = answered;
  }

  get active(): boolean {
    return this.decision !== null;
  }

  /** The pending decision is a person's gondola spot: light the water and ask (once per decision). */
  begin(d: ChoiceDecision): void {
    if (this.decision === d) return;
    this.decision = d;
    const first = d.options[0] ? spotOf(d.options[0]) : null;
    this.lie = first?.lie ?? 'north-south';
    this.pointed = null;
    this.ask();
  }

  end(): void {
    if (!this.decision) return;
    this.decision = null;
    this.pointed = null;
    this.hud.choice.hide();
    this.view.showReach(null);
    this.view.showHover(null);
    this.hud.tip.hide();
  }

  /** The options lying the way chosen now. */
  private lying(): ChoiceOption[] {
    return (this.decision?.options ?? []).filter((o) => spotOf(o)?.lie === this.lie);
  }

  private ask(): void {
    const d = this.decision;
    if (!d) return;
    const other: Lie = this.lie === 'north-south' ? 'west-east' : 'north-south';
    const gang = this.session.gang(d.gang)?.name ?? d.gang;
    this.hud.choice.pick(
      {
        options: [
          { id: '=first', label: 'Where the board puts it' },
          { id: '=turn', label: `Turn it ${LIE_WORDS[other]}` },
        ],
      },
      'Set your gondola afloat',
      `${gang} sets up its gondola in the water. Click a lit tile for the middle of the boat (lying ` +
        `${LIE_WORDS[this.lie]}).`,
      (id) => {
        if (id === '=turn') {
          this.lie = other;
          this.ask();
        } else if (id === '=first' && d.options[0]) this.take(d.options[0].id);
      },
      () => {},
    );
    this.hud.choice.root.classList.add('docked');
    this.light();
  }

  /** The three cells of a gondola whose middle is (i, j) lying `lie`. */
  private cells(i: number, j: number, lie: Lie): { i: number; j: number }[] {
    return [-1, 0, 1].map((k) => (lie === 'north-south' ? { i, j: j + k } : { i: i + k, j }));
  }

  private light(): void {
    const board = this.session.board;
    const pointed = this.pointed ? spotOf(this.pointed) : null;
    const on = new Set(
      pointed ? this.cells(pointed.i, pointed.j, pointed.lie).map((c) => `${c.i},${c.j}`) : [],
    );
    const tiles = this.lying().flatMap((o) => {
      const s = spotOf(o);
      const top = s ? board.surfacesAt(s.i, s.j).at(-1) : undefined;
      return top ? [top] : [];
    });
    const extra = [...on].flatMap((key) => {
      const [i, j] = key.split(',').map(Number) as [number, number];
      const top = board.surfacesAt(i, j).at(-1);
      return top && !tiles.some((t) => t.i === i && t.j === j) ? [top] : [];
    });
    this.view.showReach(
      [...tiles, ...extra].map((node) => ({
        node,
        cost: 0,
        rolls: 0,
        chance: 1,
        kind: on.has(`${node.i},${node.j}`) ? ('zone-on' as const) : ('zone' as const),
      })),
      'zone',
    );
  }

  private take(id: string): void {
    const d = this.decision;
    if (!d) return;
    const r = this.session.submit({ type: 'decide', decision: 'choose', character: d.character, option: id });
    if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
    this.end();
    this.answered();
  }

  /** The option whose middle cell is under world point (wx, wy), lying the way chosen. */
  private optionUnder(wx: number, wy: number): ChoiceOption | null {
    const lit: Node[] = [];
    const byCell = new Map<string, ChoiceOption>();
    for (const o of this.lying()) {
      const s = spotOf(o);
      const top = s ? this.session.board.surfacesAt(s.i, s.j).at(-1) : undefined;
      if (!s || !top) continue;
      lit.push(top);
      byCell.set(`${s.i},${s.j}`, o);
    }
    const node = this.view.pickNode(wx, wy, lit);
    return node ? (byCell.get(`${node.i},${node.j}`) ?? null) : null;
  }

  /** A click at world point (wx, wy): set the gondola there. True when the click was the gondola's. */
  click(wx: number, wy: number): boolean {
    if (!this.decision) return false;
    const o = this.optionUnder(wx, wy);
    if (o) this.take(o.id);
    else this.hud.toast.show('Not here: click a lit tile of open water for the middle of the gondola.');
    return true;
  }

  /** The pointer at world point (wx, wy): show the three cells the gondola would take. */
  hover(wx: number, wy: number, page: PagePoint): void {
    if (!this.decision) return;
    const o = this.optionUnder(wx, wy);
    if (o !== this.pointed) {
      this.pointed = o;
      this.light();
    }
    if (o)
      this.hud.tip.show(
        'gondola',
        ['Set the gondola afloat here', `lying ${LIE_WORDS[this.lie]}`],
        page.x,
        page.y,
      );
    else this.hud.tip.hide();
  }
}
