import { describe, expect, it } from 'vitest';
import type { EvmTransactionRequest } from '../ports/index.js';
import { flushMicrotasks } from './ManualClock.js';
import { memoryNetwork } from './MemoryWalletConnector.js';
import { SendingWalletConnector } from './SendingWalletConnector.js';

const request: EvmTransactionRequest = {
  from: '0x00000000000000000000000000000000000000aa',
  to: '0x00000000000000000000000000000000000000bb',
};

describe('SendingWalletConnector', () => {
  it('answers, holds or rejects eip155 sends as scripted, recording each', async () => {
    const wallet = new SendingWalletConnector(
      { id: 'w', name: 'Wallet' },
      { accounts: ['0x00000000000000000000000000000000000000aa'] },
      (n) => `0x0${n}`,
    );
    const network = memoryNetwork('eip155');
    const signer = wallet.session(network).signer;
    if (signer.namespace !== 'eip155') throw new Error('expected an eip155 signer');
    expect(await signer.sendTransaction({ request, network })).toBe('0x01');
    wallet.sendBehaviour = { fail: { code: 4001 } };
    await expect(signer.sendTransaction({ request, network })).rejects.toEqual({ code: 4001 });
    wallet.sendBehaviour = 'hold';
    let settled = false;
    void signer.sendTransaction({ request, network }).finally(() => {
      settled = true;
    });
    await flushMicrotasks();
    expect(settled).toBe(false);
    wallet.sendBehaviour = 'approve';
    expect(await signer.sendTransaction({ request, network })).toBe('0x04');
    expect(wallet.sent).toHaveLength(4);
  });
});
