import { describe, expect, inject, it } from 'vitest';
import { runJourney } from './harness/journey.js';
import { listedWallets, openConnect } from './harness/steps.js';

const stack = inject('journeyStack');

describe('the demo page', () => {
  it('injects the sandbox wallet itself with ?sandbox=1 (for visitors without an extension)', async () => {
    await runJourney('demo-sandbox', stack, { sandbox: false }, async (journey) => {
      await journey.openDemo();
      expect(await journey.page.evaluate(() => Reflect.has(window, '__LATCH_SANDBOX_WALLET__'))).toBe(false);
      await journey.page.getByRole('link', { name: 'Use the sandbox wallet' }).click();
      await journey.page.locator('body[data-latch-demo="started"]').waitFor({ state: 'attached' });
      expect(new URL(journey.page.url()).searchParams.get('sandbox')).toBe('1');
      await openConnect(journey);
      expect(await listedWallets(journey).first().textContent()).toContain('Latch Sandbox Wallet');
      const chainId = await journey.walletRequest('eth_chainId');
      expect(chainId).toBe('0x7a69');
      expect(await journey.walletRequest('eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/);
      const walletLink = journey.page.getByRole('link', { name: 'the sandbox wallet page' });
      const walletPage = new URL((await walletLink.getAttribute('href')) ?? '');
      expect(walletPage.origin).toBe(new URL(stack.config.walletUrl ?? '').origin);
      expect(walletPage.searchParams.get('relay')).toBe(stack.config.relayUrl);
      expect((await fetch(walletPage)).status).toBe(200);
      expect(await journey.finish('demo-sandbox')).toEqual([]);
    });
  });
});
