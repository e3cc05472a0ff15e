import Fastify, { type FastifyInstance } from 'fastify';
import { getAddress, type Hex, keccak256, type LocalAccount, serializeErc6492Signature, toHex } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinTypeForChainId } from '../../../core/lib/caip/index.js';
import type { NameRecord, NameSuggestion } from '../../../ports/index.js';
import { DEVNET_MNEMONIC } from '../../devnet/index.js';
import { createChainClients } from '../chain/createChainClients.js';
import { createErrorHandler } from '../http/errorHandler.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { deployOwnedAccounts, type OwnedAccounts } from '../testing/ownedAccounts.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { closedPort, startTestDevnet, type TestDevnet, unreachableChain } from '../testing/testDevnet.js';
import { registerNamesRoutes } from './names.js';

const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const BOB = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 2 });
const MALLORY = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 });
const DEVNET_COIN_TYPE = coinTypeForChainId(31337);
const PROJECT = 'projectId=latch-local';

interface MessageParts {
  readonly name: string;
  readonly attributes?: Record<string, string>;
  /** Unix seconds; default now. */
  readonly timestamp?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const messageOf = (parts: MessageParts): string =>
  JSON.stringify({
    name: parts.name,
    attributes: parts.attributes ?? {},
    timestamp: parts.timestamp ?? nowSeconds(),
  });

interface RegistrationBody {
  message: string;
  signature: Hex;
  coin_type: number;
  address: string;
}

const signedBy = async (
  account: LocalAccount,
  parts: MessageParts,
  coinType = DEVNET_COIN_TYPE,
): Promise<RegistrationBody> => {
  const message = messageOf(parts);
  return {
    message,
    signature: await account.signMessage({ message }),
    coin_type: coinType,
    address: account.address,
  };
};

/** The same address with one letter's case flipped: no longer its EIP-55 checksum. */
const breakChecksum = (address: string): string =>
  address.replace(/[a-fA-F]/, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );

let devnet: TestDevnet;
let accounts: OwnedAccounts;
beforeAll(async () => {
  devnet = await startTestDevnet();
  accounts = await deployOwnedAccounts(devnet.chain);
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await devnet?.stop();
}, HOOK_TIMEOUT_MS);

describe.each(testBackends())('names routes on %s (devnet 31337)', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    const down = unreachableChain(devnet.chain, await closedPort());
    app = await buildTestApi(test, { chains: [devnet.chain, down], rpcTimeoutMs: 2_000 });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  const register = (body: object, query = PROJECT) =>
    app.inject({ method: 'POST', url: `/v1/profile/account?${query}`, payload: body });
  const lookup = (name: string, query = `${PROJECT}&apiVersion=2`) =>
    app.inject({ method: 'GET', url: `/v1/profile/account/${name}?${query}` });
  const reverse = (address: string, query = `${PROJECT}&apiVersion=2`) =>
    app.inject({ method: 'GET', url: `/v1/profile/reverse/${address}?${query}` });
  const suggestions = (name: string, query = `${PROJECT}&zone=latch.id`) =>
    app.inject({ method: 'GET', url: `/v1/profile/suggestions/${name}?${query}` });
  const rowCount = async (): Promise<number> =>
    Number((await test.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM names')).rows[0]?.n);

  /** Sends a registration that must be refused with this status and field, and writes nothing. */
  const expectRefused = async (body: object, status: number, field: string) => {
    const before = await rowCount();
    const failure = expectFailure(await register(body), status, field);
    expect(await rowCount()).toBe(before);
    return failure;
  };

  describe('POST /v1/profile/account', () => {
    it('registers a name signed by an EOA (EIP-191) and answers its record', async () => {
      const body = await signedBy(ALICE, { name: 'alice.latch.id', attributes: { bio: 'hi' } });
      const response = await register(body);
      expect(response.statusCode).toBe(200);
      const record = response.json() as NameRecord;
      expect(record).toEqual({
        name: 'alice.latch.id',
        registered_at: expect.any(String),
        updated_at: record.registered_at,
        attributes: { bio: 'hi' },
        addresses: {
          [String(DEVNET_COIN_TYPE)]: { address: ALICE.address, created_at: record.registered_at },
        },
      });
      expect(new Date(record.registered_at).toISOString()).toBe(record.registered_at);
      expect(Math.abs(Date.parse(record.registered_at) - Date.now())).toBeLessThan(60_000);
      expect((await lookup('alice.latch.id')).json()).toEqual(record);
      const identity = await app.inject({
        method: 'GET',
        url: `/v1/identity/${ALICE.address}?${PROJECT}`,
      });
      expect(identity.json()).toMatchObject({ name: 'alice.latch.id' });
    });

    it('stores the name lower-cased and refuses the same name in another case (409)', async () => {
      const response = await register(await signedBy(BOB, { name: 'Bobby-Tables.latch.id' }));
      expect(response.statusCode).toBe(200);
      expect((response.json() as NameRecord).name).toBe('bobby-tables.latch.id');
      const failure = await expectRefused(
        await signedBy(MALLORY, { name: 'BOBBY-tables.latch.id' }),
        409,
        'name',
      );
      expect(failure.reasons[0]?.description).toBe('bobby-tables.latch.id is already registered');
      expect((await lookup('bobby-tables.latch.id')).json()).toMatchObject({
        addresses: { [String(DEVNET_COIN_TYPE)]: { address: BOB.address } },
      });
    });

    it('refuses a replay of an accepted registration (409), writing nothing', async () => {
      const body = await signedBy(BOB, { name: 'replayed.latch.id' });
      expect((await register(body)).statusCode).toBe(200);
      const failure = await expectRefused(body, 409, 'signature');
      expect(failure.reasons[0]?.description).toBe('This signed registration was already used');
      // The coin type is not signed: another one does not make the message new.
      await expectRefused({ ...body, coin_type: 60 }, 409, 'signature');
    });

    it('registers a double-submitted registration once', async () => {
      const body = await signedBy(BOB, { name: 'double-submit.latch.id' });
      const before = await rowCount();
      const answers = await Promise.all([register(body), register(body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await rowCount()).toBe(before + 1);
    });

    it('refuses a signature over the size cap before asking any node (400)', async () => {
      const OWNER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
      const salt = keccak256(toHex(`${backend}:padded`));
      const account = await accounts.addressOf(OWNER.address, salt);
      const body = { ...(await signedBy(OWNER, { name: 'padded-6492.latch.id' })), address: account };
      // Valid factory calldata with 4 KiB of trailing bytes (ignored by the factory): a valid signature.
      const padded = serializeErc6492Signature({
        address: accounts.factory,
        data: `${accounts.deployData(OWNER.address, salt)}${'00'.repeat(4096)}`,
        signature: body.signature,
      });
      const failure = await expectRefused({ ...body, signature: padded }, 400, 'signature');
      expect(failure.reasons[0]?.description).toBe('Signature is too long (at most 4096 bytes)');
    });

    it('refuses a signature by another key (401)', async () => {
      const body = await signedBy(MALLORY, { name: 'stolen.latch.id' });
      const failure = await expectRefused({ ...body, address: ALICE.address }, 401, 'signature');
      expect(failure.reasons[0]?.description).toBe('Invalid signature');
    });

    it('refuses a tampered message: another name or other attributes than were signed (401)', async () => {
      const signed = await signedBy(ALICE, { name: 'honest.latch.id', attributes: { bio: 'a' } });
      const parsed = JSON.parse(signed.message) as Record<string, unknown>;
      await expectRefused(
        { ...signed, message: JSON.stringify({ ...parsed, name: 'tampered.latch.id' }) },
        401,
        'signature',
      );
      await expectRefused(
        { ...signed, message: JSON.stringify({ ...parsed, attributes: { bio: 'b' } }) },
        401,
        'signature',
      );
      await expectRefused({ ...signed, message: signed.message.replace('{', '{ ') }, 401, 'signature');
      expect((await lookup('honest.latch.id')).json()).toEqual([]);
    });

    it('refuses an old (replayed) timestamp and a future one (401)', async () => {
      const old = await signedBy(ALICE, { name: 'old-stamp.latch.id', timestamp: nowSeconds() - 60 });
      const failure = await expectRefused(old, 401, 'message');
      expect(failure.reasons[0]?.description).toBe(
        'Message timestamp must be within 10 s of the server time',
      );
      await expectRefused(
        await signedBy(ALICE, { name: 'future-stamp.latch.id', timestamp: nowSeconds() + 60 }),
        401,
        'message',
      );
      await expectRefused(
        await signedBy(ALICE, { name: 'millis-stamp.latch.id', timestamp: Date.now() }),
        401,
        'message',
      );
    });

    it('refuses an address that is not EIP-55 checksummed (400)', async () => {
      const body = await signedBy(ALICE, { name: 'checksum.latch.id' });
      await expectRefused({ ...body, address: ALICE.address.toLowerCase() }, 400, 'address');
      const wrongCase = breakChecksum(ALICE.address);
      expect(getAddress(wrongCase)).toBe(ALICE.address);
      await expectRefused({ ...body, address: wrongCase }, 400, 'address');
      await expectRefused({ ...body, address: ALICE.address.slice(0, 40) }, 400, 'address');
    });

    it.each([
      ['Bitcoin', 0],
      ['Solana', 501],
      ['chain 0', 0x80000000],
      ['mainnet not as 60', 0x80000001],
      ['beyond 32 bits', 2 ** 32],
      ['negative', -60],
      ['fractional', 60.5],
      ['not a number', 'sixty'],
    ])('refuses a bad coin_type (%s) with 400', async (_, coinType) => {
      const body = await signedBy(ALICE, { name: 'cointype.latch.id' });
      await expectRefused({ ...body, coin_type: coinType }, 400, 'coin_type');
    });

    it.each([
      ['a name in another zone', { name: 'alice2.reown.id' }],
      ['a name without zone', { name: 'alice2' }],
      ['a short name', { name: 'abc.latch.id' }],
      ['a name with other characters', { name: 'al_ce.latch.id' }],
      ['a sub-name', { name: 'x.alice.latch.id' }],
    ])('refuses %s (400 on message)', async (_, parts) => {
      await expectRefused(await signedBy(ALICE, parts), 400, 'message');
    });

    it('refuses messages that are not the signed JSON object (400)', async () => {
      for (const message of [
        'not json',
        '[]',
        JSON.stringify({ name: 'shape.latch.id', timestamp: nowSeconds() }),
      ]) {
        await expectRefused(
          {
            message,
            signature: await ALICE.signMessage({ message }),
            coin_type: DEVNET_COIN_TYPE,
            address: ALICE.address,
          },
          400,
          'message',
        );
      }
    });

    it('refuses malformed bodies and projects before looking at signatures', async () => {
      const body = await signedBy(ALICE, { name: 'shapes.latch.id' });
      await expectRefused({ ...body, signature: '0x123' }, 400, 'signature');
      await expectRefused({ ...body, signature: 'deadbeef' }, 400, 'signature');
      const { message: _message, ...withoutMessage } = body;
      await expectRefused(withoutMessage, 400, 'message');
      expectFailure(await register(body, 'projectId=ghost'), 403, 'projectId');
      expectFailure(await register(body, ''), 400, 'projectId');
    });

    it('refuses a well-formed but meaningless signature (401)', async () => {
      const body = await signedBy(ALICE, { name: 'garbage-sig.latch.id' });
      await expectRefused({ ...body, signature: `0x${'ab'.repeat(65)}` }, 401, 'signature');
      await expectRefused({ ...body, signature: '0x00' }, 401, 'signature');
    });

    it('checks EOAs of chains it does not serve offline (coin type 60)', async () => {
      expect((await register(await signedBy(BOB, { name: 'mainnet-bob.latch.id' }, 60))).statusCode).toBe(
        200,
      );
      expect((await lookup('mainnet-bob.latch.id')).json()).toMatchObject({
        addresses: { '60': { address: BOB.address } },
      });
      const forged = await signedBy(MALLORY, { name: 'mainnet-forged.latch.id' }, 60);
      await expectRefused({ ...forged, address: BOB.address }, 401, 'signature');
    });

    it('answers 502 when the chain that must check a non-EOA signature is down', async () => {
      const forged = await signedBy(MALLORY, { name: 'chain-down.latch.id' }, coinTypeForChainId(99_999));
      await expectRefused({ ...forged, address: BOB.address }, 502, 'coin_type');
      // An EOA's own signature needs no node.
      const own = await signedBy(BOB, { name: 'chain-down.latch.id' }, coinTypeForChainId(99_999));
      expect((await register(own)).statusCode).toBe(200);
    });
  });

  describe('GET /v1/profile/account/:name', () => {
    it('answers [] for an unknown name (CONTRACTS §1), not a 404', async () => {
      const response = await lookup('nobody-here.latch.id');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect((await lookup('vitalik.eth')).json()).toEqual([]);
    });

    it('finds a name whatever its case', async () => {
      await register(await signedBy(ALICE, { name: 'casey.latch.id' }));
      expect((await lookup('CASEY.Latch.Id')).json()).toMatchObject({ name: 'casey.latch.id' });
    });

    it('refuses malformed names, API versions and missing projects', async () => {
      expectFailure(await lookup('bad_name.latch.id'), 400, 'name');
      expectFailure(await lookup('casey.latch.id', `${PROJECT}&apiVersion=3`), 400, 'apiVersion');
      expectFailure(await lookup('casey.latch.id', 'apiVersion=2'), 400, 'projectId');
      expectFailure(await lookup('casey.latch.id', 'projectId=ghost'), 403, 'projectId');
      expectFailure(await app.inject({ method: 'GET', url: `/v1/profile/account/?${PROJECT}` }), 400, 'name');
    });
  });

  describe('GET /v1/profile/reverse/:address', () => {
    it('answers every record of the address, newest first, whatever the address case', async () => {
      const carol = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 4 });
      expect((await register(await signedBy(carol, { name: 'carol-one.latch.id' }))).statusCode).toBe(200);
      expect(
        (
          await register(
            await signedBy(carol, {
              name: 'carol-two.latch.id',
              attributes: { avatar: 'https://example.test/c.png' },
            }),
          )
        ).statusCode,
      ).toBe(200);
      const records = (
        await reverse(carol.address.toLowerCase(), `${PROJECT}&apiVersion=2&sender=${BOB.address}`)
      ).json() as NameRecord[];
      expect(records.map((record) => record.name)).toEqual(['carol-two.latch.id', 'carol-one.latch.id']);
      expect(records[0]).toMatchObject({
        attributes: { avatar: 'https://example.test/c.png' },
        addresses: { [String(DEVNET_COIN_TYPE)]: { address: carol.address } },
      });
      expect((await reverse(carol.address, PROJECT)).json()).toEqual(records);
    });

    it('answers [] for an address without names and 400 for malformed ones', async () => {
      const response = await reverse('0x000000000000000000000000000000000000dEaD');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expectFailure(await reverse('0x1234'), 400, 'address');
      expectFailure(await reverse(breakChecksum(ALICE.address)), 400, 'address');
    });
  });

  describe('GET /v1/profile/suggestions/:name', () => {
    const names = async (name: string, query?: string) => {
      const response = await suggestions(name, query);
      expect(response.statusCode).toBe(200);
      return (response.json() as { suggestions: NameSuggestion[] }).suggestions;
    };

    it('answers the exact free name first, then four free variants', async () => {
      expect(await names('freshling')).toEqual([
        { name: 'freshling.latch.id', registered: false },
        { name: 'freshling1.latch.id', registered: false },
        { name: 'thefreshling.latch.id', registered: false },
        { name: 'freshlingx.latch.id', registered: false },
        { name: 'myfreshling.latch.id', registered: false },
      ]);
    });

    it('marks a taken exact name and leaves taken variants out, whatever the case', async () => {
      await register(await signedBy(ALICE, { name: 'taken1.latch.id' }));
      await register(await signedBy(ALICE, { name: 'taken.latch.id' }));
      const answer = await names('TAKEN');
      expect(answer).toHaveLength(5);
      expect(answer[0]).toEqual({ name: 'taken.latch.id', registered: true });
      expect(answer.slice(1).map((s) => s.name)).toEqual([
        'thetaken.latch.id',
        'takenx.latch.id',
        'mytaken.latch.id',
        'taken-id.latch.id',
      ]);
      expect(answer.slice(1).every((s) => !s.registered)).toBe(true);
      expect(await names('taken.latch.id', PROJECT)).toEqual(answer);
    });

    it('refuses another zone, invalid names and missing projects (400)', async () => {
      expectFailure(await suggestions('alice', `${PROJECT}&zone=reown.id`), 400, 'zone');
      expectFailure(await suggestions('abc'), 400, 'name');
      expectFailure(await suggestions('al_ce'), 400, 'name');
      expectFailure(await suggestions('alice.reown.id'), 400, 'name');
      expectFailure(await suggestions('alice', 'zone=latch.id'), 400, 'projectId');
    });
  });
  describe('contract accounts (ERC-1271, ERC-6492)', () => {
    const OWNER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
    const salt = (text: string): Hex => keccak256(toHex(`${backend}:${text}`));
    const ownedBy = async (account: string, name: string, signer: LocalAccount = OWNER) => ({
      ...(await signedBy(signer, { name })),
      address: account,
    });

    it('registers for a deployed account whose owner signed (ERC-1271)', async () => {
      const account = await accounts.deploy(OWNER.address, salt('deployed'));
      const response = await register(await ownedBy(account, 'deployed-account.latch.id'));
      expect(response.statusCode).toBe(200);
      expect((response.json() as NameRecord).addresses).toEqual({
        [String(DEVNET_COIN_TYPE)]: { address: account, created_at: expect.any(String) },
      });
    });

    it('refuses a deployed account signed by someone else than its owner (401)', async () => {
      const account = await accounts.deploy(OWNER.address, salt('deployed-2'));
      await expectRefused(await ownedBy(account, 'not-the-owner.latch.id', MALLORY), 401, 'signature');
    });

    it('registers for a counterfactual account with an ERC-6492 wrapped signature', async () => {
      const account = await accounts.addressOf(OWNER.address, salt('counterfactual'));
      const body = await ownedBy(account, 'counterfactual.latch.id');
      const signature = serializeErc6492Signature({
        address: accounts.factory,
        data: accounts.deployData(OWNER.address, salt('counterfactual')),
        signature: body.signature,
      });
      const response = await register({ ...body, signature });
      expect(response.statusCode).toBe(200);
      expect((response.json() as NameRecord).name).toBe('counterfactual.latch.id');
    });

    it('refuses a wrapped signature by someone else, and an unwrapped one for an undeployed account (401)', async () => {
      const account = await accounts.addressOf(OWNER.address, salt('counterfactual-2'));
      const forged = await ownedBy(account, 'forged-counterfactual.latch.id', MALLORY);
      const wrapped = serializeErc6492Signature({
        address: accounts.factory,
        data: accounts.deployData(OWNER.address, salt('counterfactual-2')),
        signature: forged.signature,
      });
      await expectRefused({ ...forged, signature: wrapped }, 401, 'signature');
      await expectRefused(await ownedBy(account, 'forged-counterfactual.latch.id'), 401, 'signature');
    });
  });

  describe('replays, quotas and gas', () => {
    const others: FastifyInstance[] = [];
    afterAll(async () => {
      for (const other of others) await other.close();
    }, HOOK_TIMEOUT_MS);
    const otherApi = async (overrides: Parameters<typeof buildTestApi>[1]) => {
      const other = await buildTestApi(test, { chains: [devnet.chain], ...overrides });
      others.push(other);
      return other;
    };
    const registerOn = (on: FastifyInstance, body: object, remoteAddress = '127.0.0.1') =>
      on.inject({ method: 'POST', url: `/v1/profile/account?${PROJECT}`, payload: body, remoteAddress });
    const freshKey = () => privateKeyToAccount(generatePrivateKey());

    it('remembers accepted registrations across restarts: a replay is refused without asking the node', async () => {
      const OWNER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
      const account = await accounts.deploy(OWNER.address, keccak256(toHex(`${backend}:replay-1271`)));
      const body = { ...(await signedBy(OWNER, { name: 'replay-1271.latch.id' })), address: account };
      expect((await register(body)).statusCode).toBe(200);
      // Restarted, and the chain that would check the contract's signature cannot be reached.
      const restarted = await otherApi({
        chains: [{ ...devnet.chain, rpcUrl: `http://127.0.0.1:${await closedPort()}` }],
      });
      const replayed = await registerOn(restarted, body);
      expect({ status: replayed.statusCode, body: replayed.json() }).toEqual({
        status: 409,
        body: {
          status: 'FAILED',
          reasons: [{ field: 'signature', description: 'This signed registration was already used' }],
        },
      });
    });

    it('limits the names one address registers per day (429)', async () => {
      const limited = await otherApi({ names: { quotas: { perAddressPerDay: 2, perClientPerHour: 100 } } });
      const key = freshKey();
      for (const label of ['quota-a1', 'quota-a2']) {
        expect(
          (await registerOn(limited, await signedBy(key, { name: `${label}.latch.id` }, 60))).statusCode,
        ).toBe(200);
      }
      const before = await rowCount();
      const refused = await registerOn(limited, await signedBy(key, { name: 'quota-a3.latch.id' }, 60));
      expect(expectFailure(refused, 429, 'address').reasons[0]?.description).toBe(
        'This address registered 2 names in the last 24 hours; try again later',
      );
      expect(await rowCount()).toBe(before);
      expect(
        (await registerOn(limited, await signedBy(freshKey(), { name: 'quota-a4.latch.id' }, 60))).statusCode,
      ).toBe(200);
    });

    it('limits the names registered from one client per hour (429), and keeps no client address in clear', async () => {
      const limited = await otherApi({ names: { quotas: { perAddressPerDay: 100, perClientPerHour: 2 } } });
      const ip = '203.0.113.7';
      for (const label of ['quota-c1', 'quota-c2']) {
        const body = await signedBy(freshKey(), { name: `${label}.latch.id` }, 60);
        expect((await registerOn(limited, body, ip)).statusCode).toBe(200);
      }
      const refused = await registerOn(
        limited,
        await signedBy(freshKey(), { name: 'quota-c3.latch.id' }, 60),
        ip,
      );
      expect(expectFailure(refused, 429, 'client').reasons[0]?.description).toBe(
        'Too many names registered from this network in the last hour; try again later',
      );
      const elsewhere = await signedBy(freshKey(), { name: 'quota-c4.latch.id' }, 60);
      expect((await registerOn(limited, elsewhere, '203.0.113.8')).statusCode).toBe(200);
      const stored = await test.database.pool.query<{ client: string }>(
        'SELECT client FROM name_registrations',
      );
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows.filter((row) => row.client.includes('203.0.113'))).toEqual([]);
    });

    it('counts an IPv6 client per /64 for the per-client quota: a new address in the same /64 buys nothing', async () => {
      const limited = await otherApi({ names: { quotas: { perAddressPerDay: 100, perClientPerHour: 2 } } });
      for (const [label, ip] of [
        ['quota-v6-1', '2001:db8:7:1::a'],
        ['quota-v6-2', '2001:db8:7:1:ffff:ffff:ffff:fffe'],
      ] as const) {
        const body = await signedBy(freshKey(), { name: `${label}.latch.id` }, 60);
        expect((await registerOn(limited, body, ip)).statusCode).toBe(200);
      }
      const before = await rowCount();
      const sameSubnet = await registerOn(
        limited,
        await signedBy(freshKey(), { name: 'quota-v6-3.latch.id' }, 60),
        '2001:db8:7:1:1234::1',
      );
      expect(expectFailure(sameSubnet, 429, 'client').reasons[0]?.description).toBe(
        'Too many names registered from this network in the last hour; try again later',
      );
      expect(await rowCount()).toBe(before);
      const nextSubnet = await signedBy(freshKey(), { name: 'quota-v6-4.latch.id' }, 60);
      expect((await registerOn(limited, nextSubnet, '2001:db8:7:2::a')).statusCode).toBe(200);
    });

    it('checks contract signatures with capped gas: a deployment burning more is refused (401)', async () => {
      const OWNER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
      const wrapped = async (name: string, rounds: bigint) => {
        const salt = keccak256(toHex(`${backend}:${name}`));
        const body = await signedBy(OWNER, { name });
        return {
          ...body,
          address: await accounts.addressOf(OWNER.address, salt),
          signature: serializeErc6492Signature({
            address: accounts.factory,
            data: accounts.burningDeployData(OWNER.address, salt, rounds),
            signature: body.signature,
          }),
        };
      };
      // About 1 M gas of hashing: under the 2 M cap, registered.
      expect((await register(await wrapped('burns-little.latch.id', 10_000n))).statusCode).toBe(200);
      // About 6 M gas: past the cap (the node alone would allow it).
      await expectRefused(await wrapped('burns-much.latch.id', 60_000n), 401, 'signature');
    });
  });

  describe('with their own zone and clock (no chains)', () => {
    const NOW_MS = 1_750_000_000_500;
    let zoned: FastifyInstance;
    beforeAll(async () => {
      zoned = Fastify();
      zoned.setErrorHandler(createErrorHandler());
      registerNamesRoutes(
        zoned,
        { db: test.database.pool, chains: createChainClients([]), requireProject: async () => undefined },
        { zone: 'Names.Test', clock: { now: () => NOW_MS } },
      );
      await zoned.ready();
    }, HOOK_TIMEOUT_MS);
    afterAll(async () => {
      await zoned?.close();
    }, HOOK_TIMEOUT_MS);

    const registerAt = async (name: string, timestamp: number) =>
      zoned.inject({
        method: 'POST',
        url: '/v1/profile/account?projectId=p',
        payload: await signedBy(ALICE, { name, timestamp }, 60),
      });
    const suggestIn = (zone: string) =>
      zoned.inject({ method: 'GET', url: `/v1/profile/suggestions/zoned?projectId=p&zone=${zone}` });

    it('registers and suggests in the configured zone only', async () => {
      expect((await registerAt('zoned.names.test', 1_750_000_000)).statusCode).toBe(200);
      expectFailure(await registerAt('zoned.latch.id', 1_750_000_000), 400, 'message');
      const [exact] = ((await suggestIn('names.test')).json() as { suggestions: NameSuggestion[] })
        .suggestions;
      expect(exact).toEqual({ name: 'zoned.names.test', registered: true });
      expectFailure(await suggestIn('latch.id'), 400, 'zone');
    });

    it('accepts timestamps up to 10 s from the server clock and not one second more', async () => {
      const now = Math.floor(NOW_MS / 1000);
      expect((await registerAt('edge-past.names.test', now - 9)).statusCode).toBe(200);
      expect((await registerAt('edge-future.names.test', now + 10)).statusCode).toBe(200);
      expectFailure(await registerAt('late.names.test', now - 10), 401, 'message');
      expectFailure(await registerAt('early.names.test', now + 11), 401, 'message');
    });

    it('refuses an invalid zone when the routes are registered', () => {
      const context = {
        db: test.database.pool,
        chains: createChainClients([]),
        requireProject: async () => undefined,
      };
      expect(() => registerNamesRoutes(Fastify(), context, { zone: 'not a zone' })).toThrow(/Invalid zone/);
    });
  });
});
