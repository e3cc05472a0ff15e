import { UniversalProvider } from '@walletconnect/universal-provider';
import { createMemoryStorage } from '../keyValueStorage.js';

export type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>;

export const DAPP_METADATA = {
  name: 'Latch Demo',
  description: 'Latch demo dapp',
  url: 'http://127.0.0.1:5173',
  icons: ['http://127.0.0.1:5173/icon.svg'],
};

/**
 * The dapp side exactly as the product's WalletConnect adapter configures universal-provider: our relay,
 * telemetry off, a custom storage prefix; in-memory storage stands in for the browser's. Test-only.
 */
export function createTestDapp(relayUrl: string, storagePrefix: string): Promise<Dapp> {
  return UniversalProvider.init({
    projectId: 'latch-demo',
    relayUrl,
    metadata: DAPP_METADATA,
    telemetryEnabled: false,
    customStoragePrefix: storagePrefix,
    storage: createMemoryStorage(),
    // 'error' would print every rejection the tests provoke on purpose.
    logger: 'silent',
  });
}

/** The namespaces the demo asks for: both devnet chains, the wallet methods, local RPCs. */
export const devnetNamespaces = (rpc: Readonly<Record<number, string>>) => ({
  eip155: {
    chains: Object.keys(rpc).map((id) => `eip155:${id}`),
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: Object.fromEntries(Object.entries(rpc).map(([id, url]) => [id, url])),
  },
});

/** Closes the dapp's relay socket and timers (the SDK has no dispose). */
export async function closeTestDapp(dapp: Dapp): Promise<void> {
  await dapp.client.core.relayer.transportClose().catch(() => undefined);
  dapp.client.core.heartbeat.stop();
}
