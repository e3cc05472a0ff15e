import { describe, expect, it } from 'vitest';
import type { Network } from '../../ports/index.js';
import {
  FakeHttpTransport,
  FixedPlatform,
  jsonRpcHandler,
  ManualClock,
  MemoryChainReader,
  MemoryConnectorDiscovery,
  MemoryDataService,
  MemoryLogger,
  MemoryStorage,
  MemoryWalletConnector,
  RecordingAnalyticsSink,
  SequentialIds,
  settleOn,
} from '../../testkits/index.js';
import { createLatchCore, type LatchPorts } from './createLatchCore.js';

const devnet: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://rpc.test/31337'] } },
};

const setup = () => {
  const clock = new ManualClock();
  const sink = new RecordingAnalyticsSink();
  const wallet = new MemoryWalletConnector(
    { id: 'io.metamask', name: 'MetaMask' },
    { accounts: ['0x00000000000000000000000000000000000000aa'], caipNetworkId: 'eip155:31337' },
  );
  const transport = new FakeHttpTransport(clock).route(
    'http://rpc.test/31337',
    jsonRpcHandler((call) =>
      call.method === 'eth_chainId' ? { result: '0x7a69' } : { error: { code: -32601, message: 'nope' } },
    ),
  );
  const ports: LatchPorts = {
    clock,
    scheduler: clock,
    storage: new MemoryStorage(),
    logger: new MemoryLogger(),
    ids: new SequentialIds(),
    platform: new FixedPlatform(),
    transport,
    analyticsSink: sink,
    connectors: new MemoryConnectorDiscovery([wallet]),
    dataService: new MemoryDataService(),
    chainReaders: { eip155: new MemoryChainReader() },
  };
  return { clock, sink, ports, transport };
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
    latch.analytics.track({ event: 'MODAL_OPEN', properties: { connected: true } });
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => e.props.event)).toEqual(['MODAL_OPEN']);
    expect(sink.envelopes[0]?.props.address).toBe('0x00000000000000000000000000000000000000aa');
    latch.dispose();
  });

  it('builds one JSON-RPC client per configured network and refuses unknown ones', async () => {
    const { ports, clock } = setup();
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    const client = latch.rpc('eip155:31337')._unsafeUnwrap();
    expect(latch.rpc('eip155:31337')._unsafeUnwrap()).toBe(client);
    expect(await settleOn(clock, client.request('eth_chainId'))).toMatchObject({ value: '0x7a69' });
    expect(latch.rpc('eip155:1')._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    expect(latch.network('eip155:31337')?.name).toBe('Latch Devnet');
  });

  it('prefers the host RPC override', async () => {
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
    const tokens = await settleOn(clock, latch.swap.open({ fromAddress: usdc.address.toUpperCase() }));
    expect(tokens._unsafeUnwrap().map((token) => token.symbol)).toEqual(['WETH', 'USDC']);
    expect(latch.swap.sourceToken?.symbol).toBe('USDC');
    latch.swap.setToToken(latch.swap.tokens[0]);
    expect(latch.balances.tokens.map((row) => row.balance.symbol)).toEqual(['USDC']);
    latch.swap.setSourceAmount('5.000001');
    expect(latch.swap.error?.code).toBe('INSUFFICIENT_FUNDS');
    latch.swap.setSourceAmount('5');
    expect(latch.swap.status).toBe('quoting');
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => e.props.event)).toContain('OPEN_SWAP');
    latch.dispose();
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
