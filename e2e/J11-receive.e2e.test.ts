import { getAddress } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { connectSandbox, openReceive } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J11: receive', () => {
  it('J11 receive: address and QR', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');

    await runJourney('J11', stack, {}, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      const account = await connectSandbox(journey);
      // The QR code, read back from what Chromium drew, is the address in its EIP-55 form — as shown beside it.
      const { receive, scanned } = await openReceive(journey, account);
      expect(scanned).toBe(getAddress(address));
      expect(await receive.getByTestId('latch-receive-address').textContent()).toBe(
        `Your address: ${getAddress(address)}`,
      );
      const networks = receive
        .getByRole('region', { name: 'Receive on these networks' })
        .getByRole('listitem');
      expect(await networks.allTextContents()).toEqual(
        stack.config.chains.map((chain) => expect.stringContaining(chain.name)),
      );
      await expectFitsPhone(page, {
        id: 'J11',
        primary: [
          receive.getByRole('button', { name: 'Close' }),
          receive.getByRole('button', { name: 'Copy', exact: true }),
        ],
      });
      expect(await journey.finish('J11')).toEqual([]);
    });
  });
});
