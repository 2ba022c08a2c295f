/**
 * Unique abilities of The Guild and Rashaar that give abilities or change stats (their profiles; the ABILITY
 * command of rulebook "Action Points, Will Points & Command Points": AURA while in range until the round ends,
 * PULSE at once): src/rules/abilities/unique/unique-command-abilities.ts, src/rules/character/grants.ts and passives.ts.
 */
import { describe, expect, it } from 'vitest';
import { reloadUsed } from '../../src/rules/abilities/common/reload.ts';
import { mobPool } from '../../src/rules/abilities/guild/mob.ts';
import { underTheLamp } from '../../src/rules/abilities/unique/passives.ts';
import { burnedFlesh, uniqueWeaponProblem } from '../../src/rules/abilities/unique/unique-effects.ts';
import { abilityOf, statOf } from '../../src/rules/character/stats.ts';
import { gainStunned } from '../../src/rules/character/stunned.ts';
import { planAttack, weaponsOf } from '../../src/rules/combat/combat.ts';
import { drownProblem } from '../../src/rules/combat/drown.ts';
import { grappleDice } from '../../src/rules/combat/grapple.ts';
import { commandAbilitiesOf } from '../../src/rules/command/command-abilities.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { chargesFromAbove } from '../../src/rules/movement/charging.ts';
import { diveProblem } from '../../src/rules/movement/dive.ts';
import { jumpInches } from '../../src/rules/movement/jump.ts';
import { moveBudget } from '../../src/rules/movement/run-climb-reach.ts';
import { willPointsBarred } from '../../src/rules/rolls/roll.ts';
import { inContact } from '../../src/rules/state/match-state.ts';
import { hasTag, setTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, moveTo, ofType, refused } from './helpers/arena.ts';
import { abilityOf as ability } from './helpers/commands.ts';

const has = (a: Arena, name: string, ab: string) => abilityOf(a.m, a.eid(name), ab);
const stat = (a: Arena, name: string, s: 'move' | 'dex' | 'attack' | 'protection' | 'mind') =>
  statOf(a.m, a.eid(name), s);
/** End the turns of whoever acts until round `round` has begun. */
function toRound(a: Arena, round: number): void {
  for (let k = 0; k < 40 && a.m.round < round; k++) {
    const cmd =
      legalCommands(a.m).find((c) => c.type === 'end-turn') ??
      legalCommands(a.m).find((c) => c.type === 'activate');
    if (!cmd) throw new Error('nothing to do');
    if (cmd.type === 'activate') a.ok(cmd);
    else a.ok(cmd, 8, 2, 8, 2, 8, 2, 8, 2, 8, 2);
  }
}

const HARBOURMASTER = 'the-guild-harbourmaster';
const KING = 'the-guild-king-for-a-day';
const MADAME = 'the-guild-madame';
const BLOOD_COURIER = 'the-guild-blood-courier';
const BREWER = 'the-guild-brewer';
const THIEF = 'the-guild-thief';
const EBENEZER = 'the-guild-ebenezer-chummage';
const CAPODECINA = 'the-guild-capodecina';
const RECRUITER = 'the-guild-recruiter';
const MAGI = 'rashaar-magi-rashaar';
const TIBURCIO = 'rashaar-sir-tiburcio';
const FLAME = 'rashaar-the-flame-that-burns-underwater';
const ENFORCER = 'rashaar-cult-enforcer';
const SIRENA = 'rashaar-sirena';
const NUN = 'rashaar-the-drowned-nun';
const CRYBABY = 'rashaar-crybaby';
const MYXIN = 'rashaar-secreting-myxin';
const CRUSHER = 'rashaar-cymothoan-crusher';

const OPEN = ['..............', '..............', '..............'];

describe('Command Abilities printed on characters', () => {
  it('are offered beside the faction’s own', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        h: { gang: 0, profile: HARBOURMASTER, at: [0, 0] },
        m: { gang: 1, profile: MAGI, at: [13, 2] },
      },
    });
    expect(commandAbilitiesOf(a.m, a.eid('h')).map((c) => c.name)).toEqual(['Mob Mentality', 'Toughen Up']);
    expect(commandAbilitiesOf(a.m, a.eid('m')).map((c) => c.name)).toEqual(['Soul Drain', 'Fury of Dagon']);
  });
});

describe('AURA: Toughen Up (Harbourmaster)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        h: { gang: 0, profile: HARBOURMASTER, at: [0, 1] },
        near: { gang: 0, profile: CITIZEN, at: [5, 1] },
        far: { gang: 0, profile: CITIZEN, at: [9, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });

  it('gives friends within 6″ Expert Protection (3) while in range, until the round ends', () => {
    const a = scene();
    expect(has(a, 'near', 'Expert Protection').has).toBe(false);
    const events = a.ok(ability(a, 'h', 'Toughen Up'));
    expect(ofType(events, 'command-ability')[0]).toMatchObject({ ability: 'Toughen Up', form: 'aura' });
    expect(has(a, 'h', 'Expert Protection')).toEqual({ has: true, value: 3 });
    expect(has(a, 'near', 'Expert Protection')).toEqual({ has: true, value: 3 });
    expect(has(a, 'far', 'Expert Protection').has).toBe(false);
    expect(has(a, 'foe', 'Expert Protection').has).toBe(false);
    // it follows the range: the far citizen walks into it
    const c = a.m.world.components.Position;
    c.x[a.eid('far')] = 6.5;
    expect(has(a, 'far', 'Expert Protection')).toEqual({ has: true, value: 3 });
    // and the Protection Roll of a friend in range re-rolls up to 3 missed dice
    const plan = planAttack(a.m, a.eid('foe'), a.eid('near'), weaponsOf(a.m, a.eid('foe'))[0]!);
    expect(plan.protection.rerolls).toBe(3);
    toRound(a, 2);
    expect(has(a, 'near', 'Expert Protection').has).toBe(false);
  });
});

