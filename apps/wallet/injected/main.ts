/**
 * The injected script's entry (bundled by build.ts into one IIFE): installs the sandbox wallet in the page
 * it runs in, configured by `window.__LATCH_SANDBOX__`, and leaves its handle in
 * `window.__LATCH_SANDBOX_WALLET__` (controls for tests). Only this file touches the page at load.
 */
import { installSandboxWallet } from './installSandboxWallet.js';
import { readSandboxConfig, SANDBOX_CONFIG_GLOBAL } from './sandboxConfig.js';

export const SANDBOX_HANDLE_GLOBAL = '__LATCH_SANDBOX_WALLET__';

if (typeof window !== 'undefined' && !Reflect.has(window, SANDBOX_HANDLE_GLOBAL)) {
  const wallet = installSandboxWallet(window, readSandboxConfig(Reflect.get(window, SANDBOX_CONFIG_GLOBAL)));
  Reflect.set(window, SANDBOX_HANDLE_GLOBAL, wallet);
}
