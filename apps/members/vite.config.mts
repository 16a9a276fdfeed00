import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  cacheDir: '../../node_modules/.vite/apps/members',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1', port: 4200, proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: '../../dist/apps/members',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports its public API: a page that imports one action from it
      // must not pull in the feature's other modules (the modal frame, report views) with it. The
      // @quorum/* libraries are plain modules without side effects too (as in the onboarding app):
      // what no first-load module uses, such as the UI library's confetti, leaves the first load.
      treeshake: { moduleSideEffects: (id: string) => !/[/]src[/]features[/][^/]+[/]index[.]tsx?$/.test(id) && !/[/]libs[/](domain|ui|api-client)[/]src[/]/.test(id) },
      // Everything the first visit loads goes into one chunk. Left to itself, the bundler cuts the
      // first load by which lazy pages share what: 20 to 36 chunks and up to 14 KB gzip more.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
});
