import type { Features, WalletAction } from '../../../core/kernel/options/index.js';
import { walletActions } from '../../../core/kernel/options/index.js';
import type { ViewName } from '../../../core/kernel/router/index.js';
import type { ChainNamespace } from '../../../ports/index.js';
import type { ViewRegistry } from '../viewDefinition.js';

/** One wallet action button of the Account view. */
export interface WalletActionItem {
  readonly action: WalletAction;
  readonly view: ViewName;
  readonly label: string;
}

const ACTION_VIEWS: Readonly<Record<WalletAction, { readonly view: ViewName; readonly label: string }>> = {
  onramp: { view: 'OnRamp', label: 'Buy' },
  swaps: { view: 'Swap', label: 'Swap' },
  receive: { view: 'Receive', label: 'Receive' },
  send: { view: 'Send', label: 'Send' },
};

/**
 * The wallet actions the Account view offers, in SPEC §1 order (onramp, swaps, receive, send): an action shows
 * when its feature is on, the view registry has its view (features land view by view) and it works on the
 * active network's namespace (core/kernel/options WALLET_ACTION_NAMESPACES: on Solana, Buy, Receive and Send).
 */
export const walletActionItems = (
  features: Pick<Features, WalletAction>,
  registry: ViewRegistry,
  namespace?: ChainNamespace,
): readonly WalletActionItem[] =>
  walletActions(features, namespace).flatMap((action) => {
    const { view, label } = ACTION_VIEWS[action];
    return registry[view] === undefined ? [] : [{ action, view, label }];
  });
