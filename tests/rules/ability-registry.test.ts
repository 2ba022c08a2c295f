/**
 * The universal Character and Weapon Abilities of the registry (rulebook "Special Rules": Character Abilities,
 * Weapon Abilities; src/rules/abilities/). Plain citizens are given an ability for the test through the same
 * grants that Command Abilities use (abilities/grants.ts), so each test changes one thing; Weapon Abilities are
 * tried on the profiles that carry them. Dice are forced; both sides of each boundary are checked.
 */
import { describe, expect, it } from 'vitest';
import type { AbilityRef } from '../../src/content/types.ts';
import { poisonLoss } from '../../src/rules/abilities/common/poison.ts';
import { CARNEVALE_RULES } from '../../src/rules/abilities/index.ts';
import { addGrant } from '../../src/rules/character/grants.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { stack } from '../../src/rules/character/registry.ts';
import { statOf } from '../../src/rules/character/stats.ts';
import { gainStunned } from '../../src/rules/character/stunned.ts';
import { traitOf } from '../../src/rules/character/traits.ts';
import { planAttack, weaponsOf } from '../../src/rules/combat/combat.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, ESCORT, endTurn, ofType, refused } from './helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

/** Give `name` the abilities `refs` for the rest of the game. */
function give(a: Arena, name: string, ...refs: AbilityRef[]): void {
  addGrant(a.m, { holder: a.eid(name), source: 'test', until: { kind: 'game' }, abilities: refs });
}
const ab = (name: string, value: number | string | null = null): AbilityRef => ({ name, value });
const plan = (a: Arena, attacker: string, target: string, weapon?: string) => {
  const ws = weaponsOf(a.m, a.eid(attacker));
  const w = weapon ? ws.find((x) => x.name === weapon)! : ws[0]!;
  return planAttack(a.m, a.eid(attacker), a.eid(target), w);
};
/** Two citizens in base contact, and a third far away. */
const duel = () =>
  arena({
    rows: OPEN,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      far: { gang: 1, profile: CITIZEN, at: [9, 1] },
    },
  });

describe('stacking (rulebook "Special Rules")', () => {
  it('sums the (X) of one ability up to 3; Universal Shielding stacks beyond; unknown names are left out', () => {
    const [offence] = stack(CARNEVALE_RULES, [ab('Expert Offence', 2), ab('Expert Offence', 2)]);
    expect(offence).toMatchObject({ value: 3 });
    expect(offence!.def.name).toBe('Expert Offence');
    expect(
      stack(CARNEVALE_RULES, [ab('Universal Shielding', 4), ab('Universal Shielding', 3)])[0],
    ).toMatchObject({
      value: 7,
    });
    expect(stack(CARNEVALE_RULES, [ab('Not An Ability', 1)])).toEqual([]);
    // a misspelling of card data is known: "Knockbakc"
    expect(stack(CARNEVALE_RULES, [ab('Knockbakc')])[0]!.def.name).toBe('Knockback');
  });
});

