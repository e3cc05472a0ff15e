import type { Network } from '../../../ports/index.js';

/** The account's page on the network's block explorer (`<explorer>/address/<address>`), if the network has one. */
export const addressExplorerUrl = (
  network: Pick<Network, 'blockExplorers'>,
  address: string,
): string | undefined => {
  const base = network.blockExplorers?.default.url.trim().replace(/\/+$/, '');
  return base ? `${base}/address/${encodeURIComponent(address)}` : undefined;
};
