import * as wagmiV3 from '@wagmi/core';
import * as wagmiV2 from '@wagmi/core-v2';
import { when } from 'mobx';
import { getAddress, keccak256, stringToHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import type { Latch } from '../../core/kernel/latch/index.js';
import { MemoryStorage } from '../../testkits/index.js';
import { RequestingWalletConnector } from '../../testkits/RequestingWalletConnector.js';
import { createLatch, latchDisposed } from '../root/index.js';
import { latchDevnet, latchDevnetL2 } from '../root/networks.js';
import { latchWagmiChains } from './chains.js';
import { LATCH_CONNECTOR_TYPE, latchConnector } from './latchConnector.js';

const ACCOUNT = getAddress('0x70997970c51812dc3a04c302e1b2d8f1c1b2e3f4');
const TO = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const NETWORKS = [latchDevnet(), latchDevnetL2()];

/** wagmi's storage over a plain map, shared by two configs as a page's localStorage is across a reload. */
const memoryKeyValues = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
type KeyValues = ReturnType<typeof memoryKeyValues>;

/**
 * Each major's `createConfig` with the Latch connector (typed against that major: the connector must fit both),
 * in Node (no EIP-6963 discovery); reads no node (wagmi's transports are never asked in these tests).
 */
const configs = {
  2: (latch: Latch, storage: KeyValues) =>
    wagmiV2.createConfig({
      chains: latchWagmiChains(NETWORKS),
      connectors: [latchConnector(latch)],
      transports: { 31337: wagmiV2.fallback([]), 31338: wagmiV2.fallback([]) },
      storage: wagmiV2.createStorage({ storage }),
      multiInjectedProviderDiscovery: false,
    }),
  3: (latch: Latch, storage: KeyValues) =>
    wagmiV3.createConfig({
      chains: latchWagmiChains(NETWORKS),
      connectors: [latchConnector(latch)],
      transports: { 31337: wagmiV3.fallback([]), 31338: wagmiV3.fallback([]) },
      storage: wagmiV3.createStorage({ storage }),
      multiInjectedProviderDiscovery: false,
    }),
} as const;

/**
 * The two majors' actions. wagmi 3 renamed getAccount to getConnection; the rest is called the same way. The
 * 2.x module is driven through the 3.x types (the calls below are the same in both).
 */
const MAJORS = [
  {
    major: 2,
    wagmi: wagmiV2 as unknown as typeof wagmiV3,
    connection: (config: wagmiV3.Config): ConnectionView =>
      wagmiV2.getAccount(config as unknown as wagmiV2.Config),
  },
  {
    major: 3,
    wagmi: wagmiV3,
    connection: (config: wagmiV3.Config): ConnectionView => wagmiV3.getConnection(config),
  },
] as const;

/** What the tests read of wagmi's connection (getAccount in 2.x, getConnection in 3.x). */
interface ConnectionView {
  readonly status: string;
  readonly address: string | undefined;
  readonly chainId: number | undefined;
  readonly connector: { readonly id: string } | undefined;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A Latch (createLatch, in-memory storage) with one injected memory wallet on the devnet. */
const buildLatch = (storage = new MemoryStorage(), wallet = memoryWallet()) => {
  const latch = createLatch({
    projectId: 'p',
    networks: NETWORKS,
    storage,
    logLevel: 'silent',
    connectors: [wallet],
  })._unsafeUnwrap();
  cleanups.push(async () => {
    latch.dispose();
    await latchDisposed(latch);
  });
  return { latch, latchStorage: storage, wallet };
};
const memoryWallet = () =>
  new RequestingWalletConnector(
    { id: 'io.metamask', name: 'MetaMask' },
    { accounts: [ACCOUNT], caipNetworkId: 'eip155:31337' },
  );

/** What the user does in Latch's modal: picks the memory wallet, which approves. */
const pickWalletInModal = async (latch: Latch) => {
  await when(() => latch.modal.isOpen);
  const connected = await latch.connection.connect('io.metamask', { network: latch.account.activeNetwork });
  expect(connected.isOk()).toBe(true);
};

describe.each(MAJORS)('latchConnector with wagmi $major', ({ major, wagmi, connection }) => {
  const setup = async ({ storage = memoryKeyValues(), built = buildLatch(), awaitStart = true } = {}) => {
    const started = built.latch.start();
    if (awaitStart) await started;
    const config = configs[major](built.latch, storage) as unknown as wagmiV3.Config;
    const [connector] = config.connectors;
    if (connector === undefined) throw new Error('no connector');
    return { ...built, config, connector, storage };
  };
  const connectThroughModal = async (config: wagmiV3.Config, latch: Latch, connector: wagmiV3.Connector) => {
    const connecting = wagmi.connect(config, { connector });
    await pickWalletInModal(latch);
    return connecting;
  };

  it('is listed as Latch; connect opens Latch’s modal and connects with the wallet picked there', async () => {
    const { config, connector, latch } = await setup();
    expect([connector.id, connector.name, connector.type]).toEqual(['latch', 'Latch', LATCH_CONNECTOR_TYPE]);
    expect(latch.modal.isOpen).toBe(false);
    const connected = await connectThroughModal(config, latch, connector);
    expect(connected).toEqual({ accounts: [ACCOUNT], chainId: 31337 });
    const account = connection(config);
    expect([account.status, account.address, account.chainId]).toEqual(['connected', ACCOUNT, 31337]);
    expect(account.connector?.id).toBe('latch');
  });

  it('closing the modal without a wallet fails connect as the user’s refusal, wagmi left disconnected', async () => {
    const { config, connector, latch } = await setup();
    const connecting = wagmi.connect(config, { connector });
    await when(() => latch.modal.isOpen);
    latch.modal.close();
    const error = await connecting.then(
      () => undefined,
      (reason: unknown) => reason as { name: string; code: number },
    );
    expect([error?.name, error?.code]).toEqual(['UserRejectedRequestError', 4001]);
    expect(connection(config).status).toBe('disconnected');
  });

  it('sendTransaction and signMessage reach the memory wallet through Latch’s session', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    const hash = await wagmi.sendTransaction(config, { to: TO, value: 5n });
    const [sent] = wallet.requests.filter((request) => request.method === 'eth_sendTransaction');
    const [transaction] = (sent?.params ?? []) as unknown[];
    expect(transaction).toMatchObject({ from: ACCOUNT, to: TO, value: '0x5' });
    expect(hash).toBe(keccak256(stringToHex(`eip155:31337:${JSON.stringify(transaction)}`)));
    const signature = await wagmi.signMessage(config, { message: 'hello' });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(wallet.requests.at(-1)).toEqual({
      method: 'personal_sign',
      params: [stringToHex('hello'), ACCOUNT],
    });
  });

  it('a refusal in the wallet is viem’s UserRejectedRequestError (code 4001) in wagmi', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    wallet.rejectNext = true;
    const error = await wagmi.signMessage(config, { message: 'no' }).then(
      () => undefined,
      (reason: unknown) => reason as { name: string; code: number },
    );
    expect(error?.name).toBe('UserRejectedRequestError');
    expect(error?.code).toBe(4001);
  });

  it('EIP-5792: getCapabilities, sendCalls and getCallsStatus reach the wallet through the same provider', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    expect(await wagmi.getCapabilities(config)).toMatchObject({ 31337: { atomic: { status: 'supported' } } });
    const calls = await wagmi.sendCalls(config, { calls: [{ to: TO, value: 1n }] });
    expect(calls.id).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await wagmi.getCallsStatus(config, { id: calls.id })).status).toBe('success');
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ]);
  });

  it('switchChain 31337 → 31338 moves the wallet and Latch’s active network, and wagmi follows', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    const chain = await wagmi.switchChain(config, { chainId: 31338 });
    expect(chain.id).toBe(31338);
    expect(wallet.caipNetworkId).toBe('eip155:31338');
    expect(latch.account.activeNetwork.caipNetworkId).toBe('eip155:31338');
    expect(connection(config).chainId).toBe(31338);
    // A switch in Latch (its network list) reaches wagmi the same way.
    expect((await latch.connect.switchNetwork(latch.account.networks[0])).isOk()).toBe(true);
    expect(connection(config).chainId).toBe(31337);
  });

  it('the wallet’s own account and chain changes reach wagmi', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    wallet.emit('accountsChanged', [TO, ACCOUNT]);
    wallet.emit('chainChanged', 'eip155:31338');
    const account = connection(config);
    expect([account.address, account.chainId]).toEqual([TO, 31338]);
  });

  it('a disconnect in Latch disconnects wagmi', async () => {
    const { config, connector, latch } = await setup();
    await connectThroughModal(config, latch, connector);
    expect((await latch.connect.disconnect()).isOk()).toBe(true);
    expect(connection(config).status).toBe('disconnected');
  });

  it('a disconnect in wagmi disconnects Latch, and its wallet', async () => {
    const { config, connector, latch, wallet } = await setup();
    await connectThroughModal(config, latch, connector);
    await wagmi.disconnect(config);
    expect(latch.connection.status).toBe('disconnected');
    expect(wallet.calls.disconnect).toBe(1);
    expect(connection(config).status).toBe('disconnected');
  });

  it('a wallet connected through Latch’s own modal (not wagmi’s connect) connects wagmi too', async () => {
    const { config, latch } = await setup();
    await latch.modal.open();
    await pickWalletInModal(latch);
    const account = connection(config);
    expect([account.status, account.address, account.connector?.id]).toEqual(['connected', ACCOUNT, 'latch']);
  });

  it('reload: a fresh Latch and config on the same storages reconnect through wagmi’s reconnect, no modal', async () => {
    const first = await setup();
    await connectThroughModal(first.config, first.latch, first.connector);
    // The page again: the same storages and the same (still authorised) wallet; a new Latch and wagmi config.
    const again = await setup({
      storage: first.storage,
      built: buildLatch(first.latchStorage, first.wallet),
    });
    const restored = await wagmi.reconnect(again.config);
    expect(restored.map((restoredConnection) => restoredConnection.accounts)).toEqual([[ACCOUNT]]);
    const account = connection(again.config);
    expect([account.status, account.address, account.chainId]).toEqual(['connected', ACCOUNT, 31337]);
    expect(again.latch.modal.isOpen).toBe(false);
  });

  it('reconnect waits for Latch’s own restore under way; with nothing restored it stays disconnected', async () => {
    const first = await setup();
    await connectThroughModal(first.config, first.latch, first.connector);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reconnectNow = first.wallet.reconnect.bind(first.wallet);
    first.wallet.reconnect = async (params) => {
      await answered;
      return reconnectNow(params);
    };
    const again = await setup({
      storage: first.storage,
      built: buildLatch(first.latchStorage, first.wallet),
      awaitStart: false,
    });
    // wagmi's reconnect starts while Latch's is under way (the wallet answers late): isAuthorized waits for it.
    await when(() => again.latch.connection.status === 'reconnecting');
    const reconnecting = wagmi.reconnect(again.config);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again.latch.connection.status).toBe('reconnecting');
    release();
    expect((await reconnecting).length).toBe(1);
    // A page whose wallet no longer has the session: Latch restores nothing, and neither does wagmi.
    first.wallet.authorised = false;
    const none = await setup({ storage: first.storage, built: buildLatch(first.latchStorage, first.wallet) });
    expect(await wagmi.reconnect(none.config)).toEqual([]);
    expect(connection(none.config).status).toBe('disconnected');
    expect(none.latch.modal.isOpen).toBe(false);
  });
});
