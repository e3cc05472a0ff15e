import { DEFAULT_CONNECT_METHOD_ORDER, WALLET_FIRST_CONNECT_METHOD_ORDER } from './constants.js';
import type { ConnectMethod, WalletEntry } from './types.js';

export interface ConnectMethodFeatures {
  readonly email: boolean;
  readonly socials: readonly unknown[];
}

/**
 * SPEC §2 "Connect method order": wallet, email, social when an injected or announced wallet is visible
 * among the rows (an installed row, whatever its section); otherwise the default email, social, wallet.
 * Email is listed only with the email feature, social only with at least one social provider; wallet always.
 */
export const resolveConnectMethods = (
  rows: readonly WalletEntry[],
  features: ConnectMethodFeatures,
): ConnectMethod[] => {
  const order = rows.some((row) => row.installed)
    ? WALLET_FIRST_CONNECT_METHOD_ORDER
    : DEFAULT_CONNECT_METHOD_ORDER;
  return order.filter((method) => {
    if (method === 'email') return features.email;
    if (method === 'social') return features.socials.length > 0;
    return true;
  });
};