describe('Character Abilities', () => {
  it('Berserk: at 5 Life Points or fewer as its turn starts, +1 AP and +1 ATTACK; not at 6', () => {
    const at = (lp: number) => {
      const a = arena({
        rows: OPEN,
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [1, 1], lp },
          blue: { gang: 1, profile: CITIZEN, at: [9, 1] },
        },
      });
      give(a, 'red', ab('Berserk'));
      a.ok({ type: 'activate', actor: a.id('red') });
      return { ap: a.ap('red'), attack: statOf(a.m, a.eid('red'), 'attack') };
    };
    expect(at(5)).toEqual({ ap: 3, attack: 4 });
    expect(at(6)).toEqual({ ap: 2, attack: 3 });
  });

  it('Brawler (X): ATTACK + X in base contact with 2 or more enemies, not with 1', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        b1: { gang: 1, profile: CITIZEN, at: [2, 1] },
        b2: { gang: 1, profile: CITIZEN, at: [1, 2] },
      },
    });
    give(a, 'red', ab('Brawler', 2));
    expect(statOf(a.m, a.eid('red'), 'attack')).toBe(5);
    a.m.world.components.Position.x[a.eid('b2')] = 8.5;
    expect(statOf(a.m, a.eid('red'), 'attack')).toBe(3);
  });

  it('Bulky: no benefit from cover; Concealment (X): PROTECTION + X while in cover', () => {
    // the target stands in a canal (always in cover unless in base contact): the shooter is 5″ away
    const scene = () =>
      arena({
        rows: ['.....~~~', '.....~~~'],
        figures: {
          shooter: { gang: 0, profile: 'the-guild-recruiter', at: [0, 0] },
          target: { gang: 1, profile: CITIZEN, at: [6, 0] },
        },
      });
    const plain = scene();
    const base = plan(plain, 'shooter', 'target');
    expect(base.cover).toBe(true);
    const bulky = scene();
    give(bulky, 'target', ab('Bulky'));
    expect(plan(bulky, 'shooter', 'target').protection.pool).toBe(base.protection.pool - 1);
    const hidden = scene();
    give(hidden, 'target', ab('Concealment', 2));
    expect(plan(hidden, 'shooter', 'target').protection.pool).toBe(base.protection.pool + 2);
  });

  it('Companion (X): sees an (X) friend: its MIND is the highest seen, and 1 Will Point back as its turn starts', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], wp: 0, wpStart: 2 },
        capo: { gang: 0, profile: 'the-guild-capodecina', at: [4, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    // the citizen's printed Companion (Trade); the Capodecina is Trade with MIND 4
    expect(statOf(a.m, a.eid('red'), 'mind')).toBe(4);
    const events = a.ok({ type: 'activate', actor: a.id('red') });
    expect(ofType(events, 'ability')[0]).toMatchObject({
      ability: 'Companion',
      effect: 'regains 1 Will Point',
    });
    expect(a.wp('red')).toBe(1);
  });

  it('Expert Offence (X) re-rolls in base contact only; Expert Marksman (X) out of it only', () => {
    const a = duel();
    give(a, 'red', ab('Expert Offence', 2));
    expect(plan(a, 'red', 'blue').attack.rerolls).toBe(2);
    const b = arena({
      rows: OPEN,
      figures: {
        bow: { gang: 0, profile: 'the-guild-recruiter', at: [1, 1] },
        near: { gang: 1, profile: CITIZEN, at: [2, 1] },
        far: { gang: 1, profile: CITIZEN, at: [8, 1] },
      },
    });
    give(b, 'bow', ab('Expert Marksman', 1));
    expect(plan(b, 'bow', 'far', 'Handbow').attack.rerolls).toBe(1);
    expect(plan(b, 'bow', 'near', 'Handbow').attack.rerolls ?? 0).toBe(0);
  });

  it('Expert Protection (X): X missed Protection dice re-rolled', () => {
    const a = duel();
    give(a, 'blue', ab('Expert Protection', 2));
    expect(plan(a, 'red', 'blue').protection.rerolls).toBe(2);
  });

  it('Fear (X): the target’s Basic MIND roll (MIND + X, at least 1); no Ace: the attacker re-rolls every failed die', () => {
    const a = duel();
    give(a, 'red', ab('Fear', -2));
    expect(plan(a, 'red', 'blue').fear).toBe(-2);
    // MIND 3 − 2 = 1 die: a 5 is no Ace; the attack 2, 3, 5 on 4+ re-rolls its two misses (never the Destiny
    // Dice): 2 → kept (the Destiny Dice), 3 → 8, 5 stays; then the Protection Roll
    const events = a.ok(combat(a, 'red', 'blue'), 5, 2, 3, 5, 8, 2, 2, 2);
    const rolls = ofType(events, 'roll');
    expect(rolls[0]).toMatchObject({ purpose: 'fear', pool: 1, aces: 0 });
    expect(rolls[1]!.modifiers).toContain('Fear: re-roll every failed die');
    const brave = duel();
    give(brave, 'red', ab('Fear', -2));
    give(brave, 'blue', ab('Brave'));
    const calm = brave.ok(combat(brave, 'red', 'blue'), 5, 2, 3, 2, 2, 2);
    expect(ofType(calm, 'roll').some((r) => r.purpose === 'fear')).toBe(false);
  });

  it('First Strike (X): ATTACK + X on the Attack of Opportunity of a charge only', () => {
    const a = duel();
    give(a, 'red', ab('First Strike', 2));
    const w = weaponsOf(a.m, a.eid('red'))[0]!;
    expect(
      planAttack(a.m, a.eid('red'), a.eid('blue'), w, { charging: true, opportunity: true }).attack.pool,
    ).toBe(5);
    expect(planAttack(a.m, a.eid('red'), a.eid('blue'), w).attack.pool).toBe(3);
  });

  it('Frenzied: pays a Will Point cost with Life Points', () => {
    const a = duel();
    expect(abilityInstance(a.m, a.eid('red'), 'Frenzied')).toBeUndefined();
    give(a, 'red', ab('Frenzied'));
    expect(traitOf(a.m, a.eid('red'), 'pays-will-with-life')).toMatchObject({
      has: true,
      source: 'Frenzied',
    });
  });

  it('Full Plate: Stunned after an action in water, and keeps the counter while it ends turns there', () => {
    const a = arena({
      rows: ['..~~~~', '..~~~~'],
      figures: {
        knight: { gang: 0, profile: CITIZEN, at: [3, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 1] },
      },
    });
    give(a, 'knight', ab('Full Plate'));
    const stunned = () => hasTag(a.m.world, a.eid('knight'), a.m.world.components.Stunned);
    expect(stunned()).toBe(false);
    a.ok({ type: 'run-climb', actor: a.id('knight'), to: [4.5, 0.5, -1] });
    expect(stunned()).toBe(true);
    a.ok(endTurn(a, 'knight'));
    expect(stunned()).toBe(true);
  });

  it('Full Plate: a counter from an earlier turn stays as it ends a turn in water; without it, it goes', () => {
    const a = arena({
      rows: ['..~~~~', '..~~~~'],
      figures: {
        knight: { gang: 0, profile: CITIZEN, at: [3, 0] },
        plain: { gang: 0, profile: CITIZEN, at: [4, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 1] },
      },
    });
    give(a, 'knight', ab('Full Plate'));
    gainStunned(a.m, a.eid('knight'));
    gainStunned(a.m, a.eid('plain'));
    const stunned = (n: string) => hasTag(a.m.world, a.eid(n), a.m.world.components.Stunned);
    a.ok(endTurn(a, 'knight'));
    a.ok(endTurn(a, 'blue'));
    // the last turn of the round: the next round's initiative rolls one die a gang
    a.ok(endTurn(a, 'plain'), 8, 2);
    expect(stunned('knight')).toBe(true);
    expect(stunned('plain')).toBe(false);
  });

  it('Hunter: Penetration −3 against a larger base, not an equal one, and never Unarmed', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: ESCORT, at: [1, 1] },
        small: { gang: 1, profile: CITIZEN, at: [2, 1] },
        big: { gang: 1, profile: 'rashaar-brachyura', at: [1, 2] },
      },
    });
    const before = plan(a, 'red', 'big', 'Sword').protection.pool;
    give(a, 'red', ab('Hunter'));
    expect(plan(a, 'red', 'big', 'Sword').protection.pool).toBe(before - 3);
    expect(plan(a, 'red', 'big', 'Unarmed').protection.pool).toBe(
      plan(a, 'red', 'big', 'Unarmed').protection.pool,
    );
    const small = plan(a, 'red', 'small', 'Sword').protection.modifiers.join(' ');
    expect(small).not.toContain('Hunter');
  });

  it('Parry (X): forces X Aces re-rolled in base contact, not against a shot from afar', () => {
    const a = duel();
    give(a, 'blue', ab('Parry', 2));
    expect(plan(a, 'red', 'blue').forcedRerolls).toBe(2);
    const b = arena({
      rows: OPEN,
      figures: {
        bow: { gang: 0, profile: 'the-guild-recruiter', at: [1, 1] },
        t: { gang: 1, profile: CITIZEN, at: [8, 1] },
      },
    });
    give(b, 't', ab('Parry', 2));
    expect(plan(b, 'bow', 't', 'Handbow').forcedRerolls).toBe(0);
  });

  it('Primitive: a Basic MIND roll as its turn starts; no Ace: Stunned', () => {
    const a = duel();
    give(a, 'red', ab('Primitive'));
    const events = a.ok({ type: 'activate', actor: a.id('red') }, 2, 3, 4);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'primitive', pool: 3, aces: 0 });
    expect(hasTag(a.m.world, a.eid('red'), a.m.world.components.Stunned)).toBe(true);
    const b = duel();
    give(b, 'red', ab('Primitive'));
    b.ok({ type: 'activate', actor: b.id('red') }, 7, 3, 4);
    expect(hasTag(b.m.world, b.eid('red'), b.m.world.components.Stunned)).toBe(false);
  });

  it('Universal Shielding (X): the Protection Roll never has fewer than X dice, nor more than the printed PROTECTION', () => {
    const a = duel();
    const w = weaponsOf(a.m, a.eid('red'))[0]!;
    const pierce = { ...w, penetration: -3 };
    expect(planAttack(a.m, a.eid('red'), a.eid('blue'), pierce).protection.pool).toBe(0);
    give(a, 'blue', ab('Universal Shielding', 2));
    expect(planAttack(a.m, a.eid('red'), a.eid('blue'), pierce).protection.pool).toBe(2);
    give(a, 'blue', ab('Universal Shielding', 5));
    expect(planAttack(a.m, a.eid('red'), a.eid('blue'), pierce).protection.pool).toBe(3);
  });

  it('Vampiric Attack (X): X Life Points back after a hit in base contact that took at least 1', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], lp: 5 },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    give(a, 'red', ab('Vampiric Attack', 2));
    a.ok(combat(a, 'red', 'blue'), 5, 5, 5, 2, 2, 2);
    expect(a.lp('red')).toBe(7);
    const miss = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], lp: 5 },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    give(miss, 'red', ab('Vampiric Attack', 2));
    miss.ok(combat(miss, 'red', 'blue'), 3, 2, 2);
    expect(miss.lp('red')).toBe(5);
  });
});

