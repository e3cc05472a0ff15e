import type { NamespaceConfig } from '@walletconnect/universal-provider';
import type { Network } from '../../../ports/index.js';
import { evmChainIdOf } from '../../chain/evm/evmChainIdOf.js';
import {
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
  WALLET_CONNECT_SOLANA_METHODS,
} from './walletConnectTypes.js';

/** A network's RPC URL for the SDK: by default its first own URL. */
export type RpcUrlOf = (network: Network) => string | undefined;

const ownRpcUrl: RpcUrlOf = (network) => network.rpcUrls.default.http[0];

/** The configured networks of a namespace, the requested one first, each once. */
const networksOf = (namespace: 'eip155' | 'solana', networks: readonly Network[], requested: Network) =>
  [requested, ...networks].filter(
    (network, index, all) =>
      network.chainNamespace === namespace &&
      all.findIndex((other) => other.caipNetworkId === network.caipNetworkId) === index,
  );

/** The SDK's RPC map: chain reference → URL, for the networks that have one. */
const rpcMapOf = (
  networks: readonly Network[],
  rpcUrlOf: RpcUrlOf,
  referenceOf: (network: Network) => string,
): Record<string, string> =>
  Object.fromEntries(
    networks.flatMap((network) => {
      const url = rpcUrlOf(network);
      return url === undefined ? [] : [[referenceOf(network), url]];
    }),
  );

/**
 * The session proposal's namespaces (sent as optional namespaces; required ones are deprecated): eip155 with
 * the requested network first, then the other configured eip155 networks, our methods and events; and, when
 * Solana networks are configured, solana with SPEC §5's signing methods (solana_signMessage,
 * solana_signTransaction, solana_signAndSendTransaction). Each has an RPC map so the SDK reads each chain from
 * the endpoint the RPC stack picks (the host's `rpcUrls`, the data service's proxy or the chain's own node;
 * never the hosted RPC).
 */
export function buildProposalNamespaces(
  networks: readonly Network[],
  requested: Network,
  rpcUrlOf: RpcUrlOf = ownRpcUrl,
): NamespaceConfig {
  const evm = networksOf('eip155', networks, requested);
  const solana = networksOf('solana', networks, requested);
  return {
    eip155: {
      chains: evm.map((network) => network.caipNetworkId),
      methods: [...WALLET_CONNECT_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
      rpcMap: rpcMapOf(evm, rpcUrlOf, (network) => String(evmChainIdOf(network))),
    },
    ...(solana.length === 0
      ? {}
      : {
          solana: {
            chains: solana.map((network) => network.caipNetworkId),
            methods: [...WALLET_CONNECT_SOLANA_METHODS],
            events: [],
            rpcMap: rpcMapOf(solana, rpcUrlOf, (network) => network.caipNetworkId.slice('solana:'.length)),
          },
        }),
  };
}
