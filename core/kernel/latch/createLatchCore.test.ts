import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import {
  jsonRpcHandler,
  type MemoryChainReader,
  type MemoryDataService,
  settleOn,
} from '../../../testkits/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { DEVNET as devnet } from '../../../testkits/networks.js';
import { loadRpcStack } from '../../lib/rpc/index.js';
import { createLatchCore } from './createLatchCore.js';
import { FEATURE_NAMES } from './features.js';

/** The harness's ports on the devnet, whose RPC answers eth_chainId. */
const setup = () => {
  const harness = latchHarness({ network: devnet });
  harness.transport.route(
    'http://127.0.0.1:8545',
    jsonRpcHandler((call) =>
      call.method === 'eth_chainId' ? { result: '0x7a69' } : { error: { code: -32601, message: 'nope' } },
    ),
  );
  return harness;
};

describe('createLatchCore', () => {
  it('rejects invalid options with the catalogue error', () => {
    const { ports } = setup();
    const result = createLatchCore(ports, { projectId: 'p', networks: [devnet], siwx: {}, siweConfig: {} });
    expect(result._unsafeUnwrapErr().message).toBe('Cannot set both `siweConfig` and `siwx` options');
  });

  it('wires a connect through the stores and reports it, never MODAL_CREATED', async () => {
    const { ports, sink, clock } = setup();
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    expect(latch.options.themeMode).toBe('dark');
    await latch.modal.open();
    expect(latch.router.view).toBe('Connect');
    const connected = await settleOn(clock, latch.connection.connect('io.metamask', { network: devnet }));
    expect(connected.isOk()).toBe(true);
    expect(latch.connection.status).toBe('connected');
    latch.analytics.track({ event: 'CLICK_NETWORKS' });
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => e.props.event)).toEqual(['MODAL_OPEN', 'CLICK_NETWORKS']);
    expect(sink.envelopes[1]?.props.address).toBe('0x00000000000000000000000000000000000000aa');
    latch.dispose();
  });

  it('waits for a transaction on the active network, and gives up after 120 s with RPC_TIMEOUT', async () => {
    const { ports, clock } = setup();
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const reader = ports.chainReaders.eip155 as MemoryChainReader;
    reader.setReceipt({ hash: '0xmined', status: 'success', blockNumber: 9n });
    expect((await latch.waitForTransaction({ hash: '0xmined' }))._unsafeUnwrap().blockNumber).toBe(9n);
    expect(reader.calls.at(-1)).toMatchObject({ args: { hash: '0xmined', network: devnet } });
    let settled: Awaited<ReturnType<typeof latch.waitForTransaction>> | undefined;
    void latch.waitForTransaction({ hash: '0xlost' }).then((result) => {
      settled = result;
    });
    await clock.advanceAsync(119_999);
    expect(settled).toBeUndefined();
    await clock.advanceAsync(1);
    expect(settled?._unsafeUnwrapErr().code).toBe('RPC_TIMEOUT');
    latch.dispose();
  });

  it('builds one JSON-RPC client per configured network and refuses unknown ones', async () => {
    // The stack's code is fetched by the first request (createLazyRpcStack): fetched here, off the manual clock.
    await loadRpcStack();
    const { ports, clock } = setup();
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const client = latch.rpc('eip155:31337')._unsafeUnwrap();
    expect(latch.rpc('eip155:31337')._unsafeUnwrap()).toBe(client);
    expect(await settleOn(clock, client.request('eth_chainId'))).toMatchObject({ value: '0x7a69' });
    expect(latch.rpc('eip155:1')._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    expect(latch.network('eip155:31337')?.name).toBe('Latch Devnet');
  });

  it('prefers the host RPC override', async () => {
    await loadRpcStack();
    const { ports, clock, transport } = setup();
    transport.route(
      'http://override.test/',
      jsonRpcHandler(() => ({ result: '0x1' })),
    );
    const latch = createLatchCore(ports, {
      projectId: 'p',
      networks: [devnet],
      rpcUrls: { 'eip155:31337': 'http://override.test/' },
    })._unsafeUnwrap();
    const client = latch.rpc('eip155:31337')._unsafeUnwrap();
    expect(await settleOn(clock, client.request('eth_blockNumber'))).toMatchObject({ value: '0x1' });
  });

  it('wires the swap flow to the account: its network tokens, its balances and analytics', async () => {
    const { ports, sink, clock } = setup();
    const dataService = ports.dataService as MemoryDataService;
    const usdc = {
      name: 'USD Coin',
      symbol: 'USDC',
      address: 'eip155:31337:0x00000000000000000000000000000000000000c1',
      decimals: 6,
      logoUri: '',
    } as const;
    const weth = { ...usdc, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 };
    dataService.supportedChains = { http: ['eip155:31337'], ws: [] };
    dataService
      .seedSwapTokens('eip155:31337', [
        { ...weth, address: 'eip155:31337:0x00000000000000000000000000000000000000c2' },
        usdc,
      ])
      .seedBalances('0x00000000000000000000000000000000000000aa', 'eip155:31337', [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:31337',
          address: usdc.address,
          price: 1,
          quantity: { decimals: '6', numeric: '5' },
          iconUrl: '',
        },
      ]);
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    await settleOn(clock, latch.connection.connect('io.metamask', { network: devnet }));
    await settleOn(clock, latch.balances.refresh());
    const swap = await latch.loadFeature('swap');
    const tokens = await settleOn(clock, swap.open({ fromAddress: usdc.address.toUpperCase() }));
    expect(tokens._unsafeUnwrap().map((token) => token.symbol)).toEqual(['WETH', 'USDC']);
    expect(swap.sourceToken?.symbol).toBe('USDC');
    swap.setToToken(swap.tokens[0]);
    expect(latch.balances.tokens.map((row) => row.balance.symbol)).toEqual(['USDC']);
    swap.setSourceAmount('5.000001');
    expect(swap.error?.message).toBe('Insufficient USDC balance');
    swap.setSourceAmount('5');
    expect(swap.status).toBe('quoting');
    // A token missing from the loaded balances is not held.
    expect(swap.balanceOf(swap.tokens[0] ?? usdc)).toBe(0n);
    swap.switchTokens();
    swap.setSourceAmount('1');
    expect(swap.error?.code).toBe('INSUFFICIENT_BALANCE');
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => e.props.event)).toContain('OPEN_SWAP');
    latch.dispose();
  });

  it('wires the on-ramp flow: options, hand-off for the account, success when its balance rises', async () => {
    const { ports, sink, clock } = setup();
    const dataService = ports.dataService as MemoryDataService;
    const reader = ports.chainReaders.eip155 as MemoryChainReader;
    const user = '0x00000000000000000000000000000000000000aa';
    dataService.fail('onramp.getOptions');
    reader.setBalance(user, 10n ** 18n, devnet.caipNetworkId);
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    await settleOn(clock, latch.connection.connect('io.metamask', { network: devnet }));
    const onramp = await latch.loadFeature('onramp');
    await settleOn(clock, onramp.open());
    expect(onramp.optionsSource).toBe('fallback');
    expect(onramp.purchaseToken?.symbol).toBe('ETH');
    onramp.setAmount('50');
    await clock.advanceAsync(500);
    expect(onramp.status).toBe('ready');
    const handOff = await onramp.handOff({ returnUrl: 'https://app.example/' });
    expect(handOff.isOk()).toBe(true);
    expect(dataService.callsOf('onramp.generateUrl')).toMatchObject([{ partnerUserId: user }]);
    expect(onramp.status).toBe('pending');
    reader.setBalance(user, 10n ** 18n + 5n * 10n ** 15n, devnet.caipNetworkId);
    await clock.advanceAsync(4_000);
    expect(onramp.status).toBe('success');
    expect(onramp.purchase?.received).toBe('0.005');
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => e.props.event)).toEqual(
      expect.arrayContaining(['SELECT_BUY_CRYPTO', 'ONRAMP_OPTIONS_FALLBACK', 'ONRAMP_URL_OPENED']),
    );
    latch.dispose();
    expect(clock.pending).toBe(0);
  });

  it('keeps two instances apart', () => {
    const a = createLatchCore(setup().ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const b = createLatchCore(setup().ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    a.router.push('AllWallets');
    expect(b.router.view).toBe('Connect');
  });
});

