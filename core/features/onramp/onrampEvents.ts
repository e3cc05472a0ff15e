import type { Network } from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import type { OnrampHandOff } from './types.js';

/** ONRAMP_URL_OPENED: the provider page of `handOff` was handed out for a purchase on `network`. */
export const onrampUrlOpened = (handOff: OnrampHandOff, network: Network): AnalyticsEvent => ({
  event: 'ONRAMP_URL_OPENED',
  properties: { provider: handOff.provider, network: network.caipNetworkId },
});
