import { errAsync, ResultAsync } from 'neverthrow';
import type { ChainReaders, EvmTransactionRequest, Network } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../../lib/rpc/index.js';

/** A send's fee estimate: gas, price per gas unit and their product, in the native token's smallest unit. */
export interface SendFeeEstimate {
  readonly gas: bigint;
  readonly pricePerGas: bigint;
  readonly units: bigint;
}

export type SendFeeError =
  | ProviderFailureError
  | LatchError<'CHAIN_ADAPTER_NOT_FOUND'>
  | LatchError<'UNSUPPORTED_CAPABILITY'>;

export interface EstimateSendFeeArgs {
  readonly readers: ChainReaders;
  readonly request: EvmTransactionRequest;
  readonly network: Network;
}

/**
 * The fee of a send through the eip155 ChainReader's `estimateEvmFee` (gas × price per gas). A node refusing
 * the call comes back as its catalogue error (insufficient funds, execution reverted…); no reader for the
 * namespace is CHAIN_ADAPTER_NOT_FOUND, a reader without the capability UNSUPPORTED_CAPABILITY.
 */
export function estimateSendFee(args: EstimateSendFeeArgs): ResultAsync<SendFeeEstimate, SendFeeError> {
  const { request, network } = args;
  const reader = args.readers[network.chainNamespace];
  if (reader === undefined) {
    return errAsync(latchError('CHAIN_ADAPTER_NOT_FOUND', { details: network.chainNamespace }));
  }
  if (reader.estimateEvmFee === undefined) {
    return errAsync(latchError('UNSUPPORTED_CAPABILITY', { params: { capability: 'fee estimates' } }));
  }
  const { from, to, value, data } = request;
  const call = {
    from,
    to,
    ...(value === undefined ? {} : { value }),
    ...(data === undefined ? {} : { data }),
  };
  return ResultAsync.fromPromise(reader.estimateEvmFee({ request: call, network }), mapProviderFailure).map(
    ({ gas, pricePerGas }) => ({ gas, pricePerGas, units: gas * pricePerGas }),
  );
}
