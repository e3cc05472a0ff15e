import type { FeatureContext } from '../../kernel/wiring/index.js';
import { createHeldBalanceReader, createOnrampStore, type OnrampStore } from './index.js';

/** The On-ramp flow wired to the account, its balances (to see the funds arrive) and analytics (loaded on first use). */
export const buildOnrampFeature = ({
  ports,
  account,
  balances,
  analytics,
  refreshAfterTransaction,
}: FeatureContext): OnrampStore =>
  createOnrampStore({
    account,
    onrampApi: ports.dataService.onramp,
    readBalance: createHeldBalanceReader({ account, balances }),
    heldTokens: () => balances.tokens.map((row) => row.balance),
    scheduler: ports.scheduler,
    logger: ports.logger,
    onPurchased: refreshAfterTransaction,
    track: (event) => analytics.track(event),
  });
