import type { WalletEntry } from './types.js';
import { walletKeys } from './walletKeys.js';

export interface EntrySection {
  readonly entries: readonly WalletEntry[];
  /** At most this many rows of the section are kept (after duplicates are dropped). */
  readonly limit?: number;
}

/** A row's identity: its ids, rdns and connector id (see walletKeys). */
export const entryKeys = (entry: WalletEntry): string[] =>
  walletKeys(entry.id, entry.rdns, entry.connectorId, entry.listing?.id, entry.listing?.rdns);

/**
 * Concatenates the sections in order, keeping only the first row of each wallet: a row sharing any key
 * with an earlier row is dropped. A section's limit counts the rows it keeps.
 */
export const dedupeEntries = (sections: readonly EntrySection[]): WalletEntry[] => {
  const seen = new Set<string>();
  const rows: WalletEntry[] = [];
  for (const section of sections) {
    let kept = 0;
    for (const entry of section.entries) {
      if (section.limit !== undefined && kept >= section.limit) break;
      const keys = entryKeys(entry);
      if (keys.some((key) => seen.has(key))) continue;
      for (const key of keys) seen.add(key);
      rows.push(entry);
      kept += 1;
    }
  }
  return rows;
};
