import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the chart benchmark page on its own, as production code (minified, no dev checks).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '../../../.tmp/bench-chart'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
