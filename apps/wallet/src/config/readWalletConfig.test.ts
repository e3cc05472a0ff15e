import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_ID, DEFAULT_RELAY_URL, readWalletConfig } from './readWalletConfig.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000';

describe('readWalletConfig', () => {
  it("defaults to the local stack, its chains through the data service's proxy", () => {
    expect(readWalletConfig('', undefined)).toEqual({
      relayUrl: DEFAULT_RELAY_URL,
      projectId: DEFAULT_PROJECT_ID,
      chains: [
        {
          chainId: 31337,
          rpcUrl: 'http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=latch-local',
          name: 'Devnet L1',
        },
        {
          chainId: 31338,
          rpcUrl: 'http://127.0.0.1:8787/v1?chainId=eip155%3A31338&projectId=latch-local',
          name: 'Devnet L2',
        },
      ],
      uri: undefined,
    });
    expect(DEFAULT_RELAY_URL).toBe('ws://127.0.0.1:8788');
    expect(DEFAULT_PROJECT_ID).toBe('latch-local');
  });

  it('takes the global, and query parameters over it', () => {
    const global = {
      relayUrl: 'ws://127.0.0.1:9000',
      projectId: 'from-global',
      rpcUrls: { 31337: 'http://127.0.0.1:9545', 5: 'http://127.0.0.1:9555' },
    };
    expect(readWalletConfig('', global)).toMatchObject({
      relayUrl: 'ws://127.0.0.1:9000',
      projectId: 'from-global',
      chains: [
        { chainId: 5, rpcUrl: 'http://127.0.0.1:9555' },
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:9545', name: 'Devnet L1' },
      ],
    });
    const query = '?relay=ws%3A%2F%2F127.0.0.1%3A7000&projectId=q&rpc.31338=http%3A%2F%2F127.0.0.1%3A7546';
    expect(readWalletConfig(query, global)).toMatchObject({
      relayUrl: 'ws://127.0.0.1:7000',
      projectId: 'q',
      chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:7546', name: 'Devnet L2' }],
    });
  });

  it('ignores malformed values', () => {
    const config = readWalletConfig('?relay=http://x&rpc.abc=http://a&rpc.1=ftp://b&projectId=%20', {
      relayUrl: 42,
      rpcUrls: { 0: 'http://z', 7: 'not a url' },
    });
    expect(config.relayUrl).toBe(DEFAULT_RELAY_URL);
    expect(config.projectId).toBe(DEFAULT_PROJECT_ID);
    expect(config.chains.map((chain) => chain.chainId)).toEqual([31337, 31338]);
  });

  it('reads an encoded uri, and an unencoded one given last', () => {
    expect(readWalletConfig(`?uri=${encodeURIComponent(URI)}`, undefined).uri).toBe(URI);
    expect(readWalletConfig(`?relay=ws://127.0.0.1:1&uri=${URI}`, undefined)).toMatchObject({
      uri: URI,
      relayUrl: 'ws://127.0.0.1:1',
    });
    expect(readWalletConfig('?uri=', undefined).uri).toBeUndefined();
  });

  it('offers the Solana side when the page names the cluster, its RPC and the devnet seed', () => {
    const cluster = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K';
    const query = `?solana.rpc=${encodeURIComponent('http://127.0.0.1:8899')}&solana.cluster=${cluster}&solana.seed=latch-solana-devnet&solana.account=2`;
    expect(readWalletConfig(query, undefined).solana).toEqual({
      rpcUrl: 'http://127.0.0.1:8899',
      caipNetworkId: cluster,
      seed: 'latch-solana-devnet',
      accountIndex: 2,
    });
    const global = { solana: { rpcUrl: 'http://127.0.0.1:8899', caipNetworkId: cluster, seed: 's' } };
    expect(readWalletConfig('', global).solana).toMatchObject({ caipNetworkId: cluster, accountIndex: 0 });
    expect(
      readWalletConfig('?solana.cluster=eip155:1&solana.rpc=http://x&solana.seed=s', undefined),
    ).not.toHaveProperty('solana');
    expect(readWalletConfig('', undefined)).not.toHaveProperty('solana');
  });
});
