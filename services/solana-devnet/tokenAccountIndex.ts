import { PublicKey } from '@solana/web3.js';
import type { DevnetSvm } from './devnetSvm.js';
import { readTokenAccount } from './rpc/parsedTokenData.js';

/**
 * litesvm cannot list accounts by owner, so the devnet indexes token accounts itself: every account a
 * landed transaction names is looked at again (a transaction can only change accounts it names), and
 * a lookup re-reads each candidate, so closed or re-owned accounts drop out.
 */
export interface TokenAccountIndex {
  observe(addresses: readonly PublicKey[]): void;
  /** The owner's token accounts as they are now, optionally only of one mint or one token program. */
  byOwner(owner: PublicKey, filter: { mint?: PublicKey; programId?: PublicKey }): PublicKey[];
}

export function createTokenAccountIndex(svm: DevnetSvm): TokenAccountIndex {
  const byOwner = new Map<string, Set<string>>();
  return {
    observe(addresses) {
      for (const address of addresses) {
        const info = svm.getAccount(address);
        const account = info === null ? undefined : readTokenAccount(address, info);
        if (account === undefined) continue;
        const key = account.owner.toBase58();
        const held = byOwner.get(key) ?? new Set<string>();
        held.add(address.toBase58());
        byOwner.set(key, held);
      }
    },
    byOwner(owner, { mint, programId }) {
      const found: PublicKey[] = [];
      for (const candidate of byOwner.get(owner.toBase58()) ?? []) {
        const address = new PublicKey(candidate);
        const info = svm.getAccount(address);
        const account = info === null ? undefined : readTokenAccount(address, info);
        if (info === null || account === undefined || !account.owner.equals(owner)) continue;
        if (mint !== undefined && !account.mint.equals(mint)) continue;
        if (programId !== undefined && !info.owner.equals(programId)) continue;
        found.push(address);
      }
      return found;
    },
  };
}
