/**
 * Spending a Command Point from the action bar: receiving an ORDER (given at once when one friend can give it,
 * else the person picks the giver) and using a Command Ability (at once when it names nobody or allows one choice,
 * else the person picks whom it names). Each choice is put in the choice dialog with its figure in focus.
 */
import type { Command } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import { ordersFor } from './command-queries.ts';

/** Character `id` receives an ORDER: given through `order` at once, or once the person picks the giver. */
export function askOrder(
  session: BattleSession,
  view: BoardView,
  hud: Hud,
  id: string,
  order: (cmd: Command) => void,
): void {
  const orders = ordersFor(session, id);
  const only = orders[0];
  if (orders.length === 1 && only) {
    order(only);
    return;
  }
  const name = (cid: string) => session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
  const cp = (cid: string) => session.summary().characters.find((c) => c.id === cid)?.cp ?? 0;
  hud.choice.pick(
    {
      options: [
        { id: '', label: 'Cancel' },
        ...orders.map((o) => ({
          id: o.actor,
          label: `${name(o.actor)} (${cp(o.actor)} CP)`,
          figure: o.actor,
        })),
      ],
    },
    'ORDER',
    `Which friend spends a Command Point to give ${name(id)} 1 more Action Point this turn?`,
    (giver) => {
      const cmd = orders.find((o) => o.actor === giver);
      if (cmd) order(cmd);
    },
    (o) => view.setFocus(o?.figure ? [id, o.figure] : [id], null),
  );
}

/**
 * Character `id`, whose legal commands are `actions`, uses the Command Ability `name`: given through `order` at
 * once, or once the person picks whom it names.
 */
export function askAbility(
  session: BattleSession,
  view: BoardView,
  hud: Hud,
  id: string,
  name: string,
  actions: readonly Command[],
  order: (cmd: Command) => void,
): void {
  const uses = actions.flatMap((c) => (c.type === 'ability' && c.ability === name ? [c] : []));
  const only = uses[0];
  if (uses.length === 1 && only) {
    order(only);
    return;
  }
  const who = (cid: string) => session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
  hud.choice.pick(
    {
      options: [
        { id: '', label: 'Cancel' },
        ...uses.map((u, k) => ({
          id: String(k),
          label: u.targets.map(who).join(' → '),
          figure: u.targets[0],
        })),
      ],
    },
    name,
    `Whom does ${who(id)} name? (1 Command Point)`,
    (k) => {
      const cmd = uses[Number(k)];
      if (k !== '' && cmd) order(cmd);
    },
    (o) => view.setFocus(o?.figure ? [id, o.figure] : [id], null),
  );
}
