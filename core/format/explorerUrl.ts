import type { Network } from '../../ports/index.js';

/** The pages of a block explorer Latch links to. */
export type ExplorerPage = 'tx' | 'address';

/**
 * A page of the network's block explorer, `<explorer>/<page>/<id>` (a transaction by hash, an account by
 * address), trailing slashes of the explorer dropped; undefined when the network has no explorer or `id`
 * is empty.
 */
export const explorerUrl = (
  network: Pick<Network, 'blockExplorers'>,
  page: ExplorerPage,
  id: string,
): string | undefined => {
  const base = network.blockExplorers?.default.url.trim().replace(/\/+$/, '');
  return base && id !== '' ? `${base}/${page}/${encodeURIComponent(id)}` : undefined;
};
