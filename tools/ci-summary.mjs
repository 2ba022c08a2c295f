#!/usr/bin/env node
// Reads the test log and prints one closing line "N passed, N failed" (Vitest + Playwright counts).
import { readFileSync } from 'node:fs';

const [file, status] = process.argv.slice(2);
const text = readFileSync(file, 'utf8').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;
const vitest = text.match(/^\s*Tests\s+(.*)$/m);
if (vitest) {
  passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
  failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
}
const pw = text.match(/^\s*(\d+) passed \([^)]*\)\s*$/m);
if (pw) passed += Number(pw[1]);
const pwFailed = text.match(/^\s*(\d+) failed\s*$/m);
if (pwFailed) failed += Number(pwFailed[1]);
if (status !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
