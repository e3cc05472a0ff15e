import { randomBytes } from 'node:crypto';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { buildWalletService } from './buildWalletService.js';
import { createKeyRing } from './custody/KeyRing.js';
import { rewrapWalletKeys } from './custody/rewrapWalletKeys.js';
import { openWalletKey } from './custody/walletKeyEnvelope.js';
import { findSealedKey } from './db/users.js';
import { HOST_ORIGIN_HEADER } from './http/hostGuard.js';
import {
  HOST_ORIGIN,
  logIn,
  proofHeaders,
  startTestWalletService,
  TEST_PROJECT,
  type TestWalletService,
} from './testing/testWalletService.js';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
let service: TestWalletService;

beforeAll(async () => {
  service = await startTestWalletService({ ring: createKeyRing([k1]) });
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
}, HOOK_TIMEOUT_MS);

interface KeyRow {
  readonly user_id: string;
  readonly kek_id: string;
  readonly wrapped_data_key: Buffer;
  readonly sealed_private_key: Buffer;
}

const keyRow = async (address: string): Promise<KeyRow> => {
  const row = (
    await service.test.database.pool.query<KeyRow>(
      'SELECT user_id, kek_id, wrapped_data_key, sealed_private_key FROM wallet_keys WHERE address = $1',
      [address],
    )
  ).rows[0];
  if (row === undefined) throw new Error('no wallet row');
  return row;
};

/** Personal_sign through a second service instance on the same database with another key ring. */
const signWith = async (ring: ReturnType<typeof createKeyRing>, token: string, address: string) => {
  const app = await buildWalletService({
    db: service.test.database.pool,
    ring,
    mailer: { sendLoginCode: async () => {}, sendDeviceLink: async () => {} },
    chainIds: [31337],
    logLevel: 'silent',
    clock: service.clock,
  });
  const url = `/v1/rpc?projectId=${TEST_PROJECT}`;
  const body = JSON.stringify({ method: 'personal_sign', params: ['rotated', address] });
  const proven = { method: 'POST', url, hostOrigin: HOST_ORIGIN, body, token } as const;
  try {
    return await app.inject({
      method: 'POST',
      url,
      headers: {
        [HOST_ORIGIN_HEADER]: HOST_ORIGIN,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(await proofHeaders(proven, { now: service.clock.now(), approve: true })),
      },
      payload: body,
    });
  } finally {
    await app.close();
  }
};

describe('keys at rest', () => {
  it('stores the wallet key only sealed: the row is unreadable without the KEK, and the KEK opens it', async () => {
    const { user } = await logIn(service, 'rest@example.com');
    const row = await keyRow(user.address);
    expect(row.kek_id).toBe('k1');
    const sealed = {
      kekId: row.kek_id,
      wrappedDataKey: row.wrapped_data_key,
      sealedPrivateKey: row.sealed_private_key,
    };
    const privateKey = openWalletKey(createKeyRing([k1]), user.address, sealed)._unsafeUnwrap();
    expect(privateKeyToAccount(privateKey).address).toBe(user.address);
    const dump = JSON.stringify(
      (await service.test.database.pool.query('SELECT * FROM wallet_keys')).rows.map((r) =>
        Object.values(r).map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : String(v))),
      ),
    );
    expect(dump).not.toContain(privateKey.slice(2).toLowerCase());
    expect(
      openWalletKey(createKeyRing([{ id: 'k1', key: randomBytes(32) }]), user.address, sealed).isErr(),
    ).toBe(true);
  });

  it('answers 500 and signs nothing when its KEK is wrong', async () => {
    const { token, user } = await logIn(service, 'wrongkek@example.com');
    const response = await signWith(createKeyRing([{ id: 'k1', key: randomBytes(32) }]), token, user.address);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'server', description: 'Internal server error' }],
    });
  });

  it('re-wraps every data key on rotation; afterwards the new KEK alone signs and the old alone cannot', async () => {
    const { token, user } = await logIn(service, 'rotate@example.com');
    const before = await keyRow(user.address);
    const report = await rewrapWalletKeys(service.test.database.pool, createKeyRing([k2, k1]), 1);
    expect(report.failed).toEqual([]);
    expect(report.rewrapped).toBeGreaterThanOrEqual(2);
    const after = await keyRow(user.address);
    expect(after.kek_id).toBe('k2');
    expect(after.sealed_private_key.equals(before.sealed_private_key)).toBe(true);
    expect(after.wrapped_data_key.equals(before.wrapped_data_key)).toBe(false);
    const remaining = await service.test.database.pool.query(
      "SELECT 1 FROM wallet_keys WHERE kek_id <> 'k2'",
    );
    expect(remaining.rowCount).toBe(0);
    const signed = await signWith(createKeyRing([k2]), token, user.address);
    expect(signed.statusCode).toBe(200);
    const signature = (signed.json() as { result: `0x${string}` }).result;
    expect(await verifyMessage({ address: user.address, message: 'rotated', signature })).toBe(true);
    expect((await signWith(createKeyRing([k1]), token, user.address)).statusCode).toBe(500);
    const sealed = await findSealedKey(service.test.database.pool, after.user_id);
    expect(sealed?.kekId).toBe('k2');
  });
});
