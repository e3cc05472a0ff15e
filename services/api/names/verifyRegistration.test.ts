import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC } from '../../devnet/index.js';
import { createChainClients } from '../chain/createChainClients.js';
import { type RegistrationRequest, verifyRegistration } from './verifyRegistration.js';

// Service-level checks (devnet chain, contract accounts, the database) are in routes/names.test.ts; these
// run the offline EOA path (coin type of a chain the service does not read) against a fixed clock.
const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const MALLORY = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 });
const NOW_MS = 1_750_000_000_000;
const COIN_TYPE_BASE = (0x80000000 | 8453) >>> 0;
const deps = { chains: createChainClients([]), zone: 'latch.id', now: () => NOW_MS };

const request = async (
  overrides: { name?: string; timestamp?: number; signer?: typeof ALICE } = {},
): Promise<RegistrationRequest> => {
  const message = JSON.stringify({
    name: overrides.name ?? 'Alice.latch.id',
    attributes: { bio: 'hi' },
    timestamp: overrides.timestamp ?? NOW_MS / 1000,
  });
  const signer = overrides.signer ?? ALICE;
  return {
    message,
    signature: await signer.signMessage({ message }),
    coin_type: COIN_TYPE_BASE,
    address: ALICE.address,
  };
};

describe('verifyRegistration', () => {
  it('returns the lower-cased name, signer, chain and attributes of a valid registration', async () => {
    expect((await verifyRegistration(deps, await request()))._unsafeUnwrap()).toEqual({
      name: 'alice.latch.id',
      address: ALICE.address,
      coinType: COIN_TYPE_BASE,
      chainId: 8453,
      attributes: { bio: 'hi' },
    });
  });

  it('checks the shape before the timestamp, and the timestamp before the signature', async () => {
    const stale = await request({ timestamp: NOW_MS / 1000 - 60, signer: MALLORY });
    expect(
      (await verifyRegistration(deps, { ...stale, address: ALICE.address.toLowerCase() }))._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'invalid', field: 'address' });
    expect((await verifyRegistration(deps, { ...stale, coin_type: 501 }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid',
      field: 'coin_type',
    });
    expect((await verifyRegistration(deps, stale))._unsafeUnwrapErr()).toMatchObject({
      kind: 'unauthorized',
      field: 'message',
    });
    const forged = await request({ signer: MALLORY });
    expect((await verifyRegistration(deps, forged))._unsafeUnwrapErr()).toMatchObject({
      kind: 'unauthorized',
      field: 'signature',
      description: 'Invalid signature',
    });
  });

  it('refuses a name outside the zone before checking the signature', async () => {
    const outside = await request({ name: 'alice.reown.id', signer: MALLORY });
    expect((await verifyRegistration(deps, outside))._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid',
      field: 'message',
    });
  });

  it('refuses a signature that is not one, without a node to ask', async () => {
    const valid = await request();
    expect(
      (await verifyRegistration(deps, { ...valid, signature: '0x1234' }))._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'unauthorized', field: 'signature' });
  });
});
