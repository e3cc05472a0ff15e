import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getWallets } from '@wallet-standard/app';
import { _getAdministration, isObservableObject, when } from 'mobx';
import type { Chain } from 'viem';
import { base as viemBase, sepolia as viemSepolia } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Latch } from '../../core/kernel/latch/index.js';
import { resolveModalOptions } from '../../core/kernel/options/index.js';
import { type Network, TOKENS, type TokenType } from '../../ports/index.js';
import { startRelay } from '../../services/relay/index.js';
import { MemoryStorage } from '../../testkits/index.js';
import { startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { MemoryWalletStandardWallet } from '../../testkits/MemoryWalletStandard.js';
import { createFileStorage } from '../storage/fileStorage.js';
import type { TimerScope } from '../system/createTimerScope.js';
import type { LazyEmbedded } from '../wallet/embedded/createLazyEmbedded.js';
import type { WalletConnectConnector } from '../wallet/walletconnect/index.js';
import {
  createContainer,
  createLatch,
  createLatchRoot,
  type LatchConfig,
  latchDisposed,
  ROOT_TOKENS,
} from './createLatch.js';
import { fromViemChain } from './fromViemChain.js';
import { base as presetBase, solanaDevnet } from './networks.js';
import { solana as solanaSupport } from './solana.js';

const devnet = (rpc: string): Network => ({
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const containerFor = (config: LatchConfig) =>
  createContainer(config, resolveModalOptions(config)._unsafeUnwrap());

/**
 * The page's Wallet Standard registry (`@wallet-standard/app`'s getWallets) listens for registrations once for the
 * page's lifetime, shared by every app on the page: not a listener of Latch's, so not counted.
 */
const PAGE_REGISTRY_EVENT = 'wallet-standard:register-wallet';

/** A window that counts the listeners it holds. */
class CountingWindow extends EventTarget {
  listeners = 0;
  added = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    if (args[0] !== PAGE_REGISTRY_EVENT) {
      this.listeners++;
      this.added++;
    }
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    if (args[0] !== PAGE_REGISTRY_EVENT) this.listeners--;
    super.removeEventListener(...args);
  }
}

/** The host's setTimeout / setInterval, patched to count the timers alive that this code (not Node) started. */
const countTimers = () => {
  const live = new Set<unknown>();
  const original = {
    setTimeout: globalThis.setTimeout,
    setInterval: globalThis.setInterval,
    clearTimeout: globalThis.clearTimeout,
    clearInterval: globalThis.clearInterval,
  };
  const ours = () => !(new Error().stack ?? '').includes('node:internal');
  const patched = {
    setTimeout: (callback: (...args: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
      const handle: unknown = original.setTimeout(
        (...args: unknown[]) => {
          live.delete(handle);
          callback(...args);
        },
        ms,
        ...rest,
      );
      if (ours()) live.add(handle);
      return handle;
    },
    setInterval: (callback: (...args: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
      const handle: unknown = original.setInterval(callback, ms, ...rest);
      if (ours()) live.add(handle);
      return handle;
    },
    clearTimeout: (handle: unknown) => {
      live.delete(handle);
      original.clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
    },
    clearInterval: (handle: unknown) => {
      live.delete(handle);
      original.clearInterval(handle as Parameters<typeof clearInterval>[0]);
    },
  };
  Object.assign(globalThis, patched);
  return {
    live: () => live.size,
    restore: () => Object.assign(globalThis, original),
  };
};

/** Reactions (and computeds) observing the core's stores: 0 once every MobX reaction is disposed. */
const observersOf = (latch: Latch): number => {
  const stores: unknown[] = [
    latch.router,
    latch.modal,
    latch.connection,
    latch.account,
    latch.balances,
    latch.wallets,
    latch.toasts,
    latch.history,
  ];
  let count = 0;
  for (const store of stores) {
    if (!isObservableObject(store)) continue;
    const administration = _getAdministration(store) as {
      values_: Map<PropertyKey, { observers_?: Set<unknown> }>;
    };
    for (const value of administration.values_.values()) count += value.observers_?.size ?? 0;
  }
  return count;
};

describe('composition root (real adapters)', () => {
  it('binds every port token exactly once, as a singleton', () => {
    const container = containerFor({ projectId: 'p', networks: [devnet('http://127.0.0.1:1')] });
    for (const token of Object.values(TOKENS)) {
      if (token === TOKENS.EmbeddedWalletFrame) continue;
      expect(container.get(token)).toBe(container.get(token));
    }
  });

  it('runs a JSON-RPC call over real HTTP, persists to a file and posts analytics', async () => {
    const server = await startLocalHttpServer((req, res) => {
      if (req.url.startsWith('/e')) return void res.writeHead(204).end();
      if (req.url !== '/rpc') return void res.writeHead(404).end();
      const call = JSON.parse(req.body) as { id: number };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x7a69' }));
    });
    close = server.close;
    const file = join(await mkdtemp(join(tmpdir(), 'latch-root-')), 'state.json');
    const latch = createLatch({
      projectId: 'latch-local',
      networks: [devnet(`${server.url}/rpc`)],
      dataServiceUrl: server.url,
      storage: createFileStorage(file),
    })._unsafeUnwrap();

    const chainId = await latch.rpc('eip155:31337')._unsafeUnwrap().request('eth_chainId');
    expect(chainId._unsafeUnwrap()).toBe('0x7a69');

    expect((await latch.emailThrottle.attempt()).isOk()).toBe(true);
    expect((await latch.emailThrottle.attempt())._unsafeUnwrapErr().message).toBe(
      'Please try again after 30 seconds',
    );
    expect(await readFile(file, 'utf8')).toContain('lastEmailLoginTime');

    latch.analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    await latch.analytics.flush();
    const posted = server.requests.find((r) => r.url.startsWith('/e?'));
    expect(posted?.url).toBe('/e?projectId=latch-local&st=latch&sv=html-wagmi-4.2.2');
    latch.dispose();
  });

  it('binds a chain reader per namespace: eip155, and solana only with latch/solana (loaded by its first read)', () => {
    const readers = (solana?: typeof solanaSupport) =>
      containerFor({
        projectId: 'p',
        networks: [devnet('http://127.0.0.1:1')],
        ...(solana ? { solana } : {}),
      }).get<TokenType<typeof TOKENS.ChainReaders>>(TOKENS.ChainReaders);
    expect(readers().eip155?.namespace).toBe('eip155');
    expect(readers().solana).toBeUndefined();
    expect(readers(solanaSupport).solana?.namespace).toBe('solana');
  });

  it('refuses a Solana network without latch/solana, and reads Solana through the loader it was given', async () => {
    const cluster: Network = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } };
    const refused = createLatch({ projectId: 'p', networks: [cluster], logLevel: 'silent' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'MODAL_OPTIONS_INVALID',
      params: { field: 'solana' },
    });

    let loads = 0;
    const loadChainReader = () => {
      loads += 1;
      return solanaSupport.loadChainReader();
    };
    const root = createLatchRoot({
      projectId: 'p',
      networks: [cluster],
      solana: { loadChainReader },
      logLevel: 'silent',
    })._unsafeUnwrap();
    const reader = root.container.get<TokenType<typeof TOKENS.ChainReaders>>(TOKENS.ChainReaders).solana;
    expect(loads).toBe(0);
    await expect(
      reader?.getNativeBalance({ address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', network: cluster }),
    ).rejects.toBeDefined();
    expect(loads).toBe(1);
    root.latch.dispose();
    await latchDisposed(root.latch);
  });

  it('offers WalletConnect only when a relay is configured', () => {
    const ids = (relayUrl?: string) =>
      containerFor({
        projectId: 'p',
        networks: [devnet('http://127.0.0.1:1')],
        ...(relayUrl ? { relayUrl } : {}),
      })
        .get<TokenType<typeof TOKENS.ConnectorDiscovery>>(TOKENS.ConnectorDiscovery)
        .list()
        .map((connector) => connector.info.id);
    expect(ids('ws://127.0.0.1:8788')).toEqual(['walletConnect']);
    expect(ids()).toEqual([]);
  });

  it('a theme switch (mode or variables) reaches the embedded wallet (its approval panel), until dispose', () => {
    const { latch, container } = createLatchRoot({
      projectId: 'p',
      networks: [devnet('http://127.0.0.1:1')],
      walletServiceUrl: 'http://127.0.0.1:8791',
      storage: new MemoryStorage(),
      logLevel: 'silent',
    })._unsafeUnwrap();
    const embedded = container.get<LazyEmbedded>(ROOT_TOKENS.Embedded);
    const synced = vi.spyOn(embedded, 'syncTheme');
    latch.theme.setThemeMode('light');
    expect(synced).toHaveBeenCalledTimes(1);
    latch.theme.setThemeMode('light');
    expect(synced).toHaveBeenCalledTimes(1);
    // The host's theme variables too (the panel's accent, font and radius).
    latch.theme.setThemeVariables({ '--latch-accent': '#ff0000' });
    expect(synced).toHaveBeenCalledTimes(2);
    latch.dispose();
    latch.theme.setThemeMode('dark');
    latch.theme.setThemeVariables({ '--latch-accent': '#00ff00' });
    expect(synced).toHaveBeenCalledTimes(2);
  });

  it('returns the options error instead of throwing, having started nothing', () => {
    const target = new CountingWindow();
    vi.stubGlobal('window', target);
    const timers = countTimers();
    try {
      const result = createLatch({
        projectId: '',
        networks: [devnet('http://127.0.0.1:1')],
        relayUrl: 'ws://127.0.0.1:1',
        storage: new MemoryStorage(),
      });
      expect(result._unsafeUnwrapErr().code).toBe('PROJECT_ID_NOT_CONFIGURED');
      // An option whose feature is not built is refused the same way (SPEC §1: never accepted and ignored).
      const refused = createLatch({
        projectId: 'p',
        networks: [devnet('http://127.0.0.1:1')],
        relayUrl: 'ws://127.0.0.1:1',
        storage: new MemoryStorage(),
        features: { pay: true },
      });
      expect(refused._unsafeUnwrapErr().message).toBe('The modal option `features.pay` is not supported yet');
      expect(target.added).toBe(0);
      expect(timers.live()).toBe(0);
    } finally {
      timers.restore();
      vi.unstubAllGlobals();
    }
  });

  it('takes viem chains as they are, beside Latch networks; a chain it cannot read is refused with its field', async () => {
    const built = createLatch({
      projectId: 'p',
      networks: [viemSepolia, devnet('http://127.0.0.1:1'), presetBase],
      storage: new MemoryStorage(),
    })._unsafeUnwrap();
    expect(built.options.networks).toEqual([
      fromViemChain(viemSepolia),
      devnet('http://127.0.0.1:1'),
      presetBase,
    ]);
    expect(built.account.activeNetwork).toMatchObject({ caipNetworkId: 'eip155:11155111', testnet: true });
    built.dispose();
    await latchDisposed(built);
    const refused = (networks: LatchConfig<Network | Chain>['networks']) =>
      createLatch({ projectId: 'p', networks, storage: new MemoryStorage() })._unsafeUnwrapErr();
    // A host's JavaScript may pass anything: a "chain" without its currency or RPC URLs is named, not thrown.
    const broken = { id: 5, name: 'Broken' } as unknown as Chain;
    expect(refused([viemSepolia, broken])).toMatchObject({
      code: 'MODAL_OPTIONS_INVALID',
      params: { field: 'networks[1]' },
    });
    // A chain id that is no CAIP-2 reference is refused by the core's check of the converted network.
    expect(refused([{ ...viemSepolia, id: 'not a chain id' as unknown as number }])).toMatchObject({
      code: 'MODAL_OPTIONS_INVALID',
      params: { field: 'networks[0].caipNetworkId' },
    });
    // The same chain as a preset and as a viem chain is one network listed twice.
    expect(refused([presetBase, viemBase]).params).toEqual({ field: 'networks[1]' });
    expect(refused([]).params).toEqual({ field: 'networks' });
  });

  it('without a data service, every data-service request is refused as unsupported (its code fetched then)', async () => {
    const config = { projectId: 'p', networks: [devnet('http://127.0.0.1:1')], storage: new MemoryStorage() };
    const dataService = containerFor(config).get<TokenType<typeof TOKENS.DataService>>(TOKENS.DataService);
    await expect(dataService.wallets.getWallets({ page: 1, entries: 4 } as never)).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
      capability: 'dataService',
    });
    await expect(dataService.chains.getSupportedChains()).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
    });
  });

  it("the host's rpcUrls reach the chain reader; with a data service, SPEC §7 chains go through its proxy", async () => {
    const server = await startLocalHttpServer((request, response) => {
      if (request.method !== 'POST' || !request.body.includes('jsonrpc'))
        return void response.writeHead(404).end();
      const call = JSON.parse(request.body) as { id: number };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x2a' }));
    });
    close = server.close;
    const mainnet: Network = { ...devnet('http://127.0.0.1:1'), id: 1, caipNetworkId: 'eip155:1' };
    const { latch, container } = createLatchRoot({
      projectId: 'latch-local',
      networks: [devnet('http://127.0.0.1:1'), mainnet],
      rpcUrls: { 'eip155:31337': `${server.url}/host` },
      dataServiceUrl: server.url,
      storage: new MemoryStorage(),
    })._unsafeUnwrap();
    const reader = container.get<TokenType<typeof TOKENS.ChainReaders>>(TOKENS.ChainReaders).eip155;
    const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(await reader?.getNativeBalance({ address: alice, network: devnet('http://127.0.0.1:1') })).toBe(
      42n,
    );
    expect(await reader?.getNativeBalance({ address: alice, network: mainnet })).toBe(42n);
    const reads = server.requests.filter((request) => request.body.includes('eth_getBalance'));
    expect(reads.map((request) => request.url)).toEqual([
      '/host',
      '/v1?chainId=eip155%3A1&projectId=latch-local',
    ]);
    latch.dispose();
    await latchDisposed(latch);
  });

  it('a reload reconnects a Wallet Standard wallet whose discovery code arrives after the reconnect began', async () => {
    vi.stubGlobal('window', new CountingWindow());
    const wallet = new MemoryWalletStandardWallet({
      name: 'Reload Solana Wallet',
      chains: ['solana:devnet'],
      addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    });
    const unregister = getWallets().register(wallet);
    const storage = new MemoryStorage();
    const solana: Network = {
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      name: 'Solana Devnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    };
    const config: LatchConfig = {
      projectId: 'latch-local',
      networks: [devnet('http://127.0.0.1:1'), solana],
      solana: solanaSupport,
      storage,
      logLevel: 'silent',
    };
    const pages: Latch[] = [];
    try {
      const first = createLatch(config)._unsafeUnwrap();
      pages.push(first);
      await first.start();
      const id = 'wallet-standard:Reload Solana Wallet';
      await vi.waitFor(() => expect(first.wallets.connectors.map((item) => item.id)).toContain(id));
      (await first.connection.connect(id, { network: solana }))._unsafeUnwrap();
      await first.connection.flush();
      first.dispose();

      // The reload: a new page's Latch on the same storage. Its Wallet Standard code is fetched again, and arrives
      // only once the reconnect has begun (as a chunk over the network does).
      let arrive: (value?: unknown) => void = () => undefined;
      const arrived = new Promise((resolve) => {
        arrive = resolve;
      });
      vi.doMock('../wallet/solana/walletStandardCode.js', async (importOriginal) => {
        await arrived;
        return importOriginal();
      });
      const second = createLatch(config)._unsafeUnwrap();
      pages.push(second);
      const started = second.start();
      await when(() => second.connection.status === 'reconnecting');
      arrive();
      await started;
      expect(second.connection.status).toBe('connected');
      expect(second.connection.connections.get('solana')).toEqual({
        connector: expect.objectContaining({ id, namespace: 'solana' }),
        accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
        caipNetworkId: solana.caipNetworkId,
      });
      expect(wallet.calls.filter((call) => call.feature === 'standard:connect')).toEqual([
        { feature: 'standard:connect', input: { silent: false } },
      ]);
    } finally {
      for (const page of pages) page.dispose();
      unregister();
      vi.doUnmock('../wallet/solana/walletStandardCode.js');
      vi.unstubAllGlobals();
    }
  });

  it('dispose stops what was started: EIP-6963 listeners, timers, MobX reactions, the WalletConnect socket', async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
    const relay = await startRelay({ port: 0 });
    const target = new CountingWindow();
    vi.stubGlobal('window', target);
    const timers = countTimers();
    try {
      const network = devnet('http://127.0.0.1:1');
      const twoUrls = {
        ...network,
        rpcUrls: { default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] } },
      };
      const { latch, container } = createLatchRoot({
        projectId: 'latch-local',
        networks: [twoUrls],
        relayUrl: relay.url,
        storage: new MemoryStorage(),
        logLevel: 'silent',
      })._unsafeUnwrap();
      await latch.start();
      // The RPC stack's code comes with the first request, which starts the ranking of the two endpoints.
      const reading = latch.rpc('eip155:31337')._unsafeUnwrap().request('eth_chainId');
      const connector = container.get<WalletConnectConnector>(ROOT_TOKENS.WalletConnect);
      const uri = new Promise((resolve) => connector.on('display_uri', resolve));
      const pairing = connector.connect({ network: twoUrls }).catch(() => 'ended');
      await uri;
      const scheduled = container.get<TimerScope>(ROOT_TOKENS.Timers);

      expect(target.listeners).toBeGreaterThan(0);
      await vi.waitFor(() => expect(scheduled.pending).toBeGreaterThan(0));
      expect(timers.live()).toBeGreaterThan(0);
      expect(relay.connections).toBe(1);
      expect(observersOf(latch)).toBeGreaterThan(0);

      latch.dispose();
      await latchDisposed(latch);
      expect(target.listeners).toBe(0);
      expect(scheduled.pending).toBe(0);
      expect(observersOf(latch)).toBe(0);
      await vi.waitFor(() => expect(relay.connections).toBe(0));
      // A timeout due any moment may still fire; an interval or far timeout left running never lets this reach 0.
      await vi.waitFor(() => expect(timers.live()).toBe(0));
      void pairing;
      void reading;
    } finally {
      timers.restore();
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
      await relay.close();
    }
  }, 30_000);
});
