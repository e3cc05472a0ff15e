import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, MemorySiwx } from '../../../testkits/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { fakeSignature, USER_REJECTED } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET as devnet, evmNetwork } from '../../../testkits/networks.js';
import { createLatchCore, type LatchPorts } from '../../kernel/latch/index.js';
import { siwxError } from '../../lib/errors/index.js';

const L2 = evmNetwork(31338, 'Latch Devnet L2');
const CHECKSUMMED = '0x00000000000000000000000000000000000000AA';
const ACCOUNT = `eip155:31337:${CHECKSUMMED}`;

/** A core with sign-in over `siwx`, its wallet connected, and the sign-in flow loaded and settled. */
const connected = async (options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) => {
  const harness = latchHarness({ network: devnet });
  const siwx = new MemorySiwx(harness.clock, options);
  const latch = await connectedCore(harness.ports, siwx);
  return { ...harness, siwx, latch, flow: await latch.loadFeature('siwx') };
};

const connectedCore = async (ports: LatchPorts, siwx: MemorySiwx) => {
  const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet, L2], siwx })._unsafeUnwrap();
  (await latch.connection.connect('io.metamask', { network: devnet }))._unsafeUnwrap();
  await latch.loadFeature('siwx');
  await flushMicrotasks();
  return latch;
};

/** The page loaded again over the same storage and config: the wallet reconnects silently. */
const reloaded = async (ports: LatchPorts, siwx: MemorySiwx) => {
  const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet], siwx })._unsafeUnwrap();
  await latch.start();
  await latch.loadFeature('siwx');
  await flushMicrotasks();
  return latch;
};

