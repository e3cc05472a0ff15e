import { type FeatureContext, heldTokensOf } from '../../kernel/wiring/index.js';
import { createSendStore, type SendStore } from './index.js';

/** The Send flow wired to the account, its session, its held tokens and analytics (loaded on first use). */
export const buildSendFeature = (context: FeatureContext): SendStore => {
  const { ports, connection, account, analytics } = context;
  return createSendStore({
    account,
    session: (namespace) => connection.session(namespace),
    chainReaders: ports.chainReaders,
    namesApi: ports.dataService.names,
    getTokens: () => heldTokensOf(context),
    onSent: context.refreshAfterTransaction,
    clock: ports.clock,
    scheduler: ports.scheduler,
    logger: ports.logger,
    track: (event) => analytics.track(event),
  });
};
