import type { NamespaceConfig } from '@walletconnect/universal-provider';
import type { Network } from '../../../ports/index.js';
import { evmChainIdOf } from '../../chain/evm/evmChainIdOf.js';
import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './walletConnectTypes.js';

/** A network's RPC URL for the SDK: by default its first own URL. */
export type RpcUrlOf = (network: Network) => string | undefined;

const ownRpcUrl: RpcUrlOf = (network) => network.rpcUrls.default.http[0];

/**
 * The session proposal's eip155 namespace (sent as optional namespaces; required ones are deprecated): the
 * requested network first, then the other configured eip155 networks, our methods and events, and an RPC
 * map so the SDK reads each chain from the endpoint the RPC stack picks (the host's `rpcUrls`, the data
 * service's proxy or the chain's own node; never the hosted RPC).
 */
export function buildProposalNamespaces(
  networks: readonly Network[],
  requested: Network,
  rpcUrlOf: RpcUrlOf = ownRpcUrl,
): NamespaceConfig {
  const evm = [requested, ...networks].filter(
    (network, index, all) =>
      network.chainNamespace === 'eip155' &&
      all.findIndex((other) => other.caipNetworkId === network.caipNetworkId) === index,
  );
  const rpcMap = Object.fromEntries(
    evm.flatMap((network) => {
      const url = rpcUrlOf(network);
      return url === undefined ? [] : [[String(evmChainIdOf(network)), url]];
    }),
  );
  return {
    eip155: {
      chains: evm.map((network) => network.caipNetworkId),
      methods: [...WALLET_CONNECT_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
      rpcMap,
    },
  };
}
