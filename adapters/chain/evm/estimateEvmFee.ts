import { type Chain, Eip1559FeesNotSupportedError, type PublicClient, type Transport } from 'viem';

type Client = PublicClient<Transport, Chain>;

import type { EvmCallRequest, EvmFeeEstimate } from '../../../ports/index.js';

/** EIP-1559 maxFeePerGas where the chain has a base fee, else the legacy gasPrice. */
async function pricePerGas(client: Client): Promise<bigint> {
  try {
    const fees = await client.estimateFeesPerGas({ type: 'eip1559' });
    return fees.maxFeePerGas;
  } catch (error) {
    if (error instanceof Eip1559FeesNotSupportedError) return client.getGasPrice();
    throw error;
  }
}

/** Gas for the call (eth_estimateGas from its sender) and the price per gas unit, asked together. */
export async function estimateEvmFee(client: Client, request: EvmCallRequest): Promise<EvmFeeEstimate> {
  const [gas, price] = await Promise.all([
    client.estimateGas({
      account: request.from,
      to: request.to,
      ...(request.value === undefined ? {} : { value: request.value }),
      ...(request.data === undefined ? {} : { data: request.data }),
    }),
    pricePerGas(client),
  ]);
  return { gas, pricePerGas: price };
}
