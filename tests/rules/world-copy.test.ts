import { addComponent, addEntity, entityExists, hasComponent, removeEntity } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import { addCharacter, allCharacters, copyWorld, createMatchWorld } from '../../src/rules/state/world.ts';

const profile = getProfile('the-guild-capodecina');

describe('copyWorld', () => {
  it('copies entities with their ids after some were removed, and gives back the same ids next', () => {
    const w = createMatchWorld();
    const { Position, OnBoard } = w.components;
    const a = addCharacter(w, profile, 'a', 'A', 0);
    const b = addEntity(w);
    addComponent(w, b, Position);
    Position.x[b] = 7;
    const c = addEntity(w);
    addComponent(w, c, Position);
    Position.x[c] = 9;
    removeEntity(w, b);
    const copy = copyWorld(w);
    expect(entityExists(copy, a)).toBe(true);
    expect(entityExists(copy, b)).toBe(false);
    expect(entityExists(copy, c)).toBe(true);
    expect(hasComponent(copy, c, copy.components.Position)).toBe(true);
    expect(hasComponent(copy, a, copy.components.OnBoard)).toBe(true);
    expect(copy.components.Position.x[c]).toBe(9);
    expect(allCharacters(copy)).toEqual([a]);
    // Both recycle the removed id next, and what each writes stays its own.
    const again = addEntity(w);
    const copyAgain = addEntity(copy);
    expect(copyAgain).toBe(again);
    expect(again).toBe(b);
    Position.x[again] = 1;
    copy.components.Position.x[copyAgain] = 2;
    expect(Position.x[again]).toBe(1);
    removeEntity(copy, c);
    expect(entityExists(w, c)).toBe(true);
    expect(hasComponent(w, a, OnBoard)).toBe(true);
    // The copy removed c and gives it back next; the original has none removed and makes a new id.
    expect(addEntity(copy)).toBe(c);
    expect(addEntity(w)).toBe(c + 1);
  });

  it('copies a world with no entity removed and one with every entity removed', () => {
    const w = createMatchWorld();
    const ids = [0, 1, 2].map((k) => addCharacter(w, profile, `c${k}`, `C${k}`, k));
    expect(allCharacters(copyWorld(w))).toEqual(ids);
    for (const e of ids) removeEntity(w, e);
    const copy = copyWorld(w);
    expect(allCharacters(copy)).toEqual([]);
    expect(addEntity(copy)).toBe(addEntity(w));
  });
});
