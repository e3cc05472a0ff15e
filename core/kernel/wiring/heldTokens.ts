import type { TokenBalance } from '../../../ports/index.js';
import { heldTokens } from '../../kernel/tokens/index.js';
import type { FeatureContext } from './featureContext.js';

/** The tokens the account holds on its active network, native first: what Send offers and Swap checks. */
export const heldTokensOf = ({
  account,
  balances,
}: Pick<FeatureContext, 'account' | 'balances'>): readonly TokenBalance[] =>
  heldTokens({
    balances: balances.tokens.map((row) => row.balance),
    nativeBalance: account.nativeBalance,
    network: account.activeNetwork,
  });
