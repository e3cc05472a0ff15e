import type { ConnectMethod } from './types.js';

/**
 * SPEC §1 collapseWallets: with another connect method shown beside the wallets (e-mail, social), the wallet list
 * folds behind one "Continue with a wallet" entry. Alone, the wallets are never folded: there is nothing else to
 * choose first.
 */
export const shouldCollapseWallets = (collapseWallets: boolean, shown: readonly ConnectMethod[]): boolean =>
  collapseWallets && shown.includes('wallet') && shown.some((method) => method !== 'wallet');
