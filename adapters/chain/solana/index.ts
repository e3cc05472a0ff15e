// Only the lazy reader: importing this folder never pulls @solana/web3.js into a bundle.
export { createLazySolanaChainReader, type LoadSolanaChainReader } from './createLazySolanaChainReader.js';
export type {
  SolanaChainReader,
  SolanaChainReaderOptions,
} from './createSolanaChainReader.js';
