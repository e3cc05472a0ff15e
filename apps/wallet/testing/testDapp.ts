import { UniversalProvider } from '@walletconnect/universal-provider';
import { createMemoryStorage } from '../engine/index.js';
import { type Dapp, devnetNamespaces } from '../engine/testing/testDapp.js';

export { closeTestDapp, type Dapp } from '../engine/testing/testDapp.js';

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#0f766e"/>' +
      '<path d="M14 34V14h6l8 12V14h6v20h-6l-8-12v12z" fill="#fff"/></svg>',
  ).toString('base64');

export const DAPP_METADATA = {
  name: 'Latch Demo',
  description: 'The Latch demo dapp',
  url: 'http://127.0.0.1:5173',
  icons: [ICON],
};

/**
 * The dapp side (like engine/testing/testDapp.ts) as the product's WalletConnect adapter configures universal-provider: our relay, telemetry
 * off, its own storage prefix, in-memory storage. Its icon is a data: URL (the page loads no remote icon).
 * Test-only.
 */
export const createTestDapp = (relayUrl: string, storagePrefix: string): Promise<Dapp> =>
  UniversalProvider.init({
    projectId: 'latch-demo',
    relayUrl,
    metadata: DAPP_METADATA,
    telemetryEnabled: false,
    customStoragePrefix: storagePrefix,
    storage: createMemoryStorage(),
    logger: 'silent',
  });

/** Connects, handing the pairing URI to `onUri` (the page) as soon as the dapp has it. */
export function connectDapp(dapp: Dapp, rpc: Readonly<Record<number, string>>, onUri: (uri: string) => void) {
  dapp.once('display_uri', onUri);
  return dapp.connect({ optionalNamespaces: devnetNamespaces(rpc) });
}
