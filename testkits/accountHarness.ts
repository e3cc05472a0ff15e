import { createAccountStore } from '../core/kernel/account/AccountStore.js';
import { createAccountTrackers } from '../core/kernel/account/accountTrackers.js';
import type { CreateAccountTrackers } from '../core/kernel/account/createLazyAccountTrackers.js';
import { createConnectionStore } from '../core/kernel/connections/index.js';
import { SafeStorage } from '../core/lib/storage/index.js';
import type { ChainsApi, Network, WalletSession } from '../ports/index.js';
import { flushMicrotasks, ManualClock } from './ManualClock.js';
import { MemoryChainReader } from './MemoryChainReader.js';
import { MemoryDataService } from './MemoryDataService.js';
import { MemoryLogger } from './MemoryLogger.js';
import { MemoryStorage } from './MemoryStorage.js';
import { MemoryWalletConnector, memoryNetwork } from './MemoryWalletConnector.js';

// A ready AccountStore over in-memory adapters, shared by the account-store tests.
export const network = (
  namespace: 'eip155' | 'solana',
  reference: string,
  symbol: string,
  testnet = false,
): Network => ({
  ...memoryNetwork(namespace, reference),
  nativeCurrency: { name: symbol, symbol, decimals: namespace === 'eip155' ? 18 : 9 },
  ...(testnet ? { testnet } : {}),
});
export const MAINNET = network('eip155', '1', 'ETH');
export const POLYGON = network('eip155', '137', 'POL');
export const SEPOLIA = network('eip155', '11155111', 'ETH', true);
export const SOLANA = network('solana', 'mainnet', 'SOL');
export const NETWORKS = [MAINNET, POLYGON, SEPOLIA, SOLANA] as const;
export const A1 = '0x00000000000000000000000000000000000000a1';
export const A2 = '0x00000000000000000000000000000000000000a2';
export const PHANTOM_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** A memory wallet whose sessions can switch networks (and then emit chainChanged, like EIP-1193 wallets). */
export class SwitchingWallet extends MemoryWalletConnector {
  canSwitch = true;
  switchFailure: unknown = undefined;
  readonly switched: Network[] = [];

  override session(target?: Network): WalletSession {
    const base = super.session(target);
    if (!this.canSwitch) return base;
    return {
      ...base,
      switchNetwork: async (next) => {
        this.switched.push(next);
        await Promise.resolve();
        if (this.switchFailure !== undefined) throw this.switchFailure;
        this.caipNetworkId = next.caipNetworkId;
        this.emit('chainChanged', next.caipNetworkId);
      },
    };
  }
}

export interface SetupOptions {
  readonly storage?: MemoryStorage;
  readonly chainsApi?: ChainsApi;
  readonly allowUnsupportedChain?: boolean;
  readonly enableNetworkSwitch?: boolean;
  /** Fetches the balance and identity trackers' code; by default it is here already. */
  readonly loadTrackers?: () => Promise<CreateAccountTrackers>;
}

export const setup = (options: SetupOptions = {}) => {
  const clock = new ManualClock(0);
  const logger = new MemoryLogger();
  const storage = options.storage ?? new MemoryStorage();
  const safe = new SafeStorage(storage, logger);
  const metamask = new SwitchingWallet({ id: 'io.metamask', name: 'MetaMask' }, { accounts: [A1, A2] });
  const phantom = new SwitchingWallet(
    { id: 'app.phantom', namespace: 'solana' },
    { accounts: [PHANTOM_ADDRESS] },
  );
  const connection = createConnectionStore({
    connectors: [metamask, phantom],
    storage: safe,
    clock,
    scheduler: clock,
    logger,
  });
  const evmReader = new MemoryChainReader('eip155');
  const solanaReader = new MemoryChainReader('solana');
  const data = new MemoryDataService({ clock });
  const { allowUnsupportedChain, enableNetworkSwitch, chainsApi } = options;
  const store = createAccountStore(
    {
      connection,
      chainReaders: { eip155: evmReader, solana: solanaReader },
      identityApi: data.identity,
      namesApi: data.names,
      ...(chainsApi ? { chainsApi } : {}),
      storage: safe,
      clock,
      logger,
    },
    {
      networks: NETWORKS,
      ...(allowUnsupportedChain === undefined ? {} : { allowUnsupportedChain }),
      ...(enableNetworkSwitch === undefined ? {} : { enableNetworkSwitch }),
    },
    // By default the trackers' code is here already: it arrives within the microtasks a test flushes.
    options.loadTrackers ?? (() => Promise.resolve(createAccountTrackers)),
  );
  const connect = async (
    wallet: 'io.metamask' | 'app.phantom',
    on: Network = wallet === 'io.metamask' ? MAINNET : SOLANA,
  ) => {
    (await connection.connect(wallet, { network: on }))._unsafeUnwrap();
    await flushMicrotasks();
  };
  return {
    clock,
    logger,
    storage,
    metamask,
    phantom,
    connection,
    evmReader,
    solanaReader,
    data,
    store,
    connect,
  };
};