describe('createLatchCore settings', () => {
  it('exposes the platform and embedded mode: closing an embedded modal navigates instead of closing', async () => {
    const { ports } = setup();
    const latch = createLatchCore(
      ports,
      { projectId: 'p', networks: [devnet] },
      { embedded: true },
    )._unsafeUnwrap();
    expect(latch.embedded).toBe(true);
    expect(latch.platform.isMobile()).toBe(false);
    expect(latch.modal.isOpen).toBe(true);
    latch.router.push('AllWallets');
    expect(latch.modal.close()._unsafeUnwrap()).toBe('navigated');
    expect(latch.router.view).toBe('Connect');
    expect(latch.modal.isOpen).toBe(true);
  });
});

describe('createLatchCore loadFeature', () => {
  it('builds no flow before it is loaded, then one store per core, reachable as latch[name]', async () => {
    const latch = createLatchCore(setup().ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const other = createLatchCore(setup().ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    expect([latch.send, latch.swap, latch.onramp, latch.names]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const [send, again] = await Promise.all([latch.loadFeature('send'), latch.loadFeature('send')]);
    expect(again).toBe(send);
    expect(latch.send).toBe(send);
    expect(await latch.loadFeature('send')).toBe(send);
    expect(latch.swap).toBeUndefined();
    expect(await other.loadFeature('send')).not.toBe(send);
    const names = await latch.loadFeature('names');
    expect(latch.names).toBe(names);
    expect(names.zone).toBe(latch.nameZone);
    const swap = await latch.loadFeature('swap');
    expect(latch.swap).toBe(swap);
    const onramp = await latch.loadFeature('onramp');
    expect(latch.onramp).toBe(onramp);
    latch.dispose();
    other.dispose();
  });

  it('has an observable getter for every feature of the list, and nothing else settable', async () => {
    const latch = createLatchCore(setup().ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    expect(FEATURE_NAMES).toEqual([
      'send',
      'swap',
      'onramp',
      'names',
      'siwx',
      'email',
      'emailUpdate',
      'social',
      'farcaster',
    ]);
    const seen: Record<string, unknown[]> = {};
    const stops = FEATURE_NAMES.map((name) =>
      autorun(() => {
        seen[name] = [...(seen[name] ?? []), latch[name]];
      }),
    );
    for (const name of FEATURE_NAMES) {
      expect(Object.keys(latch)).toContain(name);
      const store = await latch.loadFeature(name);
      expect(seen[name]).toEqual([undefined, store]);
      expect(() => Object.assign(latch, { [name]: undefined })).toThrow(TypeError);
    }
    for (const stop of stops) stop();
    latch.dispose();
  });

  it('disposes the flows it built with the core', async () => {
    const { ports, clock } = setup();
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const names = await latch.loadFeature('names');
    const send = await latch.loadFeature('send');
    names.setQuery('alice');
    send.setReceiver('bob.latch.id');
    // Two lookups wait for their debounce.
    expect(clock.pending).toBe(2);
    latch.dispose();
    expect(clock.pending).toBe(0);
  });
});
