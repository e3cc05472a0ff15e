import type { LoadSolanaChainReader } from '../chain/solana/createLazySolanaChainReader.js';

/** What `createLatch({ solana })` takes: how to load the Solana chain reader (@solana/web3.js, spl-token). */
export interface LatchSolana {
  readonly loadChainReader: LoadSolanaChainReader;
}

/**
 * `latch/solana`: Solana support, passed as `createLatch({ …, solana })`. Solana networks need it; without
 * Solana a host neither installs @solana/web3.js and @solana/spl-token (optional peers of `latch`) nor builds
 * them. The reader's code is still fetched only by the first Solana read.
 */
export const solana: LatchSolana = {
  loadChainReader: () =>
    import('../chain/solana/createSolanaChainReader.js').then((module) => module.createSolanaChainReader),
};
