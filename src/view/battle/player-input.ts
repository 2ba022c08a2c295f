/**
 * What a person does on the board: select a figure of the gang to act, see its reach and Run/Climb to a lit
 * tile, choose a weapon, preview an attack on an enemy and confirm it, end the turn; click any figure to read
 * its card. Every change goes through `BattleSession.submit`; a refusal is shown, never thrown.
 */
import { weaponsOf } from '../../content/index.ts';
import type { Command } from '../../rules/types.ts';
import type { BoardView } from '../board/board-view.ts';
import type { ReachTile } from '../board/reach-overlay.ts';
import type { ActionChoices } from '../hud/action-bar.ts';
import type { Hud } from '../hud/hud.ts';
import { profileCard } from '../hud/profile-card.ts';
import type { BattleSession } from './battle-session.ts';

type Mode = 'none' | 'move' | 'attack';

export class PlayerInput {
  selected: string | null = null;
  inspected: string | null = null;
  mode: Mode = 'none';
  weapon: string | null = null;
  target: string | null = null;
  private reach: ReachTile[] = [];
  /** Legal actions by character, valid until the match changes. */
  private readonly actionCache = new Map<string, Command[]>();
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  /** True while the board may take orders (a person's turn and nothing animating). */
  private enabled = false;

  constructor(session: BattleSession, view: BoardView, hud: Hud) {
    this.session = session;
    this.view = view;
    this.hud = hud;
  }

  /** Re-read the match after events have played: whose turn, what the selection may do. */
  refresh(enabled: boolean): void {
    this.actionCache.clear();
    this.enabled = enabled && this.session.humanToAnswer && !this.session.match.pending;
    const s = this.session.summary();
    if (this.enabled && s.active && this.session.canAct(s.active)) {
      if (this.selected !== s.active) this.select(s.active);
    }
    if (this.selected && (!this.enabled || !this.session.canAct(this.selected))) {
      if (!this.enabled) this.setMode('none');
      else this.selected = null;
    }
    if (this.enabled && this.selected && this.mode === 'none') this.setMode('move');
    this.render();
  }

  /** A click on the board at world point (wx, wy). */
  click(wx: number, wy: number): void {
    // Where counters overlap, a click on the one already chosen goes to the next one behind it.
    const under = this.view.figuresAt(wx, wy);
    const chosen = [this.selected, this.inspected, this.target];
    const figure = under.length > 1 && chosen.includes(under[0]!) ? under[1]! : under[0];
    if (figure) {
      this.clickFigure(figure);
      return;
    }
    if (this.enabled && this.mode === 'move' && this.selected) {
      const node = this.view.pickNode(
        wx,
        wy,
        this.reach.map((t) => t.node),
      );
      if (node) {
        this.order({ type: 'run-climb', actor: this.selected, to: [node.i + 0.5, node.j + 0.5, node.z] });
        return;
      }
    }
    if (this.mode === 'attack') this.setTarget(null);
    else this.inspected = null;
    this.render();
  }

  /** The pointer is over world point (wx, wy). */
  hover(wx: number, wy: number): void {
    this.view.hoverFigure(this.view.pickFigure(wx, wy));
    if (this.enabled && this.mode === 'move' && this.reach.length > 0) {
      this.view.showHover(
        this.view.pickNode(
          wx,
          wy,
          this.reach.map((t) => t.node),
        ),
      );
      return;
    }
    this.view.showHover(this.view.pickNode(wx, wy));
  }

  private clickFigure(id: string): void {
    if (this.enabled && this.mode === 'attack' && this.targets().includes(id)) {
      this.setTarget(id);
      return;
    }
    if (this.enabled && this.session.canAct(id)) {
      this.select(id);
      this.render();
      return;
    }
    this.inspected = id === this.selected ? null : id;
    this.render();
  }

  private select(id: string): void {
    this.selected = id;
    this.inspected = null;
    this.target = null;
    this.weapon = null;
    this.setMode('move');
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    this.reach = mode === 'move' && this.selected ? this.session.reach(this.selected) : [];
    this.view.showReach(this.reach.length > 0 ? this.reach : null);
    if (mode !== 'attack') this.setTarget(null);
  }

