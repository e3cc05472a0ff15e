import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace, EvmSigner, TransactionReceipt, WalletSession } from '../../../ports/index.js';
import {
  MemoryWalletConnector,
  memoryNetwork,
  USER_REJECTED,
} from '../../../testkits/MemoryWalletConnector.js';
import { rpcError } from '../../lib/errors/index.js';
import type { ReceiptError } from '../../lib/flowSteps/index.js';
import { sendTransaction } from './sendTransaction.js';
import { signMessage } from './signMessage.js';
import type { HostAccountSource, HostActionDeps } from './types.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A04C302e1B2d8F1c1B2E3f4';
const ETHEREUM = memoryNetwork('eip155', '1');

const account = (overrides: Partial<HostAccountSource> = {}): HostAccountSource => ({
  isConnected: true,
  activeNamespace: 'eip155',
  activeNetwork: ETHEREUM,
  address: ADDRESS,
  isUnsupportedChain: false,
  ...overrides,
});

/** A session whose eip155 signer is `signer` (the memory wallet's, with some methods replaced). */
const evmSession = (signer: Partial<EvmSigner> = {}): WalletSession => {
  const session = new MemoryWalletConnector({ id: 'io.metamask' }, { accounts: [ADDRESS] }).session(ETHEREUM);
  return { ...session, signer: { ...(session.signer as EvmSigner), ...signer } };
};

const receiptOf = (hash: string): TransactionReceipt => ({ hash, status: 'success', blockNumber: 7n });

const deps = (
  session: WalletSession | undefined,
  overrides: Partial<HostAccountSource> = {},
  waitForReceipt: HostActionDeps['waitForReceipt'] = ({ hash }) => okAsync(receiptOf(hash)),
): HostActionDeps => ({
  account: account(overrides),
  session: (namespace: ChainNamespace) => (session?.signer.namespace === namespace ? session : undefined),
  waitForReceipt,
});

describe('sendTransaction', () => {
  it('sends through the connected eip155 wallet on the active network, from the account unless told', async () => {
    const sent: unknown[] = [];
    const session = evmSession({
      sendTransaction: async (args) => {
        sent.push(args);
        return '0xabc';
      },
    });
    const sentTransaction = await sendTransaction(deps(session), { to: TO, value: 1n });
    expect(sentTransaction._unsafeUnwrap()).toEqual({ hash: '0xabc', receipt: receiptOf('0xabc') });
    expect(sent).toEqual([{ request: { to: TO, value: 1n, from: ADDRESS }, network: ETHEREUM }]);
  });

  it('tells the hash as soon as the wallet gives it, then waits for its receipt on the network it was sent on', async () => {
    const events: string[] = [];
    const session = evmSession({ sendTransaction: async () => '0xabc' });
    const waited = deps(session, {}, ({ hash, network }) => {
      events.push(`wait ${hash} on ${network.caipNetworkId}`);
      return okAsync(receiptOf(hash));
    });
    const result = await sendTransaction(waited, { to: TO }, (hash) => events.push(`sent ${hash}`));
    expect(result.isOk()).toBe(true);
    expect(events).toEqual(['sent 0xabc', `wait 0xabc on ${ETHEREUM.caipNetworkId}`]);
  });

  it('a reverted transaction or no receipt in time is its catalogue error, the hash told all the same', async () => {
    for (const failure of [
      rpcError('EXECUTION_REVERTED_UNKNOWN', { details: 'transaction 0xabc reverted' }),
      rpcError('RPC_TIMEOUT', { details: 'no receipt' }),
    ] satisfies ReceiptError[]) {
      const told: string[] = [];
      const session = evmSession({ sendTransaction: async () => '0xabc' });
      const result = await sendTransaction(
        deps(session, {}, () => errAsync(failure)),
        { to: TO },
        (hash) => told.push(hash),
      );
      expect(result._unsafeUnwrapErr().code).toBe(failure.code);
      expect(told).toEqual(['0xabc']);
    }
  });

  it("maps the wallet's refusal (EIP-1193 4001, WalletConnect's 5000, a wrapped one) to USER_REJECTED", async () => {
    for (const failure of [
      USER_REJECTED,
      { code: 5000, message: 'User rejected.' },
      { code: -32603, message: 'Internal', data: { originalError: USER_REJECTED } },
    ]) {
      const session = evmSession({ sendTransaction: () => Promise.reject(failure) });
      const error = (await sendTransaction(deps(session), { to: TO }))._unsafeUnwrapErr();
      expect(error.code).toBe('USER_REJECTED');
      expect(error.message).toBe('User rejected the request.');
    }
  });

  it('refuses with the catalogue when it cannot send: not connected, not eip155, an unconfigured chain', async () => {
    const code = async (d: HostActionDeps) => (await sendTransaction(d, { to: TO }))._unsafeUnwrapErr().code;
    expect(await code(deps(undefined, { isConnected: false, address: undefined }))).toBe('ACCOUNT_NOT_FOUND');
    // Not connected is ACCOUNT_NOT_FOUND even while the active network is a Solana one.
    expect(
      await code(
        deps(undefined, { isConnected: false, activeNetwork: memoryNetwork('solana'), address: undefined }),
      ),
    ).toBe('ACCOUNT_NOT_FOUND');
    expect(
      await code(deps(evmSession(), { activeNamespace: 'solana', activeNetwork: memoryNetwork('solana') })),
    ).toBe('CHAIN_NOT_SUPPORTED');
    expect(await code(deps(evmSession(), { isUnsupportedChain: true }))).toBe('UNSUPPORTED_CHAIN');
  });

  it('a signer that throws synchronously is mapped too, never thrown', async () => {
    const session = evmSession({
      sendTransaction: () => {
        throw new Error('boom');
      },
    });
    const error = (await sendTransaction(deps(session), { to: TO }))._unsafeUnwrapErr();
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
  });
});

