export {
  createEvmChainReader,
  DEFAULT_POLLING_INTERVAL_MS,
  type EvmChainReader,
  type EvmChainReaderOptions,
} from './createEvmChainReader.js';
export { createLazyEvmChainReader, type LoadEvmChainReader } from './createLazyEvmChainReader.js';
export {
  createLazyWalletClient,
  type LoadViemWalletClient,
  type RequestProvider,
} from './createLazyWalletClient.js';
export { evmChainIdOf } from './evmChainIdOf.js';
export { ProviderRpcFailureError, UnsupportedFailureError } from './failures.js';
export { jsonRpcTransport } from './jsonRpcTransport.js';
export { toPortFailure, withPortFailure } from './toPortFailure.js';
export { toRpcPortFailure } from './toRpcPortFailure.js';
export { toViemChain } from './toViemChain.js';
