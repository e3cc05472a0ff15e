// @vitest-environment happy-dom
// The host's own unit test of its wallet components, with @latch/testing only: an in-memory Latch whose test
// wallet answers as a browser wallet does (README "Testing your app").
import { ConnectButton, LatchProvider } from '@latch/react';
import {
  createTestLatch,
  latchElement,
  latchModal,
  TEST_WALLET_ADDRESS,
  type TestLatch,
} from '@latch/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Address, Send } from './wallet';

const RECIPIENT = '0x000000000000000000000000000000000000dEaD';

let test: TestLatch | undefined;
afterEach(() => {
  cleanup();
  test?.dispose();
});

const renderApp = (latch: TestLatch) =>
  render(
    <LatchProvider latch={latch.latch}>
      <ConnectButton />
      <Address />
      <Send />
    </LatchProvider>,
  );

describe('the wallet components', () => {
  it('show the connected address and send 0.01 ETH through the wallet', async () => {
    test = await createTestLatch();
    renderApp(test);
    expect(screen.getByTestId('address').textContent).toBe(TEST_WALLET_ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: /^Send 0.01 ETH/ }));
    await screen.findByRole('button', { name: 'Send 0.01 ETH: success' });
    expect(test.wallet.sent.map(({ request }) => [request.to, request.value])).toEqual([
      [RECIPIENT, 10n ** 16n],
    ]);
  });

  it("show the wallet's refusal by its code", async () => {
    test = await createTestLatch();
    test.wallet.rejectAll();
    renderApp(test);
    fireEvent.click(screen.getByRole('button', { name: /^Send 0.01 ETH/ }));
    await screen.findByRole('button', { name: 'Send 0.01 ETH: USER_REJECTED' });
    expect(test.wallet.sent).toEqual([]);
  });

  it("connect through Latch's modal", async () => {
    test = await createTestLatch({ wallet: { connected: false } });
    renderApp(test);
    expect(screen.getByTestId('address').textContent).toBe('Not connected');
    fireEvent.click(
      await within(latchElement('connect-button')).findByRole('button', { name: 'Connect Wallet' }),
    );
    fireEvent.click(await within(latchModal()).findByRole('button', { name: /Test Wallet/ }));
    await screen.findByText(TEST_WALLET_ADDRESS);
  });
});