describe('AURA: stat changes', () => {
  it('Bolster Your Faith (Cult Enforcer): friends within 3″ have +1 PROTECTION', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        e: { gang: 0, profile: ENFORCER, at: [0, 1] },
        near: { gang: 0, profile: CRUSHER, at: [2, 1] },
        far: { gang: 0, profile: CRUSHER, at: [8, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    a.ok(ability(a, 'e', 'Bolster Your Faith'));
    expect(stat(a, 'near', 'protection')).toBe(6);
    expect(stat(a, 'far', 'protection')).toBe(5);
    expect(stat(a, 'e', 'protection')).toBe(6);
  });

  it('Hypnotic Song (Sirena): enemies within 6″ have −2 MIND, never below 1', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        s: { gang: 0, profile: SIRENA, at: [0, 1] },
        capo: { gang: 1, profile: CAPODECINA, at: [4, 1] },
        courier: { gang: 1, profile: BLOOD_COURIER, at: [5, 1] },
        away: { gang: 1, profile: BLOOD_COURIER, at: [12, 1] },
      },
    });
    a.ok(ability(a, 's', 'Hypnotic Song'));
    expect(stat(a, 'capo', 'mind')).toBe(2);
    // MIND 3 − 2 = 1; MIND 4 − 2 = 2 (a Blood Courier has no Companion to lend it another MIND)
    expect(stat(a, 'courier', 'mind')).toBe(1);
    expect(stat(a, 'away', 'mind')).toBe(3);
    expect(stat(a, 's', 'mind')).toBe(5);
  });

  it('Start the Horrorshow! (King for a Day): End of Days friends in sight have +1 ATTACK; a wall hides one', () => {
    const a = arena({
      rows: ['..........', '...#######', '..........'],
      figures: {
        king: { gang: 0, profile: KING, at: [0, 0] },
        seen: { gang: 0, profile: BREWER, at: [8, 0] },
        hidden: { gang: 0, profile: BREWER, at: [8, 2] },
        citizen: { gang: 0, profile: CITIZEN, at: [5, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    a.ok(ability(a, 'king', 'Start the Horrorshow!'));
    expect(stat(a, 'seen', 'attack')).toBe(4);
    expect(stat(a, 'hidden', 'attack')).toBe(3);
    expect(stat(a, 'citizen', 'attack')).toBe(3);
  });

  it("Strike When They're Vulnerable (Madame): other House of Virtue friends in sight get Penetration −2", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        madame: { gang: 0, profile: MADAME, at: [0, 1] },
        courier: { gang: 0, profile: BLOOD_COURIER, at: [6, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    const weapon = weaponsOf(a.m, a.eid('courier'))[0]!;
    const before = planAttack(a.m, a.eid('courier'), a.eid('foe'), weapon);
    a.ok(ability(a, 'madame', "Strike When They're Vulnerable"));
    const after = planAttack(a.m, a.eid('courier'), a.eid('foe'), weapon);
    expect(after.protection.pool).toBe(Math.max(0, before.protection.pool - 2));
    expect(after.protection.modifiers.join(' ')).toContain("Strike When They're Vulnerable");
  });
});

describe('PULSE on one character', () => {
  it("Don't Let Them Take You! (Madame): another friend within 3″ in sight gains Parry (2) for the game", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        madame: { gang: 0, profile: MADAME, at: [0, 1] },
        near: { gang: 0, profile: CITIZEN, at: [2, 1] },
        far: { gang: 0, profile: CITIZEN, at: [9, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [1, 2] },
      },
    });
    refused(a, ability(a, 'madame', "Don't Let Them Take You!", 'far'), /not within 3″ and in sight/);
    refused(a, ability(a, 'madame', "Don't Let Them Take You!", 'foe'), /not one this ability may name/);
    refused(a, ability(a, 'madame', "Don't Let Them Take You!", 'madame'), /not one this ability may name/);
    const events = a.ok(ability(a, 'madame', "Don't Let Them Take You!", 'near'));
    expect(ofType(events, 'ability')[0]).toMatchObject({
      character: a.id('near'),
      effect: 'gains Parry (2) for the rest of the game',
    });
    toRound(a, 3);
    expect(has(a, 'near', 'Parry')).toEqual({ has: true, value: 2 });
  });

  it('Get to the Roof (Thief): only a friendly Henchman, which gains Acrobatic (3)', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        thief: { gang: 0, profile: THIEF, at: [0, 1] },
        hench: { gang: 0, profile: CITIZEN, at: [3, 1] },
        hero: { gang: 0, profile: RECRUITER, at: [4, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    refused(a, ability(a, 'thief', 'Get to the Roof', 'hero'), /not one this ability may name/);
    a.ok(ability(a, 'thief', 'Get to the Roof', 'hench'));
    expect(has(a, 'hench', 'Acrobatic')).toEqual({ has: true, value: 3 });
  });

  it('Fury of Dagon (Magi): First Strike (2) until the end of the friend’s next turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        magi: { gang: 0, profile: MAGI, at: [0, 1] },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 1] },
      },
    });
    a.ok(ability(a, 'magi', 'Fury of Dagon', 'friend'));
    expect(has(a, 'friend', 'First Strike')).toEqual({ has: true, value: 2 });
    a.ok(endTurn(a, 'magi'));
    a.ok(endTurn(a, 'foe'));
    // the friend's next turn: it holds First Strike through it, and loses it as it ends
    a.ok({ type: 'activate', actor: a.id('friend') });
    expect(has(a, 'friend', 'First Strike').has).toBe(true);
    a.ok(endTurn(a, 'friend'));
    expect(has(a, 'friend', 'First Strike').has).toBe(false);
  });
});

