import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  type PendingProposal,
  type PendingRequest,
  type SessionSummary,
  WalletEngineError,
  WalletRpcError,
} from '../../engine/index.js';
import { createToastStore } from '../toasts/createToastStore.js';
import { createWalletActions, type WalletOperations } from './createWalletActions.js';

const DAPP = { name: 'Latch Demo', description: '', url: 'http://127.0.0.1:5173', icon: undefined };
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Devnet L1' }];
const SESSION: SessionSummary = {
  topic: 't1',
  dapp: DAPP,
  chains: ['eip155:31337'],
  accounts: [ALICE],
  activeChainId: 'eip155:31337',
  methods: [],
  expiresAt: 0,
};
const PROPOSAL: PendingProposal = {
  id: 7,
  dapp: DAPP,
  chains: ['eip155:31337'],
  methods: ['personal_sign'],
  events: [],
  requiredNamespaces: [],
  expiresAt: 0,
};
const request = (method: string, params: unknown): PendingRequest => ({
  id: 9,
  topic: 't1',
  method,
  params,
  chainId: 'eip155:31337',
  dapp: DAPP,
});

/** The engine's operations, recording calls and answering as told. */
function fakeWallet(answers: { approveRequest?: ReturnType<WalletOperations['approveRequest']> } = {}) {
  const calls: unknown[][] = [];
  const record = <T>(call: unknown[], answer: T): T => {
    calls.push(call);
    return answer;
  };
  const wallet: WalletOperations = {
    pair: (uri) => record(['pair', uri], okAsync(undefined)),
    approveSession: (id, options) => record(['approveSession', id, options], okAsync(SESSION)),
    rejectSession: (id) => record(['rejectSession', id], okAsync(undefined)),
    approveRequest: (id) => record(['approveRequest', id], answers.approveRequest ?? okAsync('0xsig')),
    rejectRequest: (id) => record(['rejectRequest', id], okAsync(undefined)),
    switchChain: (topic, chainId) => record(['switchChain', topic, chainId], okAsync(undefined)),
    disconnect: (topic) =>
      record(['disconnect', topic], errAsync(new WalletEngineError('DISCONNECT_FAILED', 'relay gone'))),
  };
  return { wallet, calls };
}

const TOPIC = 'a'.repeat(64);
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;

describe('createWalletActions', () => {
  it('pairs only with a valid URI', async () => {
    const { wallet, calls } = fakeWallet();
    const toasts = createToastStore();
    const actions = createWalletActions({ wallet, toasts, chains: CHAINS });
    expect((await actions.pair('hello'))._unsafeUnwrapErr().message).toContain('not a WalletConnect v2 URI');
    expect(calls).toEqual([]);
    (await actions.pair(` ${URI} `))._unsafeUnwrap();
    expect(calls).toEqual([['pair', URI]]);
    expect(toasts.get().map((toast) => toast.title)).toEqual(['Paired']);
    toasts.dispose();
  });

  it('approves a proposal with the chosen account and chains', async () => {
    const { wallet, calls } = fakeWallet();
    const toasts = createToastStore();
    const actions = createWalletActions({ wallet, toasts, chains: CHAINS });
    await actions.approveSession(PROPOSAL, ALICE, ['eip155:31337']);
    await actions.approveSession(PROPOSAL, ALICE);
    expect(calls).toEqual([
      ['approveSession', 7, { accounts: [ALICE], chains: ['eip155:31337'] }],
      ['approveSession', 7, { accounts: [ALICE] }],
    ]);
    expect(toasts.get()[0]).toMatchObject({ tone: 'success', title: 'Connected to Latch Demo' });
    toasts.dispose();
  });

  it('tells the user what happened to requests', async () => {
    const refused = new WalletRpcError('unrecognizedChain', 'Unrecognized chain ID 1');
    const { wallet } = fakeWallet({ approveRequest: errAsync(refused) });
    const toasts = createToastStore();
    const actions = createWalletActions({ wallet, toasts, chains: CHAINS });
    expect(
      (
        await actions.approveRequest(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))
      )._unsafeUnwrapErr(),
    ).toBe(refused);
    await actions.rejectRequest(request('personal_sign', ['0x00', ALICE]));
    expect(toasts.get().map(({ tone, title, detail }) => [tone, title, detail])).toEqual([
      ['error', 'Request failed', 'Unrecognized chain ID 1'],
      ['info', 'Request rejected', 'Latch Demo was told “User rejected the request.” (4001)'],
    ]);
    toasts.dispose();
  });

  it('announces signatures, switches and failed disconnects', async () => {
    const { wallet, calls } = fakeWallet();
    const toasts = createToastStore();
    const actions = createWalletActions({ wallet, toasts, chains: CHAINS });
    await actions.approveRequest(request('personal_sign', ['0x00', ALICE]));
    await actions.switchChain(SESSION, 31337);
    await actions.switchChain(SESSION, 31338);
    expect((await actions.disconnect(SESSION))._unsafeUnwrapErr().code).toBe('DISCONNECT_FAILED');
    expect(calls.slice(1)).toEqual([
      ['switchChain', 't1', 31338],
      ['disconnect', 't1'],
    ]);
    expect(toasts.get().map(({ title, detail }) => `${title}: ${detail}`)).toEqual([
      'Signed: Signature 0xsig sent to Latch Demo',
      'Network switched: Latch Demo is now on Chain 31338 (not available in this wallet)',
      'Could not disconnect: relay gone',
    ]);
    toasts.dispose();
  });
});
