import type { Result } from 'neverthrow';
import { type Chain, createPublicClient, type PublicClient, type Transport } from 'viem';
import type { RpcStack } from '../../../core/lib/rpc/index.js';
import { createRpcStack } from '../../../core/lib/rpc/stack.js';
import { validateEvmAddress, validateTxHash } from '../../../core/lib/validation/index.js';
import type {
  ChainReader,
  EvmCallRequest,
  EvmFeeEstimate,
  Network,
  TransactionReceipt,
} from '../../../ports/index.js';
import { createFetchTransport } from '../../http/fetchTransport.js';
import { createSystemClock } from '../../system/systemClock.js';
import { estimateEvmFee } from './estimateEvmFee.js';
import { jsonRpcTransport } from './jsonRpcTransport.js';
import { withPortFailure } from './toPortFailure.js';
import { toViemChain } from './toViemChain.js';

/** SPEC §9 polling default. */
export const DEFAULT_POLLING_INTERVAL_MS = 4000;

export interface EvmChainReaderOptions {
  /**
   * The one RPC stack (core/lib/rpc) every read goes through; default: a stack of the reader's own over fetch, on
   * each network's URLs (ranked fallback when several), stopped by `dispose`.
   */
  readonly rpc?: Pick<RpcStack, 'client'>;
  /** Replaces the stack by a viem transport of your own (tests). */
  readonly transportFor?: (network: Network) => Transport;
  /** How often waitForTransaction polls for new blocks; default 4000 ms. */
  readonly pollingIntervalMs?: number;
}

export interface EvmChainReader extends ChainReader {
  readonly namespace: 'eip155';
  estimateEvmFee(args: { request: EvmCallRequest; network: Network }): Promise<EvmFeeEstimate>;
  /** Stops the RPC stack the reader made itself (a given `rpc` is its owner's to stop). */
  dispose(): void;
}

/** The value, or throws the catalogue error (ADDRESS_INVALID, TX_HASH_INVALID) for malformed input. */
const orThrow = <T, E>(result: Result<T, E>): T => {
  if (result.isErr()) throw result.error;
  return result.value;
};

/**
 * ChainReader for eip155 with one viem public client per network (and per RPC URL list), whose requests go through
 * core's RPC stack (jsonRpcTransport): batching, ranked fallback and retries are core's, not viem's. Failures reject
 * with the port shapes (ProviderRpcFailure with the node's code and message, HttpFailure, NetworkFailure,
 * UnsupportedFailure for a non-eip155 network), which core's mapProviderFailure maps.
 */
export function createEvmChainReader(options: EvmChainReaderOptions = {}): EvmChainReader {
  let own: RpcStack | undefined;
  const stack = (): Pick<RpcStack, 'client'> => {
    if (options.rpc) return options.rpc;
    if (own === undefined) {
      const system = createSystemClock();
      own = createRpcStack({
        transport: createFetchTransport(),
        scheduler: system,
        clock: system,
        networks: [],
      });
    }
    return own;
  };
  const transportFor =
    options.transportFor ?? ((network: Network) => jsonRpcTransport(orThrow(stack().client(network))));
  const pollingInterval = options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  const clients = new Map<string, PublicClient<Transport, Chain>>();

  const clientFor = (network: Network): PublicClient<Transport, Chain> => {
    const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`;
    const existing = clients.get(key);
    if (existing) return existing;
    const client = createPublicClient({
      chain: toViemChain(network),
      transport: transportFor(network),
      pollingInterval,
    });
    clients.set(key, client);
    return client;
  };

  return {
    namespace: 'eip155',
    getNativeBalance: ({ address, network }) =>
      withPortFailure(() => clientFor(network).getBalance({ address: orThrow(validateEvmAddress(address)) })),
    waitForTransaction: ({ hash, network }) =>
      withPortFailure(async (): Promise<TransactionReceipt> => {
        const receipt = await clientFor(network).waitForTransactionReceipt({
          hash: orThrow(validateTxHash(hash)),
          pollingInterval,
        });
        return {
          hash: receipt.transactionHash,
          status: receipt.status,
          blockNumber: receipt.blockNumber,
          logs: receipt.logs.map(({ address, topics, data }) => ({ address, topics, data })),
        };
      }),
    estimateEvmFee: ({ request, network }) =>
      withPortFailure(() => estimateEvmFee(clientFor(network), request)),
    dispose: () => own?.dispose(),
  };
}
