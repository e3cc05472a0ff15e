import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { findConfiguredNetwork } from './findConfiguredNetwork.js';

export interface UnsupportedChainInput {
  readonly networks: readonly Network[];
  /** The CAIP-2 id the connected wallet reports; undefined when not connected. */
  readonly walletNetworkId: CaipNetworkId | undefined;
  readonly allowUnsupportedChain?: boolean | undefined;
  readonly enableNetworkSwitch?: boolean | undefined;
}

/**
 * SPEC §4: the UnsupportedChain view shows when the connected wallet sits on a network that is not
 * configured, unless network switching is disabled or unsupported chains are allowed.
 */
export function isUnsupportedChain(input: UnsupportedChainInput): boolean {
  if (input.walletNetworkId === undefined) return false;
  if (input.allowUnsupportedChain === true || input.enableNetworkSwitch === false) return false;
  return findConfiguredNetwork(input.networks, input.walletNetworkId) === undefined;
}
