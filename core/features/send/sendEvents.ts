import type { Network } from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import type { SendPreview } from './types.js';

/** OPEN_SEND: the Send view opened on `network`. */
export const openSendEvent = (network: Network): AnalyticsEvent => ({
  event: 'OPEN_SEND',
  properties: { network: network.caipNetworkId, isSmartAccount: false },
});

/** The analytics properties of a send (SEND_INITIATED, SEND_SUCCESS, SEND_ERROR). */
export const sendEventProperties = (preview: SendPreview) => ({
  network: preview.network.caipNetworkId,
  token: preview.token.symbol,
  amount: preview.amount,
  isSmartAccount: false,
});
