import { describe, expect, it, vi } from 'vitest';
import type { DataService } from '../../../ports/index.js';
import type { MemoryDataService } from '../../../testkits/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { evmNetwork } from '../../../testkits/networks.js';
import { createLatchCore } from './createLatchCore.js';

const MAINNET = evmNetwork(1, 'Ethereum');

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
    const { clock, data, ports } = latchHarness({ network: MAINNET, dataService: namesBackedIdentity });
    data.supportedChains = { http: [MAINNET.caipNetworkId], ws: [] };
    const latch = createLatchCore(ports, { projectId: 'p', networks: [MAINNET] })._unsafeUnwrap();
    await latch.connection.connect('io.metamask', { network: MAINNET });
    // The account's identity code is fetched once the wallet is connected.
    await vi.waitFor(() => expect(latch.account.identity).toEqual({ name: null, avatar: null }));

    const names = await latch.loadFeature('names');
    names.setQuery('alice');
    const record = (await names.register())._unsafeUnwrap();
    expect(record.addresses).toMatchObject({
      '60': { address: '0x00000000000000000000000000000000000000AA' },
    });
    expect(latch.account.profileName).toBe('alice.latch.id');

    names.setQuery('bob1');
    latch.dispose();
    await clock.advanceAsync(1000);
    expect(data.callsOf('names.getSuggestions')).toEqual([]);
  });
});
