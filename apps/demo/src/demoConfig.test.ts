import { describe, expect, it } from 'vitest';
import { SANDBOX_NAME, SANDBOX_RDNS } from '../../wallet/injected/index.js';
import {
  createDemoConfig,
  DEMO_PROJECT_ID,
  demoCustomWallets,
  demoNetworks,
  parseDemoConfig,
  SANDBOX_WALLET_ID,
  SANDBOX_WALLET_NAME,
  sandboxWalletLink,
} from './demoConfig.js';

const config = createDemoConfig({
  l1RpcUrl: 'http://127.0.0.1:8545',
  l2RpcUrl: 'http://127.0.0.1:8546',
  dataServiceUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8788',
});

describe('the demo configuration', () => {
  it('names the two devnet chains of the stack and the local project', () => {
    expect(config).toEqual({
      projectId: DEMO_PROJECT_ID,
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      chains: [
        { chainId: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
        { chainId: 31338, name: 'Latch Devnet L2', rpcUrl: 'http://127.0.0.1:8546' },
      ],
    });
  });

  it('survives the JSON round trip through /demo-config.json', () => {
    expect(parseDemoConfig(JSON.parse(JSON.stringify(config)))._unsafeUnwrap()).toEqual(config);
  });

  it.each([
    [null, 'the demo configuration must be a JSON object'],
    [{ ...config, projectId: '' }, 'projectId must be a string'],
    [{ ...config, dataServiceUrl: 'ftp://x' }, 'dataServiceUrl must be an http(s) URL'],
    [{ ...config, relayUrl: 'http://127.0.0.1:8788' }, 'relayUrl must be a ws(s) URL'],
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
    expect(sandboxWalletLink(withWallet)).toBe(
      'http://127.0.0.1:5174/?relay=ws%3A%2F%2F127.0.0.1%3A8788&rpc.31337=http%3A%2F%2F127.0.0.1%3A8545&rpc.31338=http%3A%2F%2F127.0.0.1%3A8546',
    );
  });

  it('offers the sandbox wallet page as its own wallet, when there is one', () => {
    // The same wallet as the injected sandbox: one row when both are there.
    expect([SANDBOX_WALLET_ID, SANDBOX_WALLET_NAME]).toEqual([SANDBOX_RDNS, SANDBOX_NAME]);
    expect(demoCustomWallets(config)).toEqual([]);
    const withWallet = parseDemoConfig({ ...config, walletUrl: 'http://127.0.0.1:5174/' })._unsafeUnwrap();
    const link = sandboxWalletLink(withWallet);
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
    expect(deepLink.searchParams.get('rpc.31338')).toBe('http://127.0.0.1:8546');
  });

  it('turns the chains into EVM networks paid in ETH', () => {
    const [l1, l2] = demoNetworks(config);
    expect(l1).toEqual({
      id: 31337,
      name: 'Latch Devnet',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    expect(l2?.caipNetworkId).toBe('eip155:31338');
    expect(l2?.name).toBe('Latch Devnet L2');
  });
});
