import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { isLatchError } from '../../core/lib/errors/index.js';
import { parseSiwxMessage } from '../../core/lib/siwx/index.js';
import type { SiwxConfig, SiwxSession } from '../../ports/index.js';
// Not a React hook: a vitest fixture (its beforeAll / afterAll) for this file's loopback data service.
import { useLoopbackApi as loopbackApiForThisFile } from '../../services/api/testing/loopbackApi.js';
import { DEVNET_MNEMONIC } from '../../services/devnet/index.js';
import { MemoryLogger } from '../../testkits/MemoryLogger.js';
import { MemoryStorage } from '../../testkits/MemoryStorage.js';
import { createVerifierSiwx } from './createVerifierSiwx.js';

const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const MALLORY = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 });
const CHAIN = 'eip155:31337';
const PAGE = { domain: 'localhost:5173', uri: 'http://localhost:5173/' };

const api = loopbackApiForThisFile({ localProject: true });

const configOver = (storage: MemoryStorage, extra: { required?: boolean } = {}): SiwxConfig =>
  createVerifierSiwx({
    baseUrl: api.url,
    projectId: 'latch-local',
    storage,
    logger: new MemoryLogger(),
    page: PAGE,
    statement: 'Sign in to the demo.',
    ...extra,
  });

/** What the modal will do: ask for a message, have the wallet sign it, add the session. */
const signIn = async (siwx: SiwxConfig, signer = ALICE): Promise<SiwxSession> => {
  const message = await siwx.createMessage({ accountAddress: ALICE.address, chainId: CHAIN });
  const text = message.toString();
  const { toString: _text, ...data } = message;
  const session = { data, message: text, signature: await signer.signMessage({ message: text }) };
  await siwx.addSession(session);
  return session;
};

const serverSessions = async (): Promise<number> =>
  Number(
    (await api.test.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM siwx_sessions')).rows[0]?.n,
  );

describe('createVerifierSiwx (the ready-made siwx config, against a loopback data service)', () => {
  it('builds messages with a fresh nonce of the verifier for the page', async () => {
    const siwx = configOver(new MemoryStorage());
    const first = await siwx.createMessage({ accountAddress: ALICE.address, chainId: CHAIN });
    const second = await siwx.createMessage({ accountAddress: ALICE.address, chainId: CHAIN });
    expect(first).toMatchObject({ ...PAGE, accountAddress: ALICE.address, chainId: CHAIN, version: '1' });
    expect(first.nonce).not.toBe(second.nonce);
    expect(parseSiwxMessage(first.toString())._unsafeUnwrap().nonce).toBe(first.nonce);
  });

  it('keeps a session across a reload, and revoking it signs out on the verifier too', async () => {
    const storage = new MemoryStorage();
    const session = await signIn(configOver(storage));
    const reloaded = configOver(storage);
    expect(await reloaded.getSessions(CHAIN, ALICE.address)).toEqual([session]);
    expect(await reloaded.getSessions(CHAIN, MALLORY.address)).toEqual([]);

    await reloaded.revokeSession(CHAIN, ALICE.address);
    expect(await reloaded.getSessions(CHAIN, ALICE.address)).toEqual([]);
    const revoked = await api.test.database.pool.query(
      'SELECT 1 FROM siwx_sessions WHERE revoked_at IS NULL',
    );
    expect(revoked.rows).toEqual([]);
  });

  it('refuses a session the verifier refuses, keeping nothing', async () => {
    const storage = new MemoryStorage();
    const before = await serverSessions();
    const failure = await signIn(configOver(storage), MALLORY).catch((error: unknown) => error);
    expect(isLatchError(failure, 'DATA_SERVICE_ERROR') && failure.message).toBe('Invalid signature');
    expect(await configOver(storage).getSessions(CHAIN, ALICE.address)).toEqual([]);
    expect(await serverSessions()).toBe(before);
  });

  it('forgets a kept session the verifier no longer accepts', async () => {
    const storage = new MemoryStorage();
    const siwx = configOver(storage);
    await signIn(siwx);
    await api.test.database.pool.query('UPDATE siwx_sessions SET revoked_at = now()');
    expect(await siwx.getSessions(CHAIN, ALICE.address)).toEqual([]);
    expect(storage.data.get('@latch/siwx.sessions')).toBe('{"v":1,"d":{}}');
  });

  it('forgets a kept session whose stored message is not the one the verifier holds for its token', async () => {
    const storage = new MemoryStorage();
    const siwx = configOver(storage);
    const session = await signIn(siwx);
    const stored = storage.data.get('@latch/siwx.sessions') ?? '';
    const edited = session.message.replace('Sign in to the demo.', 'Sign in to something else.');
    storage.data.set(
      '@latch/siwx.sessions',
      stored.replace(JSON.stringify(session.message).slice(1, -1), JSON.stringify(edited).slice(1, -1)),
    );
    expect(storage.data.get('@latch/siwx.sessions')).toContain('something else');
    expect(await siwx.getSessions(CHAIN, ALICE.address)).toEqual([]);
  });

  it('setSessions([]) signs out everywhere; getRequired and signOutOnDisconnect follow the options', async () => {
    const siwx = configOver(new MemoryStorage(), { required: true });
    await signIn(siwx);
    await siwx.setSessions([]);
    expect(await siwx.getSessions(CHAIN, ALICE.address)).toEqual([]);
    expect(siwx.getRequired?.()).toBe(true);
    expect(configOver(new MemoryStorage()).getRequired?.()).toBe(false);
    expect(siwx.signOutOnDisconnect).toBe(true);
  });
});
