/**
 * The computer plays the scenario (src/ai/objective-worth.ts and the files it feeds): in short games set up as the
 * rulebook orders — the normal computer on both sides, stopped once what is looked for happens — it picks up and
 * carries an Objective in Acquisition and in Take What is Theirs, a Street Fight Attacker of its gets away by the far
 * edge, and its setup answers (zones, figures) are the ones the engine takes. Real games, real dice; no timings.
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import {
  carriedBy,
  createMatch,
  enemiesOf,
  gangToAnswer,
  inContact,
  loadLevel,
  type Match,
  type MatchEvent,
  submit,
} from '../../src/rules/index.ts';

/**
 * Play `scenario` with seed `seed`, the normal computer on both sides, until `until` finds an event among those a
 * command gave (that event is returned) or the game ends (null). Every command must be accepted.
 */
function playUntil(
  scenario: string,
  seed: number,
  until: (e: MatchEvent) => boolean,
): { m: Match; found: MatchEvent | null } {
  const setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, deployment: 'players' });
  const m = createMatch(setup, seed, loadLevel(setup.level));
  while (!m.over) {
    const gang = gangToAnswer(m)!;
    const command = chooseCommand(m, gang).command;
    const r = submit(m, command);
    expect(r.ok, r.ok ? '' : `${JSON.stringify(command)} refused: ${r.reason}`).toBe(true);
    const found = r.ok ? r.events.find(until) : undefined;
    if (found) return { m, found };
  }
  return { m, found: null };
}

const pickUp = (e: MatchEvent) => e.type === 'objective-picked-up';

describe('the computer plays the scenario', () => {
  it('Acquisition: it picks up a crate in the first round, and carries it on', () => {
    const { m, found } = playUntil('acquisition', 1, pickUp);
    expect(found).not.toBeNull();
    expect(m.round).toBe(1);
    if (found?.type !== 'objective-picked-up') return;
    const carrier = m.ids.get(found.character)!;
    expect(carriedBy(m, carrier)).toBeGreaterThanOrEqual(0);
    // It keeps it through its next turn (Run/Climb only), unless a blow of 3 Life Points makes it drop it.
    const from = m.log.length;
    const turnEnded = () =>
      m.log.slice(from).some((e) => e.type === 'turn-end' && e.character === found.character);
    // It drops it by choice only to fight an enemy in base contact with it (objective-candidates.ts).
    while (!m.over && !turnEnded()) {
      const r = submit(m, chooseCommand(m, gangToAnswer(m)!).command);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      for (const e of r.events)
        if (e.type === 'objective-dropped' && e.character === found.character && e.why === 'chosen')
          expect(enemiesOf(m, carrier).some((foe) => inContact(m, carrier, foe))).toBe(true);
    }
    // Its actions while it carries an Objective are Run/Climb (a friend or a Pickpocket may take it from it, and it
    // may take one back).
    let carrying = true;
    for (const e of m.log.slice(from)) {
      if (e.type === 'objective-dropped' && e.character === found.character) carrying = false;
      if (e.type === 'objective-taken' && e.from === found.character) carrying = false;
      if (e.type === 'objective-taken' && e.character === found.character) carrying = true;
      if (e.type === 'action' && e.character === found.character && carrying)
        expect(e.action).toBe('run-climb');
    }
  }, 60_000);

  it('Take What is Theirs: it takes a rival’s Objective and carries it', () => {
    const { m, found } = playUntil('take-what-is-theirs', 1, pickUp);
    expect(found?.type).toBe('objective-picked-up');
    if (found?.type !== 'objective-picked-up') return;
    const carrier = m.ids.get(found.character)!;
    const o = carriedBy(m, carrier);
    expect(o).toBeGreaterThanOrEqual(0);
    // A rival's Objective: it belongs to the other gang.
    expect(m.world.components.Objective.owner[o]).not.toBe(m.world.components.Gang.index[carrier]);
  }, 120_000);

  it('Street Fight: an Attacker gets away by the far edge in at least one of three seeds', () => {
    const escapes = [1, 3, 4].map((seed) => playUntil('street-fight', seed, (e) => e.type === 'escaped'));
    const away = escapes.filter((x) => x.found !== null);
    expect(away.length).toBeGreaterThanOrEqual(1);
    for (const { m, found } of away) {
      if (found?.type !== 'escaped') continue;
      // The Attacker's gang scored it, and the figure left the board.
      expect(m.setup.gangs.find((g) => g.id === found.gang)?.side).toBe('attacker');
      expect(m.log.some((e) => e.type === 'escaped' && e.character === found.character)).toBe(true);
    }
  }, 120_000);

  it('every scenario: its zone choice and its figures set up are answers the engine takes', () => {
    for (const scenario of [
      'gang-war',
      'secure-arms',
      'acquisition',
      'take-what-is-theirs',
      'street-fight',
    ]) {
      const setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, deployment: 'players' });
      const m = createMatch(setup, 2, loadLevel(setup.level));
      let deploys = 0;
      while (m.pending && m.round < 1) {
        const d = m.pending;
        const choice = chooseCommand(m, gangToAnswer(m)!);
        if (d.type === 'deploy') {
          deploys++;
          // Its own placements, not the engine's Auto-deploy.
          expect(choice.command.type === 'decide' && choice.command.decision === 'deploy').toBe(true);
          if (choice.command.type === 'decide' && choice.command.decision === 'deploy')
            expect(choice.command.placements).not.toEqual(d.suggested);
        }
        expect(submit(m, choice.command).ok).toBe(true);
      }
      expect(deploys, scenario).toBe(setup.gangs.length);
    }
  }, 60_000);
});
