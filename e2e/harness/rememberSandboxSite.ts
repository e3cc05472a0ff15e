import type { Page } from 'playwright-core';

/**
 * STOPGAP until the sandbox wallet remembers the sites it granted (as every extension does): the injected
 * sandbox keeps its grant in memory, so a reload forgets it and no dapp could reconnect silently. This init
 * script, run right after the sandbox's, keeps the grant in sessionStorage and restores it on load by approving
 * the wallet's own dialog before any page script runs (all in microtasks). It also records every method the page
 * calls on the provider, so a journey can prove the page never asked for accounts (never prompted).
 */
interface RememberArgs {
  readonly handle: string;
  readonly dialogAttribute: string;
  readonly storageKey: string;
  readonly callsGlobal: string;
}

const ARGS: RememberArgs = {
  handle: '__LATCH_SANDBOX_WALLET__',
  dialogAttribute: 'data-latch-sandbox-dialog',
  storageKey: 'latch-e2e:sandbox-granted',
  callsGlobal: '__LATCH_E2E_WALLET_CALLS__',
};

type Request = (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>;

function rememberSite(args: RememberArgs): void {
  const wallet: { provider: { request: Request } } | undefined = Reflect.get(window, args.handle);
  if (wallet === undefined) return;
  const { provider } = wallet;
  const request: Request = provider.request.bind(provider);
  const calls: string[] = [];
  Reflect.set(window, args.callsGlobal, calls);
  provider.request = async (call) => {
    calls.push(call.method);
    const result = await request(call);
    if (call.method === 'eth_requestAccounts') sessionStorage.setItem(args.storageKey, '1');
    if (call.method === 'wallet_revokePermissions') sessionStorage.removeItem(args.storageKey);
    return result;
  };
  if (sessionStorage.getItem(args.storageKey) !== '1') return;
  let asked = false;
  const observer = new MutationObserver(() => {
    // The sandbox's dialog needs an element to live in: ask once <html> exists (before any page script runs).
    if (!asked && document.documentElement !== null) {
      asked = true;
      void request({ method: 'eth_requestAccounts' });
    }
    const dialog = document.querySelector(`[${args.dialogAttribute}]`);
    const approve = [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Approve');
    if (approve === undefined) return;
    observer.disconnect();
    approve.click();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Adds the stopgap to a page (after the sandbox's own init script). */
export async function rememberSandboxSite(page: Page): Promise<void> {
  await page.addInitScript(rememberSite, ARGS);
}

/** The provider methods the page itself called since it loaded. */
export const walletCalls = (page: Page): Promise<string[]> =>
  page.evaluate((name) => [...(Reflect.get(window, name) ?? [])], ARGS.callsGlobal);
