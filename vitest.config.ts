import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // A guard against a hung test, not a measure: whole-game and property tests take tens of seconds on 2 cores.
    testTimeout: 180_000,
    setupFiles: ['tests/setup/fast-check.ts'],
  },
});