describe('PULSE on everyone in range', () => {
  it('Hearty Fish Soup (Ebenezer): Trade friends within 6″ are Brave with Expert Protection (1) until his next turn is over', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        eb: { gang: 0, profile: EBENEZER, at: [0, 1] },
        trade: { gang: 0, profile: CITIZEN, at: [3, 1] },
        other: { gang: 0, profile: BLOOD_COURIER, at: [4, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 1] },
      },
    });
    a.ok(ability(a, 'eb', 'Hearty Fish Soup'));
    expect(has(a, 'trade', 'Expert Protection')).toEqual({ has: true, value: 1 });
    expect(has(a, 'trade', 'Brave').has).toBe(true);
    expect(has(a, 'other', 'Brave').has).toBe(false);
    // past this turn and the round's end, into his next turn, and no further
    toRound(a, 2);
    expect(has(a, 'trade', 'Expert Protection').has).toBe(true);
    a.ok({ type: 'activate', actor: a.id('eb') });
    a.ok(endTurn(a, 'eb'));
    expect(has(a, 'trade', 'Expert Protection').has).toBe(false);
  });

  it('Shield to the Enlightened (Sir Tiburcio): Universal Shielding (3) within 3″; Feral friends Expert Protection (1) too', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        t: { gang: 0, profile: TIBURCIO, at: [0, 1] },
        feral: { gang: 0, profile: CRUSHER, at: [2, 0] },
        plain: { gang: 0, profile: ENFORCER, at: [2, 2] },
        far: { gang: 0, profile: CRUSHER, at: [9, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    a.ok(ability(a, 't', 'Shield to the Enlightened'));
    expect(has(a, 'feral', 'Universal Shielding')).toEqual({ has: true, value: 3 });
    expect(has(a, 'feral', 'Expert Protection')).toEqual({ has: true, value: 1 });
    expect(has(a, 'plain', 'Universal Shielding')).toEqual({ has: true, value: 3 });
    expect(has(a, 'plain', 'Expert Protection').has).toBe(false);
    expect(has(a, 'far', 'Universal Shielding').has).toBe(false);
    // Sir Tiburcio's own Universal Shielding (4) stacks beyond 3 with the pulse's (3)
    expect(has(a, 't', 'Universal Shielding').value).toBe(7);
  });

  it("Hydra's Gifts: every other character within 2″ loses 2 Life Points and has +2 DEXTERITY until the round ends", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        flame: { gang: 0, profile: FLAME, at: [0, 1] },
        friend: { gang: 0, profile: CITIZEN, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [1, 2] },
        far: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    const lp = a.lp('friend');
    a.ok(ability(a, 'flame', "Hydra's Gifts"));
    expect(a.lp('friend')).toBe(lp - 2);
    expect(a.lp('foe')).toBe(lp - 2);
    expect(a.lp('far')).toBe(lp);
    expect(stat(a, 'friend', 'dex')).toBe(6);
    expect(stat(a, 'foe', 'dex')).toBe(6);
    expect(stat(a, 'far', 'dex')).toBe(4);
    toRound(a, 2);
    expect(stat(a, 'friend', 'dex')).toBe(4);
  });

  it('Fanaticism For Dagon (Drowned Nun): friends within 3″ she sees lose 1 Life Point and are Frenzied', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        nun: { gang: 0, profile: NUN, at: [0, 1] },
        friend: { gang: 0, profile: CRUSHER, at: [2, 1] },
        far: { gang: 0, profile: CRUSHER, at: [9, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    const lp = a.lp('friend');
    a.ok(ability(a, 'nun', 'Fanaticism For Dagon'));
    expect(a.lp('friend')).toBe(lp - 1);
    expect(has(a, 'friend', 'Frenzied').has).toBe(true);
    expect(has(a, 'nun', 'Frenzied').has).toBe(false);
    expect(a.lp('far')).toBe(lp);
  });
});

describe('Passive auras', () => {
  it('Piercing Wail (Crybaby): enemies within 6″ have −1 DEXTERITY, once however many Crybabies', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baby: { gang: 0, profile: CRYBABY, at: [0, 1] },
        baby2: { gang: 0, profile: CRYBABY, at: [1, 1] },
        near: { gang: 1, profile: CITIZEN, at: [4, 1] },
        far: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });
    expect(stat(a, 'near', 'dex')).toBe(3);
    expect(stat(a, 'far', 'dex')).toBe(4);
    expect(stat(a, 'baby2', 'dex')).toBe(4);
  });

  it('Mucus (Secreting Myxin): enemies within 3″ have −1 MOVE and −1 DEXTERITY', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        myxin: { gang: 0, profile: MYXIN, at: [0, 1] },
        near: { gang: 1, profile: CITIZEN, at: [3, 1] },
        far: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    expect([stat(a, 'near', 'move'), stat(a, 'near', 'dex')]).toEqual([3, 3]);
    expect([stat(a, 'far', 'move'), stat(a, 'far', 'dex')]).toEqual([4, 4]);
  });

  it('Instigator (Recruiter): friends with Companion (Trade) within 6″ have +1 ATTACK, not the Recruiter', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        rec: { gang: 0, profile: RECRUITER, at: [0, 1] },
        near: { gang: 0, profile: CITIZEN, at: [4, 1] },
        far: { gang: 0, profile: CITIZEN, at: [12, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 2] },
      },
    });
    expect(stat(a, 'near', 'attack')).toBe(4);
    expect(stat(a, 'far', 'attack')).toBe(3);
    expect(stat(a, 'foe', 'attack')).toBe(3);
    expect(stat(a, 'rec', 'attack')).toBe(3);
  });

  it('Rise Up (Capodecina): friendly Trade characters count as having Companion (Trade); others and foes do not', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        capo: { gang: 0, profile: CAPODECINA, at: [0, 1] },
        rec: { gang: 0, profile: RECRUITER, at: [12, 1] },
        courier: { gang: 0, profile: BLOOD_COURIER, at: [6, 1] },
        foe: { gang: 1, profile: RECRUITER, at: [12, 2] },
      },
    });
    expect(has(a, 'rec', 'Companion').has).toBe(true);
    expect(has(a, 'courier', 'Companion').has).toBe(false);
    expect(has(a, 'foe', 'Companion').has).toBe(false);
    // gone with the Capodecina
    setTag(a.m.world, a.eid('capo'), a.m.world.components.OnBoard, false);
    expect(has(a, 'rec', 'Companion').has).toBe(false);
  });
});

/**
 * Dice for the Toad's turn: its Primitive MIND roll passed, a Success with every Attack die of the Tongue Harpoon
 * on `foe`, a failed Protection Roll.
 */
function toadDice(a: Arena): number[] {
  const plan = planAttack(a.m, a.eid('toad'), a.eid('foe'), weaponsOf(a.m, a.eid('toad'))[0]!);
  const primitive = Array(stat(a, 'toad', 'mind')).fill(9);
  return [...primitive, ...Array(plan.attack.pool).fill(9), ...Array(plan.protection.pool).fill(2)];
}

