import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import type { WalletChain } from '../../engine/index.js';
import { type ChainSnapshot, readChainSnapshot } from '../chain/readChainSnapshot.js';

export type ChainSnapshotState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly snapshot: ChainSnapshot }
  | { readonly status: 'error'; readonly message: string };

/** SPEC §9 polling default. */
const POLL_MS = 4_000;

/**
 * The chain's head block and the accounts' balances, read now and every 4 s; `refresh()` reads at once
 * (a transaction was mined). Results of a previous chain are dropped.
 */
export function useChainSnapshot(
  chain: WalletChain | undefined,
  accounts: readonly Address[],
): readonly [ChainSnapshotState, () => void] {
  const [state, setState] = useState<ChainSnapshotState>({ status: 'loading' });
  const readNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (chain === undefined) return;
    let live = true;
    setState({ status: 'loading' });
    const read = () => {
      void readChainSnapshot(chain, accounts).match(
        (snapshot) => live && setState({ status: 'ready', snapshot }),
        (error) => live && setState({ status: 'error', message: error.message }),
      );
    };
    readNow.current = read;
    read();
    const timer = setInterval(read, POLL_MS);
    return () => {
      live = false;
      readNow.current = () => undefined;
      clearInterval(timer);
    };
  }, [chain, accounts]);
  const refresh = useCallback(() => readNow.current(), []);
  return [state, refresh];
}
