import { errAsync, ResultAsync } from 'neverthrow';
import { createWalletClient, type Hex, http, isHex, type LocalAccount } from 'viem';
import { findAccount } from './findAccount.js';
import { isRecord } from './isRecord.js';
import { fromChainFailure, WalletRpcError } from './WalletRpcError.js';
import { toViemChain, type WalletChain } from './walletChains.js';

const quantity = (value: unknown): bigint | undefined =>
  typeof value === 'string' && isHex(value) && value.length > 2
    ? BigInt(value)
    : typeof value === 'number' && Number.isSafeInteger(value)
      ? BigInt(value)
      : undefined;

const hexData = (value: unknown): Hex | undefined =>
  typeof value === 'string' && isHex(value) ? value : undefined;

/**
 * eth_sendTransaction `[{ from, to?, value?, data?, gas?, gasPrice? | maxFeePerGas?, maxPriorityFeePerGas?,
 * nonce? }]`: signs with the `from` account and sends it to the chain's RPC (the devnet's anvil); resolves
 * with the transaction hash. What the dapp leaves out (nonce, gas, fees) viem fills in from the node.
 */
export function sendTransaction(
  params: unknown,
  accounts: readonly LocalAccount[],
  chain: WalletChain,
): ResultAsync<Hex, WalletRpcError> {
  const tx: unknown = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(tx)) {
    return errAsync(new WalletRpcError('invalidParams', 'eth_sendTransaction expects [transaction]'));
  }
  const to = tx.to === undefined || tx.to === null ? undefined : hexData(tx.to);
  if (tx.to !== undefined && tx.to !== null && to === undefined) {
    return errAsync(new WalletRpcError('invalidParams', `Invalid transaction recipient ${String(tx.to)}`));
  }
  return findAccount(accounts, tx.from).asyncAndThen((account) => {
    const client = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl) });
    const gas = quantity(tx.gas ?? tx.gasLimit);
    const value = quantity(tx.value);
    const data = hexData(tx.data ?? tx.input);
    const nonce = quantity(tx.nonce);
    const maxFeePerGas = quantity(tx.maxFeePerGas);
    const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas);
    const gasPrice = quantity(tx.gasPrice);
    const fees =
      maxFeePerGas !== undefined
        ? { maxFeePerGas, ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }) }
        : gasPrice !== undefined
          ? { gasPrice }
          : {};
    return ResultAsync.fromPromise(
      client.sendTransaction({
        account,
        chain: client.chain,
        ...(to === undefined ? {} : { to }),
        ...(value === undefined ? {} : { value }),
        ...(data === undefined ? {} : { data }),
        ...(gas === undefined ? {} : { gas }),
        ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
        ...fees,
      }),
      fromChainFailure,
    );
  });
}