describe('SignInStore (sign-in after connect, SPEC §2 §4)', () => {
  it('asks a connected account with no session to sign in, and keeps the modal open while required', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    expect(latch.siwx).toBe(flow);
    expect(flow.status).toBe('asking');
    expect(flow.target).toEqual({ chainId: 'eip155:31337', address: CHECKSUMMED });
    expect(latch.modal.isOpen).toBe(true);
    expect(latch.router.view).toBe('SIWXSignMessage');
    expect(siwx.calls).toEqual([`getSessions ${ACCOUNT}`]);
    const blocked = latch.modal.close();
    expect(blocked._unsafeUnwrapErr().code).toBe('MODAL_CLOSE_BLOCKED');
    expect(latch.modal.isOpen).toBe(true);
    latch.dispose();
  });

  it('signs the message with the wallet (personal_sign), saves the session and closes the modal', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    (await flow.sign())._unsafeUnwrap();
    const session = siwx.sessions.get(ACCOUNT);
    expect(session?.message).toContain(
      `app.example wants you to sign in with your Ethereum account:\n${CHECKSUMMED}`,
    );
    expect(session?.signature).toBe(fakeSignature(`${CHECKSUMMED}:${session?.message}`));
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: CHECKSUMMED });
    expect(flow.status).toBe('signedIn');
    expect(latch.modal.isOpen).toBe(false);
    latch.dispose();
  });

  it('a reload with a valid session asks nothing; one without asks again', async () => {
    const first = await connected({ required: true });
    (await first.flow.sign())._unsafeUnwrap();
    first.latch.dispose();
    first.wallet.authorised = true;

    const again = await reloaded(first.ports, first.siwx);
    expect(again.siwx?.status).toBe('signedIn');
    expect(again.modal.isOpen).toBe(false);
    again.dispose();

    first.siwx.sessions.clear();
    const unsigned = await reloaded(first.ports, first.siwx);
    expect(unsigned.siwx?.status).toBe('asking');
    expect(unsigned.router.view).toBe('SIWXSignMessage');
    unsigned.dispose();
  });

  it('a refused session shows its error and stays open; a retry signs in', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    siwx.refuseNext = siwxError('SIWX_SESSION_INVALID');
    const failed = (await flow.sign())._unsafeUnwrapErr();
    expect(failed.message).toBe('The sign-in session is invalid or over');
    expect(flow.status).toBe('failed');
    expect(flow.error?.message).toBe('The sign-in session is invalid or over');
    expect(latch.modal.close().isErr()).toBe(true);

    (await flow.sign())._unsafeUnwrap();
    expect(flow.error).toBeUndefined();
    expect(latch.modal.isOpen).toBe(false);
    latch.dispose();
  });

  it("a wallet's refusal reads 'Signature declined'", async () => {
    const { latch, flow, siwx } = await connected();
    Object.assign(siwx, {
      signMessage: async () => {
        throw USER_REJECTED;
      },
    });
    const declined = (await flow.sign())._unsafeUnwrapErr();
    expect(declined.code).toBe('SIGNATURE_DECLINED');
    expect(declined.message).toBe('Signature declined');
    expect(siwx.sessions.size).toBe(0);
    latch.dispose();
  });

  it('cancel disconnects where sign-in is required', async () => {
    const { latch, flow, wallet } = await connected({ required: true });
    (await flow.cancel())._unsafeUnwrap();
    expect(wallet.calls.disconnect).toBe(1);
    expect(latch.connection.status).toBe('disconnected');
    expect(latch.modal.isOpen).toBe(false);
    expect(flow.status).toBe('idle');
    latch.dispose();
  });

  it('cancel closes where sign-in is optional, and so does Escape; the account stays connected', async () => {
    const { latch, flow, wallet } = await connected();
    (await flow.cancel())._unsafeUnwrap();
    expect(latch.modal.isOpen).toBe(false);
    expect(flow.status).toBe('dismissed');
    expect(wallet.calls.disconnect).toBe(0);

    wallet.emit('chainChanged', 'eip155:31338');
    await flushMicrotasks();
    expect(flow.status).toBe('asking');
    expect(latch.modal.close()._unsafeUnwrap()).toBe('closed');
    expect(flow.status).toBe('dismissed');
    expect(latch.connection.status).toBe('connected');
    latch.dispose();
  });

  it('a network or account change asks again when no session covers it', async () => {
    const { latch, flow, siwx, wallet } = await connected({ required: true });
    (await flow.sign())._unsafeUnwrap();
    wallet.emit('chainChanged', 'eip155:31338');
    await flushMicrotasks();
    expect(flow.target?.chainId).toBe('eip155:31338');
    expect(flow.status).toBe('asking');
    expect(latch.router.view).toBe('SIWXSignMessage');
    (await flow.sign())._unsafeUnwrap();

    wallet.emit('chainChanged', 'eip155:31337');
    await flushMicrotasks();
    expect(flow.status).toBe('signedIn');
    expect(latch.modal.isOpen).toBe(false);

    wallet.emit('accountsChanged', ['0x00000000000000000000000000000000000000bb']);
    await flushMicrotasks();
    expect(flow.target?.address).toBe(getAddress('0x00000000000000000000000000000000000000bb'));
    expect(flow.status).toBe('asking');
    expect(siwx.calls.filter((call) => call.startsWith('getSessions'))).toHaveLength(4);
    latch.dispose();
  });

  it('disconnecting signs out the accounts signed in (signOutOnDisconnect, default true)', async () => {
    const { latch, flow, siwx } = await connected({ required: true });
    (await flow.sign())._unsafeUnwrap();
    (await latch.connect.disconnect())._unsafeUnwrap();
    await flushMicrotasks();
    expect(siwx.calls).toContain(`revokeSession ${ACCOUNT}`);
    expect(siwx.sessions.size).toBe(0);
    latch.dispose();
  });

  it('keeps the session on disconnect when signOutOnDisconnect is false', async () => {
    const { latch, flow, siwx } = await connected({ signOutOnDisconnect: false });
    (await flow.sign())._unsafeUnwrap();
    (await latch.connect.disconnect())._unsafeUnwrap();
    await flushMicrotasks();
    expect(siwx.calls.some((call) => call.startsWith('revokeSession'))).toBe(false);
    expect(siwx.sessions.size).toBe(1);
    latch.dispose();
  });

  it('without siwx nothing loads on connect, and the flow, loaded anyway, asks nothing', async () => {
    const { ports, wallet } = latchHarness({ network: devnet });
    const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
    await latch.connection.connect('io.metamask', { network: devnet });
    await flushMicrotasks();
    expect(latch.siwx).toBeUndefined();
    const store = await latch.loadFeature('siwx');
    await flushMicrotasks();
    expect(store.status).toBe('idle');
    expect(store.required).toBe(false);
    expect((await store.sign())._unsafeUnwrapErr().message).toBe('No ActiveCaipAddress found');
    expect(latch.modal.isOpen).toBe(false);
    expect(wallet.calls.connect).toBe(1);
    latch.dispose();
  });
});
