import type { ProposalTypes } from '@walletconnect/types';
import { describe, expect, it } from 'vitest';
import { buildSessionNamespaces } from './buildSessionNamespaces.js';

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
});
