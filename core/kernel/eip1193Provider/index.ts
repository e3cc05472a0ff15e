// The EIP-1193 provider over Latch's eip155 connection (issue 28 §1): reached only through `latch/eip1193`
// (adapters/root/eip1193.ts), so a host that does not ask for it never loads it.
export { createEip1193Provider } from './createEip1193Provider.js';
export {
  EIP1193_CODES,
  fromLatchError,
  ProviderRpcError,
  providerError,
  toProviderRpcError,
} from './providerRpcError.js';
export type {
  Eip1193EventName,
  Eip1193Events,
  Eip1193LatchSource,
  Eip1193RequestArguments,
  LatchEip1193Provider,
} from './types.js';
export { whenRestored } from './whenRestored.js';
