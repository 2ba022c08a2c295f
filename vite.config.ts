import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** Whether a module id is one of the game's own source files (src/, with or without a query). */
function isOurSource(id: string): boolean {
  return id.replaceAll('\\', '/').startsWith(SRC.replaceAll('\\', '/'));
}

/** Vite serves and builds the browser game; `npm start` prints the URL. */
export default defineConfig({
  base: './',
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  // The computer's worker (src/ai-worker.ts) is a module, split into chunks as the page is.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: which chunks the page loads first and which on demand (`npm run bench:bundle`).
    manifest: true,
    rolldownOptions: {
      // Our modules only declare (tests/architecture/module-side-effects.test.ts checks it), so one whose exports are
      // not used is left out of a chunk: a page takes only what it reads, not every file a module it reads imports
      // (the rules' and the computer's doors re-export the whole engine). Styles keep their effect.
      treeshake: { moduleSideEffects: (id: string) => !isOurSource(id) || id.endsWith('.css') },
      output: {
        codeSplitting: {
          groups: [{ name: 'phaser', test: /node_modules[\\/]phaser/ }],
        },
      },
    },
  },
});
