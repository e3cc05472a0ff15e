import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { CheckIcon } from '../../components/icons.js';
import type { RovingItemProps } from '../../components/useRovingFocus.js';
import { WalletImage } from '../../components/WalletImage.js';

export interface WalletTileProps {
  readonly entry: WalletEntry;
  readonly roving: RovingItemProps;
  readonly onSelect: (entry: WalletEntry) => void;
}

/** One wallet of the AllWallets grid: logo and name, with a check when installed. */
export function WalletTile({ entry, roving, onSelect }: WalletTileProps) {
  return (
    <li className="latch-tile-cell">
      <button
        type="button"
        className="latch-tile"
        data-wallet-id={entry.id}
        {...roving}
        onClick={() => onSelect(entry)}
      >
        <span className="latch-tile-logo">
          <WalletImage src={entry.imageUrl} size={56} />
          {entry.installed ? (
            <span className="latch-tile-installed" aria-hidden="true">
              <CheckIcon size={10} strokeWidth={2.4} />
            </span>
          ) : null}
        </span>
        <span className="latch-tile-name">{entry.name}</span>
        {entry.installed ? <span className="latch-visually-hidden">Installed</span> : null}
      </button>
    </li>
  );
}

/** A tile's shape while its wallet loads. */
export function SkeletonTile() {
  return (
    <li className="latch-tile-cell" aria-hidden="true">
      <span className="latch-tile latch-tile-skeleton">
        <span
          className="latch-skeleton"
          style={{ width: 56, height: 56, borderRadius: 'var(--latch-radius-l)' }}
        />
        <span className="latch-skeleton" style={{ width: 44, height: 10 }} />
      </span>
    </li>
  );
}
