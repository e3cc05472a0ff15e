import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../tooling/packages/sourceAliases.js';
import { openChunks } from './openChunks.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const entry = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// What opening the modal shows, fetched on idle: the dialog with the view it opens on (Connect; Account when
// connected), each in one chunk (see openChunks).
const open = openChunks({
  modal: [
    entry('ui-react/shell/LatchModal/ModalContents.tsx'),
    entry('ui-react/views/Connect/ConnectView.tsx'),
  ],
  account: [entry('ui-react/views/Account/AccountView.tsx')],
  // The data-service client and the HTTP client it imports with its first request: one fetch, not two in a row.
  dataService: [entry('adapters/data-service/createDataServiceClient.ts'), 'ofetch/dist/index.mjs'],
});

/**
 * The demo host page. It imports Latch only through the packages' public entry points (`latch`, `latch/solana`,
 * `@latch/react`), aliased here to their source files. `npm start` serves the build (server.ts).
 */
export default defineConfig({
  root: here,
  publicDir: false,
  plugins: [react(), open.plugin],
  resolve: {
    alias: sourceAliases(),
  },
  server: { host: '127.0.0.1', fs: { allow: [entry('')] } },
  logLevel: 'warn',
  build: {
    // Every browser the modal supports knows <link rel="modulepreload">: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    outDir: fileURLToPath(new URL('./dist/dev', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: their names are listed in the first chunk (each import() and vite's preload
        // map), and a name per chunk cost 0.9 KiB of it. The entry keeps its name (index-<hash>.js). Seven hash
        // characters, not eight: a hash barely compresses, and the first chunk lists every one (-0.1 KiB). Rolldown
        // refuses a length too short for the number of chunks, naming the length it needs (7 for 65 chunks).
        chunkFileNames: 'assets/[hash:7].js',
        // Everything the page imports statically goes into one chunk: otherwise Rolldown splits the modules it
        // shares with the lazily loaded views into a dozen small chunks, each one more request before the page
        // can start (and gzip compresses one file better than twelve).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, ...open.groups] },
      },
    },
  },
});
