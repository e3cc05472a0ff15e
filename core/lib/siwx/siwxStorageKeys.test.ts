import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import { SafeStorage } from '../storage/index.js';
import { buildSiwxMessage } from './buildSiwxMessage.js';
import { SIWX_SESSIONS_KEY, siwxSessionId } from './siwxStorageKeys.js';

const message = buildSiwxMessage({
  domain: 'localhost:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcdefgh12',
  issuedAt: '2026-11-26T15:00:00Z',
})
  ._unsafeUnwrap()
  .toString();
const ID = siwxSessionId('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');

const readBack = async (stored: unknown) => {
  const storage = new MemoryStorage({ '@latch/siwx.sessions': JSON.stringify({ v: 1, d: stored }) });
  return new SafeStorage(storage, new MemoryLogger()).read(SIWX_SESSIONS_KEY);
};

describe('SIWX_SESSIONS_KEY', () => {
  it('reads a session’s fields from its signed message, never from what storage says they are', async () => {
    const session = { data: { domain: 'evil.example' }, message, signature: '0x01' };
    const read = await readBack({ [ID]: { token: 't.o.k', expiresAt: 5, session } });
    expect(read?.[ID]?.session.data).toMatchObject({ domain: 'localhost:5173', nonce: 'abcdefgh12' });
    expect(read?.[ID]).toMatchObject({
      token: 't.o.k',
      expiresAt: 5,
      session: { message, signature: '0x01' },
    });
  });

  it('reads a message out of the CAIP-122 layout or a malformed entry as nothing', async () => {
    const edited = { message: `${message}\n`, signature: '0x01' };
    expect(await readBack({ [ID]: { token: 't', expiresAt: 5, session: edited } })).toBeUndefined();
    expect(
      await readBack({ [ID]: { token: 't', expiresAt: '5', session: { message, signature: '0x' } } }),
    ).toBeUndefined();
    expect(
      await readBack({ [ID]: { token: 7, expiresAt: 5, session: { message, signature: '0x' } } }),
    ).toBeUndefined();
    expect(await readBack({ [ID]: { token: 't', expiresAt: 5 } })).toBeUndefined();
    expect(await readBack({ [ID]: null })).toBeUndefined();
  });
});
