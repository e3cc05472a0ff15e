import { describe, expect, it } from 'vitest';
import { DEVNET } from '../../testkits/networks.js';
import { createLatch } from '../root/createLatch.js';
import { isLatchSignIn, latchSignIn } from './latchSignIn.js';

describe('latchSignIn (sign-in with our verifier in one line)', () => {
  it('is recognised, carries the host settings, and fails until createLatch attaches the data service', async () => {
    const signIn = latchSignIn({ required: true, signOutOnDisconnect: false });
    expect(isLatchSignIn(signIn)).toBe(true);
    expect(isLatchSignIn({ ...signIn })).toBe(false);
    expect(signIn.getRequired?.()).toBe(true);
    expect(signIn.signOutOnDisconnect).toBe(false);
    await expect(signIn.getSessions('eip155:31337', '0x00')).rejects.toThrow(/createLatch/);
  });

  it('createLatch needs a data service for it', () => {
    const result = createLatch({ projectId: 'p', networks: [DEVNET], siwx: latchSignIn(), storage: 'web' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      code: 'MODAL_OPTIONS_INVALID',
      params: { field: 'dataServiceUrl' },
    });
  });
});
