import type { CustomTransportConfig, custom, WalletClient } from 'viem';

/** What viem's `custom` transport needs from an EIP-1193 provider: its `request`. */
export type RequestProvider = Parameters<typeof custom>[0];

/** Loads the viem functions a wallet client is made with (a separate chunk in a browser build). */
export type LoadViemWalletClient = () => Promise<typeof import('./viemWalletClient.js')>;

const loadViemWalletClient: LoadViemWalletClient = () => import('./viemWalletClient.js');

/**
 * viem's wallet client on `provider`, created by the first call (viem's wallet actions, about 40 KiB gzip, are
 * only downloaded when a wallet is asked to sign). Later calls get the same client; a failed load is tried
 * again by the next call.
 */
export function createLazyWalletClient(
  provider: RequestProvider,
  transport: CustomTransportConfig = {},
  load: LoadViemWalletClient = loadViemWalletClient,
): () => Promise<WalletClient> {
  let client: Promise<WalletClient> | undefined;
  return () => {
    const pending =
      client ??
      load().then(
        ({ createWalletClient, custom }) => createWalletClient({ transport: custom(provider, transport) }),
        (error: unknown) => {
          client = undefined;
          throw error;
        },
      );
    client = pending;
    return pending;
  };
}
