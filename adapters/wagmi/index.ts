// `@latch/wagmi`: a wagmi connector over Latch (issue 28 §1) and the helpers that keep one list of chains.

export {
  latchNetworksFromChains,
  latchWagmiChains,
  latchWagmiTransports,
  toViemChain,
  type WagmiChains,
} from './chains.js';
export {
  LATCH_CONNECTOR_TYPE,
  type LatchConnectorOptions,
  latchConnector,
} from './latchConnector.js';
export { type LatchWagmiConfig, latchWagmiConfig } from './latchWagmiConfig.js';