describe('Unique abilities of single characters', () => {
  it('Thick Skull (Brute): never receives a Stunned counter', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        brute: { gang: 0, profile: 'the-guild-brute', at: [0, 1] },
        citizen: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    gainStunned(a.m, a.eid('brute'));
    gainStunned(a.m, a.eid('citizen'));
    const stunned = (n: string) => hasTag(a.m.world, a.eid(n), a.m.world.components.Stunned);
    expect(stunned('brute')).toBe(false);
    expect(stunned('citizen')).toBe(true);
  });

  it('Dead Weight (Sir Tiburcio): +1 PROTECTION in water, and never a Dive', () => {
    const a = arena({
      rows: ['...~~~', '...~~~'],
      figures: {
        t: { gang: 0, profile: TIBURCIO, at: [0, 0] },
        swim: { gang: 0, profile: TIBURCIO, at: [4, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [0, 1] },
      },
    });
    expect(stat(a, 't', 'protection')).toBe(6);
    expect(stat(a, 'swim', 'protection')).toBe(7);
    expect(diveProblem(a.m, a.eid('swim'), 3)).toMatch(/Dead Weight/);
  });

  it('Mucus (Secreting Myxin): an attack from within 3″ needs 4 more for an Ace; from farther, as printed', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        myxin: { gang: 0, profile: MYXIN, at: [0, 1] },
        near: { gang: 1, profile: RECRUITER, at: [3, 1] },
        far: { gang: 1, profile: RECRUITER, at: [9, 1] },
      },
    });
    const bow = (n: string) => weaponsOf(a.m, a.eid(n)).find((w) => w.name === 'Handbow')!;
    // DEXTERITY 2, Handbow Evasion 0: Aces on 2+ from afar, on 6+ from within 3″
    expect(planAttack(a.m, a.eid('far'), a.eid('myxin'), bow('far')).attack.aceOn).toBe(2);
    expect(planAttack(a.m, a.eid('near'), a.eid('myxin'), bow('near')).attack.aceOn).toBe(6);
  });

  it('One Mind (Infant Kraken): +1 ATTACK for each other Infant Kraken touching its target', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        k1: { gang: 0, profile: 'rashaar-infant-kraken', at: [1, 1] },
        k2: { gang: 0, profile: 'rashaar-infant-kraken', at: [2, 0] },
        k3: { gang: 0, profile: 'rashaar-infant-kraken', at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    const unarmed = weaponsOf(a.m, a.eid('k1'))[0]!;
    expect(planAttack(a.m, a.eid('k1'), a.eid('foe'), unarmed).attack.pool).toBe(2 + 2);
    a.m.world.components.Position.x[a.eid('k3')] = 9.5;
    expect(planAttack(a.m, a.eid('k1'), a.eid('foe'), unarmed).attack.pool).toBe(2 + 1);
  });

  it('Gusher (Salaacia): Drowns out of the water too, with +2 ATTACK; Dragging Down (Sirena) re-rolls every missed die', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        sal: { gang: 0, profile: 'rashaar-salaacia', at: [1, 1] },
        sirena: { gang: 0, profile: SIRENA, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    expect(drownProblem(a.m, a.eid('sal'), a.eid('foe'))).toBeNull();
    expect(drownProblem(a.m, a.eid('sirena'), a.eid('foe'))).toMatch(/not in water/);
    const gush = grappleDice(a.m, a.eid('sal'), a.eid('foe'), 'drown');
    expect(gush).toMatchObject({ pool: 3 + 1 + 2, rerolls: 0 });
    expect(gush.modifiers).toContain('Gusher +2');
    // the defending side gets neither
    expect(grappleDice(a.m, a.eid('foe'), a.eid('sal'), 'drown', true).pool).toBe(3);
    const drag = grappleDice(a.m, a.eid('sirena'), a.eid('foe'), 'drown');
    expect(drag).toMatchObject({ pool: 3, rerolls: 3, rerollSource: 'Dragging Down' });
    expect(grappleDice(a.m, a.eid('sirena'), a.eid('foe'), 'grapple').rerolls).toBe(0);
  });

  it('Climbing Suckers (Mature Kraken): a Fumbled climb counts as a Fail', () => {
    const climber = (profile: string) =>
      arena({
        rows: ['......', '..4...', '......'],
        figures: {
          red: { gang: 0, profile, at: [1, 1, 3], stats: { move: 6, dex: 4 } },
          blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
        },
      });
    const kraken = climber('rashaar-mature-kraken');
    const events = kraken.ok(moveTo(kraken, 'red', 2, 1, 4), 1, 2, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'climb', result: 'fumble' });
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Climbing Suckers' });
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(kraken.at('red')).toEqual([1.5, 1.5, 3]);
    const citizen = climber(CITIZEN);
    expect(ofType(citizen.ok(moveTo(citizen, 'red', 2, 1, 4), 1, 2, 2, 2, 2, 2, 2, 2), 'fall')).toHaveLength(
      1,
    );
  });

  it('Leaper (Bouncing Telchine): a Success or Critical jumps 2″ further', () => {
    expect(jumpInches('success', 2, true)).toBe(6);
    expect(jumpInches('critical', 1, true)).toBe(7);
    expect(jumpInches('fail', 3, true)).toBe(2);
    expect(jumpInches('success', 2)).toBe(4);
  });

  it('Feeder (Bulbous Toad): its Vampiric Attack works out of base contact', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        toad: { gang: 0, profile: 'rashaar-bulbous-toad', at: [0, 1], lp: 10 },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    // Tongue Harpoon 12″: every Attack die an Ace, every Protection die a miss; Knockback pulls (Barbed Tongue)
    const events = a.ok(combat(a, 'toad', 'foe'), ...toadDice(a));
    expect(ofType(events, 'life-points').find((e) => e.cause === 'Vampiric Attack')).toBeDefined();
    expect(a.lp('toad')).toBeGreaterThan(10);
  });

  it('Barbed Tongue (Bulbous Toad): the Tongue Harpoon pulls the target toward the Toad', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        toad: { gang: 0, profile: 'rashaar-bulbous-toad', at: [0, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    const events = a.ok(combat(a, 'toad', 'foe'), ...toadDice(a));
    expect(ofType(events, 'ability').find((e) => e.ability === 'Barbed Tongue')?.effect).toMatch(/^pulled 2/);
    expect(a.at('foe')[0]).toBe(4.5);
  });

  it('The Lamp (Black Lamp): enemies within 3″ are never asked for Will Points', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        lamp: { gang: 0, profile: 'the-guild-black-lamp', at: [3, 1] },
        near: { gang: 1, profile: CITIZEN, at: [1, 1], wp: 2 },
        far: { gang: 1, profile: CITIZEN, at: [12, 1], wp: 2 },
      },
    });
    expect(underTheLamp(a.m, a.eid('near'))).toBe(true);
    expect(underTheLamp(a.m, a.eid('far'))).toBe(false);
    expect(underTheLamp(a.m, a.eid('lamp'))).toBe(false);
    // the query the computer and the habits read: the rule barring Will Points, whichever it is
    expect(willPointsBarred(a.m, a.eid('near'))).toBe(true);
    expect(willPointsBarred(a.m, a.eid('far'))).toBe(false);
  });

  it('Herald of an Old God (Voice of Dagon): 7+ on one die keeps the Command Point of an ORDER', () => {
    const voice = () =>
      arena({
        rows: OPEN,
        figures: {
          voice: { gang: 0, profile: 'rashaar-voice-of-dagon', at: [0, 1] },
          friend: { gang: 0, profile: CITIZEN, at: [2, 1] },
          foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
        },
      });
    const order = (a: Arena): Command => ({ type: 'order', actor: a.id('voice'), target: a.id('friend') });
    const keeps = voice();
    const cp = keeps.m.world.components.Points.cp[keeps.eid('voice')]!;
    const events = keeps.ok(order(keeps), 7);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'herald', dice: [7] });
    expect(keeps.m.world.components.Points.cp[keeps.eid('voice')]).toBe(cp);
    const spends = voice();
    spends.ok(order(spends), 6);
    expect(spends.m.world.components.Points.cp[spends.eid('voice')]).toBe(cp - 1);
  });
});