describe('Weapon Abilities', () => {
  it('Poisoned: a die after a wound; 1–6 costs 3/4/5/6 Life Points by base size; 7+ shrugs it off', () => {
    expect([poisonLoss(30), poisonLoss(40), poisonLoss(50), poisonLoss(60), poisonLoss(120)]).toEqual([
      3, 4, 5, 6, 6,
    ]);
    const scene = () =>
      arena({
        rows: OPEN,
        figures: {
          dancer: { gang: 0, profile: 'the-guild-dancer', at: [1, 1] },
          blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
        },
      });
    const a = scene();
    const p = plan(a, 'dancer', 'blue', 'Poisoned Needle');
    const wound = [...Array(p.attack.pool).fill(9), ...Array(p.protection.pool).fill(2)];
    const lp = a.lp('blue');
    const events = a.ok(combat(a, 'dancer', 'blue', 'Poisoned Needle'), ...wound, 4);
    const poison = ofType(events, 'roll').find((r) => r.purpose === 'poison');
    expect(poison).toMatchObject({ pool: 1, aces: 0 });
    const wounded = lp - ofType(events, 'life-points')[0]!.lpAfter;
    expect(a.lp('blue')).toBe(Math.max(0, lp - wounded - 3));
    const b = scene();
    b.ok(combat(b, 'dancer', 'blue', 'Poisoned Needle'), ...wound, 7);
    expect(b.lp('blue')).toBe(lp - wounded);
  });

  it('Stun: Damage gives a Stunned counter', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        matron: { gang: 0, profile: 'the-guild-blood-matron', at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    const p = plan(a, 'matron', 'blue', 'Pithing Needle');
    a.ok(
      combat(a, 'matron', 'blue', 'Pithing Needle'),
      ...Array(p.attack.pool).fill(9),
      ...Array(p.protection.pool).fill(2),
    );
    expect(hasTag(a.m.world, a.eid('blue'), a.m.world.components.Stunned)).toBe(true);
  });

  it('Harmless: the roll is made but no Damage follows; Knockback still pushes 2″ away', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        signora: { gang: 0, profile: 'gifted-la-signora', at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const p = plan(a, 'signora', 'blue', 'Costume Pistol');
    expect(p.harmless).toBe(true);
    const events = a.ok(combat(a, 'signora', 'blue', 'Costume Pistol'), ...Array(p.attack.pool).fill(9));
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Knockback', effect: 'pushed 2″' });
    expect(a.at('blue')).toEqual([6.5, 1.5, 0]);
  });

  it('Black Powder: a Fumble costs 1 more Life Point; Reload (2): two uses a round, then refused', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        hm: { gang: 0, profile: 'the-guild-harbourmaster', at: [1, 1], lp: 10 },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
        far: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });
    const p = plan(a, 'hm', 'blue', 'Clockwork Pistol');
    expect(p.fumbleLoss).toBe(2);
    a.ok(combat(a, 'hm', 'blue', 'Clockwork Pistol'), ...Array(p.attack.pool).fill(2));
    a.ok(combat(a, 'hm', 'blue', 'Clockwork Pistol'), ...Array(p.attack.pool).fill(2));
    refused(a, combat(a, 'hm', 'far', 'Clockwork Pistol'), /Reload \(2\)/);
  });

  it('Two-Handed: +1 Evasion on an Attack of Opportunity only', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baba: { gang: 0, profile: 'the-guild-baba-yaga', at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    const w = weaponsOf(a.m, a.eid('baba')).find((x) => x.name === 'Pestle')!;
    const plain = planAttack(a.m, a.eid('baba'), a.eid('blue'), w).attack.aceOn;
    expect(planAttack(a.m, a.eid('baba'), a.eid('blue'), w, { opportunity: true }).attack.aceOn).toBe(
      plain + 1,
    );
  });
});
