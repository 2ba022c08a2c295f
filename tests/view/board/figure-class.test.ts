/**
 * What a token shows of a figure (src/view/board/figure-class.ts, figure-token.ts `shortName`): the class read from
 * the profile, the Leader's crown, every class icon kept in assets/icons, and labels that keep a duplicate's number.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProfiles, getProfile } from '../../../src/content/index.ts';
import { ALL_ICONS, figureClass, figureIcon, isLeader } from '../../../src/view/board/figure-class.ts';
import { shortName } from '../../../src/view/board/figure-token.ts';

describe('figure class', () => {
  it.each([
    ['the-guild-capodecina', 'fighter', true],
    ['the-guild-fisherman', 'shooter', false],
    ['the-guild-baba-yaga', 'mage', false],
    ['rashaar-mature-kraken', 'monster', false],
    ['patricians-hunting-hound', 'beast', false],
    ['the-vatican-divine-seraphim', 'construct', false],
  ] as const)('%s is a %s (Leader: %s)', (id, cls, leader) => {
    const p = getProfile(id);
    expect(figureClass(p)).toBe(cls);
    expect(isLeader(p)).toBe(leader);
  });

  it('a Mage who carries a gun is shown as a Mage; a gun of 6″ makes a shooter, a pistol of less does not', () => {
    const base = getProfile('the-guild-capodecina');
    const gun = (range: number) => ({ ...base.weapons[0]!, name: 'Gun', range });
    expect(figureClass({ ...base, weapons: [gun(12)] })).toBe('shooter');
    expect(figureClass({ ...base, weapons: [gun(5)] })).toBe('fighter');
    expect(figureClass({ ...base, weapons: [gun(12)], mageLevel: 2 })).toBe('mage');
  });

  it('every class of the catalogue has its icon file, and every Leader a crown', () => {
    const classes = new Set(allProfiles().map((p) => figureClass(p)));
    expect(classes.size).toBe(6);
    for (const icon of ALL_ICONS)
      expect(existsSync(join(import.meta.dirname, '../../../assets/icons', `${icon}.svg`)), icon).toBe(true);
    expect(allProfiles().filter(isLeader).length).toBeGreaterThan(30);
  });
});

describe('figure icons', () => {
  it.each([
    ['the-guild-capodecina', 'crossed-swords'], // Twin Blades
    ['the-guild-black-lamp', 'plain-dagger'], // Sharpened Dagger
    ['the-guild-shipwright', 'flanged-mace'], // Riveting Hammer
    ['the-guild-firebreather', 'fire-breath'],
    ['the-guild-whaler', 'musket'], // a shooter: the Whaling Lance reaches 6″
    ['rashaar-cult-enforcer', 'flanged-mace'], // Iron Mace
    ['rashaar-mature-kraken', 'fangs'], // a Monster
    ['rashaar-sirena', 'magic-swirl'],
  ] as const)('%s shows %s', (id, icon) => {
    expect(figureIcon(getProfile(id))).toBe(icon);
  });

  it('tell most fighters of a faction apart: at least four icons among The Guild’s and Rashaar’s fighters', () => {
    for (const faction of ['The Guild', 'Rashaar']) {
      const icons = new Set(
        allProfiles()
          .filter((p) => p.faction === faction && figureClass(p) === 'fighter')
          .map((p) => figureIcon(p)),
      );
      expect(icons.size, faction).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('token labels', () => {
  it('keep a short name whole, numbers included', () => {
    expect(shortName('Blood Courier 2')).toBe('Blood Courier 2');
    expect(shortName('Capodecina')).toBe('Capodecina');
  });

  it('shorten a long name to 20 letters, keeping a duplicate number', () => {
    expect(shortName('Brother of the Blessed Sword 2')).toBe('Brother of the Bl… 2');
    expect(shortName('Brother of the Blessed Sword 2').length).toBeLessThanOrEqual(20);
    expect(shortName('Emissary of Mother Hydra')).toBe('Emissary of Mother…');
  });
});
