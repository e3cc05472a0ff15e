import { describe, expect, it } from 'vitest';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { buildProposalNamespaces } from './buildProposalNamespaces.js';

describe('buildProposalNamespaces', () => {
  it('proposes the requested network first, each eip155 network once, with its RPC URL', () => {
    const l1 = testNetwork(31337, ['http://127.0.0.1:8545', 'http://127.0.0.1:9545']);
    const l2 = testNetwork(31338, ['http://127.0.0.1:8546']);
    const noRpc = testNetwork(10, []);
    const solana = { ...l1, chainNamespace: 'solana' as const, caipNetworkId: 'solana:devnet' as const };
    const namespaces = buildProposalNamespaces([l1, solana, l2, noRpc], l2);
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31338', 'eip155:31337', 'eip155:10'],
        methods: expect.arrayContaining([
          'eth_sendTransaction',
          'personal_sign',
          'eth_signTypedData_v4',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ]),
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '31338': 'http://127.0.0.1:8546', '31337': 'http://127.0.0.1:8545' },
      },
      solana: {
        chains: ['solana:devnet'],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: [],
        rpcMap: { devnet: 'http://127.0.0.1:8545' },
      },
    });
  });

  it('proposes the solana namespace next to eip155 only when Solana networks are configured', () => {
    const l1 = testNetwork(31337, ['http://127.0.0.1:8545']);
    expect(Object.keys(buildProposalNamespaces([l1], l1))).toEqual(['eip155']);
    const local = {
      ...l1,
      id: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    };
    const devnet = { ...local, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const };
    // Requested on Solana: that cluster heads the solana chains; eip155 still lists the EVM networks.
    const namespaces = buildProposalNamespaces([l1, devnet, local], local);
    expect(namespaces.solana).toEqual({
      chains: ['solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
      rpcMap: {
        '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'http://127.0.0.1:8899',
        EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899',
      },
    });
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337']);
  });

  it("takes each chain's RPC URL from the RPC stack when given one (the host's rpcUrls, the proxy)", () => {
    const l1 = testNetwork(31337, ['http://127.0.0.1:8545']);
    const mainnet = testNetwork(1, ['https://eth.example']);
    const namespaces = buildProposalNamespaces([l1, mainnet], l1, (network) =>
      network.caipNetworkId === 'eip155:1'
        ? 'http://api.example/v1?chainId=eip155%3A1'
        : 'http://host.example',
    );
    expect(namespaces.eip155?.rpcMap).toEqual({
      '31337': 'http://host.example',
      '1': 'http://api.example/v1?chainId=eip155%3A1',
    });
  });
});
