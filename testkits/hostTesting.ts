// `@latch/testing`: what a host tests its own app with — in-memory adapters for every port, a manual clock,
// and the formatting the modal shows amounts with (so a test can expect its texts). No fast-check: the
// arbitraries are `@latch/testing/arbitraries` (fast-check an optional peer).

export { formatBalance, formatTokenValue, multiplyDecimal } from '../core/lib/format/index.js';
export {
  createTestLatch,
  type TestLatch,
  type TestLatchOptions,
  type TestLatchWalletOptions,
} from './createTestLatch.js';
export { FixedPlatform, SequentialIds } from './environment.js';
export {
  FakeHttpTransport,
  jsonReply,
  jsonRpcHandler,
  networkFailure,
  settleOn,
} from './FakeHttpTransport.js';
export {
  type LatchHostName,
  latchElement,
  latchModal,
  latchShadowRoot,
  queryLatchShadowRoot,
} from './hostQueries.js';
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
export { createRealTimeClock, type RealTimeClock } from './realTimeClock.js';
export {
  TEST_WALLET_ADDRESS,
  TEST_WALLET_ID,
  TestWallet,
  type TestWalletOptions,
  type TestWalletRequest,
  type TestWalletSend,
} from './TestWallet.js';
