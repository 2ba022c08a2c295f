import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import {
  createMatch,
  gangToAnswer,
  loadLevel,
  type MatchEvent,
  submit,
  summarise,
} from '../../../src/rules/index.ts';
import { objectiveLetters, objectiveViews } from '../../../src/view/battle/objective-views.ts';
import { scenarioResult } from '../../../src/view/battle/scenario-result.ts';

/** Take What is Theirs on the Venice board, set up by the computer for both players. */
function twit() {
  const setup = defaultMatchSetup({
    controllers: ['ai', 'ai'],
    scenario: 'take-what-is-theirs',
    level: 'gang-war-venice',
    deployment: 'players',
  });
  const m = createMatch(setup, 3, loadLevel(setup.level));
  while (m.round === 0) {
    const r = submit(m, chooseCommand(m, gangToAnswer(m)!).command);
    if (!r.ok) throw new Error(r.reason);
  }
  return m;
}

describe('objectiveViews', () => {
  it('shows each gang’s Objective by its corner, claimed by it from the start, Claimable and Mobile', () => {
    const m = twit();
    const views = objectiveViews(m);
    expect(views.map((o) => [o.id, o.name, o.claim, o.carrier])).toEqual([
      ['objective-1', 'Objective 1', m.setup.gangs[0]!.id, null],
      ['objective-2', 'Objective 2', m.setup.gangs[1]!.id, null],
    ]);
    expect(views[0]!.kinds).toEqual(['Claimable', 'Mobile']);
    expect(objectiveLetters(views[0]!)).toBe('C·M');
    expect(objectiveLetters({ ...views[0]!, kinds: ['Hidden', 'Mobile'], faceDown: true })).toBe('?');
    expect(objectiveLetters({ ...views[0]!, kinds: ['Hidden'], faceDown: false, value: 3 })).toBe('3');
  });
});

describe('scenarioResult', () => {
  it('gives a line per Objective: the VP and the gang, or that nobody held it', () => {
    const m = twit();
    const gang = m.setup.gangs[1]!;
    const scored: MatchEvent = {
      seq: m.log.length,
      round: 8,
      type: 'objective-scored',
      objective: 'objective-1',
      gang: gang.id,
      vp: 3,
    };
    m.log.push(scored);
    expect(scenarioResult(m)).toEqual({
      title: 'Objectives',
      lines: [`Objective 1: 3 VP to ${gang.name}.`, 'Objective 2: nobody held it at the end, no VP.'],
    });
  });

  it('says nothing for Gang War, whose Primary Objective counts characters', () => {
    const setup = defaultMatchSetup({ controllers: ['ai', 'ai'] });
    expect(scenarioResult(createMatch(setup, 3, loadLevel(setup.level)))).toBeNull();
  });

  it('Street Fight: names the Attackers that got away and counts what each Defender took out', () => {
    const setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario: 'street-fight' });
    const m = createMatch(setup, 3, loadLevel(setup.level));
    const [attacker, defender] = m.setup.gangs;
    const runner = [...m.ids.keys()].find((id) => id.startsWith(`${attacker!.id}-`))!;
    m.log.push({
      seq: m.log.length,
      round: 3,
      type: 'escaped',
      character: runner,
      gang: attacker!.id,
      vp: 1,
    });
    const name = summarise(m).characters.find((c) => c.id === runner)!.name;
    expect(scenarioResult(m)).toEqual({
      title: 'Street Fight',
      lines: [
        `${attacker!.name}: 1 got away by the far edge (${name}).`,
        `${defender!.name}: took out 0 Attackers.`,
      ],
    });
  });
});
