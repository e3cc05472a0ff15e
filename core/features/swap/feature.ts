import { heldUnits } from '../../kernel/tokens/index.js';
import { type FeatureContext, heldTokensOf } from '../../kernel/wiring/index.js';
import { createSwapStore, type SwapStore } from './index.js';

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
    balanceOf: (token) =>
      heldUnits({ held: heldTokensOf(context), token, listReady: balances.state.status === 'ready' }),
    track: (event) => analytics.track(event),
  });
};
