import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/rules/core/types.ts';
import { type ActionContext, actionButtons } from '../../../src/view/hud/action-list.ts';

const ctx: ActionContext = {
  ap: 3,
  active: true,
  mode: 'move',
  weapon: null,
  weapons: ['Twin Blades'],
  inWater: false,
  underwater: 0,
  flies: false,
  orders: 0,
};
const a = 'guild-capodecina';

function byKey(cmds: Command[], c: ActionContext = ctx) {
  return Object.fromEntries(actionButtons(cmds, c).map((b) => [b.weapon ?? b.key, b]));
}

describe('actionButtons', () => {
  it('enables exactly the actions the engine lists, in a fixed order', () => {
    const cmds: Command[] = [
      { type: 'run-climb', actor: a, to: [1.5, 1.5, 0] },
      { type: 'jump', actor: a, to: [3.5, 1.5, 0] },
      { type: 'guard', actor: a },
      { type: 'end-turn', actor: a },
    ];
    const list = actionButtons(cmds, ctx);
    expect(list.map((b) => b.key)).toEqual([
      'move',
      'jump',
      'dive',
      'hide',
      'guard',
      'weapon',
      'grapple',
      'end-turn',
    ]);
    expect(list.filter((b) => b.enabled).map((b) => b.key)).toEqual(['move', 'jump', 'guard', 'end-turn']);
  });

  it('says what each action does and costs, and why an action is not available', () => {
    const b = byKey([{ type: 'end-turn', actor: a }], { ...ctx, ap: 0 });
    expect(b.move!.title).toContain('1 AP');
    expect(b.jump!.title).toMatch(/3″ above your base/);
    expect(b.dive!.title).toContain('2 AP');
    expect(b.dive!.title).toContain('Not now: only in water');
    expect(b.hide!.title).toContain('ends the turn');
    expect(b.guard!.title).toContain('Not now: no Action Points left');
    expect(b['Twin Blades']!.title).toContain('no Action Points left');
    expect(b['end-turn']!.title).toContain('lost');
  });

  it('offers the underwater swim only to a character with Underwater Counters, and Fly only to flyers', () => {
    expect(byKey([]).swim).toBeUndefined();
    expect(byKey([]).fly).toBeUndefined();
    const b = byKey([{ type: 'underwater-move', actor: a, to: [2.5, 2.5, -1] }], {
      ...ctx,
      inWater: true,
      underwater: 2,
      flies: true,
    });
    expect(b.swim).toMatchObject({ enabled: true, label: 'Swim underwater' });
    expect(b.swim!.title).toContain('0 AP');
    expect(b.fly).toMatchObject({ enabled: false });
  });

  it('offers Row only to a gondola rider, with the table in its tooltip', () => {
    expect(byKey([{ type: 'end-turn', actor: a }]).row).toBeUndefined();
    const b = byKey([{ type: 'row', actor: a, to: [5.5, 1.5, 0] }], { ...ctx, mode: 'row' });
    expect(b.row).toMatchObject({ enabled: true, on: true, label: 'Row' });
    expect(b.row!.title).toMatch(/1 AP/);
    expect(b.row!.title).toMatch(/Fumble/);
  });

  it('marks the button of the mode that is on and counts attack targets', () => {
    const cmds: Command[] = [
      { type: 'combat', actor: a, target: 'x', weapon: 'Twin Blades' },
      { type: 'combat', actor: a, target: 'y', weapon: 'Twin Blades' },
    ];
    const b = byKey(cmds, { ...ctx, mode: 'attack', weapon: 'Twin Blades' });
    expect(b['Twin Blades']).toMatchObject({ enabled: true, on: true });
    expect(b['Twin Blades']!.title).toContain('2 targets now');
    expect(b.move!.on).toBe(false);
  });

  it('offers Grapple with its targets, Drown only with a swimmer to drown, and ORDER when a friend can give it', () => {
    const none = byKey([{ type: 'end-turn', actor: a }]);
    expect(none.grapple).toMatchObject({ enabled: false });
    expect(none.grapple!.title).toContain('Not now: nobody in base contact');
    expect(none.drown).toBeUndefined();
    expect(none.order).toBeUndefined();
    const b = byKey(
      [
        { type: 'grapple', actor: a, target: 'x', to: [1.5, 3.5, 0] },
        { type: 'grapple', actor: a, target: 'x', to: [3.5, 1.5, 0] },
        { type: 'drown', actor: a, target: 'x' },
      ],
      { ...ctx, mode: 'grapple', orders: 2 },
    );
    expect(b.grapple).toMatchObject({ enabled: true, on: true });
    expect(b.grapple!.title).toMatch(/Opposed ATTACK Roll/);
    expect(b.drown).toMatchObject({ enabled: true, on: false });
    expect(b.drown!.title).toMatch(/no Protection Roll/);
    expect(b.order).toMatchObject({ enabled: true, label: 'ORDER +1 AP' });
    expect(b.order!.title).toContain('2 friends can give it');
  });

  it('offers each Command Ability the character has, enabled when the engine lists a use of it', () => {
    const texts = { 'Soul Drain': 'drains a foe' };
    const off = byKey([{ type: 'end-turn', actor: a }], { ...ctx, abilityTexts: texts });
    expect(off['Soul Drain']).toMatchObject({ key: 'ability', enabled: false });
    expect(off['Soul Drain']!.title).toMatch(/1 Command Point.*drains a foe/);
    const on = byKey([{ type: 'ability', actor: a, ability: 'Soul Drain', targets: ['x'] }], {
      ...ctx,
      abilityTexts: texts,
    });
    expect(on['Soul Drain']).toMatchObject({ enabled: true, label: 'Soul Drain' });
  });

  it('calls the end of a turn not begun a pass', () => {
    expect(byKey([{ type: 'end-turn', actor: a }], { ...ctx, active: false })['end-turn']!.label).toBe(
      'Pass (end turn)',
    );
  });

  it('offers to drop a carried Objective after an action, and says why not before', () => {
    const carrying = { ...ctx, carrying: true };
    const before = byKey([{ type: 'run-climb', actor: a, to: [1.5, 1.5, 0] }], carrying);
    expect(before['drop-objective']?.enabled).toBe(false);
    expect(before['drop-objective']?.title).toMatch(/only right after one of its actions/);
    expect(before.jump?.title).toMatch(/carrying an Objective may only Run\/Climb/);
    const after = byKey([{ type: 'drop-objective', actor: a }], carrying);
    expect(after['drop-objective']?.enabled).toBe(true);
  });

  it('offers, before the last Action Point’s move, to drop the Objective where that move ends', () => {
    const move: Command = { type: 'run-climb', actor: a, to: [1.5, 1.5, 0] };
    const last = { ...ctx, carrying: true, ap: 1 };
    expect(byKey([move], last)['drop-after-move']).toMatchObject({ enabled: true, on: false });
    expect(byKey([move], { ...last, dropAfterMove: true })['drop-after-move']?.on).toBe(true);
    // with Action Points to spare it drops after a move by the plain button; not carrying, nothing to drop
    expect(byKey([move], { ...last, ap: 2 })['drop-after-move']).toBeUndefined();
    expect(byKey([move], { ...ctx, ap: 1 })['drop-after-move']).toBeUndefined();
  });

  it('names each Objective the character may destroy', () => {
    const list = actionButtons([{ type: 'destroy-objective', actor: a, objective: 'objective-2' }], {
      ...ctx,
      objectiveName: (id) => id.replace('objective-', 'Objective '),
    });
    const b = list.find((x) => x.key === 'destroy-objective');
    expect(b?.label).toBe('Destroy Objective 2');
    expect(b?.weapon).toBe('objective-2');
  });
});
