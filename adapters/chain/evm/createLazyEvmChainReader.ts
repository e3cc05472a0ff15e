import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type { EvmChainReader, EvmChainReaderOptions } from './createEvmChainReader.js';

/** Loads the viem-backed reader factory (a separate chunk in a browser build). */
export type LoadEvmChainReader = () => Promise<(options: EvmChainReaderOptions) => EvmChainReader>;

const loadEvmChainReader: LoadEvmChainReader = () =>
  import('./createEvmChainReader.js').then((module) => module.createEvmChainReader);

/**
 * The eip155 ChainReader of `createEvmChainReader`, whose code (viem's public client, about 40 KiB gzip) is
 * only loaded by the first read: a page nobody connects on never downloads it. Every method is already
 * asynchronous, so callers see the same results and failures. A failed load is retried by the next call.
 */
export function createLazyEvmChainReader(
  options: EvmChainReaderOptions = {},
  load: LoadEvmChainReader = loadEvmChainReader,
): EvmChainReader {
  const reader = loadOnce(() => load().then((create) => create(options)));
  return {
    namespace: 'eip155',
    ...later(reader, ['getNativeBalance', 'waitForTransaction', 'estimateEvmFee']),
    // Now, or once a reader on its way arrives; nothing waits for it.
    dispose: () => void reader.end((made) => made.dispose()),
  };
}
