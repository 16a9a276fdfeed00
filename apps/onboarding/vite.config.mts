import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/apply/',
  cacheDir: '../../node_modules/.vite/apps/onboarding',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1', port: 4201, proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: '../../dist/apps/onboarding',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: true,
    // The @quorum/* libraries are plain modules without side effects. Said so, the bundler drops
    // what /apply does not import (the domain's zod schemas alone are 25 KB gzip); otherwise every
    // module of a library reached through its index would ship.
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /libs\/(domain|ui|api-client)\/src\//, sideEffects: false }] },
      // Everything the first visit loads goes into one chunk. Left to itself, the bundler groups
      // modules by which pages import them, so every lazily loaded page (the re-upload page, say)
      // re-cut /apply's first load into more, smaller chunks: 1–5 KB gzip more for the same code.
      output: { codeSplitting: { groups: [{ name: 'apply', tags: ['$initial'] }] } },
    },
  },
});
