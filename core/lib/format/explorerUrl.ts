import type { Network } from '../../../ports/index.js';
import { safeUrl } from '../urls/index.js';

/** The pages of a block explorer Latch links to. */
export type ExplorerPage = 'tx' | 'address';

/**
 * A page of the network's block explorer, `<explorer>/<page>/<id>` (a transaction by hash, an account by
 * address), trailing slashes of the explorer dropped; undefined when the network has no explorer, `id` is
 * empty or the page is not an http(s) URL (the modal's URL policy, core/validation/safeUrl).
 */
export const explorerUrl = (
  network: Pick<Network, 'blockExplorers'>,
  page: ExplorerPage,
  id: string,
): string | undefined => {
  const base = network.blockExplorers?.default.url.trim().replace(/\/+$/, '');
  if (!base || id === '') return undefined;
  return safeUrl(`${base}/${page}/${encodeURIComponent(id)}`, 'link').unwrapOr(undefined);
};
