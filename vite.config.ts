import { defineConfig } from 'vite';

/** Vite serves and builds the browser game; `npm start` prints the URL. */
export default defineConfig({
  base: './',
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: which chunks the page loads first and which on demand (`npm run bench:bundle`).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'phaser', test: /node_modules[\\/]phaser/ }],
        },
      },
    },
  },
});
