// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { sampleRegistry } from '../../../testkits/views/fixtures.js';
import { flush, modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();

/** The sample registry, each wallet with an extension store link and a website. */
const registry = sampleRegistry().map((wallet) => ({
  ...wallet,
  chrome_store: `https://chrome.test/${wallet.id}`,
  app_store: `https://apps.test/${wallet.id}`,
  homepage: `https://${wallet.id}.test`,
}));

const openFromConnect = async (mobile = false) => {
  const current = harness.fixture({ registry, mobile });
  harness.render(current);
  await act(async () => {
    await current.latch.modal.open();
    await flushMicrotasks();
  });
  await flush();
  fireEvent.click(await modal().findByRole('button', { name: 'New to wallets?' }));
  await flush();
  await modal().findByRole('heading', { name: 'Get a wallet' });
  return current;
};

describe('WhatIsAWallet view (new to wallets)', () => {
  it('is reached from Connect: what a wallet is, top wallets with their store links, back to Connect', async () => {
    const current = await openFromConnect();
    expect(current.latch.router.history.at(-1)).toBe('WhatIsAWallet');
    expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('What is a wallet?');
    modal().getByRole('heading', { name: 'A home for your digital assets' });
    modal().getByRole('heading', { name: 'A new way to sign in' });
    const list = within(shadow().querySelector<HTMLElement>('.latch-wallet-get') ?? document.body);
    const links = list.getAllByRole('link');
    // Three wallets not installed here (MetaMask is), each with the desktop's extension store, in a new tab.
    expect(links.length).toBe(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/chrome\.test\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('aria-label')).toMatch(/ on Chrome Web Store$/);
    }
    expect(list.queryByText('MetaMask')).toBeNull();
    fireEvent.click(modal().getByRole('button', { name: 'Back to connect' }));
    await flush();
    expect(current.latch.router.history).toEqual(['Connect']);
  });

  it('on a phone, the app store links', async () => {
    await openFromConnect(true);
    const links = [...shadow().querySelectorAll('.latch-wallet-get a')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^https:\/\/apps\.test\//);
  });
});
