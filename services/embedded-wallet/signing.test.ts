import { verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { call, logIn, startTestWalletService, type TestWalletService } from './testing/testWalletService.js';

let service: TestWalletService;
let alice: Awaited<ReturnType<typeof logIn>>;
let bob: Awaited<ReturnType<typeof logIn>>;

beforeAll(async () => {
  service = await startTestWalletService();
  alice = await logIn(service, 'alice@example.com');
  bob = await logIn(service, 'bob@example.com');
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
}, HOOK_TIMEOUT_MS);

const rpc = (
  token: string | undefined,
  method: string,
  params: unknown[],
  extra: { hostOrigin?: string } = {},
) => call(service, 'POST', '/v1/rpc', { body: { method, params }, ...(token ? { token } : {}), ...extra });

const typedData = {
  domain: { name: 'Latch orders', chainId: 31338 },
  types: {
    Order: [
      { name: 'owner', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { owner: '0x0000000000000000000000000000000000000001', amount: 1000, nonce: 7 },
} as const;

describe("signing with the session's wallet", () => {
  it('personal_sign of text and of raw bytes verifies against the address', async () => {
    const address = alice.user.address;
    const text = await rpc(alice.token, 'personal_sign', ['hello latch', address]);
    expect(text.status).toBe(200);
    const signature = (text.body as { result: `0x${string}` }).result;
    expect(await verifyMessage({ address, message: 'hello latch', signature })).toBe(true);
    const raw = await rpc(alice.token, 'personal_sign', ['0xdeadbeef', address]);
    const rawSignature = (raw.body as { result: `0x${string}` }).result;
    expect(await verifyMessage({ address, message: { raw: '0xdeadbeef' }, signature: rawSignature })).toBe(
      true,
    );
    expect(await verifyMessage({ address: bob.user.address, message: 'hello latch', signature })).toBe(false);
  });

  it('eth_signTypedData_v4 (JSON text, as wallets receive it) verifies against the address', async () => {
    const address = alice.user.address;
    const response = await rpc(alice.token, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)]);
    expect(response.status).toBe(200);
    const signature = (response.body as { result: `0x${string}` }).result;
    const message = { ...typedData.message, amount: 1000n, nonce: 7n };
    expect(await verifyTypedData({ address, ...typedData, message, signature })).toBe(true);
  });

  it("eth_accounts names the session's address only", async () => {
    expect(await rpc(bob.token, 'eth_accounts', [])).toMatchObject({
      status: 200,
      body: { result: [bob.user.address] },
    });
  });
});

describe('another session cannot sign for this wallet', () => {
  it("refuses to sign for an address that is not the session's own (4100)", async () => {
    for (const [method, params] of [
      ['personal_sign', ['steal', alice.user.address]],
      ['eth_signTypedData_v4', [alice.user.address, JSON.stringify(typedData)]],
    ] as const) {
      expect(await rpc(bob.token, method, [...params])).toMatchObject({
        status: 403,
        body: {
          reasons: [{ field: 'params', description: "The requested account is not this session's wallet" }],
        },
      });
    }
  });

  it('refuses without a token, with a made-up one, on another host page and after sign-out', async () => {
    const params = ['x', alice.user.address];
    expect(await rpc(undefined, 'personal_sign', params)).toMatchObject({ status: 401 });
    expect(await rpc('A'.repeat(43), 'personal_sign', params)).toMatchObject({ status: 401 });
    await service.test.database.pool.query(
      "UPDATE projects SET allowed_origins = allowed_origins || '{https://other.example.com}' WHERE id = 'wallet-test'",
    );
    expect(
      await rpc(alice.token, 'personal_sign', params, { hostOrigin: 'https://other.example.com' }),
    ).toMatchObject({
      status: 401,
      body: { reasons: [{ description: 'This session belongs to another site' }] },
    });
    const session = await logIn(service, 'dave@example.com');
    expect((await call(service, 'POST', '/v1/sign-out', { token: session.token })).status).toBe(200);
    expect(await rpc(session.token, 'personal_sign', ['x', session.user.address])).toMatchObject({
      status: 401,
    });
    expect(await call(service, 'GET', '/v1/user', { token: session.token })).toMatchObject({ status: 401 });
  });
});

describe('what the wallet does not do', () => {
  it.each(['eth_sign', 'eth_signTransaction', 'wallet_grantPermissions'])(
    'answers %s as unsupported (4200)',
    async (method) => {
      expect(await rpc(alice.token, method, [])).toMatchObject({
        status: 400,
        body: { reasons: [{ field: 'method', description: `The wallet does not support ${method}` }] },
      });
    },
  );

  it('refuses malformed typed data and parameters with a 400', async () => {
    const address = alice.user.address;
    expect((await rpc(alice.token, 'eth_signTypedData_v4', [address, '{not json'])).status).toBe(400);
    expect(
      (await rpc(alice.token, 'eth_signTypedData_v4', [address, { primaryType: 'Nope', types: {} }])).status,
    ).toBe(400);
    expect((await rpc(alice.token, 'personal_sign', [42, address])).status).toBe(400);
    expect((await rpc(alice.token, 'personal_sign', ['x', 'not-an-address'])).status).toBe(400);
    expect((await rpc(alice.token, 'personal_sign\u0000', [])).status).toBe(400);
  });

  it('refuses to send on a chain it has no node for', async () => {
    const tx = { from: alice.user.address, to: bob.user.address, value: '0x1' };
    expect(await rpc(alice.token, 'eth_sendTransaction', [tx])).toMatchObject({
      status: 400,
      body: { reasons: [{ field: 'params', description: 'The wallet cannot send on this chain' }] },
    });
  });

  it('refuses a chain it does not sign for', async () => {
    const response = await call(service, 'POST', '/v1/rpc', {
      token: alice.token,
      body: { method: 'personal_sign', params: ['x', alice.user.address], chainId: 1 },
    });
    expect(response).toMatchObject({ status: 400, body: { reasons: [{ field: 'chainId' }] } });
  });
});

describe('session lifetime', () => {
  it('refuses a session past its lifetime (7 days)', async () => {
    const session = await logIn(service, 'erin@example.com');
    service.clock.advance(7 * 86_400_000);
    expect(await call(service, 'GET', '/v1/user', { token: session.token })).toMatchObject({ status: 401 });
  });
});
