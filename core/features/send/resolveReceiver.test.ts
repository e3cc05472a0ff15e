import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import type { NameRecord, Network } from '../../../ports/index.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { httpFailure, MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { NAME_TTL_MS } from '../../lib/cache/index.js';
import { coinTypeForChainId } from '../../lib/caip/index.js';
import { createNameCache } from './createNameCache.js';
import { isReceiverError, resolveReceiver } from './resolveReceiver.js';

const ALICE = getAddress('0x70997970c51812dc3a010c7d01b50e20d17dc79c');
const BOB = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const DEVNET: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const MAINNET: Network = { ...DEVNET, id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1' };

const record = (name: string, addresses: Record<string, string>): NameRecord => ({
  name,
  registered_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  attributes: null,
  addresses: Object.fromEntries(
    Object.entries(addresses).map(([coin, address]) => [
      coin,
      { address, created_at: '2026-01-01T00:00:00Z' },
    ]),
  ),
});

const setup = () => {
  const clock = new ManualClock();
  const data = new MemoryDataService({ clock });
  data.seedName(
    record('alice.latch.id', { [String(coinTypeForChainId(31337))]: ALICE.toLowerCase(), '60': BOB }),
  );
  const cache = createNameCache(clock);
  const resolve = (input: string, network = DEVNET) =>
    resolveReceiver({ input, network, namesApi: data.names, cache });
  return { clock, data, resolve };
};

describe('resolveReceiver', () => {
  it('accepts addresses with or without 0x and returns them EIP-55', async () => {
    const { resolve, data } = setup();
    expect((await resolve(ALICE.toLowerCase()))._unsafeUnwrap()).toEqual({ address: ALICE });
    expect((await resolve(ALICE.slice(2)))._unsafeUnwrap()).toEqual({ address: ALICE });
    expect(data.callsOf('names.lookupName')).toEqual([]);
  });

  it('refuses what is neither a valid address nor a name: "Address is invalid"', async () => {
    const { resolve } = setup();
    const badChecksum = `0x${ALICE.slice(2, 41)}${ALICE.slice(41) === 'c' ? 'C' : 'c'}`;
    for (const input of ['0xZZ', 'hello', badChecksum, `${ALICE}00`]) {
      const error = (await resolve(input))._unsafeUnwrapErr();
      expect(error.code).toBe('ADDRESS_INVALID');
      expect(error.message).toBe('Address is invalid');
    }
  });

  it('says an address of too few hex digits is too short', async () => {
    const { resolve } = setup();
    for (const input of ['0x1234', '0x123', ALICE.slice(0, 41), 'abc']) {
      const error = (await resolve(input))._unsafeUnwrapErr();
      expect(error.code).toBe('RECEIVER_ADDRESS_TOO_SHORT');
      expect(error.message).toBe('This address is too short: an address is 0x and 40 hex digits');
      expect(isReceiverError(error)).toBe(true);
    }
  });

  it("resolves a name to its address for the network's ENSIP-11 coin type (mainnet: 60)", async () => {
    const { resolve } = setup();
    expect((await resolve('Alice.Latch.ID'))._unsafeUnwrap()).toEqual({
      address: ALICE,
      name: 'alice.latch.id',
    });
    expect((await resolve('alice.latch.id', MAINNET))._unsafeUnwrap()).toEqual({
      address: BOB,
      name: 'alice.latch.id',
    });
  });

  it('reports an unknown name, or one without an address on this chain, as not found', async () => {
    const { resolve } = setup();
    expect((await resolve('nobody.latch.id'))._unsafeUnwrapErr().message).toBe(
      'No address found for nobody.latch.id',
    );
    const optimism = { ...DEVNET, id: 10, caipNetworkId: 'eip155:10' } as const;
    expect((await resolve('alice.latch.id', optimism))._unsafeUnwrapErr().message).toBe(
      'No address found for alice.latch.id',
    );
  });

  it('reports a failed lookup as "Error resolving name", with the cause', async () => {
    const { resolve, data } = setup();
    data.fail('names.lookupName', httpFailure(503), 1);
    const error = (await resolve('alice.latch.id'))._unsafeUnwrapErr();
    expect(error.code).toBe('NAME_RESOLUTION_FAILED');
    expect(error.message).toBe('Error resolving name');
    expect(error.cause).toMatchObject({ code: 'RPC_HTTP_ERROR' });
    expect((await resolve('alice.latch.id'))._unsafeUnwrap().address).toBe(ALICE);
  });

  it('reuses a lookup (known or unknown name) for 5 minutes', async () => {
    const { resolve, data, clock } = setup();
    await resolve('alice.latch.id');
    await resolve('ALICE.latch.id');
    await resolve('nobody.latch.id');
    await resolve('nobody.latch.id');
    expect(data.callsOf('names.lookupName')).toEqual([
      { name: 'alice.latch.id' },
      { name: 'nobody.latch.id' },
    ]);
    clock.advance(NAME_TTL_MS);
    await resolve('alice.latch.id');
    expect(data.callsOf('names.lookupName')).toHaveLength(3);
  });

  it('cannot resolve names on a chain without a coin type', async () => {
    const { resolve } = setup();
    const huge = { ...DEVNET, id: 0x80000000, caipNetworkId: 'eip155:2147483648' } as const;
    expect((await resolve('alice.latch.id', huge))._unsafeUnwrapErr().code).toBe('NAME_RESOLUTION_FAILED');
  });
});
