/**
 * Single unique abilities at existing hook points: Water Affinity and Minor Arcana (src/content/spell-choice.ts),
 * Black Powder Arrows (WEAPONS_LENT), Work of Art (deaths-and-turn-ends.ts), Self-Immolate and Detonation
 * (bomb-rules.ts), Disappear (gifted/unique-actions.ts), Diminutive (traits.ts `largerBase`), Bored to Inaction and
 * Supernatural (gifted/passives.ts), Drag Through The Void (grapple-move.ts). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { scenarioFile } from '../../src/content/scenarios.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { statDice } from '../../src/rules/character/stats.ts';
import { largerBase } from '../../src/rules/character/traits.ts';
import { areaPlacement } from '../../src/rules/combat/area-placement.ts';
import { weaponsOf } from '../../src/rules/combat/attack-plan.ts';
import { grappleDice } from '../../src/rules/combat/grapple.ts';
import { grappleEnd } from '../../src/rules/combat/grapple-move.ts';
import type { UniqueActionCommand } from '../../src/rules/core/types.ts';
import { uniqueActionCommands } from '../../src/rules/index.ts';
import { castProblem } from '../../src/rules/magic/cast-spell.ts';
import { primaryVp } from '../../src/rules/scenario/primary.ts';
import { knownSpellsOf } from '../../src/rules/state/magic-state.ts';
import { inContact, profileOf } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { arena, CITIZEN, combat, ofType, refused } from './helpers/arena.ts';

const GALILEAN = 'the-vatican-galilean-priest';
const PROTECTOR = 'gifted-painted-protector';
const MARIA = 'gifted-maria-fioritura';
const ZOVENA = 'gifted-zovena-vela';
const BOMBARDIER = 'the-doctors-voltage-bombardier';
const DUKE = 'gifted-the-duke';
const BURATTINO = 'gifted-burattino';
const DOTTORE = 'gifted-il-dottore';
const SPECTRE = 'gifted-black-spectre';
const MIND_DOCTOR = 'the-doctors-doctor-of-the-mind';
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

describe('Water Affinity (the Galilean Priest)', () => {
  it('knows Waves of Force besides its own spells, and casts while in water', () => {
    const a = arena({
      rows: ['..~~~~~~......', '..~~~~~~......', '..............'],
      figures: {
        priest: { gang: 0, profile: GALILEAN, at: [3, 0], wp: 4 },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    expect(knownSpellsOf(a.m, a.eid('priest')).map((s) => s.id)).toContain('waves-of-force');
    const problem = castProblem(a.m, a.eid('priest'), {
      type: 'cast',
      actor: a.id('priest'),
      spell: 'waves-of-force',
      targets: [a.id('foe')],
    });
    expect(problem ?? '').not.toMatch(/in the water/);
  });
});

describe('Work of Art (the Painted Protector)', () => {
  it('counts for no Victory Points; when it falls, its Maria Fioritura regains 1 Will Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        maria: { gang: 0, profile: MARIA, at: [1, 1], wp: 0, wpStart: 3 },
        protector: { gang: 0, profile: PROTECTOR, at: [5, 1], lp: 1, stats: { protection: 0 } },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    // Gang War: the Maria counts, the Protector does not
    expect(primaryVp(a.m, scenarioFile('gang-war').primary)).toEqual([1, 1]);
    a.ok({ type: 'end-turn', actor: a.id('maria') });
    a.ok(combat(a, 'foe', 'protector'), ...Array.from({ length: 10 }, () => 8));
    expect(a.onBoard('protector')).toBe(false);
    expect(a.wp('maria')).toBe(1);
  });
});

describe('Self-Immolate (Zovena Vela) and Detonation (the Voltage Bombardiers)', () => {
  it('the Blast marker is centred on the wielder, who is hit too', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        zovena: { gang: 0, profile: ZOVENA, at: [3, 2] },
        bombardier: { gang: 0, profile: BOMBARDIER, at: [8, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 2] },
        behind: { gang: 1, profile: CITIZEN, at: [2, 2] },
        foe2: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    const fiery = profileOf(a.m, a.eid('zovena')).weapons.find((w) => w.name === 'Fiery Explosion')!;
    const place = areaPlacement(a.m, a.eid('zovena'), a.eid('foe'), fiery);
    expect(place.shape).toMatchObject({ kind: 'blast', centre: [3.5, 2.5, 0] });
    expect(place.hit).toEqual(expect.arrayContaining([a.eid('foe'), a.eid('zovena'), a.eid('behind')]));
    const bombard = profileOf(a.m, a.eid('bombardier')).weapons.find((w) => w.name === 'Soul Bombard')!;
    const boom = areaPlacement(a.m, a.eid('bombardier'), a.eid('foe2'), bombard);
    expect(boom.shape).toMatchObject({ centre: [8.5, 2.5, 0] });
    expect(boom.hit).toContain(a.eid('bombardier'));
  });
});

describe('Disappear (The Duke)', () => {
  const scene = (foeAt: readonly [number, number]) =>
    arena({
      rows: OPEN,
      figures: {
        duke: { gang: 0, profile: DUKE, at: [4, 2] },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
        foe2: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });
  const to = (a: ReturnType<typeof scene>, at: [number, number, number]): UniqueActionCommand => ({
    type: 'unique-action',
    actor: a.id('duke'),
    action: 'Disappear',
    to: at,
  });

  it('in base contact: Smoke on those touching him, then he is set down within 12″, out of base contact', () => {
    const a = scene([5, 2]);
    const listed = uniqueActionCommands(a.m, a.eid('duke')).filter((c) => c.action === 'Disappear');
    expect(listed.length).toBeGreaterThan(0);
    refused(a, to(a, [5.5, 2.5, 0]), /not free/);
    const events = a.ok(to(a, [9.5, 4.5, 0]));
    expect(a.at('duke')).toEqual([9.5, 4.5, 0]);
    expect(inContact(a.m, a.eid('duke'), a.eid('foe'))).toBe(false);
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Hidden)).toBe(true);
    expect(ofType(events, 'roll')).toEqual([]);
  });

  it('is refused out of base contact with enemies', () => {
    const a = scene([8, 2]);
    refused(a, to(a, [1.5, 0.5, 0]), /only in base contact/);
  });
});

describe('Diminutive (Burattino)', () => {
  it('every other base counts as bigger than its own: a Grapple on it gets the larger base’s die, its own does not', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        burattino: { gang: 0, profile: BURATTINO, at: [4, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const attack = (who: string) => statDice(a.m, a.eid(who), 'attack').dice;
    expect(grappleDice(a.m, a.eid('foe'), a.eid('burattino'), 'grapple').pool).toBe(attack('foe') + 1);
    expect(grappleDice(a.m, a.eid('burattino'), a.eid('foe'), 'grapple').pool).toBe(attack('burattino'));
    expect(largerBase(a.m, a.eid('foe'), a.eid('burattino'))).toBe(true);
    expect(largerBase(a.m, a.eid('burattino'), a.eid('foe'))).toBe(false);
  });
});

describe('Bored to Inaction (Il Dottore)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        doctor: { gang: 0, profile: MIND_DOCTOR, at: [0, 2] },
        dottore: { gang: 0, profile: DOTTORE, at: [5, 2] },
        bored: { gang: 0, profile: CITIZEN, at: [6, 3] },
        keen: { gang: 0, profile: CITIZEN, at: [0, 4] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 4] },
      },
    });

  it('characters within 3″ of him get nothing from an ORDER or a Command Ability; he and others still do', () => {
    const a = scene();
    refused(a, { type: 'order', actor: a.id('doctor'), target: a.id('bored') }, /gets nothing from Commands/);
    a.ok({ type: 'ability', actor: a.id('doctor'), ability: 'Mind Gazing', targets: [] });
    const fear = (who: string) => abilityInstance(a.m, a.eid(who), 'Fear')?.value;
    expect(fear('bored')).toBeUndefined();
    expect(fear('keen')).toBe(-2);
    expect(fear('doctor')).toBe(-2);
  });
});

describe('Supernatural (the Black Spectre)', () => {
  it('its Spectral Touch: a Protection Roll with MIND, its Aces re-rolled when Fear worked', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        spectre: { gang: 0, profile: SPECTRE, at: [4, 2], stats: { attack: 2 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2], stats: { mind: 3, protection: 6 } },
      },
    });
    // the Citizen's MIND roll against Fear (−2): one die, a 2 — Fear works; the attack 8-8; the Protection Roll
    // 3-8-8 then its two Aces re-rolled 2-2
    const events = a.ok(combat(a, 'spectre', 'foe'), 2, 8, 8, 3, 8, 8, 2, 2, 2, 2, 2, 2);
    const protection = ofType(events, 'roll').find((r) => r.purpose === 'protection')!;
    expect(protection.modifiers[0]).toBe('Supernatural: MIND 3 in place of PROTECTION');
    expect(protection.modifiers).toContain('Supernatural: 2 Aces re-rolled');
  });
});

describe('Minor Arcana (the Tarot Reader)', () => {
  it('knows the Cantrip of another Discipline it may use besides its own', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        reader: { gang: 0, profile: 'strigoi-tarot-reader', at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    const cantrips = knownSpellsOf(a.m, a.eid('reader')).filter((s) => s.cantrip);
    expect(cantrips).toHaveLength(2);
    expect(new Set(cantrips.map((s) => s.discipline)).size).toBe(2);
  });
});

describe('Black Powder Arrows (the Janissary Sapper)', () => {
  it('a friendly Ottoman Archer within 3″ of the Sapper throws its Black Powder Grenade; one farther does not', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        sapper: { gang: 0, profile: 'patricians-janissary-sapper', at: [1, 1] },
        archer: { gang: 0, profile: 'patricians-ottoman-archer', at: [3, 1] },
        far: { gang: 0, profile: 'patricians-ottoman-archer', at: [10, 1] },
        citizen: { gang: 0, profile: CITIZEN, at: [1, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    const names = (who: string) => weaponsOf(a.m, a.eid(who)).map((w) => w.name);
    expect(names('archer')).toContain('Black Powder Grenade');
    expect(names('far')).not.toContain('Black Powder Grenade');
    expect(names('citizen')).not.toContain('Black Powder Grenade');
    a.ok({ type: 'end-turn', actor: a.id('sapper') });
    a.ok({ type: 'end-turn', actor: a.id('foe') });
    const events = a.ok(
      combat(a, 'archer', 'foe', 'Black Powder Grenade'),
      ...Array.from({ length: 12 }, () => 2),
    );
    expect(ofType(events, 'area')[0]).toMatchObject({
      weapon: 'Black Powder Grenade',
      character: a.id('archer'),
    });
  });
});

describe('Drag Through The Void (the Ethereal Snatcher)', () => {
  it('a character it Grapples is carried through a wall, as if it had Ethereal; another grappler stops at it', () => {
    const rows = ['..............', '.....#........', '..............'];
    const scene = (grappler: string) =>
      arena({
        rows,
        figures: {
          grappler: { gang: 0, profile: grappler, at: [3, 1] },
          target: { gang: 1, profile: CITIZEN, at: [4, 1] },
        },
      });
    const through = scene('the-doctors-ethereal-snatcher');
    expect(
      grappleEnd(through.m, through.eid('grappler'), through.eid('target'), [7.5, 1.5, 0], 4).node,
    ).toMatchObject({
      i: 7,
      j: 1,
    });
    const stopped = scene(CITIZEN);
    expect(
      grappleEnd(stopped.m, stopped.eid('grappler'), stopped.eid('target'), [7.5, 1.5, 0], 4).node,
    ).toMatchObject({
      i: 4,
      j: 1,
    });
  });
});
