import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type { SolanaChainReader, SolanaChainReaderOptions } from './createSolanaChainReader.js';

/** Loads the @solana/web3.js-backed reader (its own chunk in a browser build). */
export type LoadSolanaChainReader = () => Promise<(options: SolanaChainReaderOptions) => SolanaChainReader>;

/**
 * The solana ChainReader whose code (@solana/web3.js, spl-token) is only loaded by the first read: a page that
 * never reads Solana never downloads it. `load` is `latch/solana`'s (adapters/root/solana.ts): only a host that
 * imports it has @solana/web3.js in its build. A failed load is retried by the next call.
 */
export function createLazySolanaChainReader(
  load: LoadSolanaChainReader,
  options: SolanaChainReaderOptions = {},
): SolanaChainReader {
  const reader = loadOnce(() => load().then((create) => create(options)));
  return {
    namespace: 'solana',
    ...later(reader, [
      'getNativeBalance',
      'getSplTokenBalances',
      'estimateSolanaFee',
      'buildSolanaTransfer',
      'sendSolanaTransaction',
      'waitForTransaction',
    ]),
    // Now, or once a reader on its way arrives; nothing waits for it.
    dispose: () => void reader.end((made) => made.dispose()),
  };
}
