// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../testkits/ManualClock.js';
import { createFixture, ETHEREUM, type Fixture } from '../testkits/views/fixtures.js';
import { LatchProvider } from './context/LatchProvider.js';
import { useLatchAccount } from './hooks/useLatchAccount.js';
import { useLatchModal } from './hooks/useLatchModal.js';
import { useLatchNetwork } from './hooks/useLatchNetwork.js';
import { useLatchStatus } from './hooks/useLatchStatus.js';
import { ConnectButton } from './index.js';

const fixtures: Fixture[] = [];
afterEach(() => {
  for (const fixture of fixtures.splice(0)) fixture.dispose();
  document.body.innerHTML = '';
});

/** The hooks' values as text. */
const Values = () => {
  const account = useLatchAccount();
  const { network } = useLatchNetwork();
  const status = useLatchStatus();
  const { isOpen } = useLatchModal();
  return <p data-testid="values">{`${status} ${account.address ?? 'none'} ${network.name} ${isOpen}`}</p>;
};

/** What a client-only render shows first. */
const firstStatus: string[] = [];
const StatusSpy = () => {
  firstStatus.push(useLatchStatus());
  return null;
};

/** A host page: the hooks' values, and the connect button (the account button once connected). */
const Page = ({ fixture }: { readonly fixture: Fixture }) => {
  return (
    <LatchProvider latch={fixture.latch} appendTo={false}>
      <ConnectButton />
      <Values />
    </LatchProvider>
  );
};

const connected = async () => {
  const fixture = createFixture();
  fixtures.push(fixture);
  await fixture.latch.connection.connect('io.metamask', { network: ETHEREUM });
  await fixture.clock.runAllAsync();
  await flushMicrotasks();
  return fixture;
};

describe('hydrating server HTML in a browser that has already restored a session', () => {
  it('matches the server HTML (no recoverable error), then shows the session', async () => {
    const server = createFixture();
    fixtures.push(server);
    const html = renderToString(<Page fixture={server} />);
    expect(html).toContain('disconnected none');

    // The browser: the same page, Latch started at module load and the session back before React hydrates.
    const browser = await connected();
    expect(browser.latch.connection.status).toBe('connected');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page fixture={browser} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await flushMicrotasks();
    });
    expect(recoverable).toEqual([]);
    const values = container.querySelector('[data-testid="values"]')?.textContent ?? '';
    expect(values).toMatch(/^connected 0x[0-9a-fA-F]{40} /);
    expect(container.querySelector('[data-latch-host="account-button"]')).not.toBeNull();
  });

  it('a client-only render (no server HTML) shows the session at once', async () => {
    const browser = await connected();
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    firstStatus.length = 0;
    await act(async () => {
      createRoot(container).render(
        <LatchProvider latch={browser.latch} appendTo={false}>
          <StatusSpy />
        </LatchProvider>,
      );
      await flushMicrotasks();
    });
    expect(firstStatus[0]).toBe('connected');
  });
});
