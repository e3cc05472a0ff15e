import { createPublicClient, createWalletClient, type PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { closedPort, startTestDevnet, type TestDevnet } from '../api/testing/testDevnet.js';
import { devnetAccounts } from '../devnet/devnetAccounts.js';
import type { DevnetFarcasterUser } from '../devnet/manifest.js';
import { patientTransport } from '../devnet/patientTransport.js';
import { viemChain } from '../devnet/viemChain.js';
import { createIdRegistryReader, type IdRegistryReader } from './createIdRegistryReader.js';
import { idRegistryAbi } from './idRegistry.js';
import { type SignInRefusal, verifySignIn } from './verifySignIn.js';

const DOMAIN = 'example.com';
const NONCE = 'abcd1234efgh';

describe('Sign In With Farcaster verification against the devnet ID registry', () => {
  const keys = devnetAccounts();
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  let devnet: TestDevnet;
  let registry: IdRegistryReader;
  let users: readonly DevnetFarcasterUser[];

  beforeAll(async () => {
    devnet = await startTestDevnet();
    const farcaster = devnet.chain.farcaster;
    if (farcaster === undefined) throw new Error('the devnet seeded no ID registry');
    users = farcaster.users;
    registry = createIdRegistryReader({
      chainId: devnet.chain.chainId,
      rpcUrl: devnet.chain.rpcUrl,
      address: farcaster.idRegistry,
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await devnet?.stop();
  }, HOOK_TIMEOUT_MS);

  const user = (index: number) => {
    const found = users[index];
    const key = keys.farcasterCustody[index];
    if (found === undefined || key === undefined) throw new Error(`no test user ${index}`);
    return { ...found, key };
  };

  const messageFor = (address: `0x${string}`, fid: number, changes: Partial<SiweMessage> = {}) =>
    createSiweMessage({
      address,
      chainId: 10,
      domain: DOMAIN,
      nonce: NONCE,
      uri: 'https://example.com/login',
      version: '1',
      statement: 'Farcaster Auth',
      issuedAt: new Date(clock.now()),
      resources: [`farcaster://fid/${fid}`],
      ...changes,
    });

  const verify = async (
    message: string,
    signer: PrivateKeyAccount,
    expected = { domain: DOMAIN, nonce: NONCE },
  ) =>
    verifySignIn(
      { message, signature: await signer.signMessage({ message }), ...expected },
      { registry, clock },
    );

  const refusal = async (promise: ReturnType<typeof verify>): Promise<SignInRefusal> =>
    (await promise)._unsafeUnwrapErr().reason;

  it('seeds the test fids on the stand-in registry, held by custody keys of the mnemonic', async () => {
    expect(users.map(({ fid, username }) => [fid, username])).toEqual([
      [1001, 'alice'],
      [1002, 'bob'],
      [1003, 'carol'],
    ]);
    for (const [index, seeded] of users.entries()) {
      expect(seeded.custody).toBe(keys.farcasterCustody[index]?.address);
      expect(await registry.custodyOf(BigInt(seeded.fid))).toBe(seeded.custody);
      const idOf = await registry.client.readContract({
        address: registry.location.address,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [seeded.custody],
      });
      expect(idOf).toBe(BigInt(seeded.fid));
    }
  });

  it('registers further ids only for the owner (the deployer)', async () => {
    const chain = viemChain(devnet.chain);
    const reader = createPublicClient({ chain, transport: patientTransport(devnet.chain.rpcUrl) });
    const newcomer = privateKeyToAccount(generatePrivateKey()).address;
    const call = {
      address: registry.location.address,
      abi: idRegistryAbi,
      functionName: 'register',
    } as const;
    await expect(
      reader.simulateContract({ ...call, args: [2001n, newcomer], account: keys.accounts[0] }),
    ).rejects.toThrow(/Unauthorized/);
    const owner = createWalletClient({
      account: keys.deployer,
      chain,
      transport: patientTransport(devnet.chain.rpcUrl),
    });
    const hash = await owner.writeContract({ ...call, args: [2001n, newcomer] });
    expect((await reader.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success');
    expect(await registry.custodyOf(2001n)).toBe(newcomer);
  });

  it('accepts a message signed by the custody key of its fid', async () => {
    const alice = user(0);
    const message = messageFor(alice.custody, alice.fid);
    const verified = (await verify(message, alice.key))._unsafeUnwrap();
    expect(verified).toMatchObject({ fid: 1001, custody: alice.custody });
    expect(verified.message).toMatchObject({ domain: DOMAIN, nonce: NONCE, chainId: 10 });
  });

  it("refuses a non-custody signer: bob's key for alice's fid, and a key holding no fid", async () => {
    const bob = user(1);
    expect(await refusal(verify(messageFor(bob.custody, 1001), bob.key))).toBe('custody');
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect(await refusal(verify(messageFor(stranger.address, 1001), stranger))).toBe('custody');
    expect(await refusal(verify(messageFor(stranger.address, 999_999), stranger))).toBe('custody');
  });

  it("refuses a signature that is not the message address's", async () => {
    const alice = user(0);
    expect(await refusal(verify(messageFor(alice.custody, alice.fid), user(1).key))).toBe('signature');
    const message = messageFor(alice.custody, alice.fid);
    const zero = await verifySignIn(
      { message, signature: `0x${'00'.repeat(65)}`, domain: DOMAIN, nonce: NONCE },
      { registry, clock },
    );
    expect(zero._unsafeUnwrapErr().reason).toBe('signature');
  });

  it.each<[string, Partial<SiweMessage>, SignInRefusal]>([
    ['another statement', { statement: 'Sign in' }, 'statement'],
    ['another chain', { chainId: 1 }, 'chain'],
    ['another domain', { domain: 'evil.example' }, 'domain'],
    ['another nonce', { nonce: 'zzzz9999' }, 'nonce'],
    ['no fid resource', { resources: ['https://example.com/'] }, 'resource'],
    ['two fid resources', { resources: ['farcaster://fid/1001', 'farcaster://fid/1002'] }, 'resource'],
    ['an expiry passed', { expirationTime: new Date(Date.UTC(2025, 11, 31)) }, 'time'],
    ['a Not Before ahead', { notBefore: new Date(Date.UTC(2026, 0, 2)) }, 'time'],
    ['an Issued At ahead', { issuedAt: new Date(Date.UTC(2026, 0, 1, 0, 1)) }, 'time'],
  ])('refuses a message with %s', async (_, changes, reason) => {
    const alice = user(0);
    expect(await refusal(verify(messageFor(alice.custody, alice.fid, changes), alice.key))).toBe(reason);
  });

  it('accepts its times within the clock skew', async () => {
    const alice = user(0);
    const message = messageFor(alice.custody, alice.fid, {
      issuedAt: new Date(clock.now() + 4_000),
      expirationTime: new Date(clock.now() - 4_000),
    });
    expect((await verify(message, alice.key)).isOk()).toBe(true);
  });

  it('refuses a tampered or malformed message, and a malformed signature, before any chain read', async () => {
    const alice = user(0);
    const message = messageFor(alice.custody, alice.fid);
    const signature = await alice.key.signMessage({ message });
    const check = (text: string, sig: string = signature) =>
      verifySignIn({ message: text, signature: sig, domain: DOMAIN, nonce: NONCE }, { registry, clock });
    expect((await check(`${message}\nResources:\n- farcaster://fid/1002`))._unsafeUnwrapErr().reason).toBe(
      'malformed',
    );
    expect((await check(`prefix ${message}`))._unsafeUnwrapErr().reason).toBe('malformed');
    expect((await check('hello'))._unsafeUnwrapErr().reason).toBe('malformed');
    expect((await check('x'.repeat(10_000)))._unsafeUnwrapErr().reason).toBe('malformed');
    expect((await check(message, 'not hex'))._unsafeUnwrapErr().reason).toBe('malformed');
    expect((await check(message, `0x${'ab'.repeat(5_000)}`))._unsafeUnwrapErr().reason).toBe('malformed');
  });

  it('tells a registry it cannot reach apart from a refusal', async () => {
    const alice = user(0);
    const down = createIdRegistryReader(
      { ...registry.location, rpcUrl: `http://127.0.0.1:${await closedPort()}` },
      { timeoutMs: 1_000 },
    );
    const message = messageFor(alice.custody, alice.fid);
    const result = await verifySignIn(
      { message, signature: await alice.key.signMessage({ message }), domain: DOMAIN, nonce: NONCE },
      { registry: down, clock },
    );
    expect(result._unsafeUnwrapErr()).toMatchObject({
      reason: 'registry',
      description: 'The ID registry could not be read',
    });
  });
});
