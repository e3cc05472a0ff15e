import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The gallery page; wallet logos and the registry snapshot are served from the data service's data folder. */
export default defineConfig({
  root: here,
  publicDir: fileURLToPath(new URL('../../services/api/data', import.meta.url)),
  plugins: [react()],
  server: { fs: { allow: [repo] }, host: '127.0.0.1' },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../test-results/ui-gallery/site', import.meta.url)),
    emptyOutDir: true,
  },
});
