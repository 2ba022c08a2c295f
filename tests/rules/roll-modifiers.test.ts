/**
 * Every die added or taken from a roll, and every change of the value needed for an Ace, is named in the roll's
 * modifiers (the dice log) by the rule that made it: abilities, auras and grants that change a stat (Instigator,
 * Dead Weight), the Stunned counter, the weapon's Evasion and Penetration, charging from above, a smaller base,
 * Fear (X), and the limits of a pool — at least 0 dice (rulebook "Dice Rolls"), Universal Shielding for its holder.
 * Dice are forced (helpers/arena.ts).
 */
import { describe, expect, it } from 'vitest';
import { setTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, ESCORT, moveTo, ofType, RECRUITER } from './helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];
const BARBER = 'the-guild-barber'; // ATTACK 4, DEXTERITY 5, Straight Razor 0″ (Penetration −3), Expert Offence (1)
const TIBURCIO = 'rashaar-sir-tiburcio'; // PROTECTION 6, Universal Shielding (4), Dead Weight (+1 PROTECTION in water)
const KRAKEN = 'rashaar-mature-kraken'; // ATTACK 5, Fear (−1), Barbed Tentacles 2″
const WHALER = 'the-guild-whaler'; // Whaling Lance 6″, Evasion +1

function stun(a: Arena, name: string): void {
  setTag(a.m.world, a.eid(name), a.m.world.components.Stunned, true);
}

describe('a stat changed by a rule is named in the roll, not hidden in the stat', () => {
  it("Instigator: the Recruiter's friend rolls ATTACK 3 and Instigator +1, not ATTACK 4", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        rec: { gang: 0, profile: RECRUITER, at: [0, 1] },
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const attack = ofType(a.ok(combat(a, 'red', 'blue'), 2, 2, 2, 2), 'roll')[0]!;
    expect(attack).toMatchObject({ pool: 4, aceOn: 4 });
    expect(attack.modifiers).toEqual(['ATTACK 3', 'Instigator +1', 'Improvised Weapon']);
    expect(attack.aceModifiers).toEqual(["Citizen's DEXTERITY 4"]);
  });

  it('Dead Weight: Sir Tiburcio in water rolls PROTECTION 6 and Dead Weight +1', () => {
    const a = arena({
      rows: ['....~~~', '....~~~'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 0] },
        blue: { gang: 1, profile: TIBURCIO, at: [4, 0] },
      },
    });
    // three Aces: 3 Damage; seven Protection dice, none an Ace
    const events = a.ok(combat(a, 'red', 'blue'), 4, 5, 6, 2, 2, 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    const save = ofType(events, 'roll')[1]!;
    expect(save).toMatchObject({ kind: 'protection', pool: 7 });
    expect(save.modifiers).toEqual(['PROTECTION 6', 'Dead Weight +1']);
  });

  it('Stunned: the attacker rolls ATTACK 3 and Stunned −1; the target needs its DEXTERITY 4 and Stunned −1', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    stun(a, 'red');
    stun(a, 'blue');
    const attack = ofType(a.ok(combat(a, 'red', 'blue'), 2, 2), 'roll')[0]!;
    expect(attack).toMatchObject({ pool: 2, aceOn: 3 });
    expect(attack.modifiers).toEqual(['ATTACK 3', 'Stunned −1', 'Improvised Weapon']);
    expect(attack.aceModifiers).toEqual(["Citizen's DEXTERITY 4", 'Stunned: DEXTERITY −1']);
  });

  it("names the weapon's Evasion beside the target's DEXTERITY, for the value needed", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: WHALER, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const attack = ofType(a.ok(combat(a, 'red', 'blue', 'Whaling Lance'), 2, 2, 2, 2, 2), 'roll')[0]!;
    expect(attack.aceOn).toBe(5);
    expect(attack.aceModifiers).toEqual(["Citizen's DEXTERITY 4", 'Whaling Lance: Evasion +1']);
  });

  it('Fear (X) names the feared character by its name, and the minimum of 1 die', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: KRAKEN, at: [2, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1], stats: { mind: 1 } },
      },
    });
    // the Fear roll: 1 die (MIND 1 − 1, at least 1), an Ace; the attack: five misses
    const fear = ofType(a.ok(combat(a, 'red', 'blue'), 7, 2, 2, 2, 2, 2), 'roll')[0]!;
    expect(fear).toMatchObject({ purpose: 'fear', pool: 1 });
    expect(fear.modifiers).toEqual(['MIND 1', 'Fear (−1) of Mature Kraken', 'Fear: to a minimum of 1 +1']);
    expect(fear.modifiers.join()).not.toContain(a.id('red'));
  });

  it('a disengage names the +1 of the smaller base', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: ESCORT, at: [4, 1] },
      },
    });
    // the Escort rolls first (no Ace), then the Citizen (an Ace)
    const rolls = ofType(a.ok(moveTo(a, 'red', 0, 1), 2, 2, 2, 2, 7, 2, 2, 2, 2), 'roll');
    expect(rolls.map((r) => r.modifiers)).toEqual([
      ['DEXTERITY 4'],
      ['DEXTERITY 4', 'smaller base +1', 'opposed: −0'],
    ]);
  });
});

describe('the limits of a Protection Roll', () => {
  it('below 0 dice: at least 0 dice (Dice Rolls), never Universal Shielding for a character without it', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: BARBER, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1], stats: { protection: 2 } },
      },
    });
    // ATTACK 4 on 4+, four Aces: 4 Damage; PROTECTION 2 − 3: no dice
    const events = a.ok(combat(a, 'red', 'blue'), 4, 5, 6, 7);
    expect(a.dice.remaining()).toBe(0);
    const save = ofType(events, 'roll')[1]!;
    expect(save).toMatchObject({ pool: 0, dice: [] });
    expect(save.modifiers).toEqual([
      'PROTECTION 2',
      'Straight Razor: Penetration −3',
      'at least 0 dice (Dice Rolls) +1',
    ]);
    expect(save.modifiers.join()).not.toMatch(/Universal Shielding/);
  });

  it('Universal Shielding (X) names the dice it keeps for its holder', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: BARBER, at: [3, 1] },
        blue: { gang: 1, profile: TIBURCIO, at: [4, 1], stats: { protection: 5 } },
      },
    });
    // ATTACK 4 on 3+ (DEXTERITY 3), four Aces; PROTECTION 5 − 3 = 2, kept at 4 by Universal Shielding (4)
    const events = a.ok(combat(a, 'red', 'blue'), 4, 5, 6, 7, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    const save = ofType(events, 'roll')[1]!;
    expect(save).toMatchObject({ pool: 4 });
    expect(save.modifiers).toEqual([
      'PROTECTION 5',
      'Straight Razor: Penetration −3',
      'Universal Shielding: at least 4 dice +2',
    ]);
  });
});
