import { describe, expect, it } from 'vitest';
import type { EvmSigner } from '../../../ports/index.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { sendAndConfirm } from './sendAndConfirm.js';

const HASH = `0x${'ab'.repeat(32)}` as const;
const network = memoryNetwork('eip155', '1');
const request = { from: `0x${'11'.repeat(20)}`, to: `0x${'22'.repeat(20)}`, value: 1n } as const;

const setup = (send: EvmSigner['sendTransaction']) => {
  const clock = new ManualClock();
  const reader = new MemoryChainReader();
  const signer = { namespace: 'eip155', signMessage: async () => '0x', sendTransaction: send } as EvmSigner;
  const told: string[] = [];
  const run = () =>
    sendAndConfirm({
      signer,
      request,
      network,
      readers: { eip155: reader },
      scheduler: clock,
      timeoutMs: 1_000,
      onSent: (hash) => told.push(hash),
    });
  return { clock, reader, told, run };
};

describe('sendAndConfirm', () => {
  it('tells the hash as soon as the wallet sent it, and gives it once mined', async () => {
    const { reader, told, run } = setup(async () => HASH);
    const result = run();
    await flushMicrotasks();
    expect(told).toEqual([HASH]);
    reader.setReceipt({ hash: HASH, status: 'success', blockNumber: 1n });
    expect((await result)._unsafeUnwrap()).toBe(HASH);
  });

  it("maps the wallet's refusal, a reverted receipt and no receipt in time to catalogue errors", async () => {
    const refused = setup(() => Promise.reject({ code: 4001, message: 'User rejected the request.' }));
    expect((await refused.run())._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    expect(refused.told).toEqual([]);
    const reverted = setup(async () => HASH);
    reverted.reader.setReceipt({ hash: HASH, status: 'reverted', blockNumber: 1n });
    expect((await reverted.run())._unsafeUnwrapErr().code).toBe('EXECUTION_REVERTED_UNKNOWN');
    const slow = setup(async () => HASH);
    const waiting = slow.run();
    await flushMicrotasks();
    await slow.clock.advanceAsync(1_000);
    expect((await waiting)._unsafeUnwrapErr().code).toBe('RPC_TIMEOUT');
  });
});
