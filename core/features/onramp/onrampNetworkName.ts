import type { Network } from '../../../ports/index.js';
import { ONRAMP_NETWORK_NAMES } from './constants.js';

/**
 * The on-ramp name of a network (what quotes and buy URLs carry as `network`): the known names of
 * ONRAMP_NETWORK_NAMES, `solana` for Solana networks, else the network's CAIP-2 id.
 */
export const onrampNetworkName = (network: Network): string =>
  ONRAMP_NETWORK_NAMES[network.caipNetworkId] ??
  (network.chainNamespace === 'solana' ? 'solana' : network.caipNetworkId);
