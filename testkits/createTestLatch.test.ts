import { describe, expect, it } from 'vitest';
import { type HostActionDeps, sendTransaction, signMessage } from '../core/kernel/hostActions/index.js';
import { createTestLatch, type TestLatch } from './createTestLatch.js';
import { ManualClock } from './ManualClock.js';
import { createRealTimeClock } from './realTimeClock.js';
import { TEST_WALLET_ADDRESS } from './TestWallet.js';
import { ETHEREUM } from './views/fixtures.js';

/** What the hooks hand the host actions (ui-react's hostActionDeps), over the test Latch. */
const deps = ({ latch }: TestLatch): HostActionDeps => ({
  account: latch.account,
  session: (namespace) => latch.connection.session(namespace),
  waitForReceipt: (args) => latch.waitForTransaction(args),
});

const PEER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('createTestLatch', () => {
  it('is connected with the test wallet at once, on the first network, with its balance', async () => {
    const test = await createTestLatch({ wallet: { balance: 12_345n * 10n ** 18n } });
    try {
      expect(test.latch.account.isConnected).toBe(true);
      expect(test.latch.account.address).toBe(TEST_WALLET_ADDRESS);
      expect(test.latch.account.activeNetwork.caipNetworkId).toBe('eip155:1');
      expect(await test.chain.getNativeBalance({ address: TEST_WALLET_ADDRESS, network: ETHEREUM })).toBe(
        12_345n * 10n ** 18n,
      );
    } finally {
      test.dispose();
    }
  });

  it('can start disconnected, and connects as the Connect view would', async () => {
    const test = await createTestLatch({ wallet: { connected: false } });
    try {
      expect(test.latch.account.isConnected).toBe(false);
      await test.connect();
      expect(test.latch.account.address).toBe(TEST_WALLET_ADDRESS);
    } finally {
      test.dispose();
    }
  });

  it("sends through the wallet's eth_sendTransaction and the send is mined at once", async () => {
    const test = await createTestLatch();
    try {
      const sent = await sendTransaction(deps(test), { to: PEER, value: 10n ** 17n });
      const { hash, receipt } = sent._unsafeUnwrap();
      expect(receipt.status).toBe('success');
      expect(test.wallet.sent).toEqual([
        { hash, request: { from: TEST_WALLET_ADDRESS, to: PEER, value: 10n ** 17n } },
      ]);
      expect(test.wallet.log).toEqual([
        {
          method: 'eth_sendTransaction',
          params: [{ from: TEST_WALLET_ADDRESS, to: PEER, value: '0x16345785d8a0000' }],
          outcome: 'approved',
        },
      ]);
    } finally {
      test.dispose();
    }
  });

  it('signs with personal_sign, eth_signTypedData_v4 and sends calls with wallet_sendCalls', async () => {
    const test = await createTestLatch();
    try {
      const signature = (await signMessage(deps(test), 'hello'))._unsafeUnwrap();
      expect(signature).toMatch(/^0x[0-9a-f]+$/);
      const signer = test.latch.connection.session('eip155')?.signer;
      if (signer?.namespace !== 'eip155') throw new Error('no eip155 signer');
      await signer.signTypedData?.({ address: TEST_WALLET_ADDRESS, typedData: { value: 1n } });
      const id = await signer.sendCalls?.({
        bundle: { chainId: '0x1', from: TEST_WALLET_ADDRESS, version: '2.0.0', calls: [{ to: PEER }] },
      });
      expect(id).toMatch(/^0x[0-9a-f]{64}$/);
      expect(test.wallet.log.map((request) => request.method)).toEqual([
        'personal_sign',
        'eth_signTypedData_v4',
        'wallet_sendCalls',
      ]);
      expect(test.wallet.log[0]?.params).toEqual(['0x68656c6c6f', TEST_WALLET_ADDRESS]);
      expect(test.wallet.log[1]?.params).toEqual([TEST_WALLET_ADDRESS, '{"value":"1"}']);
    } finally {
      test.dispose();
    }
  });

  it('rejects as a user would when told to: the catalogue error, logged as rejected, nothing sent', async () => {
    const test = await createTestLatch();
    try {
      test.wallet.rejectAll();
      const refused = await sendTransaction(deps(test), { to: PEER, value: 1n });
      expect(refused._unsafeUnwrapErr().code).toBe('USER_REJECTED');
      expect(test.wallet.sent).toEqual([]);
      expect(test.wallet.log.map((request) => request.outcome)).toEqual(['rejected']);
      test.wallet.approveAll();
      expect((await sendTransaction(deps(test), { to: PEER, value: 1n })).isOk()).toBe(true);
      test.wallet.rejectNext = true;
      expect((await signMessage(deps(test), 'no'))._unsafeUnwrapErr().code).toBe('USER_REJECTED');
      expect(test.wallet.log.map((request) => request.outcome)).toEqual(['rejected', 'approved', 'rejected']);
    } finally {
      test.dispose();
    }
  });

  it('a wallet told to reject refuses the connection too', async () => {
    const test = await createTestLatch({ wallet: { connected: false } });
    try {
      test.wallet.rejectAll();
      await expect(test.connect()).rejects.toMatchObject({ code: 'USER_REJECTED' });
      expect(test.latch.account.isConnected).toBe(false);
    } finally {
      test.dispose();
    }
  });

  it('takes a ManualClock, and leaves no timer of its own clock running after dispose', async () => {
    const manual = await createTestLatch({ clock: new ManualClock() });
    expect(manual.latch.account.isConnected).toBe(true);
    manual.dispose();

    const clock = createRealTimeClock();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(1), 10_000);
    clock.setInterval(() => fired.push(2), 10_000);
    const cancelled = clock.setTimeout(() => fired.push(3), 10_000);
    cancelled();
    expect(clock.pending()).toBe(2);
    clock.dispose();
    expect(clock.pending()).toBe(0);
    expect(fired).toEqual([]);
  });
});
