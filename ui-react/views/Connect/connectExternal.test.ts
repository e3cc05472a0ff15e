import { afterEach, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { createFixture, ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { createConnectAttempts } from '../../context/connectAttempts.js';
import { connectExternal } from './connectExternal.js';
import { selectWallet } from './selectWallet.js';

let fixture: Fixture | undefined;
afterEach(() => {
  fixture?.dispose();
  fixture = undefined;
});

const setup = async (behaviour: 'approve' | 'reject') => {
  const current = createFixture();
  fixture = current;
  const metamask = current.discovery.list().find((item) => item.info.id === 'io.metamask');
  if (!(metamask instanceof MemoryWalletConnector)) throw new Error('no metamask');
  metamask.connectBehaviour = behaviour;
  await current.latch.modal.open();
  return current;
};

const METAMASK = {
  id: 'io.metamask',
  name: 'MetaMask',
  kind: 'announced' as const,
  installed: true,
  connectorId: 'io.metamask',
};

describe('connectExternal', () => {
  it('shows ConnectingExternal and shares the attempt with it; success records the wallet', async () => {
    const current = await setup('approve');
    const attempts = createConnectAttempts();
    const attempt = connectExternal(current.latch, METAMASK, ETHEREUM, attempts);
    expect(current.latch.router.route).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask' },
    });
    expect(attempts.get('io.metamask')).toBe(attempt);
    const outcome = await attempt;
    expect(outcome.isOk()).toBe(true);
    expect(current.latch.connection.status).toBe('connected');
    expect(current.latch.connection.recentWallets[0]).toEqual({ id: 'io.metamask', name: 'MetaMask' });
    await flushMicrotasks();
    const success = current.analytics.envelopes.find(
      (envelope) => envelope.props.event === 'CONNECT_SUCCESS',
    );
    expect(success?.props).toMatchObject({ method: 'browser', name: 'MetaMask' });
  });

  it("a failure is the attempt's error (for the view to show) and is reported, without navigating", async () => {
    const current = await setup('reject');
    const attempts = createConnectAttempts();
    const outcome = await connectExternal(current.latch, METAMASK, ETHEREUM, attempts);
    expect(outcome.isErr() && outcome.error.code).toBe('USER_REJECTED');
    expect(current.latch.router.view).toBe('ConnectingExternal');
    expect(current.latch.toasts.visible).toEqual([]);
    await flushMicrotasks();
    expect(current.analytics.envelopes.map((envelope) => envelope.props.event)).toContain('CONNECT_ERROR');
  });
});

describe('selectWallet', () => {
  it('reports the platform each choice uses', async () => {
    const current = await setup('approve');
    const platforms = () =>
      current.analytics.envelopes
        .filter((envelope) => envelope.props.event === 'SELECT_WALLET')
        .map((envelope) => envelope.props.platform);
    const context = { isMobile: false, network: ETHEREUM, attempts: createConnectAttempts() };
    selectWallet(
      current.latch,
      { id: 'walletConnect', name: 'WalletConnect', kind: 'walletConnect', installed: false },
      context,
    );
    selectWallet(
      current.latch,
      { id: 'me.rainbow', name: 'Rainbow', kind: 'registry', installed: false },
      context,
    );
    selectWallet(
      current.latch,
      { id: 'me.rainbow', name: 'Rainbow', kind: 'registry', installed: false },
      {
        ...context,
        isMobile: true,
      },
    );
    selectWallet(current.latch, METAMASK, context);
    await flushMicrotasks();
    expect(platforms()).toEqual(['qrcode', 'qrcode', 'mobile', 'browser']);
  });
});
