/**
 * The page's entry: reads the configuration, keeps the WalletConnect SDK "online" on a loopback-only
 * stack, starts the engine with the page's localStorage, pairs with `?uri=` and renders the wallet.
 * Only this file touches the page at load.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createSandboxWallet, createWebStorage, DEFAULT_WALLET_METADATA } from '../engine/index.js';
import { App } from './App.js';
import { createWalletActions } from './actions/createWalletActions.js';
import { readWalletConfig, WALLET_CONFIG_GLOBAL } from './config/readWalletConfig.js';
import { keepOnlineOnLoopback } from './online/keepOnlineOnLoopback.js';
import { StartFailed, Starting } from './StartScreens.js';
import { createToastStore } from './toasts/createToastStore.js';

const config = readWalletConfig(window.location.search, Reflect.get(window, WALLET_CONFIG_GLOBAL));
keepOnlineOnLoopback(window, [config.relayUrl, ...config.chains.map((chain) => chain.rpcUrl)]);

const container = document.getElementById('root');
if (container === null) throw new Error('the page has no #root');
const root = createRoot(container);
root.render(<Starting relayUrl={config.relayUrl} />);

const toasts = createToastStore();
try {
  const wallet = await createSandboxWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    chains: config.chains,
    ...(config.solana === undefined ? {} : { solana: config.solana }),
    storage: createWebStorage(window.localStorage),
    metadata: {
      ...DEFAULT_WALLET_METADATA,
      url: window.location.origin,
      icons: [new URL('./icon.svg', window.location.href).href],
    },
    onError: (error) => toasts.show({ tone: 'error', title: 'Wallet error', detail: error.message }, 8_000),
  });
  root.render(<App wallet={wallet} config={config} toasts={toasts} />);
  if (config.uri !== undefined) {
    // A reload must not pair again with a URI that is used up.
    const url = new URL(window.location.href);
    for (const key of ['uri', 'relay-protocol', 'symKey', 'expiryTimestamp', 'methods']) {
      url.searchParams.delete(key);
    }
    window.history.replaceState(null, '', url);
    void createWalletActions({ wallet, toasts, chains: config.chains }).pair(config.uri);
  }
} catch (error) {
  root.render(<StartFailed relayUrl={config.relayUrl} error={error} />);
}
