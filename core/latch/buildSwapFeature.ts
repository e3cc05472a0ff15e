import type { TokenBalance } from '../../ports/index.js';
import { isNativeToken } from '../send/isNativeToken.js';
import { tokenBalanceUnits } from '../send/tokenBalanceUnits.js';
import { createSwapStore, type SwapStore } from '../swap/index.js';
import type { FeatureContext } from './featureContext.js';
import { heldTokens } from './heldTokens.js';

/** The Swap flow wired to the account, its signer, its held balances and analytics (loaded on first use). */
export const buildSwapFeature = (context: FeatureContext): SwapStore => {
  const { ports, connection, account, balances, analytics } = context;
  return createSwapStore({
    account,
    signer: () => connection.session('eip155')?.signer,
    swapApi: ports.dataService.swap,
    pricesApi: ports.dataService.balance,
    chainReaders: ports.chainReaders,
    scheduler: ports.scheduler,
    logger: ports.logger,
    onSwapped: context.refreshAfterTransaction,
    balanceOf: (token) => {
      const address = token.address.toLowerCase();
      const row = heldTokens(context).find((held: TokenBalance) => held.address?.toLowerCase() === address);
      // A token missing from a loaded list is not held (zero); the native balance is known only when read.
      if (row === undefined) {
        return balances.state.status === 'ready' && !isNativeToken(token) ? 0n : undefined;
      }
      return tokenBalanceUnits(row).match(
        (held) => held.units,
        () => undefined,
      );
    },
    track: (event) => analytics.track(event),
  });
};
