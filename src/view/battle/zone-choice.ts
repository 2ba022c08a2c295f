/**
 * A person's choice of Deployment Zone at the setup (rulebook "Deployment Zones"; the engine's `choose` decision of
 * purpose `deployment-zone`): the zones left are lit on the board and named in the choice dialog; pointing at a zone
 * on the board or at its button lights it brighter, and a click on either takes it.
 */
import type { ChoiceDecision, DeploymentZone } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import type { PagePoint } from './board-hover.ts';
import { zoneAt, zonesToChoose, zoneTops } from './setup-zones.ts';

export class ZoneChoice {
  private decision: ChoiceDecision | null = null;
  private zones: DeploymentZone[] = [];
  private pointed: string | null = null;
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

  /** The pending decision is a person's zone choice: light the zones and open the dialog (once per decision). */
  begin(d: ChoiceDecision): void {
    if (this.decision === d) return;
    this.decision = d;
    this.zones = zonesToChoose(this.session);
    this.pointed = null;
    this.light();
    const gang = this.session.gang(d.gang)?.name ?? d.gang;
    this.hud.choice.show(
      d,
      gang,
      (option) => this.take(option),
      (o) => this.point(o?.id ?? null),
    );
  }

  /** The decision was answered or the match moved on. */
  end(): void {
    if (!this.decision) return;
    this.decision = null;
    this.zones = [];
    this.pointed = null;
    this.view.showReach(null);
    this.view.showHover(null);
    this.hud.tip.hide();
  }

  private light(): void {
    this.view.showReach(
      this.zones.flatMap((z) =>
        zoneTops(this.session.board, z).map((node) => ({
          node,
          cost: 0,
          rolls: 0,
          chance: 1,
          kind: z.id === this.pointed ? ('zone-on' as const) : ('zone' as const),
        })),
      ),
      'zone',
    );
  }

  private point(id: string | null): void {
    if (id === this.pointed) return;
    this.pointed = id;
    this.light();
  }

  private take(id: string): void {
    const d = this.decision;
    if (!d) return;
    this.hud.choice.hide();
    const r = this.session.submit({ type: 'decide', decision: 'choose', character: d.character, option: id });
    if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
    this.end();
    this.answered();
  }

  /** The zone under world point (wx, wy), among those left. */
  private zoneUnder(wx: number, wy: number): DeploymentZone | null {
    const node = this.view.pickNode(wx, wy);
    return node ? zoneAt(this.zones, node.i + 0.5, node.j + 0.5) : null;
  }

  /** A click at world point (wx, wy): take the zone there. True when the click was the zone choice's. */
  click(wx: number, wy: number): boolean {
    if (!this.decision) return false;
    const z = this.zoneUnder(wx, wy);
    if (z) this.take(z.id);
    return true;
  }

  /** The pointer at world point (wx, wy): light the zone under it and name it. */
  hover(wx: number, wy: number, page: PagePoint): void {
    if (!this.decision) return;
    const z = this.zoneUnder(wx, wy);
    this.point(z?.id ?? null);
    const label = z ? this.decision.options.find((o) => o.id === z.id)?.label : undefined;
    if (label) this.hud.tip.show('zone', [`Take the ${label}`, 'Click to set up here'], page.x, page.y);
    else this.hud.tip.hide();
  }
}