describe('Kills that pay', () => {
  /** Dice for `who` attacking `foe` in base contact: every Attack die an Ace, every Protection die a miss. */
  const killDice = (a: Arena, who: string, foe: string) => {
    const plan = planAttack(a.m, a.eid(who), a.eid(foe), weaponsOf(a.m, a.eid(who))[0]!);
    return [...Array(plan.attack.pool).fill(9), ...Array(plan.protection.pool).fill(2)];
  };

  it('Victory Rush (Death Duelist): after a kill its side picks +1 AP, 4 Life Points or 2 Will Points', () => {
    const duel = () =>
      arena({
        rows: OPEN,
        figures: {
          duelist: { gang: 0, profile: 'the-guild-death-duelist', at: [1, 1], lp: 4, wpStart: 2 },
          foe: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 1 },
          other: { gang: 1, profile: CITIZEN, at: [12, 1] },
        },
      });
    const a = duel();
    a.ok(combat(a, 'duelist', 'foe'), ...killDice(a, 'duelist', 'foe'));
    const d = a.m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'victory-rush' });
    // hurt by 6: the Life Points come first, then the Action Point and the Will Points
    expect(d?.type === 'choose' && d.options.map((o) => o.id)).toEqual(['heal', 'ap', 'wp']);
    const ap = a.ap('duelist');
    a.ok({ type: 'decide', decision: 'choose', character: a.id('duelist'), option: 'ap' });
    expect(a.ap('duelist')).toBe(ap + 1);
    const b = duel();
    b.ok(combat(b, 'duelist', 'foe'), ...killDice(b, 'duelist', 'foe'));
    b.ok({ type: 'decide', decision: 'choose', character: b.id('duelist'), option: 'heal' });
    expect(b.lp('duelist')).toBe(8);
  });

  it('A Choice Cut (Ebenezer): a Monster killed gives back 1 Command Point; a plain enemy does not', () => {
    const cut = (profile: string) =>
      arena({
        rows: OPEN,
        figures: {
          eb: { gang: 0, profile: EBENEZER, at: [1, 1], cp: 0 },
          foe: { gang: 1, profile, at: [2, 1], lp: 1 },
          other: { gang: 1, profile: CITIZEN, at: [12, 1] },
        },
      });
    const monster = cut('rashaar-brachyura');
    const events = monster.ok(combat(monster, 'eb', 'foe'), ...killDice(monster, 'eb', 'foe'));
    expect(ofType(events, 'regain')[0]).toMatchObject({
      points: 'command',
      amount: 1,
      cause: 'A Choice Cut',
    });
    const plain = cut(CITIZEN);
    expect(ofType(plain.ok(combat(plain, 'eb', 'foe'), ...killDice(plain, 'eb', 'foe')), 'regain')).toEqual(
      [],
    );
  });

  it('Lead Through Fear (Thalidraur): any other death within 6″ refills 1 Command Point and 1 Will Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        thal: { gang: 0, profile: 'rashaar-thalidraur', at: [0, 1], cp: 0, wp: 0, wpStart: 3 },
        killer: { gang: 0, profile: CITIZEN, at: [4, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [13, 1], lp: 1 },
      },
    });
    a.ok(combat(a, 'killer', 'foe'), ...killDice(a, 'killer', 'foe'));
    expect(a.m.world.components.Points.cp[a.eid('thal')]).toBe(1);
    expect(a.wp('thal')).toBe(1);
  });
});

