/**
 * `npm run icons:build`: write the class icons the figures' tokens show (src/view/board/figure-class.ts) from the
 * Game Icons set (`@iconify-json/game-icons`, CC BY 3.0, credited in assets/README.md) into `assets/icons/<name>.svg`,
 * each a 512×512 silhouette the board scales: white for the classes, gold for the Leader's crown. The files are kept in the repository, so the game
 * builds without the icon set; run this again after changing the list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ALL_ICONS, CLASS_ICONS } from '../src/view/board/figure-class.ts';

interface IconSet {
  readonly width?: number;
  readonly height?: number;
  readonly icons: Record<
    string,
    { readonly body: string; readonly width?: number; readonly height?: number }
  >;
}

const set = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as IconSet;
const out = join(import.meta.dirname, '..', 'assets', 'icons');
mkdirSync(out, { recursive: true });
for (const name of ALL_ICONS) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`icons:build: the Game Icons set has no icon "${name}"`);
  const w = icon.width ?? set.width ?? 512;
  const hgt = icon.height ?? set.height ?? 512;
  // The class icons are white on the gang's emblem; the Leader's crown is gold beside it.
  const fill = name === CLASS_ICONS.leader ? '#ffd54f' : '#ffffff';
  const stroke = name === CLASS_ICONS.leader ? ' stroke="#1a1410" stroke-width="24"' : '';
  const body = icon.body.replaceAll('fill="currentColor"', `fill="${fill}"${stroke}`);
  writeFileSync(
    join(out, `${name}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">${body}</svg>\n`,
  );
  console.log(`assets/icons/${name}.svg`);
}
