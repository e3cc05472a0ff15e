import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { connectSandbox, modalView, networkButton } from './harness/steps.js';

const stack = inject('journeyStack');
/** A chain the sandbox wallet knows but the demo does not configure. */
const UNCONFIGURED_CHAIN = 1337;

describe('J16: networks', () => {
  it('J16 switch between the two devnet chains; a wallet on an unconfigured chain shows UnsupportedChain', async () => {
    const [l1] = stack.config.chains;
    if (l1 === undefined) throw new Error('no devnet chain configured');
    const rpcUrls = Object.fromEntries([
      ...stack.config.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]),
      [String(UNCONFIGURED_CHAIN), l1.rpcUrl],
    ]);

    await runJourney('J16', stack, { sandbox: { rpcUrls, chainId: 31337 } }, async (journey) => {
      await journey.openDemo();
      const account = await connectSandbox(journey);
      const chip = account.getByRole('button', { name: 'Network: Latch Devnet' });
      await chip.waitFor();

      // Account → Networks → Latch Devnet L2: the wallet switches, the modal goes back to Account.
      await chip.click();
      const networks = modalView(journey, 'Choose Network');
      const l1Row = networks.getByRole('button', { name: 'Latch Devnet', exact: true });
      expect(await l1Row.getAttribute('aria-current')).toBe('true');
      await networks.getByRole('button', { name: 'Latch Devnet L2' }).click();
      await account.getByRole('button', { name: 'Network: Latch Devnet L2' }).waitFor();
      expect((await journey.sandboxState()).chainId).toBe(31338);
      await networkButton(journey, 'Latch Devnet L2').waitFor();

      // The network button opens Networks; back to Latch Devnet.
      await journey.page.keyboard.press('Escape');
      await account.waitFor({ state: 'detached' });
      await networkButton(journey, 'Latch Devnet L2').click();
      await networks.getByRole('button', { name: 'Latch Devnet', exact: true }).click();
      await networks.waitFor({ state: 'detached' });
      await networkButton(journey, 'Latch Devnet').waitFor();
      expect((await journey.sandboxState()).chainId).toBe(31337);

      // The wallet moves itself to a chain the demo does not configure: UnsupportedChain opens by itself (SPEC §4).
      await journey.walletRequest('wallet_switchEthereumChain', [
        { chainId: `0x${UNCONFIGURED_CHAIN.toString(16)}` },
      ]);
      await networkButton(journey, 'Switch Network').waitFor();
      const unsupported = modalView(journey, 'Switch Network');
      await unsupported.getByText('Network not supported').waitFor();
      await expectFitsPhone(journey.page, {
        id: 'J16-unsupported',
        primary: [unsupported.getByRole('button', { name: 'Latch Devnet L2' })],
      });
      expect(await journey.finish('J16-unsupported')).toEqual([]);

      // Picking a configured network there recovers.
      await unsupported.getByRole('button', { name: 'Latch Devnet L2' }).click();
      await unsupported.waitFor({ state: 'detached' });
      await networkButton(journey, 'Latch Devnet L2').waitFor();
      expect((await journey.sandboxState()).chainId).toBe(31338);
      await networkButton(journey, 'Latch Devnet L2').click();
      const recovered = modalView(journey, 'Choose Network');
      await recovered
        .getByRole('button', { name: 'Latch Devnet L2' })
        .and(recovered.locator('[aria-current]'))
        .waitFor();
      await expectFitsPhone(journey.page, {
        id: 'J16',
        primary: [
          recovered.getByRole('button', { name: 'Latch Devnet L2' }),
          networkButton(journey, 'Latch Devnet L2'),
        ],
      });
      expect(await journey.finish('J16')).toEqual([]);
    });
  });
});
