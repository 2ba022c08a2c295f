#!/usr/bin/env node
// Browser tests: Playwright in the system Chromium. When no Chromium is found, say exactly what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(
    `e2e: no Chromium at ${chromium}.\n` +
      '  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again.\n',
  );
  process.exit(1);
}
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
