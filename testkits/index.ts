// `latch/testing` (package.json "exports"): in-memory adapters for every port, fast-check arbitraries, and the
// formatting the modal shows amounts with (so a test can expect its texts) — for tests only.

export { formatBalance, formatTokenValue, multiplyDecimal } from '../core/format/index.js';
export * as identifierArbs from './arbitraries/identifiers.js';
export * as rpcArbs from './arbitraries/rpc.js';
export * as siwxArbs from './arbitraries/siwx.js';
export * as timelineArbs from './arbitraries/timelines.js';
export * as transactionArbs from './arbitraries/transactions.js';
export * as walletArbs from './arbitraries/wallets.js';
export { FixedPlatform, SequentialIds } from './environment.js';
export {
  FakeHttpTransport,
  jsonReply,
  jsonRpcHandler,
  networkFailure,
  settleOn,
} from './FakeHttpTransport.js';
export { flushMicrotasks, ManualClock } from './ManualClock.js';
export { MemoryChainReader } from './MemoryChainReader.js';
export { MemoryConnectorDiscovery } from './MemoryConnectorDiscovery.js';
export { MemoryDataService } from './MemoryDataService.js';
export { MemoryEmbeddedWalletFrame } from './MemoryEmbeddedWalletFrame.js';
export { MemoryImagePrefetcher } from './MemoryImagePrefetcher.js';
export { type LogEntry, MemoryLogger } from './MemoryLogger.js';
export { MemoryPopup, MemoryPopupOpener } from './MemoryPopupOpener.js';
export { MemorySiwx, type MemorySiwxOptions } from './MemorySiwx.js';
export { MemoryStorage } from './MemoryStorage.js';
export { MemoryWalletConnector, memoryNetwork } from './MemoryWalletConnector.js';
export {
  MEMORY_WALLET_ICON,
  MemoryWalletRegistry,
  type MemoryWalletStandardOptions,
  MemoryWalletStandardWallet,
  memorySignature,
} from './MemoryWalletStandard.js';
export { RecordingAnalyticsSink } from './RecordingAnalyticsSink.js';
