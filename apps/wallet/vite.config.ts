import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The sandbox wallet page: `vite build --config apps/wallet/vite.config.ts` writes `apps/wallet/dist/`
 * (git-ignored), which `serveWalletApp` (server.ts) serves. Relative asset URLs, so the build works under
 * any path. `npx vite --config apps/wallet/vite.config.ts` is the development server.
 */
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5174 },
  preview: { host: '127.0.0.1', port: 5174 },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2_000,
  },
});
