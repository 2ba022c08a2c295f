/**
 * The figures' tokens kept in step with the match: a token added for a character (one placed during the match
 * too) with its class icon, Leader's crown and its gang's emblem shape (figure-class.ts, figure-token.ts), and every token moved, shown or hidden, its Life Points, counters, the mark of an Objective carried and
 * dimming (its turn taken) read from the match summary once nothing animates.
 */
import { getProfile, hasProfile } from '../../content/index.ts';
import type { Point3 } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import { figureIcon, isLeader } from '../board/figure-class.ts';
import { countersFrom } from '../board/token-counters.ts';
import { fromCss } from '../iso/palette.ts';
import type { BattleSession } from './battle-session.ts';

/** Add the token of character `id` (from the match summary), unless it has one. */
export function addToken(session: BattleSession, view: BoardView, id: string): void {
  const c = session.summary().characters.find((x) => x.id === id);
  if (!c || view.tokens.has(id)) return;
  const gang = session.gang(c.gang);
  const profile = hasProfile(c.profile) ? getProfile(c.profile) : null;
  const look = {
    id: c.id,
    name: c.name,
    colour: fromCss(gang?.colour ?? '#888'),
    baseMm: c.baseMm,
    lp: c.lp,
    lpStart: c.lpStart,
    icon: profile ? `icon-${figureIcon(profile)}` : undefined,
    leader: profile ? isLeader(profile) : false,
    mark: Math.max(
      0,
      session.setup.gangs.findIndex((g) => g.id === c.gang),
    ),
  };
  view.addToken(look, c.x, c.y, c.z);
}

/** How faint a figure lying on the table, taken out but able to stand up again, is drawn. */
export const LYING_ALPHA = 0.35;

/**
 * Put every token where the match has its character, with its Life Points, counters and dimming; figures a person
 * is setting up stand where `placing` has them (not on the board for the engine yet), a little faded.
 */
export function syncTokens(
  session: BattleSession,
  view: BoardView,
  placing: ReadonlyMap<string, Point3> = new Map(),
  carrying: ReadonlySet<string> = new Set(),
): void {
  const s = session.summary();
  for (const c of s.characters) {
    const t = view.tokens.get(c.id);
    if (!t) continue;
    const spot = placing.get(c.id);
    t.setVisible(c.onBoard || c.lying || spot !== undefined);
    if (spot) {
      t.container.setAlpha(0.85);
      t.place(view.proj, spot[0], spot[1], spot[2]);
    } else if (c.onBoard || c.lying) {
      // One taken out that may stand up again lies where it fell, faint (rules summary `lying`).
      t.container.setAlpha(c.onBoard ? 1 : LYING_ALPHA);
      t.place(view.proj, c.x, c.y, c.z);
    }
    t.setLp(c.lp);
    const counters = countersFrom(session.counters(c.id));
    t.setCounters(carrying.has(c.id) ? { ...counters, carrying: true } : counters);
    t.setDim(c.hadTurn && s.active !== c.id);
  }
}