describe('signMessage', () => {
  it('signs with the active eip155 account (personal_sign: text or raw bytes)', async () => {
    const asked: unknown[] = [];
    const session = evmSession({
      signMessage: async (args) => {
        asked.push(args);
        return '0x5167';
      },
    });
    expect((await signMessage(deps(session), 'hello'))._unsafeUnwrap()).toBe('0x5167');
    expect((await signMessage(deps(session), { raw: '0x68' }))._unsafeUnwrap()).toBe('0x5167');
    expect(asked).toEqual([
      { address: ADDRESS, message: 'hello' },
      { address: ADDRESS, message: { raw: '0x68' } },
    ]);
  });

  it('signs with the active solana account; raw bytes there are refused as unsupported', async () => {
    const solana = new MemoryWalletConnector(
      { id: 'app.phantom', namespace: 'solana' },
      { accounts: ['Pubkey1'] },
    );
    const d = deps(solana.session(memoryNetwork('solana')), {
      activeNamespace: 'solana',
      activeNetwork: memoryNetwork('solana'),
      address: 'Pubkey1',
    });
    expect((await signMessage(d, 'hello'))._unsafeUnwrap()).toMatch(/^0x[0-9a-f]+$/);
    expect((await signMessage(d, { raw: '0x68' }))._unsafeUnwrapErr().code).toBe('UNSUPPORTED_CAPABILITY');
  });

  it('a refusal is USER_REJECTED; no connected account is ACCOUNT_NOT_FOUND', async () => {
    const session = evmSession({ signMessage: () => Promise.reject(USER_REJECTED) });
    expect((await signMessage(deps(session), 'hi'))._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    const none = deps(undefined, { isConnected: false, address: undefined });
    expect((await signMessage(none, 'hi'))._unsafeUnwrapErr().code).toBe('ACCOUNT_NOT_FOUND');
    // Connected, but no wallet session holds the active namespace: nothing to sign with.
    expect((await signMessage(deps(undefined), 'hi'))._unsafeUnwrapErr().code).toBe('ACCOUNT_NOT_FOUND');
  });
});
