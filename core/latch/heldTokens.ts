import type { TokenBalance } from '../../ports/index.js';
import { sendableTokens } from '../send/sendableTokens.js';
import type { FeatureContext } from './featureContext.js';

/** The tokens the account holds on its active network, native first: what Send offers and Swap checks. */
export const heldTokens = ({
  account,
  balances,
}: Pick<FeatureContext, 'account' | 'balances'>): readonly TokenBalance[] =>
  sendableTokens({
    balances: balances.tokens.map((row) => row.balance),
    nativeBalance: account.nativeBalance,
    network: account.activeNetwork,
  });
