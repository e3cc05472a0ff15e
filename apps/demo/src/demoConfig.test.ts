import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SANDBOX_NAME, SANDBOX_RDNS } from '../../wallet/injected/index.js';
import { readWalletConfig } from '../../wallet/src/config/readWalletConfig.js';
import {
  createDemoConfig,
  DEMO_PROJECT_ID,
  demoCustomWallets,
  demoNetworks,
  parseDemoConfig,
  proxyRpcUrl,
  SANDBOX_WALLET_ID,
  SANDBOX_WALLET_NAME,
  sandboxSolana,
  sandboxWalletLink,
  solanaClusterFromEnv,
  wantsSolana,
} from './demoConfig.js';
import { NETWORK_ICONS, SOLANA_NETWORK_ICON } from './networkIcons.js';

const config = createDemoConfig({
  dataServiceUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8788',
});

const L1_PROXY = 'http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=latch-local';
const L2_PROXY = 'http://127.0.0.1:8787/v1?chainId=eip155%3A31338&projectId=latch-local';

describe('the demo configuration', () => {
  it("names the two devnet chains of the stack, read through the data service's proxy, and the local project", () => {
    expect(config).toEqual({
      projectId: DEMO_PROJECT_ID,
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      chains: [
        {
          chainId: 31337,
          name: 'Latch Devnet',
          rpcUrl: L1_PROXY,
        },
        {
          chainId: 31338,
          name: 'Latch Devnet L2',
          rpcUrl: L2_PROXY,
        },
      ],
    });
  });

  it('survives the JSON round trip through /demo-config.json', () => {
    expect(parseDemoConfig(JSON.parse(JSON.stringify(config)))._unsafeUnwrap()).toEqual(config);
    const withFarcaster = { ...config, farcasterRelayUrl: 'https://relay.farcaster.xyz' };
    expect(parseDemoConfig(JSON.parse(JSON.stringify(withFarcaster)))._unsafeUnwrap()).toEqual(withFarcaster);
  });

  it.each([
    [null, 'the demo configuration must be a JSON object'],
    [{ ...config, projectId: '' }, 'projectId must be a string'],
    [{ ...config, dataServiceUrl: 'ftp://x' }, 'dataServiceUrl must be an http(s) URL'],
    [{ ...config, relayUrl: 'http://127.0.0.1:8788' }, 'relayUrl must be a ws(s) URL'],
    [{ ...config, walletServiceUrl: 'javascript:alert(1)' }, 'walletServiceUrl must be an http(s) URL'],
    [{ ...config, farcasterRelayUrl: 'ws://127.0.0.1:8795' }, 'farcasterRelayUrl must be an http(s) URL'],
    [{ ...config, chains: [] }, 'chains must list at least one chain'],
    [{ ...config, walletUrl: 'javascript:alert(1)' }, 'walletUrl must be an http(s) URL'],
    [{ ...config, chains: [1] }, 'chains[0] must be an object'],
    [
      { ...config, chains: [{ chainId: 0, name: 'x', rpcUrl: 'http://a' }] },
      'chains[0].chainId must be a positive integer',
    ],
    [{ ...config, chains: [{ chainId: 1, name: '', rpcUrl: 'http://a' }] }, 'chains[0].name must be a name'],
    [
      { ...config, chains: [{ chainId: 1, name: 'x', rpcUrl: 'not a url' }] },
      'chains[0].rpcUrl must be an http(s) URL',
    ],
  ])('refuses %j: %s', (value, message) => {
    expect(parseDemoConfig(value)._unsafeUnwrapErr()).toBe(message);
  });

  it('links the sandbox wallet page on the stack relay and chains, when there is one', () => {
    expect(sandboxWalletLink(config)).toBeUndefined();
    const withWallet = parseDemoConfig({ ...config, walletUrl: 'http://127.0.0.1:5174/' })._unsafeUnwrap();
    const link = new URL(sandboxWalletLink(withWallet) ?? '');
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:5174/');
    expect([...link.searchParams]).toEqual([
      ['relay', 'ws://127.0.0.1:8788'],
      ['rpc.31337', L1_PROXY],
      ['rpc.31338', L2_PROXY],
    ]);
  });

  it('offers the sandbox wallet page as its own wallet, when there is one', () => {
    // The same wallet as the injected sandbox: one row when both are there.
    expect([SANDBOX_WALLET_ID, SANDBOX_WALLET_NAME]).toEqual([SANDBOX_RDNS, SANDBOX_NAME]);
    expect(demoCustomWallets(config)).toEqual([]);
    const made = createDemoConfig({
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      walletUrl: 'http://127.0.0.1:5174/',
    });
    // As the page receives it: the link made on the server.
    const withWallet = parseDemoConfig(JSON.parse(JSON.stringify(made)))._unsafeUnwrap();
    const link = sandboxWalletLink(made);
    expect(withWallet.walletLink).toBe(link);
    expect(demoCustomWallets(withWallet)).toEqual([
      {
        id: 'dev.latch.sandbox',
        name: 'Latch Sandbox Wallet',
        rdns: 'dev.latch.sandbox',
        image_url: 'http://127.0.0.1:5174/icon.svg',
        mobile_link: link,
        webapp_link: link,
        homepage: 'http://127.0.0.1:5174/',
      },
    ]);
    const [wallet] = demoCustomWallets(withWallet);
    const deepLink = new URL(wallet?.mobile_link ?? '');
    expect(deepLink.searchParams.get('relay')).toBe('ws://127.0.0.1:8788');
    expect(deepLink.searchParams.get('rpc.31338')).toBe(L2_PROXY);
  });

  it('builds proxy URLs under a data service mounted on a path', () => {
    expect(proxyRpcUrl('https://api.example/latch', 1, 'p1')).toBe(
      'https://api.example/latch/v1?chainId=eip155%3A1&projectId=p1',
    );
  });

  it('turns the chains into EVM networks paid in ETH', () => {
    const [l1, l2] = demoNetworks(config, { icons: NETWORK_ICONS });
    expect(l1).toEqual({
      id: 31337,
      name: 'Latch Devnet',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [L1_PROXY] } },
      assets: { imageUrl: expect.stringMatching(/latch-devnet(-[\w-]{8})?\.svg(\?no-inline)?$/) },
    });
    expect(l2?.caipNetworkId).toBe('eip155:31338');
    expect(l2?.name).toBe('Latch Devnet L2');
    // Each chain its own icon: two devnets are told apart at a glance (issue 17).
    expect(l2?.assets?.imageUrl).toMatch(/latch-devnet-l2(-[\w-]{8})?\.svg(\?no-inline)?$/);
  });

  it('lists the local Solana devnet after the EVM chains whenever the stack runs it (not with ?solana=0), paid in SOL', () => {
    const solana = {
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const,
      name: 'Latch Solana Devnet',
      rpcUrl: 'http://127.0.0.1:8899',
    };
    const withSolana = createDemoConfig({
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      solana,
    });
    const served = parseDemoConfig(JSON.parse(JSON.stringify(withSolana)));
    expect(served._unsafeUnwrap().solana).toEqual(solana);
    expect(demoNetworks(withSolana, { solana: false })).toHaveLength(2);
    expect(demoNetworks(withSolana).map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    ]);
    expect(demoNetworks(withSolana, { solana: true })[2]).toEqual({
      id: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      name: 'Latch Solana Devnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    });
    expect(demoNetworks(config, { solana: true })).toHaveLength(2);
    // Its own icon, like the EVM chains' (not the monogram).
    const icon = demoNetworks(withSolana, { solanaIcon: SOLANA_NETWORK_ICON })[2];
    expect(icon?.assets?.imageUrl).toMatch(/latch-solana-devnet(-[\w-]{8})?\.svg(\?no-inline)?$/);
    expect(wantsSolana('?solana=1')).toBe(true);
    expect(wantsSolana('?sandbox=1')).toBe(true);
    expect(wantsSolana('')).toBe(true);
    expect(wantsSolana('?sandbox=1&solana=0')).toBe(false);
    expect(parseDemoConfig({ ...withSolana, solana: { ...solana, caipNetworkId: 'eip155:1' } })).toEqual(
      err('solana.caipNetworkId must be a solana: CAIP-2 id'),
    );
  });

  it('reads the Solana devnet `npm start` runs from the environment, and nothing when it does not run one', () => {
    const env = {
      SOLANA_RPC_URL: 'http://127.0.0.1:8899',
      SOLANA_CAIP_NETWORK_ID: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      SOLANA_NAME: 'Latch Solana Devnet',
    };
    expect(solanaClusterFromEnv(env)).toEqual({
      solana: {
        caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
        name: 'Latch Solana Devnet',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    });
    expect(solanaClusterFromEnv({})).toEqual({});
    expect(solanaClusterFromEnv({ ...env, SOLANA_CAIP_NETWORK_ID: 'eip155:1' })).toEqual({});
    expect(solanaClusterFromEnv({ ...env, SOLANA_RPC_URL: 'javascript:alert(1)' })).toEqual({});
    expect(
      solanaClusterFromEnv({ ...env, SOLANA_SANDBOX_SEED: 'latch-solana-devnet' }).solana?.sandboxSeed,
    ).toBe('latch-solana-devnet');
  });

  it("gives the sandbox wallet a Solana side on the stack's devnet only when the stack hands its seed", () => {
    const cluster = {
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const,
      name: 'Latch Solana Devnet',
      rpcUrl: 'http://127.0.0.1:8899/',
    };
    const urls = {
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      walletUrl: 'http://127.0.0.1:5174/',
    };
    const withoutSeed = createDemoConfig({ ...urls, solana: cluster });
    expect(sandboxSolana(withoutSeed)).toBeUndefined();
    expect(new URL(withoutSeed.walletLink ?? '').searchParams.has('solana.seed')).toBe(false);

    const seeded = createDemoConfig({ ...urls, solana: { ...cluster, sandboxSeed: 'latch-solana-devnet' } });
    expect(sandboxSolana(seeded)).toEqual({
      rpcUrl: 'http://127.0.0.1:8899/',
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      seed: 'latch-solana-devnet',
    });
    // The page receives the link made on the server; the sandbox wallet page reads exactly these from it.
    const served = parseDemoConfig(JSON.parse(JSON.stringify(seeded)))._unsafeUnwrap();
    expect(served.walletLink).toBe(sandboxWalletLink(seeded));
    const link = new URL(served.walletLink ?? '');
    expect(readWalletConfig(link.search, undefined).solana).toEqual({
      rpcUrl: 'http://127.0.0.1:8899/',
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      seed: 'latch-solana-devnet',
      accountIndex: 0,
    });
    expect(parseDemoConfig({ ...served, walletLink: 'javascript:alert(1)' })).toEqual(
      err('walletLink must be an http(s) URL'),
    );
    // An environment seed outside 1–256 characters gives no Solana side.
    const env = {
      SOLANA_RPC_URL: cluster.rpcUrl,
      SOLANA_CAIP_NETWORK_ID: cluster.caipNetworkId,
      SOLANA_NAME: cluster.name,
    };
    for (const seed of ['', 'x'.repeat(257)]) {
      expect(solanaClusterFromEnv({ ...env, SOLANA_SANDBOX_SEED: seed }).solana).not.toHaveProperty(
        'sandboxSeed',
      );
    }
  });
});
