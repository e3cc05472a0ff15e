import { ChainNotConfiguredError, type CreateConnectorFn, createConnector } from '@wagmi/core';
import { type Address, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem';
import type { Latch } from '../../core/kernel/latch/index.js';
import {
  EIP1193_CODES,
  type LatchEip1193Provider,
  latchEip1193Provider,
  whenRestored,
} from '../root/eip1193.js';

/** How the connector shows in wagmi (`useConnectors`, `connector.name`). */
export interface LatchConnectorOptions {
  /** @default 'latch' */
  readonly id?: string;
  /** @default 'Latch' */
  readonly name?: string;
  /** A data: or https: URL. */
  readonly icon?: string;
}

/** The connector's `type` in wagmi. */
export const LATCH_CONNECTOR_TYPE = 'latch';

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** A user's refusal as viem's UserRejectedRequestError (what wagmi's connectors throw); anything else as it is. */
const asWagmiError = (error: unknown): unknown =>
  hasCode(error, EIP1193_CODES.userRejected) && error instanceof Error
    ? new UserRejectedRequestError(error)
    : error;

/**
 * A wagmi connector over Latch (issue 28 §1), for `createConfig({ connectors: [latchConnector(latch)] })` of
 * wagmi 2.x or 3.x. Its provider is `latch/eip1193`'s, over Latch's active eip155 connection however it came in:
 * wagmi's `connect` opens Latch's modal; a wallet connected through Latch's own button connects wagmi too; a
 * disconnect in either is a disconnect in both; `reconnect` (a reload) restores what Latch restored — call
 * `latch.start()` first, or while wagmi reconnects (a reconnect under way is waited for). EIP-5792
 * (`sendCalls`, `getCapabilities`, `getCallsStatus`) reaches the wallet through the same provider.
 */
export function latchConnector(
  latch: Latch,
  options: LatchConnectorOptions = {},
): CreateConnectorFn<LatchEip1193Provider> {
  return createConnector<LatchEip1193Provider>((config) => {
    let provider: LatchEip1193Provider | undefined;
    const providerOf = (): LatchEip1193Provider => {
      if (provider !== undefined) return provider;
      const created = latchEip1193Provider(latch);
      provider = created;
      created.on('connect', ({ chainId }) => {
        // A wallet connected through Latch's own modal or button: wagmi connects too (it ignores this while
        // its own connect or reconnect runs).
        const accounts = evmAccounts();
        if (accounts.length > 0) config.emitter.emit('connect', { accounts, chainId: Number(chainId) });
      });
      created.on('accountsChanged', (accounts) => {
        if (accounts.length > 0) onAccountsChanged([...accounts]);
      });
      created.on('chainChanged', (chainId) => onChainChanged(chainId));
      created.on('disconnect', () => onDisconnect());
      return created;
    };
    const evmAccounts = (): Address[] =>
      (latch.connection.connections.get('eip155')?.accounts ?? []).map((account) => getAddress(account));
    const getAccounts = async (): Promise<readonly Address[]> => {
      const accounts = (await providerOf().request({ method: 'eth_accounts' })) as readonly string[];
      return accounts.map((account) => getAddress(account));
    };
    const getChainId = async (): Promise<number> =>
      Number((await providerOf().request({ method: 'eth_chainId' })) as string);
    const switchChain = async ({ chainId }: { readonly chainId: number }) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      if (chain === undefined) throw new SwitchChainError(new ChainNotConfiguredError());
      try {
        await providerOf().request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        });
      } catch (error) {
        const wrapped = asWagmiError(error);
        throw wrapped instanceof UserRejectedRequestError ? wrapped : new SwitchChainError(error as Error);
      }
      return chain;
    };
    function onAccountsChanged(accounts: string[]): void {
      if (accounts.length === 0) onDisconnect();
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
    }
    function onChainChanged(chainId: string): void {
      config.emitter.emit('change', { chainId: Number(chainId) });
    }
    function onDisconnect(): void {
      config.emitter.emit('disconnect');
    }

    return {
      id: options.id ?? 'latch',
      name: options.name ?? 'Latch',
      type: LATCH_CONNECTOR_TYPE,
      ...(options.icon === undefined ? {} : { icon: options.icon }),
      async setup() {
        providerOf();
      },
      async connect({ chainId, isReconnecting } = {}) {
        const requested = providerOf().request({
          method: isReconnecting ? 'eth_accounts' : 'eth_requestAccounts',
        });
        const addresses = (
          (await requested.catch((error: unknown) => {
            throw asWagmiError(error);
          })) as readonly string[]
        ).map((account) => getAddress(account));
        if (addresses.length === 0) throw new UserRejectedRequestError(new Error('no eip155 account'));
        let current = await getChainId();
        if (chainId !== undefined && chainId !== current) {
          // Connected all the same when the wallet will not switch: wagmi shows the chain it is on.
          current = await switchChain({ chainId }).then(
            (chain) => chain.id,
            () => current,
          );
        }
        return { accounts: addresses, chainId: current } as never;
      },
      async disconnect() {
        const disconnected = await latch.connect.disconnect();
        if (disconnected.isErr()) throw disconnected.error;
      },
      getAccounts,
      getChainId,
      async getProvider() {
        return providerOf();
      },
      async isAuthorized() {
        await whenRestored(latch);
        return evmAccounts().length > 0;
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    };
  });
}
