import { describe, expect, it } from 'vitest';
import type { DataService, Network } from '../../ports/index.js';
import {
  FakeHttpTransport,
  FixedPlatform,
  flushMicrotasks,
  ManualClock,
  MemoryChainReader,
  MemoryConnectorDiscovery,
  MemoryDataService,
  MemoryLogger,
  MemoryStorage,
  MemoryWalletConnector,
  RecordingAnalyticsSink,
  SequentialIds,
} from '../../testkits/index.js';
import { createLatchCore } from './createLatchCore.js';

const MAINNET: Network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://rpc.test/1'] } },
};
const ADDRESS = '0x00000000000000000000000000000000000000aa';

/** A data service whose identity route answers with the names registered (as ours does). */
const namesBackedIdentity = (data: MemoryDataService): DataService => ({
  chains: data.chains,
  balance: data.balance,
  history: data.history,
  identity: data.identity,
  swap: data.swap,
  onramp: data.onramp,
  wallets: data.wallets,
  names: {
    ...data.names,
    registerName: async (request) => {
      const record = await data.names.registerName(request);
      data.seedIdentity(request.address, { name: record.name, avatar: null });
      return record;
    },
  },
});

describe('createLatchCore: names', () => {
  it('registers a name with the connected wallet, and the account shows it right after', async () => {
    const clock = new ManualClock();
    const data = new MemoryDataService({ clock });
    data.supportedChains = { http: [MAINNET.caipNetworkId], ws: [] };
    const wallet = new MemoryWalletConnector({ id: 'io.metamask' }, { accounts: [ADDRESS] });
    const latch = createLatchCore(
      {
        clock,
        scheduler: clock,
        storage: new MemoryStorage(),
        logger: new MemoryLogger(),
        ids: new SequentialIds(),
        platform: new FixedPlatform(),
        transport: new FakeHttpTransport(clock),
        analyticsSink: new RecordingAnalyticsSink(),
        connectors: new MemoryConnectorDiscovery([wallet]),
        dataService: namesBackedIdentity(data),
        chainReaders: { eip155: new MemoryChainReader() },
      },
      { projectId: 'p', networks: [MAINNET] },
    )._unsafeUnwrap();
    await latch.connection.connect('io.metamask', { network: MAINNET });
    await flushMicrotasks();
    expect(latch.account.identity).toEqual({ name: null, avatar: null });

    latch.names.setQuery('alice');
    const record = (await latch.names.register())._unsafeUnwrap();
    expect(record.addresses).toMatchObject({
      '60': { address: '0x00000000000000000000000000000000000000AA' },
    });
    expect(latch.account.profileName).toBe('alice.latch.id');

    latch.names.setQuery('bob1');
    latch.dispose();
    await clock.advanceAsync(1000);
    expect(data.callsOf('names.getSuggestions')).toEqual([]);
  });
});
