/**
 * What the action bar offers the selected character (see `hud/action-list.ts`), read from the match: its legal
 * commands, Action Points, weapons, whether it stands in water, its Underwater Counters, and the exact odds of
 * a Dive in that button's tooltip (rulebook "Dive": Success one counter, Critical two, Fumble −1 Life Point).
 */
import { weaponsOf } from '../../content/index.ts';
import { type Command, isSwimming, resultChances } from '../../rules/index.ts';
import { percent } from '../board/reach-style.ts';
import type { ActionChoices } from '../hud/action-bar.ts';
import { type ActionButton, actionButtons, type Mode } from '../hud/action-list.ts';
import { objectiveName } from '../hud/scenario-lines.ts';
import type { BattleSession } from './battle-session.ts';
import { commandAbilityTexts, ordersFor, uniqueActionNames } from './command-queries.ts';
import { objectiveViews } from './objective-views.ts';
import { castChances, spellsOf } from './spell-queries.ts';

/** The bar's content for character `id` whose legal commands are `actions`; null when it cannot act. */
export function actionChoices(
  session: BattleSession,
  id: string,
  actions: readonly Command[],
  mode: Mode,
  weapon: string | null,
  unique: string | null = null,
  spell: string | null = null,
  dropAfterMove = false,
): ActionChoices | null {
  const s = session.summary();
  const c = s.characters.find((x) => x.id === id);
  if (!c || actions.length === 0) return null;
  const profile = session.profileOf(id);
  const active = s.active === id;
  const weapons = profile ? [...new Set(weaponsOf(profile).map((w) => w.name))] : [];
  for (const a of actions) if (a.type === 'combat' && !weapons.includes(a.weapon)) weapons.push(a.weapon);
  const eid = session.match.ids.get(id);
  const buttons = actionButtons(actions, {
    ap: active ? c.ap : (profile?.ap ?? 0),
    active,
    mode,
    weapon,
    weapons,
    inWater: eid !== undefined && isSwimming(session.match, eid),
    underwater: session.counters(id).filter((n) => n === 'underwater').length,
    flies:
      actions.some((a) => a.type === 'fly') || (profile?.abilities.some((a) => a.name === 'Flight') ?? false),
    orders: ordersFor(session, id).length,
    abilityTexts: commandAbilityTexts(session, id),
    uniqueActions: uniqueActionNames(session, id),
    unique,
    spells: spellsOf(session, id).map((sp) => {
      const odds = sp.played ? castChances(session, id, sp.id) : null;
      return { ...sp, ...(odds ? { works: odds.plain.works } : {}) };
    }),
    spell,
    carrying: objectiveViews(session.match).some((o) => o.carrier === id),
    dropAfterMove,
    objectiveName,
  });
  const dex = profile ? (c.stunned ? Math.max(1, profile.dex - 1) : profile.dex) : 0;
  return { name: c.name, ap: active ? c.ap : 0, active, buttons: withDiveOdds(buttons, dex) };
}

/** Add the chances of a Dive with `dex` DEXTERITY to the Dive button's tooltip. */
export function withDiveOdds(buttons: readonly ActionButton[], dex: number): ActionButton[] {
  if (dex < 1) return [...buttons];
  const r = resultChances(dex, 7, 0);
  return buttons.map((b) =>
    b.key === 'dive' && b.enabled
      ? {
          ...b,
          title:
            `${b.title}\nNow: one counter ${percent(r.success)}, two counters ${percent(r.critical)}, ` +
            `nothing ${percent(r.fail)}, Fumble ${percent(r.fumble)}.`,
        }
      : b,
  );
}
