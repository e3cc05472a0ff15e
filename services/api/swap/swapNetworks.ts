/** The eip155 networks swaps are offered on (SPEC §9); the service adds its configured chains. */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];

export const SWAP_NETWORK_UNSUPPORTED = 'Network not supported for Swaps';
export const GAS_PRICE_NETWORK_UNSUPPORTED = 'Network not supported for Gas Price';

/** Whether swaps are allowed on a CAIP-2 network: the SPEC §9 list plus the chains this service runs. */
export const isSwapNetwork = (caipNetworkId: string, configured: readonly string[]): boolean =>
  configured.includes(caipNetworkId) || SWAP_NETWORK_IDS.some((id) => `eip155:${id}` === caipNetworkId);
