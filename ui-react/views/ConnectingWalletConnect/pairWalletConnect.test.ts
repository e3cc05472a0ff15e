import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_NAMES, type ViewName } from '../../../core/router/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { createFixture, ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { PAIRING_VIEWS, pairWalletConnect } from './pairWalletConnect.js';

let fixture: Fixture | undefined;
afterEach(() => {
  fixture?.dispose();
  fixture = undefined;
});
const setup = (behaviour: 'approve' | 'reject') => {
  const current = createFixture();
  fixture = current;
  const walletConnect = current.discovery.list().find((item) => item.info.id === 'walletConnect');
  if (!(walletConnect instanceof MemoryWalletConnector)) throw new Error('no WalletConnect');
  walletConnect.connectBehaviour = behaviour;
  return current;
};
const REQUEST = { connectorId: 'walletConnect', network: ETHEREUM };

describe('pairWalletConnect', () => {
  it('on success saves the deep link and recent wallet, reports mobile, and shows Account', async () => {
    const { latch, analytics } = setup('approve');
    await latch.modal.open({ view: 'ConnectingWalletConnect', data: { walletId: 'me.rainbow' } });
    latch.connection.setRecentWallet({ id: 'me.rainbow', name: 'Rainbow' });
    const pairing = pairWalletConnect(latch, { ...REQUEST, walletId: 'me.rainbow' });
    latch.connection.setWcLinking({ href: 'rainbow://wc?uri=x', name: 'Rainbow' });
    expect((await pairing).isOk()).toBe(true);
    expect(latch.connection.deepLink).toEqual({ href: 'rainbow://wc?uri=x', name: 'Rainbow' });
    expect(latch.connection.recentWallets[0]?.id).toBe('me.rainbow');
    expect(latch.router.history).toEqual(['Account']);
    await flushMicrotasks();
    expect(analytics.envelopes.at(-1)?.props).toMatchObject({
      event: 'CONNECT_SUCCESS',
      method: 'mobile',
      name: 'Rainbow',
    });
  });

  it('a failure reports CONNECT_ERROR and the store marks wcError', async () => {
    const { latch, analytics } = setup('reject');
    await latch.modal.open({ view: 'ConnectingWalletConnectBasic' });
    const result = await pairWalletConnect(latch, REQUEST);
    expect(result._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    expect(latch.connection.wcError).toBe(true);
    await flushMicrotasks();
    expect(analytics.envelopes.at(-1)?.props.event).toBe('CONNECT_ERROR');
  });

  it('property: a late success shows Account only from a connect view of an open modal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<ViewName>(...VIEW_NAMES), fc.boolean(), async (view, open) => {
        const { latch } = setup('approve');
        await latch.modal.open({ view: 'Connect' });
        latch.router.push(view);
        if (!open) latch.modal.close({ force: true });
        const before = latch.router.history;
        await pairWalletConnect(latch, REQUEST);
        if (open && PAIRING_VIEWS.includes(view)) expect(latch.router.history).toEqual(['Account']);
        else expect(latch.router.history).toEqual(before);
        fixture?.dispose();
        fixture = undefined;
      }),
      { numRuns: 40 },
    );
  });
});
