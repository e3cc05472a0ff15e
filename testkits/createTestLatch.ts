// `createTestLatch`: an in-memory Latch for a host app's unit tests, with a test wallet that answers as a browser
// wallet does. Built on the fixture the modal's own view tests use (testkits/views/fixtures.ts).
import type { Latch } from '../core/kernel/latch/index.js';
import type { FeaturesInput, ModalOptionsInput } from '../core/kernel/options/index.js';
import type { Clock, Network, Scheduler } from '../ports/index.js';
import type { MemoryChainReader } from './MemoryChainReader.js';
import type { MemoryDataService } from './MemoryDataService.js';
import { createRealTimeClock } from './realTimeClock.js';
import { TEST_WALLET_ID, TestWallet, type TestWalletOptions } from './TestWallet.js';
import { createFixture, ETHEREUM } from './views/fixtures.js';

export interface TestLatchWalletOptions extends TestWalletOptions {
  /** Connected when createTestLatch resolves (default true); false: the app's Connect flow connects it. */
  readonly connected?: boolean;
  /** Its native balance on every network, in the smallest unit (default 1 ETH: 10n ** 18n). */
  readonly balance?: bigint;
}

export interface TestLatchOptions {
  readonly wallet?: TestLatchWalletOptions;
  /** The networks (default one: Ethereum, eip155:1); the wallet starts on the first. */
  readonly networks?: readonly [Network, ...Network[]];
  /** SPEC §1's features option. */
  readonly features?: FeaturesInput;
  /** Any other modal option. */
  readonly modalOptions?: Omit<ModalOptionsInput, 'projectId' | 'networks' | 'features'>;
  /**
   * The clock (default: real time, so Testing Library's `waitFor` sees the modal move on; pass a ManualClock
   * to move time yourself).
   */
  readonly clock?: Clock & Scheduler;
}

export interface TestLatch {
  /** Hand it to `<LatchProvider latch={…}>`. */
  readonly latch: Latch;
  /** The wallet: `log`, `sent`, `rejectAll()`, `approveAll()`, `rejectNext`. */
  readonly wallet: TestWallet;
  /** The in-memory data service (balances, history, names, quotes): seed or fail it. */
  readonly dataService: MemoryDataService;
  /** The in-memory chain: balances, receipts (every send is mined at once), failures. */
  readonly chain: MemoryChainReader;
  /** Connects the wallet as the Connect view would (already done unless `wallet.connected` is false). */
  connect(): Promise<void>;
  /** Disposes Latch and clears every timer it left: nothing runs after the test. */
  dispose(): void;
}

/**
 * An in-memory Latch for a host's unit tests: the memory data service and chain reader plugged in, one test
 * wallet (connected unless told otherwise) whose sends are mined at once, no network and no storage beyond
 * the test. Call `dispose()` after each test (afterEach).
 */
export async function createTestLatch(options: TestLatchOptions = {}): Promise<TestLatch> {
  const networks = options.networks ?? [ETHEREUM];
  const walletOptions = options.wallet ?? {};
  const wallet = new TestWallet({ ...walletOptions, network: walletOptions.network ?? networks[0] });
  // Its own clock (no timer until one is set) is disposed with it, whether or not the caller gave one.
  const ownClock = createRealTimeClock();
  const clock = options.clock ?? ownClock;
  const fixture = createFixture({
    clock,
    networks,
    connectors: [wallet],
    registry: [],
    ...(options.features === undefined ? {} : { features: options.features }),
    ...(options.modalOptions === undefined ? {} : { modalOptions: options.modalOptions }),
  });
  const chain = fixture.chainReader;
  const [address] = wallet.accounts;
  if (address !== undefined) chain.setBalance(address, walletOptions.balance ?? 10n ** 18n);
  let block = 0n;
  wallet.onSent = ({ hash }) => {
    block += 1n;
    chain.setReceipt({ hash, status: 'success', blockNumber: block, logs: [] });
  };
  const network =
    networks.find((candidate) => candidate.caipNetworkId === wallet.caipNetworkId) ?? networks[0];
  const connect = async (): Promise<void> => {
    const connected = await fixture.latch.connection.connect(TEST_WALLET_ID, { network });
    if (connected.isErr()) throw connected.error;
  };
  if (walletOptions.connected !== false) await connect();
  return {
    latch: fixture.latch,
    wallet,
    dataService: fixture.dataService,
    chain,
    connect,
    dispose() {
      fixture.dispose();
      ownClock.dispose();
    },
  };
}
