import { describe, expect, it } from 'vitest';
import { createLazyWalletClient } from './createLazyWalletClient.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** An EIP-1193 provider that records its requests and signs with a fixed signature. */
const recordingProvider = () => {
  const requests: { method: string; params?: unknown }[] = [];
  return {
    requests,
    request: async (args: { method: string; params?: unknown }) => {
      requests.push(args);
      if (args.method === 'personal_sign') return `0x${'11'.repeat(65)}`;
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    },
  };
};

describe('createLazyWalletClient', () => {
  it('creates one viem wallet client on the provider with the first call, and reuses it', async () => {
    const provider = recordingProvider();
    const client = createLazyWalletClient(provider, { retryCount: 0 });
    expect(provider.requests).toEqual([]);
    const [first, second] = await Promise.all([client(), client()]);
    expect(first).toBe(second);
    expect(await client()).toBe(first);
    expect(await first.signMessage({ account: ACCOUNT, message: 'hi' })).toBe(`0x${'11'.repeat(65)}`);
    expect(provider.requests).toEqual([{ method: 'personal_sign', params: ['0x6869', ACCOUNT] }]);
  });

  it('passes the transport options on: no retry of a rejected request', async () => {
    const provider = recordingProvider();
    const client = await createLazyWalletClient(provider, { retryCount: 0 })();
    await expect(
      client.signTypedData({
        account: ACCOUNT,
        domain: {},
        types: { Mail: [{ name: 'text', type: 'string' }] },
        primaryType: 'Mail',
        message: { text: 'x' },
      }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(provider.requests).toHaveLength(1);
  });
});
