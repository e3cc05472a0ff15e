import type { ProposalTypes } from '@walletconnect/types';
import { describe, expect, it } from 'vitest';
import { buildSessionNamespaces } from './buildSessionNamespaces.js';
import { SOLANA_METHODS } from './executeSolanaRequest.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const walletChains = ['eip155:31337', 'eip155:31338'] as const;

const proposal = (
  optionalNamespaces: ProposalTypes.OptionalNamespaces,
  requiredNamespaces: ProposalTypes.RequiredNamespaces = {},
): ProposalTypes.Struct => ({
  id: 1,
  expiryTimestamp: 0,
  relays: [{ protocol: 'irn' }],
  proposer: { publicKey: '00', metadata: { name: 'd', description: '', url: 'http://d.test', icons: [] } },
  requiredNamespaces,
  optionalNamespaces,
  pairingTopic: 'p',
});

describe('buildSessionNamespaces', () => {
  it('approves the requested chains the wallet has, the supported requested methods and both events', () => {
    const result = buildSessionNamespaces(
      proposal({
        eip155: {
          chains: ['eip155:1', 'eip155:31338'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTransaction'],
          events: ['chainChanged'],
        },
      }),
      { accounts: [ALICE], walletChains },
    );
    expect(result._unsafeUnwrap()).toEqual({
      eip155: {
        chains: ['eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31338:${ALICE}`],
      },
    });
  });

  it('honours the user’s chain choice and inline chain keys', () => {
    const result = buildSessionNamespaces(
      proposal({
        'eip155:31337': { methods: ['personal_sign'], events: [] },
        'eip155:31338': { methods: [], events: [] },
      }),
      { accounts: [ALICE], walletChains, chains: ['eip155:31337'] },
    );
    expect(result._unsafeUnwrap().eip155?.accounts).toEqual([`eip155:31337:${ALICE}`]);
  });

  it('offers all its chains when the dapp asked for none of them', () => {
    const result = buildSessionNamespaces(
      proposal({ eip155: { chains: ['eip155:1'], methods: [], events: [] } }),
      {
        accounts: [ALICE],
        walletChains,
      },
    );
    expect(result._unsafeUnwrap().eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(result._unsafeUnwrap().eip155?.methods).toContain('wallet_switchEthereumChain');
  });

  it('refuses required namespaces it lacks and chains it has no RPC for', () => {
    const solana = buildSessionNamespaces(
      proposal(
        {},
        { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] } },
      ),
      { accounts: [ALICE], walletChains },
    );
    expect(solana._unsafeUnwrapErr().code).toBe('NO_SUPPORTED_CHAIN');
    const unknown = buildSessionNamespaces(proposal({}), {
      accounts: [ALICE],
      walletChains,
      chains: ['eip155:5'],
    });
    expect(unknown._unsafeUnwrapErr().code).toBe('UNKNOWN_CHAIN');
  });

  it('offers the solana namespace for its cluster: its account, the Solana methods asked, beside eip155', () => {
    const cluster = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const;
    const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const solana = { caipNetworkId: cluster, address };
    const asked = proposal({
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      solana: {
        chains: [cluster, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: ['solana_signMessage', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
        events: [],
      },
    });
    const result = buildSessionNamespaces(asked, { accounts: [ALICE], walletChains, solana });
    expect(result._unsafeUnwrap()).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${ALICE}`],
      },
      solana: {
        chains: [cluster],
        methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
        events: [],
        accounts: [`${cluster}:${address}`],
      },
    });
    // Required by the dapp: approved the same way; another cluster required: refused; none asked: eip155 only.
    const required = proposal({}, { solana: { chains: [cluster], methods: [], events: [] } });
    expect(
      buildSessionNamespaces(required, { accounts: [ALICE], walletChains, solana })._unsafeUnwrap().solana,
    ).toEqual({
      chains: [cluster],
      methods: [...SOLANA_METHODS],
      events: [],
      accounts: [`${cluster}:${address}`],
    });
    const other = proposal(
      {},
      { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] } },
    );
    expect(
      buildSessionNamespaces(other, { accounts: [ALICE], walletChains, solana })._unsafeUnwrapErr().code,
    ).toBe('NO_SUPPORTED_CHAIN');
    const evmOnly = proposal({ eip155: { chains: ['eip155:31337'], methods: [], events: [] } });
    expect(
      Object.keys(
        buildSessionNamespaces(evmOnly, { accounts: [ALICE], walletChains, solana })._unsafeUnwrap(),
      ),
    ).toEqual(['eip155']);
  });
});
