// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base';
import { afterEach, describe, expect, it } from 'vitest';
import { solanaDevnetKeypair } from '../../../services/solana-devnet/seedKeys.js';
import { DIALOG_ATTRIBUTE } from './confirmInPage.js';
import {
  installSandboxWallet,
  SANDBOX_NAME,
  SANDBOX_RDNS,
  type SandboxWallet,
} from './installSandboxWallet.js';
import { readSandboxConfig } from './sandboxConfig.js';
import { SITE_GRANTS_KEY, SOLANA_SITE_GRANTS_KEY } from './siteGrants.js';

const installed: SandboxWallet[] = [];
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall();
  localStorage.clear();
});

const announcements = () => {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push(event instanceof CustomEvent ? event.detail : undefined);
  window.addEventListener('eip6963:announceProvider', listener);
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) };
};

describe('installSandboxWallet', () => {
  it('registers its Solana side as a Wallet Standard wallet only when configured', () => {
    const registered: Wallet[] = [];
    const app = (event: Event) => {
      const callback: unknown = Reflect.get(event, 'detail');
      if (typeof callback === 'function')
        callback({ register: (...wallets: Wallet[]) => registered.push(...wallets) });
    };
    window.addEventListener('wallet-standard:register-wallet', app);
    try {
      const solana = {
        rpcUrl: 'http://127.0.0.1:8899',
        caipNetworkId: 'solana:abc',
        seed: 'latch-solana-devnet',
      };
      const wallet = installSandboxWallet(window, readSandboxConfig({ solana }));
      installed.push(wallet);
      expect(registered.map((registeredWallet) => registeredWallet.name)).toEqual(['Latch Sandbox Solana']);
      expect(registered[0]?.chains).toEqual(['solana:abc']);
      expect(wallet.solana?.address).toBe(
        solanaDevnetKeypair('account/0', 'latch-solana-devnet').publicKey.toBase58(),
      );
      const evmOnly = installSandboxWallet(window, readSandboxConfig({}));
      installed.push(evmOnly);
      expect(evmOnly.solana).toBeUndefined();
      expect(registered).toHaveLength(1);
    } finally {
      window.removeEventListener('wallet-standard:register-wallet', app);
    }
  });

  it('announces {info, provider} at once and on every eip6963:requestProvider, until uninstalled', () => {
    const heard = announcements();
    const wallet = installSandboxWallet(window, readSandboxConfig({ uuid: 'sandbox-uuid' }));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(heard.details).toEqual([
      { info: wallet.info, provider: wallet.provider },
      { info: wallet.info, provider: wallet.provider },
    ]);
    expect(wallet.info).toMatchObject({ uuid: 'sandbox-uuid', name: SANDBOX_NAME, rdns: SANDBOX_RDNS });
    expect(wallet.info.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(Object.isFrozen(heard.details[0])).toBe(true);
    wallet.uninstall();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(heard.details).toHaveLength(2);
    heard.stop();
  });

  it('gives each install a random v4 uuid and, with legacy, sets window.ethereum until uninstalled', () => {
    const first = installSandboxWallet(window, readSandboxConfig({ legacy: true }));
    const second = installSandboxWallet(window, readSandboxConfig({}));
    installed.push(second);
    expect(first.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.info.uuid).not.toBe(second.info.uuid);
    expect(Reflect.get(window, 'ethereum')).toBe(first.provider);
    first.uninstall();
    expect(Reflect.get(window, 'ethereum')).toBeUndefined();
  });

  it('prompts in the page unless autoApprove is set', async () => {
    const prompting = installSandboxWallet(window, readSandboxConfig({}));
    installed.push(prompting);
    const pending = prompting.provider.request({ method: 'eth_requestAccounts' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reject = [...document.querySelectorAll(`[${DIALOG_ATTRIBUTE}] button`)].find(
      (button) => button.textContent === 'Reject',
    );
    if (!(reject instanceof HTMLElement)) throw new Error('no dialog');
    reject.click();
    await expect(pending).rejects.toMatchObject({ code: 4001 });

    const automatic = installSandboxWallet(window, readSandboxConfig({ autoApprove: true }));
    installed.push(automatic);
    expect(await automatic.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(1);
    expect(document.querySelector(`[${DIALOG_ATTRIBUTE}]`)).toBeNull();
  });

  it("remembers the sites it connected to in the page's localStorage: a reload starts connected", async () => {
    const first = installSandboxWallet(window, readSandboxConfig({ autoApprove: true }));
    installed.push(first);
    await first.provider.request({ method: 'eth_requestAccounts' });
    expect(JSON.parse(localStorage.getItem(SITE_GRANTS_KEY) ?? '')).toEqual({
      v: 1,
      origins: [window.location.origin],
    });
    first.uninstall();

    const reloaded = installSandboxWallet(window, readSandboxConfig({}));
    installed.push(reloaded);
    expect(reloaded.controls.state().authorised).toBe(true);
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toHaveLength(1);
    expect(document.querySelector(`[${DIALOG_ATTRIBUTE}]`)).toBeNull();
    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    reloaded.uninstall();

    const afterRevoke = installSandboxWallet(window, readSandboxConfig({}));
    installed.push(afterRevoke);
    expect(afterRevoke.controls.state().authorised).toBe(false);

    localStorage.setItem(SITE_GRANTS_KEY, '{broken');
    const corrupt = installSandboxWallet(window, readSandboxConfig({}));
    installed.push(corrupt);
    expect(corrupt.controls.state().authorised).toBe(false);
  });

  it('remembers the sites its Solana side connected to, under its own key: a reload connects silently', async () => {
    const registered: Wallet[] = [];
    const app = (event: Event) => {
      const callback: unknown = Reflect.get(event, 'detail');
      if (typeof callback === 'function')
        callback({ register: (...wallets: Wallet[]) => registered.push(...wallets) });
    };
    window.addEventListener('wallet-standard:register-wallet', app);
    const solana = {
      rpcUrl: 'http://127.0.0.1:8899',
      caipNetworkId: 'solana:abc',
      seed: 'latch-solana-devnet',
    };
    const connectOf = (wallet: Wallet | undefined) => {
      const feature: unknown = wallet?.features['standard:connect'];
      return feature as { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly unknown[] }> };
    };
    try {
      installed.push(installSandboxWallet(window, readSandboxConfig({ solana, autoApprove: true })));
      expect((await connectOf(registered[0]).connect({ silent: true })).accounts).toEqual([]);
      expect((await connectOf(registered[0]).connect()).accounts).toHaveLength(1);
      expect(JSON.parse(localStorage.getItem(SOLANA_SITE_GRANTS_KEY) ?? '')).toEqual({
        v: 1,
        origins: [window.location.origin],
      });
      expect(localStorage.getItem(SITE_GRANTS_KEY)).toBeNull();

      const reloaded = installSandboxWallet(window, readSandboxConfig({ solana }));
      installed.push(reloaded);
      expect(reloaded.controls.state().authorised).toBe(false);
      expect(registered).toHaveLength(2);
      expect(registered[1]?.accounts).toHaveLength(1);
      expect((await connectOf(registered[1]).connect({ silent: true })).accounts).toHaveLength(1);
      expect(document.querySelector(`[${DIALOG_ATTRIBUTE}]`)).toBeNull();
    } finally {
      window.removeEventListener('wallet-standard:register-wallet', app);
    }
  });
});
