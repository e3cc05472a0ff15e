// The demo page: reads where the local stack runs, optionally injects the sandbox wallet, creates Latch with
// its public API and renders the host page. `data-latch-demo` on <body> tells tests how far it got.

// biome-ignore assist/source/organizeImports: the SDK before the modal — the bundle lays its modules out in this order, which gzip packs 1 KiB smaller
import { createLatch, latchSignIn } from 'latch';
import { solana } from 'latch/solana';
import { LatchProvider } from '@latch/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { demoCustomWallets, demoNetworks, parseDemoConfig, wantsSolana } from './demoConfig.js';
import './demo.css';
import { DARK_QUERY, readDemoTheme, resolveDemoTheme } from './demoTheme.js';
import { loadSandboxWallet, wantsSandbox } from './loadSandboxWallet.js';
import { NETWORK_ICONS, SOLANA_NETWORK_ICON } from './networkIcons.js';

const fail = (root: HTMLElement, message: string) => {
  const box = document.createElement('div');
  box.className = 'demo-failure';
  box.setAttribute('role', 'alert');
  box.textContent = `The demo could not start: ${message}`;
  root.replaceChildren(box);
  document.body.dataset.latchDemo = 'failed';
};

async function main(root: HTMLElement): Promise<void> {
  // Relative to the page, so the built demo also runs from a sub-path (the modal benchmark serves it at /ours/).
  const response = await fetch('./demo-config.json');
  if (!response.ok) return fail(root, `demo-config.json answered ${response.status}`);
  const config = parseDemoConfig(await response.json());
  if (config.isErr()) return fail(root, config.error);

  const sandbox = wantsSandbox(window.location.search);
  if (sandbox) await loadSandboxWallet(document);

  // `?siwx=required` (or `?siwx=optional`): sign-in with the data service's own verifier (issue 14, journey J15).
  const signIn = new URLSearchParams(window.location.search).get('siwx');
  // The theme the page opens with (the switch in the page changes it later): no flash of the other scheme.
  let stored: Storage | undefined;
  try {
    stored = window.localStorage;
  } catch {
    stored = undefined;
  }
  const themeMode = resolveDemoTheme(readDemoTheme(stored), window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = themeMode;
  const withSolana = wantsSolana(window.location.search);
  const latch = createLatch({
    projectId: config.value.projectId,
    themeMode,
    ...(signIn === null ? {} : { siwx: latchSignIn({ required: signIn === 'required' }) }),
    // The local Solana devnet is listed whenever the stack runs it (`?solana=0` leaves it out).
    networks: demoNetworks(config.value, {
      icons: NETWORK_ICONS,
      solana: withSolana,
      solanaIcon: SOLANA_NETWORK_ICON,
    }),
    ...(withSolana ? { solana } : {}),
    dataServiceUrl: config.value.dataServiceUrl,
    relayUrl: config.value.relayUrl,
    customWallets: demoCustomWallets(config.value),
    ...(config.value.walletServiceUrl === undefined
      ? {}
      : { walletServiceUrl: config.value.walletServiceUrl }),
    metadata: {
      name: 'Latch demo',
      description: 'A host page for the Latch wallet-connection modal',
      url: window.location.origin,
      icons: [],
    },
  });
  if (latch.isErr()) return fail(root, latch.error.message);

  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch.value}>
        <App config={config.value} sandbox={sandbox} />
      </LatchProvider>
    </StrictMode>,
  );
  document.body.dataset.latchDemo = 'rendered';
  await latch.value.start();
  document.body.dataset.latchDemo = 'started';
}

const root = document.getElementById('app');
if (root) {
  main(root).catch((error: unknown) => fail(root, error instanceof Error ? error.message : String(error)));
}
