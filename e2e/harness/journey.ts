import type { Locator, Page } from 'playwright-core';
import { buildInjectedScript } from '../../apps/wallet/injected/build.js';
import type { SandboxConfigInput } from '../../apps/wallet/injected/index.js';
import { describeViolation, runAxe } from '../../testkits/browser/axe.js';
import { type LaunchOptions, launchJourneyBrowser } from '../../testkits/browser/chromium.js';
import { artifactPath } from './artifacts.js';
import type { JourneyStackInfo } from './startJourneyStack.js';

export interface JourneyOptions extends LaunchOptions {
  /** The sandbox wallet injected before the page's scripts (over the stack's chains); false: none. */
  readonly sandbox?: SandboxConfigInput | false;
  /** Record the provider methods the page calls on the sandbox (read with `journey.walletCalls()`). */
  readonly recordWalletCalls?: boolean;
}

export interface SandboxState {
  readonly authorised: boolean;
  readonly chainId: number;
  readonly address: string;
}

export interface Journey {
  readonly page: Page;
  readonly stack: JourneyStackInfo;
  /** The page's console, errors and failed requests, printed when the journey fails. */
  readonly log: readonly string[];
  /** Opens the demo page and waits until Latch has started (restored and reconnected). */
  openDemo(query?: string): Promise<void>;
  reload(): Promise<void>;
  /** The Latch modal's dialog (inside its shadow root); its accessible name is the view's title. */
  modal(): Locator;
  /** The sandbox wallet's confirmation dialog. */
  sandboxDialog(): Locator;
  /** Clicks Approve or Reject in the sandbox's confirmation dialog once it shows. */
  answerSandbox(answer: 'Approve' | 'Reject'): Promise<void>;
  /** Calls the sandbox provider as the wallet's own UI would (e.g. switching its chain). */
  walletRequest(method: string, params?: readonly unknown[]): Promise<unknown>;
  sandboxState(): Promise<SandboxState>;
  /** The sandbox provider methods the page called since it loaded (with `recordWalletCalls`). */
  walletCalls(): Promise<string[]>;
  /** The journey's end: screenshot to test-results/e2e/<id>.png, then axe-core over the page (one line each). */
  finish(id: string): Promise<readonly string[]>;
}

const SANDBOX_HANDLE = '__LATCH_SANDBOX_WALLET__';
const WALLET_CALLS = '__LATCH_E2E_WALLET_CALLS__';

type Request = (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>;

/** Init script (after the sandbox's): the provider's request records each method the page calls. */
function recordCalls({ handle, global }: { readonly handle: string; readonly global: string }): void {
  const wallet: { provider: { request: Request } } | undefined = Reflect.get(window, handle);
  if (wallet === undefined) return;
  const { provider } = wallet;
  const request: Request = provider.request.bind(provider);
  const calls: string[] = [];
  Reflect.set(window, global, calls);
  provider.request = (call) => {
    calls.push(call.method);
    return request(call);
  };
}

const sandboxRpcUrls = (stack: JourneyStackInfo): Record<string, string> =>
  Object.fromEntries(stack.config.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]));

/**
 * Runs one journey in a fresh Chromium profile with the sandbox wallet injected. On failure it saves
 * `<id>-failure.png` and rethrows with the page's console attached; the browser is always closed.
 */
export async function runJourney(
  id: string,
  stack: JourneyStackInfo,
  options: JourneyOptions,
  body: (journey: Journey) => Promise<void>,
): Promise<void> {
  const browser = await launchJourneyBrowser(options);
  const log: string[] = [];
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('console', (message) => log.push(`[console.${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => log.push(`[pageerror] ${error.message}`));
    page.on('requestfailed', (request) =>
      log.push(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    if (options.sandbox !== false) {
      const config: SandboxConfigInput = { rpcUrls: sandboxRpcUrls(stack), ...options.sandbox };
      await page.addInitScript({ content: await buildInjectedScript({ config }) });
      if (options.recordWalletCalls)
        await page.addInitScript(recordCalls, { handle: SANDBOX_HANDLE, global: WALLET_CALLS });
    }
    const journey = createJourney(page, stack, log);
    try {
      await body(journey);
    } catch (error) {
      await page.screenshot({ path: await artifactPath(`${id}-failure`) }).catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${id} failed: ${message}\n--- page console (${id}) ---\n${log.join('\n')}`, {
        cause: error,
      });
    }
  } finally {
    await browser.close();
  }
}

function createJourney(page: Page, stack: JourneyStackInfo, log: readonly string[]): Journey {
  const started = () => page.locator('body[data-latch-demo="started"]').waitFor({ state: 'attached' });
  const sandboxDialog = () => page.getByRole('dialog', { name: 'Latch Sandbox Wallet' });
  return {
    page,
    stack,
    log,
    async openDemo(query = '') {
      await page.goto(`${stack.demoUrl}/${query}`);
      await started();
    },
    async reload() {
      await page.reload();
      await started();
    },
    modal: () => page.locator('[data-latch-host="modal"]').getByRole('dialog'),
    sandboxDialog,
    async answerSandbox(answer) {
      await sandboxDialog().getByRole('button', { name: answer }).click();
      await sandboxDialog().waitFor({ state: 'detached' });
    },
    walletRequest: (method, params = []) =>
      page.evaluate(
        async ({ handle, method, params }) => {
          const wallet: { provider: { request(args: unknown): Promise<unknown> } } = Reflect.get(
            window,
            handle,
          );
          return wallet.provider.request({ method, params });
        },
        { handle: SANDBOX_HANDLE, method, params: [...params] },
      ),
    sandboxState: () =>
      page.evaluate((handle) => {
        const wallet: { controls: { state(): SandboxState } } = Reflect.get(window, handle);
        return wallet.controls.state();
      }, SANDBOX_HANDLE),
    walletCalls: () => page.evaluate((global) => [...(Reflect.get(window, global) ?? [])], WALLET_CALLS),
    async finish(id) {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: await artifactPath(id) });
      return (await runAxe(page)).map(describeViolation);
    },
  };
}
