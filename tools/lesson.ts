/**
 * Play a tutorial lesson without a person and print what each step did: the commands, the rolls (the Destiny Dice
 * first), moves and falls — the way to write a lesson's text beside its dice (docs/tutorial.md).
 *
 *   npm run lesson -- ID|FILE.json
 */
import { readFileSync } from 'node:fs';
import { parseLesson } from '../src/content/tutorial/lesson-schema.ts';
import { findLesson, lessons } from '../src/content/tutorial/lessons.ts';
import type { MatchEvent } from '../src/rules/index.ts';
import { playLesson } from '../src/view/tutorial/lesson-run.ts';
import { flagsOf } from './flags.ts';

const args = flagsOf('lesson', {}, true);
const [which, ...more] = args.positionals;
if (!which || more.length > 0) {
  process.stderr.write(
    `usage: npm run lesson -- ID|FILE.json (lessons: ${lessons()
      .map((l) => l.id)
      .join(', ')})\n`,
  );
  process.exit(2);
}
const lesson = which.endsWith('.json')
  ? parseLesson(JSON.parse(readFileSync(which, 'utf8')), which)
  : findLesson(which);
if (!lesson) {
  process.stderr.write(`lesson: no lesson "${which}"\n`);
  process.exit(2);
}

function line(e: MatchEvent): string | null {
  switch (e.type) {
    case 'deploy':
      return `deploy ${e.character} at (${e.x}, ${e.y}, ${e.z})`;
    case 'initiative':
    case 'round-start':
    case 'turn-start':
    case 'turn-end':
    case 'action':
    case 'will-points':
    case 'fall':
    case 'counter':
    case 'damage':
    case 'game-end':
      return JSON.stringify(e);
    case 'roll':
      return `roll ${e.kind} ${e.character} ${e.purpose}: [${e.dice.join(' ')}] Aces on ${e.aceOn}+ → ${e.aces} Aces, ${e.result} (${[...e.modifiers, ...(e.aceModifiers ?? [])].join(', ')})`;
    case 'move':
      return `move ${e.character} → ${JSON.stringify(e.path[e.path.length - 1])} (${e.inches}″)`;
    default:
      return null;
  }
}

try {
  const { steps } = playLesson(lesson);
  for (const s of steps) {
    process.stdout.write(`— step ${s.step}: ${JSON.stringify(lesson.steps[s.step]!.wait)}\n`);
    for (const e of s.events) {
      const l = line(e);
      if (l) process.stdout.write(`    ${l}\n`);
    }
  }
} catch (e) {
  process.stderr.write(`lesson: ${(e as Error).message}\n`);
  process.exit(1);
}
