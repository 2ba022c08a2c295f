import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.ts';

/**
 * Browser tests (DESIGN §4 "The browser is real"): the built game served by `vite preview`, driven in the
 * system Chromium (browsers are never downloaded). Screenshots the tests take go to test-results/screenshots/
 * (untracked; `npm run screenshots` writes them to docs/screenshots/ instead).
 * Run: `PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test` (or `npm run test:e2e`). `E2E_PORT` serves the build
 * on another port than 4173 (two checkouts testing on one machine must not share a server).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The "How to play" card has been seen: it opens only at a person's first match in a browser, and the specs are
    // not about it (tests/e2e/tutorial.spec.ts starts with a browser that has not seen it).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'carnevale:how-to-play', value: 'seen' }],
        },
      ],
    },
    viewport: { width: 1400, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    // The tests' build carries the automation hook's `submit` and `?autoplay=ai` (src/app/test-hooks.ts).
    command: `VITE_TEST_HOOKS=1 npm run build && npx vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