describe('More unique abilities', () => {
  const dice = (a: Arena, who: string, foe: string, weapon?: string) => {
    const w = weapon
      ? weaponsOf(a.m, a.eid(who)).find((x) => x.name === weapon)!
      : weaponsOf(a.m, a.eid(who))[0]!;
    const plan = planAttack(a.m, a.eid(who), a.eid(foe), w);
    return [...Array(plan.attack.pool).fill(9), ...Array(plan.protection.pool).fill(2)];
  };

  it('Swallow Whole (Morgraur): 5 Aces on a 40 mm base take it out; 4 Aces are only Damage', () => {
    const scene = () =>
      arena({
        rows: OPEN,
        figures: {
          morgraur: { gang: 0, profile: 'rashaar-morgraur', at: [1, 1] },
          foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
        },
      });
    // its Fear (−3): the citizen's one MIND die comes first (9: no fear), then the six ATTACK dice
    const a = scene();
    const events = a.ok(combat(a, 'morgraur', 'foe'), 9, 9, 9, 9, 9, 9, 2);
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Swallow Whole' });
    expect(ofType(events, 'casualty')).toHaveLength(1);
    expect(ofType(events, 'damage')).toHaveLength(0);
    const b = scene();
    const four = b.ok(combat(b, 'morgraur', 'foe'), 9, 9, 9, 9, 9, 2, 2, ...Array(12).fill(2));
    expect(ofType(four, 'ability')).toHaveLength(0);
    expect(ofType(four, 'damage')).toHaveLength(1);
  });

  it('Doot (Very Loud Ostrich): an attack with the Trumpet gives friends within 3″ a Will Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        ostrich: { gang: 0, profile: 'the-guild-very-loud-ostrich', at: [1, 1] },
        near: { gang: 0, profile: CITIZEN, at: [1, 2], wp: 0, wpStart: 2 },
        far: { gang: 0, profile: CITIZEN, at: [9, 1], wp: 0, wpStart: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    a.ok(combat(a, 'ostrich', 'foe'), ...dice(a, 'ostrich', 'foe'));
    expect(a.wp('near')).toBe(1);
    expect(a.wp('far')).toBe(0);
  });

  it('Drag to the Depths (Tainted Maw): Mutated Limbs that draw blood drag the enemy into base contact', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        maw: { gang: 0, profile: 'rashaar-tainted-maw', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const events = a.ok(combat(a, 'maw', 'foe', 'Mutated Limbs'), ...dice(a, 'maw', 'foe', 'Mutated Limbs'));
    expect(ofType(events, 'ability').find((e) => e.ability === 'Drag to the Depths')?.effect).toMatch(
      /^pulled/,
    );
    expect(inContact(a.m, a.eid('maw'), a.eid('foe'))).toBe(true);
  });

  it('Herding (Handler): a friendly Monster within 2″ moves 2″ more; Encouragement passes a Feral friend’s Primitive roll', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        handler: { gang: 0, profile: 'rashaar-handler', at: [1, 1] },
        monster: { gang: 0, profile: 'rashaar-brachyura', at: [3, 1] },
        far: { gang: 0, profile: 'rashaar-brachyura', at: [9, 1] },
        crusher: { gang: 0, profile: CRUSHER, at: [1, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    expect(moveBudget(a.m, a.eid('monster'))).toBe(4 + 2);
    expect(moveBudget(a.m, a.eid('far'))).toBe(4);
    // the Cymothoan Crusher is Primitive and Feral: its turn starts with no roll
    const events = a.ok({ type: 'activate', actor: a.id('crusher') });
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Encouragement' });
  });

  it('Foetid Pheromones (Thalidraur): a friend starting its turn within 6″ has First Strike (1) for that turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        thal: { gang: 0, profile: 'rashaar-thalidraur', at: [0, 1] },
        near: { gang: 0, profile: CITIZEN, at: [4, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('near') });
    expect(has(a, 'near', 'First Strike')).toEqual({ has: true, value: 1 });
    a.ok(endTurn(a, 'near'));
    expect(has(a, 'near', 'First Strike').has).toBe(false);
  });

  it('Postpartum (Paartul Matriarch): a Crybaby dying within 6″ gives it +3 ATTACK until the round ends', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        mother: { gang: 1, profile: 'rashaar-paartul-matriarch', at: [4, 2] },
        baby: { gang: 1, profile: CRYBABY, at: [2, 1], lp: 1 },
        killer: { gang: 0, profile: CITIZEN, at: [1, 1] },
      },
    });
    expect(stat(a, 'mother', 'attack')).toBe(3);
    a.ok(combat(a, 'killer', 'baby'), ...dice(a, 'killer', 'baby'));
    expect(stat(a, 'mother', 'attack')).toBe(6);
    toRound(a, 2);
    expect(stat(a, 'mother', 'attack')).toBe(3);
  });
});

