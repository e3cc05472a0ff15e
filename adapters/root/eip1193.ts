// `latch/eip1193`: an EIP-1193 provider over a Latch's active eip155 connection (issue 28 §1), for wagmi
// (`@latch/wagmi`), ethers or any library that takes one. Its own entry point: a host that does not import it
// builds and loads none of it.

import { createEip1193Provider, type LatchEip1193Provider } from '../../core/kernel/eip1193Provider/index.js';
import type { Latch } from '../../core/kernel/latch/index.js';

export {
  EIP1193_CODES,
  type Eip1193EventName,
  type Eip1193Events,
  type Eip1193RequestArguments,
  type LatchEip1193Provider,
  ProviderRpcError,
  whenRestored,
} from '../../core/kernel/eip1193Provider/index.js';

/**
 * The EIP-1193 provider of `latch`: eth_accounts and eth_chainId from Latch's state, eth_requestAccounts opens
 * Latch's modal, wallet_switchEthereumChain is Latch's own switch, everything else goes to the connected
 * wallet; it emits connect, accountsChanged, chainChanged and disconnect. Call `dispose()` when done with it.
 */
export const latchEip1193Provider = (latch: Latch): LatchEip1193Provider => createEip1193Provider(latch);
