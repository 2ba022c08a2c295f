/**
 * "No core file of the rules names a character ability" (docs/architecture.md "Traits"): outside
 * src/rules/abilities, no string literal of src/rules is the name of a Character, Weapon or unique ability printed
 * in the content data. The rules ask a trait (src/rules/character/traits.ts) or a hook point instead.
 *
 * Read from the parsed source, so comments never count; a literal counts when it is a name in any letter case and
 * with or without its (X) ('Flight', 'water creature', 'Fast Swimmer (2)'). Two kinds of literal are not a rule
 * asking about an ability and pass:
 * - the engine's own one-word lower-case tags, which some names share ('blast' for an area shape, 'fear' for a
 *   roll's purpose, 'knockback' for a choice);
 * - the name of an ability given in an ability line `{ name: …, value: … }` (a spell's grant, a weapon's line):
 *   giving an ability is not asking who holds one.
 * A message that mentions an ability among other words ('a Bulky character cannot Hide') is not a name.
 */
import ts from 'typescript';
import { ABILITY_GLOSSARY, allProfiles, bareAbilityName } from '../../src/content/index.ts';

/**
 * Ability names the files below may still write, each file with its names. A name no longer found there fails the
 * test, so the list only shrinks.
 */
export const NAMES_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // Blast and Template are the shapes the area attack itself lays (rulebook "Weapon Abilities"): the weapon's
  // printed line says which, read by isAreaWeapon and isTemplateWeapon.
  'src/rules/combat/area-weapons.ts': ['Blast', 'Template'],
};

/** Lower-case bare name → the name as printed: every Character, Weapon and unique ability of the content data. */
export function abilityNames(): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const add = (name: string) => names.set(bareAbilityName(name).toLowerCase(), bareAbilityName(name));
  for (const name of Object.keys(ABILITY_GLOSSARY)) add(name);
  for (const p of allProfiles()) {
    for (const a of p.abilities) add(a.name);
    for (const u of p.uniqueAbilities) add(u.name);
    for (const w of p.weapons) for (const a of w.abilities) add(a.name);
  }
  return names;
}

/** The engine's own tags: one lower-case word (with hyphens), never how a name is printed. */
const TAG = /^[a-z][a-z0-9-]*$/;

/** Whether `lit` is the `name` of an ability line `{ name: …, value: … }`. */
function inAbilityLine(lit: ts.Node): boolean {
  const prop = lit.parent;
  if (!ts.isPropertyAssignment(prop) || prop.initializer !== lit) return false;
  if (!ts.isIdentifier(prop.name) || prop.name.text !== 'name') return false;
  const obj = prop.parent;
  return (
    ts.isObjectLiteralExpression(obj) &&
    obj.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'value')
  );
}

/**
 * Every ability name written as a string literal in one file (`file`: its path relative to the project, `text`:
 * its source), as `file:line 'Name'` (the name as printed), in the order of the source.
 */
export function abilityNameLiterals(
  file: string,
  text: string,
  names: ReadonlyMap<string, string>,
): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && !TAG.test(n.text)) {
      const name = names.get(bareAbilityName(n.text).toLowerCase());
      if (name !== undefined && !inAbilityLine(n)) {
        const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
        out.push(`${file}:${line} '${name}'`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The name of a breach (`file:line 'Name'`) and its file. */
export function breachParts(breach: string): { file: string; name: string } {
  const m = /^(.*):\d+ '(.*)'$/.exec(breach);
  return { file: m?.[1] ?? '', name: m?.[2] ?? '' };
}
