import type { Network } from '../../../ports/index.js';
import { explorerUrl } from '../../lib/format/index.js';

/** A transaction's page on the network's block explorer (`<explorer>/tx/<hash>`), if the network has one. */
export const transactionExplorerUrl = (
  network: Pick<Network, 'blockExplorers'>,
  hash: string,
): string | undefined => explorerUrl(network, 'tx', hash);