describe('Mob Mentality (The Guild)', () => {
  const mob = () =>
    arena({
      rows: ['..........', '...#######', '..........'],
      figures: {
        capo: { gang: 0, profile: CAPODECINA, at: [0, 0] },
        seen: { gang: 0, profile: CITIZEN, at: [6, 0] },
        hidden: { gang: 0, profile: CITIZEN, at: [8, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 0] },
      },
    });

  it('adds a re-roll for every friend the user sees, itself too; the gang’s fighting rolls spend them', () => {
    const a = mob();
    const events = a.ok(ability(a, 'capo', 'Mob Mentality'));
    expect(ofType(events, 'ability')[0]!.effect).toBe('adds 2 re-rolls to the Mob Mentality pool (2 now)');
    expect(mobPool(a.m, 0)).toBe(2);
    a.ok(endTurn(a, 'capo'));
    a.ok(endTurn(a, 'foe'));
    // the citizen strikes: 3 dice on 4+, two miss and are re-rolled from the pool (the Destiny Dice never is)
    const hit = a.ok(combat(a, 'seen', 'foe'), 5, 2, 3, 6, 7, 2, 2, 2);
    const roll = ofType(hit, 'roll')[0]!;
    expect(roll.modifiers).toContain('Mob Mentality: re-roll 2 (0 left)');
    expect(roll.rerolled).toEqual([1, 2]);
    expect(mobPool(a.m, 0)).toBe(0);
  });

  it('empties as the round ends; a Beggar adds one as each round starts; the Indebted one per kill', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        beggar: { gang: 0, profile: 'the-guild-beggar', at: [0, 0] },
        indebted: { gang: 0, profile: 'the-guild-indebted', at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1], lp: 1 },
        other: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    expect(mobPool(a.m, 0)).toBe(1);
    const plan = planAttack(a.m, a.eid('indebted'), a.eid('foe'), weaponsOf(a.m, a.eid('indebted'))[0]!);
    a.ok(
      combat(a, 'indebted', 'foe'),
      ...Array(plan.attack.pool).fill(9),
      ...Array(plan.protection.pool).fill(2),
    );
    expect(mobPool(a.m, 0)).toBe(2);
    toRound(a, 2);
    expect(mobPool(a.m, 0)).toBe(1);
  });

  it('is not spent on climbing, only on fighting rolls', () => {
    const a = arena({
      rows: ['......', '..4...', '......'],
      figures: {
        capo: { gang: 0, profile: CAPODECINA, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    a.ok(ability(a, 'capo', 'Mob Mentality'));
    const pool = mobPool(a.m, 0);
    const events = a.ok(moveTo(a, 'capo', 2, 1, 4), 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'climb', result: 'fail' });
    expect(mobPool(a.m, 0)).toBe(pool);
  });
});

describe('Unique rules on weapons, commands, charges and drowning', () => {
  it('Unwieldy (Baroni): the Twin Duelling Pistols only as the first action of his turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baroni: { gang: 0, profile: 'the-guild-baroni', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    // as the command that starts its turn, and at the start of its turn: allowed
    expect(uniqueWeaponProblem(a.m, a.eid('baroni'), { name: 'Twin Duelling Pistols' })).toBeNull();
    a.ok({ type: 'activate', actor: a.id('baroni') });
    expect(uniqueWeaponProblem(a.m, a.eid('baroni'), { name: 'Twin Duelling Pistols' })).toBeNull();
    // after a move: refused
    a.ok(moveTo(a, 'baroni', 2, 1));
    refused(a, combat(a, 'baroni', 'foe', 'Twin Duelling Pistols'), /Unwieldy/);
  });

  it('Flambé (Brewer): the Flaming Bottles only within 3″ of a Firebreather', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        brewer: { gang: 0, profile: 'the-guild-brewer', at: [1, 1] },
        fire: { gang: 0, profile: 'the-guild-firebreather', at: [8, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    refused(a, combat(a, 'brewer', 'foe', 'Flaming Bottles'), /Firebreather within 3″/);
    a.m.world.components.Position.x[a.eid('fire')] = 2.5;
    expect(uniqueWeaponProblem(a.m, a.eid('brewer'), { name: 'Flaming Bottles' })).toBeNull();
  });

  it('"Encouragement" (Dog Keeper): ORDERs to Henchmen only', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        keeper: { gang: 0, profile: 'the-guild-dog-keeper', at: [1, 1] },
        hench: { gang: 0, profile: CITIZEN, at: [2, 1] },
        hero: { gang: 0, profile: RECRUITER, at: [1, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });
    refused(a, { type: 'order', actor: a.id('keeper'), target: a.id('hero') }, /Henchmen only/);
    a.ok({ type: 'order', actor: a.id('keeper'), target: a.id('hench') });
    expect(a.ap('hench')).toBe(3);
  });

  it('Patient Hunter (Caandru Eel): a charge begun in water counts as one from above', () => {
    const a = arena({
      rows: ['~~~...', '~~~...'],
      figures: {
        eel: { gang: 0, profile: 'rashaar-caandru-eel', at: [1, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    expect(chargesFromAbove(a.m, a.eid('foe'), -1, a.eid('eel'))).toBe(true);
    expect(chargesFromAbove(a.m, a.eid('foe'), 0, a.eid('eel'))).toBe(false);
    expect(chargesFromAbove(a.m, a.eid('foe'), -1)).toBe(false);
  });

  it('Truth of Dagon (Drowned Nun): an enemy she sees drowned rolls MIND; no Ace: Stunned', () => {
    const a = arena({
      rows: ['...~~~', '...~~~'],
      figures: {
        nun: { gang: 0, profile: NUN, at: [1, 0] },
        drowner: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    // Opposed ATTACK 7+: the foe's 3 dice all miss, the drowner's 3 (+0) score 1 Ace: 2 + 1 LP; then its MIND 3: no Ace
    const events = a.ok(
      { type: 'drown', actor: a.id('drowner'), target: a.id('foe') },
      2,
      2,
      2,
      8,
      2,
      2,
      2,
      3,
      4,
    );
    const truth = ofType(events, 'roll').find((r) => r.purpose === 'truth-of-dagon');
    expect(truth).toMatchObject({ character: a.id('foe'), aces: 0 });
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Stunned)).toBe(true);
  });

  it('Get Over Here (Whaler): its side picks where the Whaling Lance pushes; away is the first option', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        whaler: { gang: 0, profile: 'the-guild-whaler', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const p = planAttack(a.m, a.eid('whaler'), a.eid('foe'), weaponsOf(a.m, a.eid('whaler'))[0]!);
    a.ok(
      combat(a, 'whaler', 'foe', 'Whaling Lance'),
      ...Array(p.attack.pool).fill(9),
      ...Array(p.protection.pool).fill(2),
    );
    const d = a.m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'knockback-direction' });
    expect(d?.type === 'choose' && d.options.map((o) => o.id)).toEqual([
      'away',
      'N',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
    ]);
    a.ok({ type: 'decide', decision: 'choose', character: a.id('whaler'), option: 'W' });
    expect(a.at('foe')).toEqual([3.5, 1.5, 0]);
  });
});

describe('Re-rolls, climbs, burns and tentacles', () => {
  it('Vatican Apostate (Sir Tiburcio): a Destiny Dice showing 1 on its Attack Roll is re-rolled', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        t: { gang: 0, profile: TIBURCIO, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    const p = planAttack(a.m, a.eid('t'), a.eid('foe'), weaponsOf(a.m, a.eid('t'))[0]!);
    // every die a miss, the Destiny Dice a 1: Expert Offence (2) re-rolls two misses (still misses), then the
    // Destiny Dice is re-rolled: a 9, an Ace
    const misses = Array(p.attack.pool - 1).fill(2);
    const events = a.ok(combat(a, 't', 'foe'), 1, ...misses, 2, 2, 9, ...Array(12).fill(2));
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.modifiers).toContain('Vatican Apostate: Destiny Dice re-rolled');
    expect(roll.dice[0]).toBe(9);
    expect(roll.result).not.toBe('fumble');
  });

  it('Climber (Hellhound): a climb roll with no Ace still climbs', () => {
    const climber = (profile: string) =>
      arena({
        rows: ['......', '..4...', '......'],
        figures: {
          red: { gang: 0, profile, at: [1, 1], stats: { move: 6, dex: 4 } },
          blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
        },
      });
    const hound = climber('rashaar-hellhound');
    // its Primitive MIND roll first (passed), then the climb: 2, 2, 2, 2
    const events = hound.ok(moveTo(hound, 'red', 2, 1, 4), 9, 2, 2, 2, 2);
    expect(ofType(events, 'ability').find((e) => e.ability === 'Climber')).toBeDefined();
    expect(hound.at('red')).toEqual([2.5, 1.5, 4]);
    const citizen = climber(CITIZEN);
    citizen.ok(moveTo(citizen, 'red', 2, 1, 4), 2, 2, 2, 2);
    expect(citizen.at('red')).toEqual([1.5, 1.5, 0]);
  });

  it('Burned Flesh (Demagogue): +2 Damage when the Burning Brand leaves no Protection dice', () => {
    expect(burnedFlesh(scene().m, scene().eid('dem'), 'Burning Brand', 0)).toBe(2);
    const a = scene();
    expect(burnedFlesh(a.m, a.eid('dem'), 'Burning Brand', 1)).toBe(0);
    expect(burnedFlesh(a.m, a.eid('dem'), 'Bottles', 0)).toBe(0);
    expect(burnedFlesh(a.m, a.eid('foe'), 'Burning Brand', 0)).toBe(0);
    function scene() {
      return arena({
        rows: OPEN,
        figures: {
          dem: { gang: 0, profile: 'rashaar-demagogue', at: [1, 1] },
          foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
        },
      });
    }
  });

  it('Rip Apart (Emissary of Mother Hydra): a kill by one of its Tentacles gives it 1 Will Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        emissary: { gang: 0, profile: 'rashaar-emissary-of-mother-hydra', at: [6, 1], wp: 0, wpStart: 3 },
        tentacle: { gang: 0, profile: 'rashaar-maw-tentacle', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 1 },
        other: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    const p = planAttack(a.m, a.eid('tentacle'), a.eid('foe'), weaponsOf(a.m, a.eid('tentacle'))[0]!);
    a.ok(combat(a, 'tentacle', 'foe'), ...Array(p.attack.pool).fill(9), ...Array(p.protection.pool).fill(2));
    expect(a.wp('emissary')).toBe(1);
  });
});

describe('Fight For The Guild!, Gift of the Elder Gods, Go For The Eyes', () => {
  it('Fight For The Guild! (Capodecina): the Trade friend named regains 2 Will Points a turn from Companion', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        capo: { gang: 0, profile: CAPODECINA, at: [0, 1] },
        citizen: { gang: 0, profile: CITIZEN, at: [3, 1], wp: 0, wpStart: 3 },
        other: { gang: 0, profile: CITIZEN, at: [3, 2], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    refused(a, ability(a, 'capo', 'Fight For The Guild!', 'foe'), /not one this ability may name/);
    a.ok(ability(a, 'capo', 'Fight For The Guild!', 'citizen'));
    a.ok(endTurn(a, 'capo'));
    a.ok(endTurn(a, 'foe'));
    a.ok({ type: 'activate', actor: a.id('citizen') });
    expect(a.wp('citizen')).toBe(2);
    a.ok(endTurn(a, 'citizen'));
    a.ok({ type: 'activate', actor: a.id('other') });
    expect(a.wp('other')).toBe(1);
  });

  it('Gift of the Elder Gods (Paliaa): Henchmen near and in sight of another friendly Monster have +1 ATTACK', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        paliaa: { gang: 0, profile: 'rashaar-paliaa', at: [0, 1] },
        monster: { gang: 0, profile: 'rashaar-brachyura', at: [3, 1] },
        near: { gang: 0, profile: CRUSHER, at: [5, 2] },
        far: { gang: 0, profile: CRUSHER, at: [13, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 2] },
      },
    });
    a.ok(ability(a, 'paliaa', 'Gift of the Elder Gods'));
    expect(stat(a, 'near', 'attack')).toBe(3);
    expect(stat(a, 'far', 'attack')).toBe(2);
  });

  it('Go For The Eyes (Blood Matron): a Critical with the Pithing Needle leaves a Stunned counter for the game', () => {
    const scene = () =>
      arena({
        rows: OPEN,
        figures: {
          matron: { gang: 0, profile: 'the-guild-blood-matron', at: [1, 1] },
          foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
        },
      });
    const a = scene();
    const p = planAttack(a.m, a.eid('matron'), a.eid('foe'), weaponsOf(a.m, a.eid('matron'))[0]!);
    // a 10 on the Destiny Dice and another Ace: a Critical
    const events = a.ok(
      combat(a, 'matron', 'foe'),
      10,
      ...Array(p.attack.pool - 1).fill(9),
      ...Array(8).fill(2),
    );
    expect(ofType(events, 'roll')[0]!.result).toBe('critical');
    expect(ofType(events, 'ability').find((e) => e.ability === 'Go For The Eyes')).toBeDefined();
    a.ok(endTurn(a, 'matron'));
    a.ok(endTurn(a, 'foe'));
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Stunned)).toBe(true);
    // a plain Success stuns only until the end of the target's next turn
    const b = scene();
    b.ok(combat(b, 'matron', 'foe'), 9, ...Array(p.attack.pool - 1).fill(9), ...Array(8).fill(2));
    b.ok(endTurn(b, 'matron'));
    b.ok(endTurn(b, 'foe'));
    expect(hasTag(b.m.world, b.eid('foe'), b.m.world.components.Stunned)).toBe(false);
  });
});

