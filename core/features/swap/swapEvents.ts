import type { Network } from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';

/** OPEN_SWAP: the Swap view opened on `network`. */
export const openSwapEvent = (network: Network): AnalyticsEvent => ({
  event: 'OPEN_SWAP',
  properties: { network: network.caipNetworkId, isSmartAccount: false },
});
