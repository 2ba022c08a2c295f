/**
 * The setup of a match on screen (rulebook "Order of Play" → Setup, "Deployment Zones"): each gang's zone tinted as
 * it takes it, a person's gondola (gondola-choice.ts), zone choice (zone-choice.ts) and deployment (deploy-input.ts),
 * and the figures being placed shown where they will stand. The battle scene hands it the board's clicks and pointer first while a person sets up.
 */
import type { ChoiceDecision, DeployDecision, DeploymentZone, MatchEvent } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import type { PagePoint } from './board-hover.ts';
import { DeployInput } from './deploy-input.ts';
import { syncTokens } from './figure-tokens.ts';
import { GondolaChoice } from './gondola-choice.ts';
import { syncObjectives } from './objective-markers.ts';
import { escapeEdges, tintsKey, zoneTints } from './setup-zones.ts';
import { ZoneChoice } from './zone-choice.ts';

export class BattleSetup {
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly zoneChoice: ZoneChoice;
  private readonly deploy: DeployInput;
  private readonly gondola: GondolaChoice;
  private tinted: string;

  /** `changed`: the scene should re-read the match; `frame`: show this zone (a person sets up in it). */
  constructor(
    session: BattleSession,
    view: BoardView,
    hud: Hud,
    changed: () => void,
    frame: (zone: DeploymentZone) => void,
  ) {
    this.session = session;
    this.view = view;
    this.zoneChoice = new ZoneChoice(session, view, hud, changed);
    this.deploy = new DeployInput(session, view, hud, changed, frame);
    this.gondola = new GondolaChoice(session, view, hud, changed);
    this.tinted = tintsKey(zoneTints(session));
    const edges = escapeEdges(session);
    if (edges.length > 0) view.setZones(zoneTints(session), edges);
  }

  /** A person chooses a zone or sets figures up now: the board's clicks are the setup's. */
  get active(): boolean {
    return this.zoneChoice.active || this.deploy.active || this.gondola.active;
  }

  /** The pending decision is a person's zone choice: light the zones and ask. */
  chooseZone(d: ChoiceDecision): void {
    this.zoneChoice.begin(d);
  }

  /** The pending decision is where a person sets the gang's gondola afloat: light the water and ask. */
  placeGondola(d: ChoiceDecision): void {
    this.gondola.begin(d);
  }

  /** The pending decision is a person's deployment: start it. */
  deployFigures(d: DeployDecision): void {
    this.deploy.begin(d);
  }

  /**
   * An event played: a gondola set afloat joins the board; a zone taken is tinted in its gang's colour (and Street
   * Fight's escape edge marked once the Attackers have theirs).
   */
  played(e: MatchEvent): void {
    if (e.type === 'gondola-placed') this.view.setBoard(this.session.board);
    if (e.type !== 'zone-chosen') return;
    const tints = zoneTints(this.session);
    const key = tintsKey(tints);
    if (key === this.tinted) return;
    this.tinted = key;
    this.view.setZones(tints, escapeEdges(this.session));
  }

  /** The match was re-read: put away what no longer waits for a person; place the tokens and the Objectives. */
  refresh(): void {
    const d = this.session.match.pending;
    const person = this.session.humanToAnswer;
    if (!(person && d?.type === 'choose' && d.purpose === 'deployment-zone')) this.zoneChoice.end();
    if (!(person && d?.type === 'deploy')) this.deploy.end();
    if (!(person && d?.type === 'choose' && d.purpose === 'gondola-spot')) this.gondola.end();
    const carrying = syncObjectives(this.session, this.view);
    syncTokens(this.session, this.view, this.deploy.placements, carrying);
  }

  /** A person's deployment in progress (for the automation hook), or null. */
  deployment(): {
    gang: string;
    current: string | null;
    placed: string[];
    lit: { i: number; j: number; z: number }[];
  } | null {
    return this.deploy.state();
  }

  /** A click at world point (wx, wy); true when the setup took it. */
  click(wx: number, wy: number): boolean {
    return this.deploy.click(wx, wy) || this.zoneChoice.click(wx, wy) || this.gondola.click(wx, wy);
  }

  /** The pointer at world point (wx, wy); true when the setup shows what is under it. */
  hover(wx: number, wy: number, page: PagePoint): boolean {
    if (this.deploy.active) this.deploy.hover(wx, wy, page);
    else if (this.zoneChoice.active) this.zoneChoice.hover(wx, wy, page);
    else if (this.gondola.active) this.gondola.hover(wx, wy, page);
    else return false;
    return true;
  }
}
