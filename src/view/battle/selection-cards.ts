/**
 * The two profile cards beside the board: the selected character's, and the target's (as an enemy) or else the
 * inspected figure's (a friend when it is of the selected one's gang).
 */
import type { MatchSummary } from '../../rules/index.ts';
import { profileCard } from '../hud/profile-card.ts';
import type { BattleSession } from './battle-session.ts';

/** The cards for the selection, read from summary `s` of the session's match (null where no card shows). */
export function selectionCards(
  session: BattleSession,
  s: MatchSummary,
  selected: string | null,
  target: string | null,
  inspected: string | null,
): [HTMLElement | null, HTMLElement | null] {
  const card = (id: string | null, role: 'friend' | 'enemy') => {
    const c = id ? s.characters.find((x) => x.id === id) : undefined;
    const profile = id ? session.profileOf(id) : null;
    const gang = c ? session.gang(c.gang) : undefined;
    if (!c || !profile || !gang || !id) return null;
    // The figure taking its turn shows the Action Points it has left, down to 0 (mid-charge too).
    return profileCard(c, profile, gang.name, gang.colour, role, session.counters(id), s.active === id);
  };
  const inspectedRole = (() => {
    const c = s.characters.find((x) => x.id === inspected);
    const mine = s.characters.find((x) => x.id === selected);
    return c && mine && c.gang === mine.gang ? 'friend' : 'enemy';
  })();
  return [card(selected, 'friend'), card(target ?? inspected, target ? 'enemy' : inspectedRole)];
}
