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
  let reader: Promise<SolanaChainReader> | undefined;
  const loaded = (): Promise<SolanaChainReader> => {
    reader ??= load().then(
      (create) => create(options),
      (error: unknown) => {
        reader = undefined;
        throw error;
      },
    );
    return reader;
  };
  return {
    namespace: 'solana',
    getNativeBalance: async (args) => (await loaded()).getNativeBalance(args),
    getSplTokenBalances: async (args) => (await loaded()).getSplTokenBalances(args),
    estimateSolanaFee: async (args) => (await loaded()).estimateSolanaFee(args),
    buildSolanaTransfer: async (args) => (await loaded()).buildSolanaTransfer(args),
    sendSolanaTransaction: async (args) => (await loaded()).sendSolanaTransaction(args),
    waitForTransaction: async (args) => (await loaded()).waitForTransaction(args),
    dispose() {
      void reader?.then(
        (made) => made.dispose(),
        () => undefined,
      );
    },
  };
}
