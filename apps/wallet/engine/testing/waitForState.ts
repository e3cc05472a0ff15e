import type { SandboxWallet } from '../sandboxWalletTypes.js';
import type { WalletState } from '../walletViews.js';

/** Resolves with the first wallet state (current or coming) that satisfies `predicate`. */
export function waitForState(
  wallet: SandboxWallet,
  predicate: (state: WalletState) => boolean,
  timeoutMs = 10_000,
): Promise<WalletState> {
  return new Promise((resolve, reject) => {
    const check = (state: WalletState) => {
      if (!predicate(state)) return;
      stop();
      clearTimeout(timer);
      resolve(state);
    };
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`wallet state did not match within ${timeoutMs} ms: ${JSON.stringify(wallet.getState())}`),
      );
    }, timeoutMs);
    const stop = wallet.subscribe(check);
    check(wallet.getState());
  });
}
