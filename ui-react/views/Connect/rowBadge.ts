import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import type { BadgeTone } from '../../components/Badge.js';

export interface RowBadge {
  readonly label: string;
  readonly tone: BadgeTone;
}

/** The badge of a Connect row: 'QR code' for WalletConnect, else 'Recent', else 'Installed'. */
export const rowBadge = (entry: Pick<WalletEntry, 'kind' | 'installed'>): RowBadge | undefined => {
  if (entry.kind === 'walletConnect') return { label: 'QR code', tone: 'accent' };
  if (entry.kind === 'recent') return { label: 'Recent', tone: 'neutral' };
  if (entry.installed) return { label: 'Installed', tone: 'success' };
  return undefined;
};
