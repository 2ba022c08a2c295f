import { addComponent, addEntity, entityExists, hasComponent, removeEntity } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import {
  anyMarker,
  layMarker,
  markerCentre,
  markersOf,
  removeMarker,
} from '../../src/rules/state/markers.ts';
import {
  addCharacter,
  allCharacters,
  charactersOnBoard,
  copyWorld,
  createMatchWorld,
} from '../../src/rules/state/world.ts';

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

  it('copies markers after one was removed and another took its id; each side keeps its own afterwards', () => {
    const m = { world: createMatchWorld(), round: 1 };
    const a = addCharacter(m.world, profile, 'a', 'A', 0);
    const b = addCharacter(m.world, profile, 'b', 'B', 1);
    const smoke = (id: string, x: number) =>
      layMarker(m, 'smoke', { id, centre: [x, 2, 0], radius: 1.5, owner: a, gang: 0, source: 'Smoke Bomb' });
    const first = smoke('blast-1', 4);
    const mist = layMarker(m, 'mist', {
      id: 'blast-2',
      centre: [9, 9, 0],
      radius: 1.5,
      owner: b,
      gang: 1,
      source: 'Abyssal Mist',
    });
    removeMarker(m.world, first);
    const second = smoke('blast-3', 6);
    expect(second).toBe(first);

    const copy = { world: copyWorld(m.world), round: 2 };
    expect(markersOf(copy.world, 'smoke')).toEqual([second]);
    expect(markersOf(copy.world, 'mist')).toEqual([mist]);
    expect(copy.world.components.Marker.id[second]).toBe('blast-3');
    expect(markerCentre(copy.world, second)).toEqual([6, 2, 0]);
    expect(charactersOnBoard(copy.world)).toEqual([a, b]);

    // The original takes its smoke away and lays another, which takes the same id again.
    removeMarker(m.world, second);
    const third = smoke('blast-4', 8);
    expect(third).toBe(second);
    expect(markerCentre(copy.world, second)).toEqual([6, 2, 0]);
    expect(copy.world.components.Marker.id[second]).toBe('blast-3');

    // The copy lays one of its own: the id the copy gives is the original's next one, its values its own.
    const own = layMarker(copy, 'smoke', {
      id: 'blast-9',
      centre: [1, 1, 0],
      radius: 1.5,
      owner: b,
      gang: 1,
      source: 'Smoke Bomb',
    });
    expect(own).toBe(smoke('blast-5', 3));
    expect(markersOf(copy.world, 'smoke')).toEqual([second, own]);
    expect(markersOf(m.world, 'smoke')).toEqual([third, own]);
    expect(copy.world.components.Marker.id[own]).toBe('blast-9');
    expect(m.world.components.Marker.id[own]).toBe('blast-5');
    expect(copy.world.components.Marker.round[own]).toBe(2);
    // Each counts the markers laid on its own side since the copy.
    expect(copy.world.components.Marker.order[own]).toBe(4);
    expect(m.world.components.Marker.order[own]).toBe(5);
    expect(markersOf(m.world, 'mist')).toEqual([mist]);
    // Taking the copy's smoke away leaves the original's on the table.
    for (const e of markersOf(copy.world, 'smoke')) removeMarker(copy.world, e);
    expect([anyMarker(copy.world, 'smoke'), anyMarker(m.world, 'smoke')]).toEqual([false, true]);
    expect([anyMarker(copy.world, 'mist'), anyMarker(copy.world, 'aqua')]).toEqual([true, false]);
  });

  it('gives a character joining later a new id, never one a removed marker left', () => {
    const m = { world: createMatchWorld(), round: 1 };
    const a = addCharacter(m.world, profile, 'a', 'A', 0);
    const mk = layMarker(m, 'mist', {
      id: 'x',
      centre: [0, 0, 0],
      radius: 1,
      owner: a,
      gang: 0,
      source: 'S',
    });
    const b = addCharacter(m.world, profile, 'b', 'B', 0);
    removeMarker(m.world, mk);
    const c = addCharacter(m.world, profile, 'c', 'C', 0);
    expect(c).toBeGreaterThan(b);
    expect(allCharacters(m.world)).toEqual([a, b, c]);
    // The id the marker left still comes back next, in the original and in a copy.
    const copy = { world: copyWorld(m.world), round: 1 };
    const spec = { id: 'y', radius: 1, owner: a, gang: 0, source: 'S' };
    expect(layMarker(copy, 'smoke', { ...spec, centre: [0, 0, 0] })).toBe(mk);
    expect(layMarker(m, 'smoke', { ...spec, centre: [0, 0, 0] })).toBe(mk);
  });
});
