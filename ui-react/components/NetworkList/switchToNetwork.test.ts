import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_NAMES, type ViewName } from '../../../core/kernel/router/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { createFixture, ETHEREUM, type Fixture, SOLANA } from '../../../testkits/views/fixtures.js';
import { switchToNetwork } from './switchToNetwork.js';

const BASE = { ...ETHEREUM, id: 8453, name: 'Base', caipNetworkId: 'eip155:8453' as const };
let fixture: Fixture | undefined;
afterEach(() => {
  fixture?.dispose();
  fixture = undefined;
});
const setup = () => {
  const current = createFixture({ networks: [ETHEREUM, BASE, SOLANA] });
  fixture = current;
  return current;
};

describe('switchToNetwork', () => {
  it('switches, reports SWITCH_NETWORK and goes back to the view below', async () => {
    const { latch, analytics } = setup();
    await latch.modal.open({ view: 'Account' });
    latch.router.push('Networks');
    const result = await switchToNetwork(latch, BASE, 'Networks');
    expect(result.isOk()).toBe(true);
    expect(latch.account.activeNetwork).toBe(BASE);
    expect(latch.router.view).toBe('Account');
    await flushMicrotasks();
    expect(analytics.envelopes.at(-1)?.props).toMatchObject({
      event: 'SWITCH_NETWORK',
      network: 'eip155:8453',
    });
  });

  it('closes the modal when there is nothing to go back to', async () => {
    const { latch } = setup();
    await latch.modal.open({ view: 'Networks' });
    await switchToNetwork(latch, BASE, 'Networks');
    expect(latch.modal.isOpen).toBe(false);
  });

  it('another namespace without a wallet opens Connect for it', async () => {
    const { latch } = setup();
    await latch.connection.connect('io.metamask', { network: ETHEREUM });
    await latch.modal.open({ view: 'Networks' });
    const result = await switchToNetwork(latch, SOLANA, 'Networks');
    expect(result._unsafeUnwrap()).toEqual({ needsConnection: true, namespace: 'solana' });
    expect(latch.router.view).toBe('Connect');
    expect(latch.modal.namespace).toBe('solana');
  });

  it('a failure is a toast in the person’s words (userMessage)', async () => {
    const { latch } = setup();
    await latch.connection.connect('io.metamask', { network: ETHEREUM });
    await latch.modal.open({ view: 'Networks' });
    const result = await switchToNetwork(latch, BASE, 'Networks');
    expect(result._unsafeUnwrapErr().code).toBe('UNSUPPORTED_CAPABILITY');
    expect(latch.toasts.visible.map((toast) => toast.message)).toEqual([
      'Your wallet does not support this request',
    ]);
    expect(latch.router.view).toBe('Networks');
  });

  it('property: navigation happens only while the asking view still shows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<ViewName>(...VIEW_NAMES), async (elsewhere) => {
        const { latch } = setup();
        await latch.modal.open({ view: 'Account' });
        latch.router.push('Networks');
        latch.router.push(elsewhere);
        const before = latch.router.history;
        await switchToNetwork(latch, BASE, 'Networks');
        if (elsewhere === 'Networks') expect(latch.router.view).toBe('Account');
        else expect(latch.router.history).toEqual(before);
        fixture?.dispose();
        fixture = undefined;
      }),
      { numRuns: 30 },
    );
  });
});
