import type { CustomTransportConfig, custom, WalletClient } from 'viem';
import { loadOnce } from '../../../core/lib/lazy/index.js';

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
export const createLazyWalletClient = (
  provider: RequestProvider,
  transport: CustomTransportConfig = {},
  load: LoadViemWalletClient = loadViemWalletClient,
): (() => Promise<WalletClient>) =>
  loadOnce(() =>
    load().then(({ createWalletClient, custom }) =>
      createWalletClient({ transport: custom(provider, transport) }),
    ),
  );
