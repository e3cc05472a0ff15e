import type { ChainNamespace } from '../../../ports/index.js';
import { type Features, WALLET_ACTION_ORDER, type WalletAction } from './modalOptions.js';

/**
 * Which namespaces each wallet action works on (SPEC §1: send and on-ramp eip155 and solana; swaps on eip155
 * networks, SPEC §9).
 */
export const WALLET_ACTION_NAMESPACES: Readonly<Record<WalletAction, readonly ChainNamespace[]>> = {
  onramp: ['eip155', 'solana'],
  swaps: ['eip155'],
  receive: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
};

/**
 * SPEC §1: the wallet actions in their fixed order (onramp, swaps, receive, send), enabled ones only; with a
 * namespace, only those that work on it (WALLET_ACTION_NAMESPACES).
 */
export const walletActions = (
  features: Pick<Features, WalletAction>,
  namespace?: ChainNamespace,
): readonly WalletAction[] =>
  WALLET_ACTION_ORDER.filter(
    (action) =>
      features[action] && (namespace === undefined || WALLET_ACTION_NAMESPACES[action].includes(namespace)),
  );
