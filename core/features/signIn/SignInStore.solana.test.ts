import { describe, expect, it } from 'vitest';
import { flushMicrotasks, MemoryConnectorDiscovery, MemorySiwx } from '../../../testkits/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import {
  fakeSignature,
  MemoryWalletConnector,
  memoryNetwork,
} from '../../../testkits/MemoryWalletConnector.js';
import { createLatchCore } from '../../kernel/latch/index.js';
import { parseSiwxMessage } from '../../lib/siwx/index.js';

const CLUSTER = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA = memoryNetwork('solana', CLUSTER);
const PUBKEY = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const ACCOUNT = `solana:${CLUSTER}:${PUBKEY}`;

/** A core on a Solana network only, its Wallet Standard wallet (Phantom) connected, the sign-in flow loaded. */
const connected = async (options: { required?: boolean; noSigner?: boolean } = {}) => {
  const harness = latchHarness();
  const phantom = new MemoryWalletConnector(
    { id: 'app.phantom', name: 'Phantom', namespace: 'solana' },
    { accounts: [PUBKEY], caipNetworkId: SOLANA.caipNetworkId },
  );
  const siwx = new MemorySiwx(harness.clock, options);
  const latch = createLatchCore(
    { ...harness.ports, connectors: new MemoryConnectorDiscovery([phantom]) },
    { projectId: 'p', networks: [SOLANA], siwx },
  )._unsafeUnwrap();
  (await latch.connection.connect('app.phantom', { network: SOLANA }))._unsafeUnwrap();
  const flow = await latch.loadFeature('siwx');
  await flushMicrotasks();
  return { latch, flow, siwx, phantom };
};

describe('SignInStore with a Solana account (CAIP-122 for solana, CONTRACTS §5)', () => {
  it('asks the connected Solana account, by its base58 key on its cluster', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    expect(flow.status).toBe('asking');
    expect(flow.target).toEqual({ chainId: `solana:${CLUSTER}`, address: PUBKEY });
    expect(latch.router.view).toBe('SIWXSignMessage');
    expect(siwx.calls).toEqual([`getSessions ${ACCOUNT}`]);
    expect(latch.modal.close()._unsafeUnwrapErr().code).toBe('MODAL_CLOSE_BLOCKED');
    latch.dispose();
  });

  it('signs the Solana message with the wallet’s signMessage (pubkey + the exact text) and saves the session', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    (await flow.sign())._unsafeUnwrap();
    const session = siwx.sessions.get(ACCOUNT);
    if (session === undefined) throw new Error('no session saved');
    expect(session.message).toContain(
      `app.example wants you to sign in with your Solana account:\n${PUBKEY}\n`,
    );
    expect(session.message).toContain(`\nChain ID: solana:${CLUSTER}\n`);
    // The Solana signer (not personal_sign) signed this very text for this key.
    expect(session.signature).toBe(fakeSignature(`${PUBKEY}:${session.message}`));
    // The text parses back to the data kept with it (one text per set of fields).
    const { toString: _text, ...parsed } = parseSiwxMessage(session.message)._unsafeUnwrap();
    expect(parsed).toEqual(session.data);
    expect(flow.status).toBe('signedIn');
    expect(latch.modal.isOpen).toBe(false);
    latch.dispose();
  });

  it('a Solana wallet that refuses to sign leaves the view open with the error, and nothing is saved', async () => {
    const { latch, flow, siwx, phantom } = await connected({ required: true });
    const signer = latch.connection.session('solana')?.signer;
    if (signer?.namespace !== 'solana') throw new Error('no solana signer');
    signer.signMessage = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const failed = await flow.sign();
    expect(failed.isErr()).toBe(true);
    expect(flow.status).toBe('failed');
    expect(flow.error).toBeDefined();
    expect(siwx.sessions.size).toBe(0);
    expect(latch.modal.isOpen).toBe(true);
    expect(phantom.calls.disconnect).toBe(0);
    latch.dispose();
  });

  it('disconnecting the Solana wallet signs its account out', async () => {
    const { latch, flow, siwx } = await connected();
    (await flow.sign())._unsafeUnwrap();
    (await latch.connection.disconnect())._unsafeUnwrap();
    await flushMicrotasks();
    expect(siwx.calls).toContain(`revokeSession ${ACCOUNT}`);
    expect(siwx.sessions.size).toBe(0);
    latch.dispose();
  });
});
