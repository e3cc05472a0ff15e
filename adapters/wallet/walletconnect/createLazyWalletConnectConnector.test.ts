import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { SOLANA as SOLANA_NET } from '../../../testkits/views/fixtures.js';
import { createLazyWalletConnectConnector } from './createLazyWalletConnectConnector.js';
import {
  sessionRecordKey,
  WALLET_CONNECT_INFO,
  WALLET_CONNECT_SOLANA_INFO,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from './walletConnectTypes.js';

/** A lazy connector over a scripted one, counting the fetches of its code and what it was made with. */
const setup = () => {
  const storage = new MemoryStorage();
  const wallet = new MemoryWalletConnector(WALLET_CONNECT_INFO, { displayUri: 'wc:abc@2', authorised: true });
  const solana = new MemoryWalletConnector(WALLET_CONNECT_SOLANA_INFO, { authorised: true });
  const made: WalletConnectConnectorOptions[] = [];
  const loads = { count: 0, closed: 0 };
  const real = (options: WalletConnectConnectorOptions): WalletConnectConnector => {
    made.push(options);
    return Object.assign(wallet, {
      solana,
      universalProvider: undefined,
      close: async () => {
        loads.closed += 1;
      },
    });
  };
  const connector = createLazyWalletConnectConnector(
    { relayUrl: 'ws://relay', projectId: 'p', metadata: META, networks: [DEVNET], storage },
    async () => {
      loads.count += 1;
      return real;
    },
  );
  return { connector, wallet, solana, storage, made, loads };
};

const META = { name: 'Test', description: 'test', url: 'http://localhost', icons: [] };

describe('createLazyWalletConnectConnector', () => {
  it('has its info at once; reconnect without a recorded session answers nothing and fetches nothing', async () => {
    const { connector, loads } = setup();
    expect(connector.info).toEqual(WALLET_CONNECT_INFO);
    expect(await connector.reconnect({ network: DEVNET })).toBeUndefined();
    await connector.close();
    expect(loads).toMatchObject({ count: 0, closed: 0 });
  });

  it('fetches the code with the first connect, once, and forwards its events to listeners added before', async () => {
    const { connector, wallet, storage, made, loads } = setup();
    const uris: string[] = [];
    connector.on('display_uri', (uri) => uris.push(uri));
    const session = await connector.connect({ network: DEVNET });
    expect(session.accounts.caipNetworkId).toBe(DEVNET.caipNetworkId);
    expect(uris).toEqual(['wc:abc@2']);
    await connector.connect({ network: DEVNET });
    expect(loads.count).toBe(1);
    expect(made).toHaveLength(1);
    expect(made[0]?.storage).toBe(storage);
    wallet.emit('chainChanged', 'eip155:1');
    const chains: string[] = [];
    connector.on('chainChanged', (chain) => chains.push(chain));
    wallet.emit('chainChanged', 'eip155:10');
    expect(chains).toEqual(['eip155:10']);
    await connector.close();
    expect(loads.closed).toBe(1);
  });

  it('closed while its code is on its way: waits for it and closes it', async () => {
    const { connector, loads } = setup();
    const connecting = connector.connect({ network: DEVNET });
    await connector.close();
    expect(loads).toMatchObject({ count: 1, closed: 1 });
    await connecting.catch(() => undefined);
  });

  it('reconnects a recorded session through the fetched code', async () => {
    const { connector, storage, loads } = setup();
    await storage.setItem(sessionRecordKey('latch-wc'), 'topic');
    expect((await connector.reconnect({ network: DEVNET }))?.connector.id).toBe('walletConnect');
    expect(loads.count).toBe(1);
  });

  it('has its solana face from the start: nothing fetched without a record, then the real one and its events', async () => {
    const { connector, solana, storage, loads } = setup();
    expect(connector.solana.info).toEqual(WALLET_CONNECT_SOLANA_INFO);
    expect(await connector.solana.reconnect({ network: SOLANA_NET })).toBeUndefined();
    expect(loads.count).toBe(0);
    await storage.setItem(sessionRecordKey('latch-wc'), 'topic');
    const ends: unknown[] = [];
    connector.solana.on('disconnect', (info) => ends.push(info));
    const session = await connector.solana.reconnect({ network: SOLANA_NET });
    expect(session?.connector.id).toBe('walletConnect:solana');
    expect(session?.accounts.caipNetworkId).toBe(SOLANA_NET.caipNetworkId);
    expect((await connector.solana.connect({ network: SOLANA_NET })).connector.namespace).toBe('solana');
    solana.emit('disconnect', { code: 6000 });
    expect(ends).toEqual([{ code: 6000 }]);
    await connector.solana.disconnect();
    expect(solana.calls.disconnect).toBe(1);
    expect(loads.count).toBe(1);
  });
});
