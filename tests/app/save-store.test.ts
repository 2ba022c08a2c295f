/**
 * The autosave (src/app/save-store.ts, src/campaign/match-save.ts): written beside the save before it and then
 * switched to, so a write cut short leaves the previous save whole; read back with what is wrong named; one write at
 * a time with the latest waiting; a storage that fails turns saving off and says so.
 */
import { describe, expect, it } from 'vitest';
import {
  Autosaver,
  clearAutosave,
  type KeyStore,
  memoryKeyStore,
  readAutosave,
  writeAutosave,
} from '../../src/app/save-store.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { saveOf } from '../../src/campaign/match-replay.ts';
import { MATCH_SAVE_VERSION, type MatchSave, parseMatchSave } from '../../src/campaign/match-save.ts';
import { createMatch, legalCommands, loadLevel, submit } from '../../src/rules/index.ts';

const PLAY = {
  speed: 2,
  ask: { willPoints: 'never', commandPoints: 'always' },
  difficulty: 'hard',
  difficulties: {},
  handOver: false,
} as const;
const setup = defaultMatchSetup({ controllers: ['human', 'ai'] });
const match = createMatch(setup, 9, loadLevel(setup.level));
/** A save after `n` more commands of the match (the first legal one each time). */
function saveAfter(n: number): MatchSave {
  for (let k = 0; k < n; k++) expect(submit(match, legalCommands(match)[0]!).ok).toBe(true);
  return saveOf(match, PLAY, new Date('2026-11-28T10:00:00Z'));
}

describe('the saved match', () => {
  it('reads back what was written, through JSON', () => {
    const s = saveAfter(3);
    const r = parseMatchSave(JSON.parse(JSON.stringify(s)));
    expect(r.ok && r.save.record.commands.length).toBe(s.record.commands.length);
    expect(r.ok && r.save.play).toEqual(PLAY);
    expect(r.ok && r.save.round).toBe(match.round);
  });

  it('reads the two "Never ask" switches of an older save into the "Ask me" modes (off: when it matters)', () => {
    const s = JSON.parse(JSON.stringify(saveAfter(0)));
    const old = (neverAskWillPoints: boolean, neverOfferCounter: boolean) =>
      parseMatchSave({ ...s, play: { ...s.play, ask: { neverAskWillPoints, neverOfferCounter } } });
    expect(old(true, false)).toMatchObject({
      ok: true,
      save: { play: { ask: { willPoints: 'never', commandPoints: 'matters' } } },
    });
    expect(old(false, true)).toMatchObject({
      ok: true,
      save: { play: { ask: { willPoints: 'matters', commandPoints: 'never' } } },
    });
    expect(
      parseMatchSave({ ...s, play: { ...s.play, ask: { willPoints: 'often', commandPoints: 'never' } } }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('play.ask'),
    });
  });

  it('names a newer version, a damaged field, a damaged record', () => {
    const s = JSON.parse(JSON.stringify(saveAfter(0)));
    expect(parseMatchSave({ ...s, version: MATCH_SAVE_VERSION + 1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining(`a newer version of the game (version ${MATCH_SAVE_VERSION + 1}`),
    });
    expect(parseMatchSave({ ...s, play: { ...s.play, speed: 3 } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('play.speed'),
    });
    expect(parseMatchSave({ ...s, record: { ...s.record, seed: 'seven' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("The saved match's record is damaged: seed"),
    });
  });
});

describe('the autosave slots', () => {
  it('writes beside the save before it, then points at the new one', async () => {
    const store = memoryKeyStore();
    await writeAutosave(store, saveAfter(1));
    expect(await store.get('autosave:current')).toBe('autosave:a');
    await writeAutosave(store, saveAfter(1));
    expect(await store.get('autosave:current')).toBe('autosave:b');
    const found = await readAutosave(store);
    expect(found.kind === 'save' && found.save.record.commands.length).toBe(match.commands.length);
  });

  it('keeps the previous save whole when a write is cut short', async () => {
    const store = memoryKeyStore();
    const first = saveAfter(1);
    await writeAutosave(store, first);
    // The tab dies after the new save is written but before the pointer moves: the first save is what is read.
    const dying: KeyStore = {
      ...store,
      set: async (key, value) => {
        if (key === 'autosave:current') throw new Error('tab closed');
        await store.set(key, value);
      },
    };
    await expect(writeAutosave(dying, saveAfter(2))).rejects.toThrow('tab closed');
    const found = await readAutosave(store);
    expect(found.kind === 'save' && found.save.record.commands.length).toBe(first.record.commands.length);
  });

  it('says why a save cannot be used, and leaves it where it is', async () => {
    const store = memoryKeyStore({
      'autosave:current': 'autosave:a',
      'autosave:a': { format: 'carnevale-save', version: 99 },
    });
    const found = await readAutosave(store);
    expect(found).toEqual({
      kind: 'refused',
      reason:
        'The saved match was written by a newer version of the game (version 99; this game reads version 1).',
    });
    expect(await store.get('autosave:a')).toEqual({ format: 'carnevale-save', version: 99 });
    expect(await readAutosave(memoryKeyStore())).toEqual({ kind: 'none' });
  });

  it('forgets the save when asked', async () => {
    const store = memoryKeyStore();
    await writeAutosave(store, saveAfter(1));
    await clearAutosave(store);
    expect(await readAutosave(store)).toEqual({ kind: 'none' });
  });
});

describe('the autosaver', () => {
  it('writes one save at a time, the latest asked for last', async () => {
    const store = memoryKeyStore();
    const written: number[] = [];
    const counting: KeyStore = {
      ...store,
      set: async (key, value) => {
        if (key !== 'autosave:current') written.push((value as MatchSave).record.commands.length);
        await store.set(key, value);
      },
    };
    const saver = new Autosaver(counting);
    const a = saveAfter(1);
    const b = saveAfter(1);
    const c = saveAfter(1);
    saver.save(a);
    saver.save(b);
    saver.save(c);
    await saver.flush();
    // The first went at once; of the two asked for while it was written only the latest is kept.
    expect(written).toEqual([a.record.commands.length, c.record.commands.length]);
    const found = await readAutosave(store);
    expect(found.kind === 'save' && found.save.record.commands.length).toBe(c.record.commands.length);
  });

  it('turns saving off and says so once when the storage fails', async () => {
    const said: string[] = [];
    const broken: KeyStore = {
      get: async () => undefined,
      set: async () => {
        throw new Error('QuotaExceededError');
      },
      del: async () => {},
    };
    const saver = new Autosaver(broken, (reason) => said.push(reason));
    saver.save(saveAfter(1));
    await saver.flush();
    saver.save(saveAfter(1));
    await saver.flush();
    expect(said).toHaveLength(1);
    expect(saver.off).toContain('Saving is off');
  });
});
