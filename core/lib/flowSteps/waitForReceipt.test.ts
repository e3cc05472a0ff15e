import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { waitForReceipt } from './waitForReceipt.js';

const NETWORK: Network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const HASH = `0x${'12'.repeat(32)}` as const;

const setup = () => {
  const clock = new ManualClock();
  const reader = new MemoryChainReader();
  const wait = () =>
    waitForReceipt({
      readers: { eip155: reader },
      scheduler: clock,
      hash: HASH,
      network: NETWORK,
      timeoutMs: 60_000,
    });
  return { clock, reader, wait };
};

describe('waitForReceipt', () => {
  it('answers the mined receipt and cancels its timer', async () => {
    const { clock, reader, wait } = setup();
    const waiting = wait();
    expect(clock.pending).toBe(1);
    reader.setReceipt({ hash: HASH, status: 'success', blockNumber: 7n });
    expect((await waiting)._unsafeUnwrap()).toEqual({ hash: HASH, status: 'success', blockNumber: 7n });
    expect(clock.pending).toBe(0);
  });

  it('reports a reverted transaction as "Execution reverted for an unknown reason."', async () => {
    const { reader, wait } = setup();
    reader.setReceipt({ hash: HASH, status: 'reverted', blockNumber: 7n });
    expect((await wait())._unsafeUnwrapErr().message).toBe('Execution reverted for an unknown reason.');
  });

  it('maps a failed wait to its catalogue error', async () => {
    const { reader, wait } = setup();
    reader.fail('waitForTransaction', { kind: 'NetworkFailure', url: 'http://rpc', message: 'down' });
    expect((await wait())._unsafeUnwrapErr().message).toBe('HTTP request failed. No response was received.');
  });

  it('gives up after the timeout with "The request took too long to respond."', async () => {
    const { clock, reader, wait } = setup();
    const waiting = wait();
    await clock.advanceAsync(59_999);
    expect(reader.pendingWaits).toBe(1);
    await clock.advanceAsync(1);
    const error = (await waiting)._unsafeUnwrapErr();
    expect(error.code).toBe('RPC_TIMEOUT');
    expect(error.message).toBe('The request took too long to respond.');
  });

  it('needs a reader for the namespace', async () => {
    const clock = new ManualClock();
    const result = await waitForReceipt({
      readers: {},
      scheduler: clock,
      hash: HASH,
      network: NETWORK,
      timeoutMs: 1,
    });
    expect(result._unsafeUnwrapErr().code).toBe('CHAIN_ADAPTER_NOT_FOUND');
  });
});
