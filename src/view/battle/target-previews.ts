/**
 * The panels that preview an action on a chosen figure before the person confirms it: an attack with a weapon
 * (its odds, and everyone under an area attack's marker or template, drawn on the board), a Grapple with the spots
 * it may throw to or a Drown, and a spell on the characters named so far (its area, or the ring of its range).
 */
import { weaponsOf } from '../../content/index.ts';
import type { Command, Point3 } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { GrappleSpotView } from '../hud/grapple-panel.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import { areaOdds, attackOdds, drownOdds } from './fight-queries.ts';
import { grappleSpotViews } from './grapple-spots-view.ts';
import { castCommand, spellAimShape, spellPanelView } from './spell-aim.ts';
import type { SpellView } from './spell-queries.ts';
import { screenArrowOn } from './spot-choice.ts';

/** Where a preview shows. */
export interface PreviewPlace {
  readonly session: BattleSession;
  readonly view: BoardView;
  readonly hud: Hud;
}

/** What a preview's buttons do: give the command, or put the preview away. */
export interface PreviewAnswers {
  readonly order: (cmd: Command) => void;
  readonly cancel: () => void;
}

const nameIn = (session: BattleSession) => (cid: string) =>
  session.summary().characters.find((c) => c.id === cid)?.name ?? cid;

/** The preview of `actor` attacking `target` with `weapon`; false (nothing shown) when the engine gives none. */
export function showAttackPreview(
  { session, view, hud }: PreviewPlace,
  actor: string,
  target: string,
  weapon: string,
  on: PreviewAnswers,
): boolean {
  const preview = attackOdds(session, actor, target, weapon);
  if (!preview) return false;
  const name = nameIn(session);
  const area = areaOdds(session, actor, target, weapon);
  const profile = session.profileOf(actor);
  const line = profile ? weaponsOf(profile).find((w) => w.name === weapon) : undefined;
  view.areas.showAim(area?.shape ?? null);
  const hits = area?.hits.map((hit) => ({
    name: name(hit.character),
    friend: hit.friend,
    expectedLpLoss: hit.odds.expectedLpLoss,
    killChance: hit.odds.killChance,
  }));
  hud.attack.show(
    {
      attacker: name(actor),
      target: name(target),
      weapon,
      preview,
      ...(line ? { line } : {}),
      ...(area?.shape && hits ? { area: { kind: area.shape.kind, hits } } : {}),
    },
    () => on.order({ type: 'combat', actor, target, weapon }),
    on.cancel,
  );
  return true;
}

/** The spots of a Grapple preview open, and how to pick one (the panel shows its odds). */
export interface GrappleSpots {
  readonly spots: readonly GrappleSpotView[];
  /** Show the preview with spot `k` picked. */
  pick(k: number): void;
}

/**
 * The Grapple (with its spots, among the legal commands `actions` of `actor`) or Drown preview of `actor` on
 * `target`; pointing at a spot's button outlines it on the board, picking one calls `picked`. Gives the Grapple's
 * spots (null for a Drown, or when none is shown), so that the board may light them and a click there pick one.
 */
export function showWrestlePreview(
  { session, view, hud }: PreviewPlace,
  actor: string,
  target: string,
  kind: 'grapple' | 'drown',
  actions: readonly Command[],
  on: PreviewAnswers & { picked?: (k: number) => void },
): GrappleSpots | null {
  const name = nameIn(session);
  const v = { actor: name(actor), target: name(target) };
  const handlers = {
    confirm: (to: Point3 | null) =>
      on.order(to ? { type: 'grapple', actor, target, to } : { type: 'drown', actor, target }),
    cancel: on.cancel,
    point: (to: Point3 | null) => view.showHover(to ? view.board.nodeAt(to[0], to[1], to[2]) : null),
    picked: (k: number) => on.picked?.(k),
  };
  if (kind === 'drown') {
    const p = drownOdds(session, actor, target);
    if (p) hud.wrestle.showDrown(v, p, handlers);
    return null;
  }
  const spots = grappleSpotViews(session, actor, target, actions, (a, b) => screenArrowOn(view, a, b));
  if (spots.length === 0) return null;
  hud.wrestle.showGrapple(v, spots, 0, handlers);
  return { spots, pick: (k) => hud.wrestle.showGrapple(v, spots, k, handlers) };
}

/** The spell panel of `caster` casting `spell` on `targets`, and its area or the ring of its range on the board. */
export function showSpellPreview(
  { session, view, hud }: PreviewPlace,
  caster: string,
  spell: SpellView,
  targets: readonly string[],
  on: PreviewAnswers,
): void {
  hud.attack.hide();
  view.areas.showAim(spellAimShape(session, caster, spell, targets));
  hud.spell.show(
    spellPanelView(session, caster, spell, targets),
    () => on.order(castCommand(caster, spell, targets)),
    on.cancel,
  );
}
