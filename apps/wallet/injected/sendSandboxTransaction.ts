import { type Hex, isHex, type LocalAccount } from 'viem';
import { ProviderRpcError } from './ProviderRpcError.js';
import type { SandboxTransactionRequest } from './parseTransactionParams.js';
import { rpcRequest } from './rpcRequest.js';

const toBigInt = (value: unknown, what: string): bigint => {
  if (isHex(value) && value !== '0x') return BigInt(value);
  throw new ProviderRpcError(-32603, `The chain answered an unreadable ${what}`);
};

type Fees = { gasPrice: bigint } | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** The request's own fees, else EIP-1559 (2 × base fee + tip) where the chain has a base fee, else gasPrice. */
async function feesFor(tx: SandboxTransactionRequest, url: string): Promise<Fees> {
  if (tx.gasPrice !== undefined) return { gasPrice: tx.gasPrice };
  const block: unknown = await rpcRequest(url, 'eth_getBlockByNumber', ['latest', false]);
  const baseFee =
    typeof block === 'object' && block !== null && 'baseFeePerGas' in block ? block.baseFeePerGas : undefined;
  if (baseFee === undefined || baseFee === null) {
    return { gasPrice: toBigInt(await rpcRequest(url, 'eth_gasPrice'), 'gas price') };
  }
  const tip =
    tx.maxPriorityFeePerGas ?? toBigInt(await rpcRequest(url, 'eth_maxPriorityFeePerGas'), 'priority fee');
  const maxFeePerGas = tx.maxFeePerGas ?? toBigInt(baseFee, 'base fee') * 2n + tip;
  return { maxFeePerGas, maxPriorityFeePerGas: tip };
}

/**
 * Fills what the request leaves out (nonce, gas, fees) from the chain, signs locally with the sandbox
 * account and sends it with eth_sendRawTransaction. Node errors come back with the node's own code and
 * message (insufficient funds, nonce too low…).
 */
export async function sendSandboxTransaction(args: {
  readonly account: LocalAccount;
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly request: SandboxTransactionRequest;
}): Promise<Hex> {
  const { account, chainId, rpcUrl: url, request: tx } = args;
  const call = { from: account.address, to: tx.to, value: `0x${tx.value.toString(16)}`, data: tx.data };
  const [nonce, gas, fees] = await Promise.all([
    tx.nonce ??
      rpcRequest(url, 'eth_getTransactionCount', [account.address, 'pending']).then((n) =>
        Number(toBigInt(n, 'nonce')),
      ),
    tx.gas ?? rpcRequest(url, 'eth_estimateGas', [call]).then((gas) => toBigInt(gas, 'gas estimate')),
    feesFor(tx, url),
  ]);
  const signed = await account.signTransaction({
    chainId,
    nonce,
    gas,
    value: tx.value,
    data: tx.data,
    ...(tx.to === undefined ? {} : { to: tx.to }),
    ...fees,
  });
  const hash = await rpcRequest(url, 'eth_sendRawTransaction', [signed]);
  if (!isHex(hash)) throw new ProviderRpcError(-32603, 'The chain answered no transaction hash');
  return hash;
}
