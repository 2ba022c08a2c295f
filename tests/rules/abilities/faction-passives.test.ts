/**
 * Passive auras printed on Strigoi, Patrician, Doctor and Vatican profiles (src/rules/abilities/<faction>/passives.ts,
 * built on unique/passives.ts): for as long as the holder stands on the board, the boon reaches the characters it
 * names within its reach (in the holder's sight where the card says so), and nobody else. And Grappling Hook, a
 * passive read by the falls (unique/played-elsewhere.ts).
 */
import { describe, expect, it } from 'vitest';
import { FALLS_UNHURT } from '../../../src/rules/abilities/unique/played-elsewhere.ts';
import { boonsNow } from '../../../src/rules/character/hooks.ts';
import { abilityOf } from '../../../src/rules/character/stats.ts';
import { planAttack, weaponsOf } from '../../../src/rules/combat/combat.ts';
import { fallLoss, fallsSoftly } from '../../../src/rules/movement/falling.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

interface Case {
  readonly name: string;
  readonly holder: string;
  /** A friend it names, set on the open row; `hidden`: the same profile behind the wall (sight) or far (reach). */
  readonly friend: string | null;
  readonly hidden: string | null;
  /** A friend of the holder it does not name (a wrong keyword), or null. */
  readonly unnamed?: string;
}

const CASES: readonly Case[] = [
  {
    name: 'Bloodline',
    holder: 'strigoi-noble-strigoi',
    friend: 'strigoi-common-strigoi',
    hidden: 'strigoi-common-strigoi',
    unnamed: CITIZEN,
  },
  {
    name: 'Master Bloodline',
    holder: 'strigoi-vlad-dracula',
    friend: 'strigoi-common-strigoi',
    hidden: 'strigoi-common-strigoi',
    unnamed: CITIZEN,
  },
  {
    name: "Stop them, damn you! I don't care what it takes!",
    holder: 'patricians-pinnacle-of-affluence',
    friend: CITIZEN,
    hidden: CITIZEN,
  },
  {
    name: 'Beast Master',
    holder: 'the-doctors-master-of-zoology',
    friend: 'the-doctors-gorilla',
    hidden: 'the-doctors-gorilla',
    unnamed: CITIZEN,
  },
  {
    name: 'Patriarch Bishop',
    holder: 'the-vatican-patriarch-bishop-de-bernis',
    friend: 'the-vatican-altar-boy',
    hidden: 'the-vatican-altar-boy',
    unnamed: CITIZEN,
  },
  {
    name: 'Righteous Zeal',
    holder: 'the-vatican-cross-bearing-deacon',
    friend: CITIZEN,
    hidden: CITIZEN,
  },
  {
    name: 'Burning Aura',
    holder: 'the-vatican-prelate-of-the-flaming-sword',
    friend: CITIZEN,
    hidden: CITIZEN,
  },
  {
    name: "Living Proof of God's Majesty",
    holder: 'the-vatican-cherubim',
    friend: 'the-vatican-celestial-congregation',
    hidden: null,
    unnamed: 'the-vatican-altar-boy',
  },
];

/** Row 0 open, row 1 a wall from column 3 on, row 2 behind it: a friend there is out of the holder's sight. */
const ROWS = ['..............', '...###########', '..............'];

function scene(c: Case): Arena {
  const figures: Record<string, Parameters<typeof arena>[0]['figures'][string]> = {
    holder: { gang: 0, profile: c.holder, at: [0, 0] },
    foe: { gang: 1, profile: CITIZEN, at: [2, 0] },
  };
  if (c.friend) figures.friend = { gang: 0, profile: c.friend, at: [1, 2] };
  if (c.hidden) figures.hidden = { gang: 0, profile: c.hidden, at: [12, 2] };
  if (c.unnamed) figures.unnamed = { gang: 0, profile: c.unnamed, at: [4, 0] };
  return arena({ rows: ROWS, figures });
}

const reached = (a: Arena, who: string, name: string) =>
  boonsNow(a.m, a.eid(who)).some((b) => b.source === name);

describe('passive auras of Strigoi, Patricians, The Doctors and The Vatican', () => {
  for (const c of CASES)
    it(`${c.name} (${c.holder}) reaches whom it names, and nobody else`, () => {
      const a = scene(c);
      const target = c.friend ? 'friend' : 'holder';
      expect(reached(a, target, c.name)).toBe(true);
      expect(reached(a, 'foe', c.name)).toBe(false);
      if (c.hidden) expect(reached(a, 'hidden', c.name)).toBe(false);
      if (c.unnamed) expect(reached(a, 'unnamed', c.name)).toBe(false);
      // gone once the holder has left the board
      setTag(a.m.world, a.eid('holder'), a.m.world.components.OnBoard, false);
      if (c.friend) expect(reached(a, 'friend', c.name)).toBe(false);
    });

  it('give what they say: Brave, Bodyguard (Vlad Dracula), Penetration −2', () => {
    const zeal = scene(CASES.find((c) => c.name === 'Righteous Zeal')!);
    expect(abilityOf(zeal.m, zeal.eid('friend'), 'Brave').has).toBe(true);
    const vlad = scene(CASES.find((c) => c.name === 'Master Bloodline')!);
    expect(abilityOf(vlad.m, vlad.eid('friend'), 'Bodyguard').has).toBe(true);
    const burning = scene(CASES.find((c) => c.name === 'Burning Aura')!);
    const weapon = weaponsOf(burning.m, burning.eid('friend'))[0]!;
    const plan = planAttack(burning.m, burning.eid('friend'), burning.eid('foe'), weapon);
    expect(plan.protection.modifiers.join(' ')).toContain('Burning Aura');
  });
});

describe('Grappling Hook (the Ottoman Rigger, Patricians)', () => {
  it('takes more Life Points off any fall than a fall costs: it never loses one to a fall', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        rigger: { gang: 0, profile: 'patricians-ottoman-rigger', at: [0, 0] },
        other: { gang: 0, profile: CITIZEN, at: [1, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    expect(fallsSoftly(a.m, a.eid('rigger'))).toBe(FALLS_UNHURT);
    expect(fallsSoftly(a.m, a.eid('other'))).toBe(0);
    // the worst fall a board allows (its highest roof onto a dangerous spot) costs less
    expect(fallLoss(40, 'dangerous')).toBeLessThan(FALLS_UNHURT);
  });
});
