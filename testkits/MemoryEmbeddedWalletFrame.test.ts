import { describe, expect, it } from 'vitest';
import { isLatchError } from '../core/lib/errors/index.js';
import { MemoryEmbeddedWalletFrame } from './MemoryEmbeddedWalletFrame.js';

describe('MemoryEmbeddedWalletFrame', () => {
  it('answers scripted requests, records them and rejects unscripted ones', async () => {
    const frame = new MemoryEmbeddedWalletFrame().handle('CONNECT_EMAIL', async ({ email }) => ({
      action: email.endsWith('@new.example') ? ('VERIFY_OTP' as const) : ('CONNECT' as const),
    }));
    await expect(frame.request('CONNECT_EMAIL', { email: 'a@new.example' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    });
    await expect(frame.request('SIGN_OUT', undefined)).rejects.toThrow('An error occurred');
    expect(frame.requests.map((r) => r.type)).toEqual(['CONNECT_EMAIL', 'SIGN_OUT']);
  });

  it('delivers unprompted events until unsubscribed', () => {
    const frame = new MemoryEmbeddedWalletFrame();
    const seen: string[] = [];
    const off = frame.onEvent((event) => seen.push(event.type));
    frame.emit({ type: 'READY' });
    off();
    frame.emit({ type: 'SESSION_UPDATE', isConnected: false });
    expect(seen).toEqual(['READY']);
    expect(frame.listenerCount).toBe(0);
  });

  it('abortSigningRequests rejects the signing requests still waiting; safe reads go on', async () => {
    let answerRead: (value: unknown) => void = () => {};
    const frame = new MemoryEmbeddedWalletFrame().handle('RPC_REQUEST', ({ method }) =>
      method === 'eth_chainId'
        ? new Promise((resolve) => {
            answerRead = resolve;
          })
        : new Promise(() => {}),
    );
    const signing = frame
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] })
      .catch((e: unknown) => e);
    const read = frame.request('RPC_REQUEST', { method: 'eth_chainId' });
    expect(frame.pendingSigning).toBe(1);
    frame.abortSigningRequests();
    expect(isLatchError(await signing, 'REQUEST_ABORTED')).toBe(true);
    answerRead('0x7a69');
    expect(await read).toBe('0x7a69');
    expect(frame.aborts).toBe(1);
    expect(frame.pendingSigning).toBe(0);
  });
});
