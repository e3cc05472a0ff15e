import type { LatchPorts } from '../core/kernel/latch/index.js';
import type { DataService, Network } from '../ports/index.js';
import { FixedPlatform, SequentialIds } from './environment.js';
import { FakeHttpTransport } from './FakeHttpTransport.js';
import { ManualClock } from './ManualClock.js';
import { MemoryChainReader } from './MemoryChainReader.js';
import { MemoryConnectorDiscovery } from './MemoryConnectorDiscovery.js';
import { MemoryDataService } from './MemoryDataService.js';
import { MemoryImagePrefetcher } from './MemoryImagePrefetcher.js';
import { MemoryLogger } from './MemoryLogger.js';
import { MemoryStorage } from './MemoryStorage.js';
import { MemoryWalletConnector } from './MemoryWalletConnector.js';
import { RecordingAnalyticsSink } from './RecordingAnalyticsSink.js';

// Every port of createLatchCore over in-memory adapters, shared by the createLatchCore tests.

/** The one account of the harness's wallet. */
export const LATCH_ACCOUNT = '0x00000000000000000000000000000000000000aa';

export interface LatchHarnessOptions {
  /** The network the wallet is on; eip155:1 unless given. */
  readonly network?: Network;
  /** Wraps the memory data service the ports hand out (`data` stays the memory one, to seed and inspect). */
  readonly dataService?: (data: MemoryDataService) => DataService;
}

export interface LatchHarness {
  readonly clock: ManualClock;
  readonly sink: RecordingAnalyticsSink;
  readonly transport: FakeHttpTransport;
  readonly data: MemoryDataService;
  /** MetaMask ('io.metamask'), holding LATCH_ACCOUNT. */
  readonly wallet: MemoryWalletConnector;
  /** What each opening prefetched (set `hold` to keep a prefetch pending). */
  readonly images: MemoryImagePrefetcher;
  readonly ports: LatchPorts;
}

/** Fresh ports for one createLatchCore: a manual clock, memory storage, one injected wallet, no RPC routes yet. */
export const latchHarness = ({ network, dataService }: LatchHarnessOptions = {}): LatchHarness => {
  const clock = new ManualClock();
  const sink = new RecordingAnalyticsSink();
  const transport = new FakeHttpTransport(clock);
  const data = new MemoryDataService({ clock });
  const wallet = new MemoryWalletConnector(
    { id: 'io.metamask', name: 'MetaMask' },
    { accounts: [LATCH_ACCOUNT], caipNetworkId: network?.caipNetworkId ?? 'eip155:1' },
  );
  const images = new MemoryImagePrefetcher();
  const ports: LatchPorts = {
    clock,
    scheduler: clock,
    storage: new MemoryStorage(),
    logger: new MemoryLogger(),
    ids: new SequentialIds(),
    platform: new FixedPlatform(),
    images,
    transport,
    analyticsSink: sink,
    connectors: new MemoryConnectorDiscovery([wallet]),
    dataService: dataService ? dataService(data) : data,
    chainReaders: { eip155: new MemoryChainReader() },
  };
  return { clock, sink, transport, data, wallet, images, ports };
};
