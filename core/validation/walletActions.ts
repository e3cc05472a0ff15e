import { type Features, WALLET_ACTION_ORDER, type WalletAction } from './modalOptions.js';

/** SPEC §1: the wallet actions in their fixed order (onramp, swaps, receive, send), enabled ones only. */
export const walletActions = (features: Pick<Features, WalletAction>): readonly WalletAction[] =>
  WALLET_ACTION_ORDER.filter((action) => features[action]);
