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
    // A feature's index.ts only re-exports its public API: a page that imports one action from it
    // must not pull in the feature's other modules (the modal frame, report views) with it.
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[/]src[/]features[/][^/]+[/]index[.]tsx?$/.test(id) } },
  },
});
