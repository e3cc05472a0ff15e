import type { ChainNamespace } from '../../../ports/index.js';
import type { RouteInput } from '../router/index.js';

/** What `open` accepts: an explicit view with its data, or nothing (the opening rules choose), and a namespace. */
export type OpenOptions = ({ readonly view?: undefined; readonly data?: undefined } | RouteInput) & {
  readonly namespace?: ChainNamespace;
};

export interface OpenContext {
  /** An address is connected. */
  readonly isConnected: boolean;
  /** At least one chain adapter is configured. */
  readonly enableAdapters: boolean;
  readonly isMobile: boolean;
}

/**
 * SPEC §2 opening rules: an explicit view is shown with its data; otherwise Account when connected, else
 * Connect — except with no adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere.
 */
export const resolveOpenRoute = (options: OpenOptions, context: OpenContext): RouteInput => {
  if (options.view !== undefined) return options;
  if (context.isConnected) return { view: 'Account' };
  if (!context.enableAdapters) {
    return { view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' };
  }
  return { view: 'Connect' };
};
