// @vitest-environment happy-dom
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInjectedScript } from '../../../apps/wallet/injected/build.js';
import { DIALOG_ATTRIBUTE } from '../../../apps/wallet/injected/confirmInPage.js';
import { SANDBOX_ICON } from '../../../apps/wallet/injected/sandboxIcon.js';
import { mapProviderFailure } from '../../../core/lib/rpc/index.js';
import type { WalletConnector } from '../../../ports/index.js';
import { startTestAnvil, type TestAnvil, testNetwork } from '../../../services/devnet/testAnvil.js';
import { createEip6963Discovery } from './createEip6963Discovery.js';

/** The built script, run in a (happy-dom) page: announced over EIP-6963, prompts answered by clicking. */

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let anvil: TestAnvil;
let script: string;

beforeAll(async () => {
  [anvil, script] = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    buildInjectedScript(),
    // The discovery's connectors fetch this on their first connect: transformed here, not within click()'s wait.
    import('./createEip1193Connector.js'),
  ]);
});
afterAll(async () => {
  await anvil?.stop();
});

/** Waits for the sandbox dialog and clicks one of its buttons. */
async function click(name: 'Approve' | 'Reject'): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const dialog = document.querySelector(`[${DIALOG_ATTRIBUTE}]`);
    const target = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === name,
    );
    if (target) {
      target.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the sandbox dialog did not appear');
}

describe('the injected sandbox script', () => {
  it('is one self-contained script; a config prefix sets window.__LATCH_SANDBOX__', async () => {
    expect(script).not.toMatch(/\bimport\s*[({'"]|\brequire\(/);
    const configured = await buildInjectedScript({ config: { autoApprove: true } });
    expect(configured.startsWith('window.__LATCH_SANDBOX__ = {"autoApprove":true};\n')).toBe(true);
    expect(configured.endsWith(script)).toBe(true);
  });

  it('announces itself to EIP-6963 discovery, connects and signs through the page dialog', async () => {
    Reflect.set(window, '__LATCH_SANDBOX__', { rpcUrls: { 31337: anvil.rpcUrl }, legacy: true });
    new Function(script)();
    const discovery = createEip6963Discovery();
    discovery.start();
    const connectors = discovery.list();
    expect(connectors.map((connector) => connector.info)).toEqual([
      {
        id: 'dev.latch.sandbox',
        name: 'Latch Sandbox Wallet',
        type: 'ANNOUNCED',
        namespace: 'eip155',
        rdns: 'dev.latch.sandbox',
        imageUrl: SANDBOX_ICON,
      },
    ]);
    const [sandbox] = connectors as [WalletConnector];
    const network = testNetwork(31337, [anvil.rpcUrl]);

    const refused = sandbox.connect({ network }).catch((error: unknown) => error);
    await click('Reject');
    expect(mapProviderFailure(await refused).code).toBe('USER_REJECTED');

    const connecting = sandbox.connect({ network });
    await click('Approve');
    const session = await connecting;
    expect(session.accounts).toEqual({ accounts: [ACCOUNT_0], caipNetworkId: 'eip155:31337' });
    if (session.signer.namespace !== 'eip155') throw new Error('expected an eip155 signer');
    const signing = session.signer.signMessage({ address: ACCOUNT_0, message: 'from the page' });
    await click('Approve');
    const signature = await signing;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'from the page', signature })).toBe(true);
    discovery.stop();
  });
});
