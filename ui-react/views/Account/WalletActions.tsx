import type { ReactNode } from 'react';
import type { WalletAction } from '../../../core/kernel/options/index.js';
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../components/icons.js';
import type { WalletActionItem } from './walletActionItems.js';

const ICONS: Readonly<Record<WalletAction, ReactNode>> = {
  onramp: <BuyIcon size={18} />,
  swaps: <SwapIcon size={18} />,
  receive: <ReceiveIcon size={18} />,
  send: <SendIcon size={18} />,
};

/** The wallet action buttons (SPEC §1 order); nothing when no action is available. */
export function WalletActions({
  items,
  onSelect,
}: {
  readonly items: readonly WalletActionItem[];
  readonly onSelect: (item: WalletActionItem) => void;
}) {
  if (items.length === 0) return null;
  return (
    <nav className="latch-account-actions" aria-label="Wallet actions">
      {items.map((item) => (
        <button
          key={item.action}
          type="button"
          className="latch-account-action"
          data-action={item.action}
          onClick={() => onSelect(item)}
        >
          <span className="latch-account-action-icon" aria-hidden="true">
            {ICONS[item.action]}
          </span>
          <span className="latch-account-action-label">{item.label}</span>
        </button>
      ))}
    </nav>
  );
}