describe('Twin Pistols (Baroni)', () => {
  const baroni = () =>
    arena({
      rows: OPEN,
      figures: {
        baroni: { gang: 0, profile: 'the-guild-baroni', at: [1, 1], apMax: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
  /** A miss: every die a 2, Expert Marksman (2) re-rolling two of them into 2s again. */
  const miss = (a: Arena, weapon: string) => {
    const w = weaponsOf(a.m, a.eid('baroni')).find((x) => x.name === weapon)!;
    return Array(planAttack(a.m, a.eid('baroni'), a.eid('foe'), w).attack.pool + 2).fill(2);
  };

  it('the single pistol twice a round, or the pair once: they share one allowance', () => {
    const a = baroni();
    a.ok(combat(a, 'baroni', 'foe', 'Duelling Pistol'), ...miss(a, 'Duelling Pistol'));
    a.ok(combat(a, 'baroni', 'foe', 'Duelling Pistol'), ...miss(a, 'Duelling Pistol'));
    refused(a, combat(a, 'baroni', 'foe', 'Duelling Pistol'), /Reload \(2\)/);
    const b = baroni();
    b.ok(combat(b, 'baroni', 'foe', 'Twin Duelling Pistols'), ...miss(b, 'Twin Duelling Pistols'));
    refused(b, combat(b, 'baroni', 'foe', 'Duelling Pistol'), /Reload \(2\)/);
    const c = baroni();
    c.ok(combat(c, 'baroni', 'foe', 'Duelling Pistol'), ...miss(c, 'Duelling Pistol'));
    refused(c, combat(c, 'baroni', 'foe', 'Twin Duelling Pistols'), /Reload \(1\)/);
    expect(
      reloadUsed(
        c.m,
        c.eid('baroni'),
        weaponsOf(c.m, c.eid('baroni')).find((x) => x.name === 'Twin Duelling Pistols')!,
      ),
    ).toBe(1);
  });
});
