import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ManualClock,
  MemoryChainReader,
  MemoryLogger,
  MemoryStorage,
  memoryNetwork,
} from '../../../testkits/index.js';
import { FAILED_BALANCE_RETRY_MS, NATIVE_BALANCE_TTL_MS } from '../../lib/cache/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createAccountCaches } from './createAccountCaches.js';
import { fetchNativeBalance } from './fetchNativeBalance.js';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const ETH = {
  ...memoryNetwork('eip155', '1'),
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};
const TIMEOUT = { code: -32603, message: 'Internal error' };

const setup = () => {
  const clock = new ManualClock(0);
  const logger = new MemoryLogger();
  const { nativeBalance: cache } = createAccountCaches(clock, new SafeStorage(new MemoryStorage(), logger));
  const reader = new MemoryChainReader('eip155');
  const fetch = (force = false) =>
    fetchNativeBalance({ cache, readers: { eip155: reader }, address: ADDRESS, network: ETH, force });
  return { clock, cache, reader, fetch };
};

describe('fetchNativeBalance', () => {
  it('SPEC §9: native balances are cached 30 s, and a failure is not retried within 30 s', () => {
    expect(NATIVE_BALANCE_TTL_MS).toBe(30_000);
    expect(FAILED_BALANCE_RETRY_MS).toBe(30_000);
  });

  it('reads through the chain reader and formats the value', async () => {
    const { reader, fetch } = setup();
    reader.setBalance(ADDRESS, 1_500_000_000_000_000_000n, 'eip155:1');
    expect((await fetch())._unsafeUnwrap()).toEqual({
      status: 'ready',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      value: 1_500_000_000_000_000_000n,
      formatted: '1.500',
      symbol: 'ETH',
    });
    expect(reader.calls).toEqual([{ method: 'getNativeBalance', args: { address: ADDRESS, network: ETH } }]);
  });

  it('tells zero from unavailable', async () => {
    const { reader, fetch } = setup();
    const zero = (await fetch())._unsafeUnwrap();
    expect(zero).toMatchObject({ status: 'ready', value: 0n, formatted: '0.000' });
    reader.fail('getNativeBalance', TIMEOUT);
    const failed = (await fetch(true))._unsafeUnwrapErr();
    expect(failed.message).toBe('Token Balance Unavailable');
    expect(failed.data).toEqual({ reason: 'failed', caipNetworkId: 'eip155:1' });
    expect(failed.cause).toMatchObject({ code: 'INTERNAL_RPC_ERROR' });
  });

  it('joins concurrent reads of the same balance', async () => {
    const { reader, fetch } = setup();
    const [a, b] = await Promise.all([fetch(), fetch()]);
    expect(a._unsafeUnwrap()).toEqual(b._unsafeUnwrap());
    expect(reader.calls).toHaveLength(1);
  });

  it('is unavailable without a chain reader for the namespace, without any call', async () => {
    const { cache } = setup();
    const error = (
      await fetchNativeBalance({ cache, readers: {}, address: 'addr', network: memoryNetwork('polkadot') })
    )._unsafeUnwrapErr();
    expect(error.data).toEqual({ reason: 'unsupported-namespace', caipNetworkId: 'polkadot:mainnet' });
    expect(error.cause).toMatchObject({
      code: 'CHAIN_ADAPTER_NOT_FOUND',
      message: 'Chain adapter not found',
    });
  });

  it('never reads again within 30 s of the last read (value or failure) unless forced, never serves older than 30 s', async () => {
    const step = fc.record({
      dt: fc.integer({ min: 0, max: 70_000 }),
      fail: fc.boolean(),
      force: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { clock, reader, fetch } = setup();
        let last: { at: number; value: bigint | undefined } | undefined;
        for (const [index, { dt, fail, force }] of steps.entries()) {
          clock.advance(dt);
          reader.clearFailures();
          reader.setBalance(ADDRESS, BigInt(index));
          if (fail) reader.fail('getNativeBalance', TIMEOUT);
          const callsBefore = reader.calls.length;
          const result = await fetch(force);
          const expectRead = force || last === undefined || clock.now() - last.at >= NATIVE_BALANCE_TTL_MS;
          expect(reader.calls.length - callsBefore).toBe(expectRead ? 1 : 0);
          if (expectRead) last = { at: clock.now(), value: fail ? undefined : BigInt(index) };
          if (last === undefined) throw new Error('unreachable: a first fetch always reads');
          expect(clock.now() - last.at).toBeLessThan(NATIVE_BALANCE_TTL_MS);
          if (last.value === undefined) expect(result.isErr()).toBe(true);
          else expect(result._unsafeUnwrap().value).toBe(last.value);
        }
      }),
    );
  });
});
