import { describe, expect, it } from 'vitest';
import {
  deleteSaved,
  loadSaved,
  memoryRosterStore,
  renameSaved,
  saveRoster,
} from '../../src/app/roster-store.ts';
import { newRoster } from '../../src/campaign/roster.ts';

const mob = newRoster('The Guild', 'mob', 'The Mob');
const tide = newRoster('Rashaar', 'tide', 'A Tide');

describe('roster store', () => {
  it('saves, lists by name, renames and deletes', async () => {
    const store = memoryRosterStore();
    expect(await saveRoster(store, mob)).toBeNull();
    expect(await saveRoster(store, tide)).toBeNull();
    expect((await loadSaved(store)).rosters.map((r) => r.name)).toEqual(['A Tide', 'The Mob']);
    expect(await renameSaved(store, 'mob', '  Fish Mob ')).toBeNull();
    expect((await loadSaved(store)).rosters.find((r) => r.id === 'mob')?.name).toBe('Fish Mob');
    await deleteSaved(store, 'tide');
    expect((await loadSaved(store)).rosters.map((r) => r.id)).toEqual(['mob']);
  });

  it('writes over the same gang when saved again', async () => {
    const store = memoryRosterStore();
    await saveRoster(store, mob);
    await saveRoster(store, { ...mob, ducats: 100 });
    expect((await loadSaved(store)).rosters).toEqual([{ ...mob, ducats: 100 }]);
  });

  it('lists broken and outdated saves with their reason and keeps them untouched', async () => {
    const junk = { name: 'no version' };
    const store = memoryRosterStore({ old: junk, mob, other: { ...tide, id: 'tide' } });
    const { rosters, broken } = await loadSaved(store);
    expect(rosters.map((r) => r.id)).toEqual(['mob']);
    expect(broken).toEqual([
      {
        key: 'old',
        message: 'Saved gang "old" is outdated: it has no version number, so this game cannot read it.',
      },
      { key: 'other', message: 'Saved gang "other" is damaged: it names itself "tide".' },
    ]);
    expect(await saveRoster(store, { ...mob, id: 'old' })).toBe(
      'Not saved: "old" already holds a save this game cannot read, and it is kept as it is.',
    );
    expect((await store.entries()).find(([k]) => k === 'old')?.[1]).toEqual(junk);
  });

  it('refuses a blank name and an unknown gang when renaming', async () => {
    const store = memoryRosterStore({ mob });
    expect(await renameSaved(store, 'mob', '   ')).toBe('A gang name needs 1 to 60 characters.');
    expect(await renameSaved(store, 'nope', 'X')).toBe('There is no saved gang "nope" to rename.');
  });
});
