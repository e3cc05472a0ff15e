import { createPublicClient, custom, numberToHex, type PublicClient } from 'viem';
import type { ChainClient, ChainClients } from '../chain/createChainClients.js';

/** The `eth_call` params with the call's gas at most `gasLimit` (set when absent). */
const capGas = (params: unknown, gasLimit: bigint): unknown => {
  if (!Array.isArray(params)) return params;
  const [call, ...rest] = params;
  if (typeof call !== 'object' || call === null) return params;
  const given: unknown = Reflect.get(call, 'gas');
  const asked = typeof given === 'string' && /^0x[0-9a-f]{1,16}$/i.test(given) ? BigInt(given) : undefined;
  const gas = asked !== undefined && asked < gasLimit ? asked : gasLimit;
  return [{ ...call, gas: numberToHex(gas) }, ...rest];
};

/** A client that sends every request through `client`, each `eth_call` with at most `gasLimit` gas. */
export const capClientCallGas = (client: PublicClient, gasLimit: bigint): PublicClient =>
  createPublicClient({
    ...(client.chain === undefined ? {} : { chain: client.chain }),
    transport: custom(
      {
        request: ({ method, params }) =>
          client.transport.request({
            method,
            params: method === 'eth_call' ? capGas(params, gasLimit) : params,
          }),
      },
      { retryCount: 0 },
    ),
  });

/**
 * The chains with their clients' `eth_call`s capped at `gasLimit`: what the name registry verifies
 * contract-account signatures through (ERC-1271, ERC-6492 and ERC-8010 all run in an `eth_call`, whose
 * factory and validator code the caller chooses).
 */
export const capCallGas = (chains: ChainClients, gasLimit: bigint): ChainClients => {
  const capped = new Map<string, ChainClient>(
    chains.ids.flatMap((id) => {
      const chain = chains.get(id);
      return chain === undefined
        ? []
        : [[id, { ...chain, client: capClientCallGas(chain.client, gasLimit) }] as const];
    }),
  );
  return { get: (id) => capped.get(id), ids: chains.ids };
};
