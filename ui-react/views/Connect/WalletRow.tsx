import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { Badge } from '../../components/Badge.js';
import { ChevronRightIcon, QrCodeIcon } from '../../components/icons.js';
import type { RovingItemProps } from '../../components/useRovingFocus.js';
import { WalletImage } from '../../components/WalletImage.js';
import { rowBadge } from './rowBadge.js';

export interface WalletRowProps {
  readonly entry: WalletEntry;
  readonly roving: RovingItemProps;
  readonly onSelect: (entry: WalletEntry) => void;
}

/** One wallet of the Connect list: logo, name, badge. */
export function WalletRow({ entry, roving, onSelect }: WalletRowProps) {
  const badge = rowBadge(entry);
  const walletConnect = entry.kind === 'walletConnect';
  return (
    <li>
      <button
        type="button"
        className={walletConnect ? 'latch-row latch-connect-wc' : 'latch-row'}
        data-wallet-id={entry.id}
        {...roving}
        onClick={() => onSelect(entry)}
      >
        {walletConnect && !entry.imageUrl ? (
          <span className="latch-wallet-image" style={{ width: 40, height: 40 }} aria-hidden="true">
            <QrCodeIcon size={20} />
          </span>
        ) : (
          <WalletImage src={entry.imageUrl} size={40} />
        )}
        <span className="latch-row-label">{entry.name}</span>
        <span className="latch-row-end">
          {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
          <ChevronRightIcon size={14} />
        </span>
      </button>
    </li>
  );
}
