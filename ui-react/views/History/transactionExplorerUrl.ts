import type { Network } from '../../../ports/index.js';

/** A transaction's page on the network's block explorer (`<explorer>/tx/<hash>`), if the network has one. */
export const transactionExplorerUrl = (
  network: Pick<Network, 'blockExplorers'>,
  hash: string,
): string | undefined => {
  const base = network.blockExplorers?.default.url.trim().replace(/\/+$/, '');
  return base && hash !== '' ? `${base}/tx/${encodeURIComponent(hash)}` : undefined;
};
