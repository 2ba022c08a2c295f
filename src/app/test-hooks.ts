/**
 * Whether this build carries the doors kept for browser tests (docs/testing.md): the automation hook's `submit` and
 * `?autoplay=ai`. The development server does; a build does only when made with `VITE_TEST_HOOKS=1` (the browser
 * tests' own build, playwright.config.ts), so the game people play takes orders only from their clicks.
 */
export const TEST_HOOKS: boolean = import.meta.env.DEV || import.meta.env.VITE_TEST_HOOKS === '1';