  private actionsOf(id: string): Command[] {
    let list = this.actionCache.get(id);
    if (!list) {
      list = this.session.actionsOf(id);
      this.actionCache.set(id, list);
    }
    return list;
  }

  /** Enemies the selected character may attack with the chosen weapon. */
  private targets(): string[] {
    if (!this.selected || !this.weapon) return [];
    return this.actionsOf(this.selected).flatMap((c) =>
      c.type === 'combat' && c.weapon === this.weapon ? [c.target] : [],
    );
  }

  private setTarget(id: string | null): void {
    this.target = id;
    for (const t of this.view.tokens.values()) {
      const ring =
        t.id === id ? 'target' : this.mode === 'attack' && this.targets().includes(t.id) ? 'target' : 'none';
      if (t.id !== this.selected) t.setRing(ring);
    }
    if (!id || !this.selected || !this.weapon) {
      this.hud.attack.hide();
      return;
    }
    const preview = this.session.attack(this.selected, id, this.weapon);
    if (!preview) return;
    const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    const actor = this.selected;
    const weapon = this.weapon;
    this.hud.attack.show(
      { attacker: name(actor), target: name(id), weapon, preview },
      () => this.order({ type: 'combat', actor, target: id, weapon }),
      () => this.setTarget(null),
    );
    this.render();
  }

  /** Submit a command for the selected character; show the refusal if there is one. */
  order(cmd: Command): void {
    if (!this.enabled) return;
    const r = this.session.submit(cmd);
    if (!r.ok) {
      this.hud.toast.show(`Not allowed: ${r.reason}`);
      return;
    }
    this.enabled = false;
    this.actionCache.clear();
    this.setMode('none');
    this.render();
  }

  private choices(): ActionChoices | null {
    const id = this.selected;
    if (!this.enabled || !id) return null;
    const c = this.session.summary().characters.find((x) => x.id === id);
    const actions = this.actionsOf(id);
    if (!c || actions.length === 0) return null;
    const profile = this.session.profileOf(id);
    const counts = new Map<string, number>();
    for (const a of actions) if (a.type === 'combat') counts.set(a.weapon, (counts.get(a.weapon) ?? 0) + 1);
    const names = profile ? weaponsOf(profile).map((w) => w.name) : [...counts.keys()];
    const weapons = [...new Set(names)].map((n) => ({ name: n, targets: counts.get(n) ?? 0 }));
    const active = this.session.summary().active === id;
    return {
      name: c.name,
      ap: active ? c.ap : 0,
      active,
      mode: this.mode,
      weapon: this.weapon,
      canMove: actions.some((a) => a.type === 'run-climb'),
      weapons,
    };
  }

  /** Redraw cards, rings and the action bar from the current selection. */
  render(): void {
    const s = this.session.summary();
    for (const t of this.view.tokens.values()) {
      if (t.id === this.selected) t.setRing('selected');
      else if (t.id === s.active) t.setRing('active');
      else if (t.id === this.target || (this.mode === 'attack' && this.targets().includes(t.id)))
        t.setRing('target');
      else if (t.id === this.inspected) t.setRing('inspect');
      else t.setRing('none');
    }
    const card = (id: string | null, role: 'friend' | 'enemy') => {
      const c = id ? s.characters.find((x) => x.id === id) : undefined;
      const profile = id ? this.session.profileOf(id) : null;
      const gang = c ? this.session.gang(c.gang) : undefined;
      if (!c || !profile || !gang) return null;
      return profileCard(c, profile, gang.name, gang.colour, role);
    };
    const inspectedRole = (() => {
      const c = s.characters.find((x) => x.id === this.inspected);
      const mine = s.characters.find((x) => x.id === this.selected);
      return c && mine && c.gang === mine.gang ? 'friend' : 'enemy';
    })();
    this.hud.showCards(
      card(this.selected, 'friend'),
      card(this.target ?? this.inspected, this.target ? 'enemy' : inspectedRole),
    );
    this.hud.actions.show(this.choices(), {
      move: () => {
        this.setMode(this.mode === 'move' ? 'none' : 'move');
        this.render();
      },
      weapon: (name) => {
        this.weapon = name;
        this.setMode('attack');
        this.setTarget(null);
        this.render();
      },
      endTurn: () => this.selected && this.order({ type: 'end-turn', actor: this.selected }),
    });
  }
}
