import { errAsync, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Address } from 'viem';
import type { NamesApi, Network } from '../../../ports/index.js';
import { coinTypeForChainId } from '../../lib/caip/index.js';
import { type LatchError, nameError, sendError } from '../../lib/errors/index.js';
import { mapProviderFailure } from '../../lib/rpc/index.js';
import { validateEvmAddress, validateNameChainId } from '../../lib/validation/index.js';
import type { NameCache } from './createNameCache.js';
import { isNameInput } from './isNameInput.js';
import type { SolanaReceiverError } from './solana/resolveSolanaReceiver.js';

/** Where a send goes: an EIP-55 address, and the name it was resolved from. */
export interface ResolvedReceiver {
  readonly address: Address;
  readonly name?: string;
}

export type ReceiverError =
  | LatchError<'ADDRESS_INVALID'>
  | LatchError<'RECEIVER_ADDRESS_TOO_SHORT'>
  | LatchError<'RECEIVER_NAME_NOT_FOUND'>
  | LatchError<'NAME_RESOLUTION_FAILED'>
  | SolanaReceiverError;

const RECEIVER_CODES: ReadonlySet<string> = new Set<ReceiverError['code']>([
  'ADDRESS_INVALID',
  'RECEIVER_ADDRESS_TOO_SHORT',
  'RECEIVER_NAME_NOT_FOUND',
  'NAME_RESOLUTION_FAILED',
  'RECEIVER_NOT_SOLANA_ADDRESS',
]);

/** True for an error about the receiver (shown at the receiver field, not under the form). */
export const isReceiverError = (error: { readonly code: string } | undefined): error is ReceiverError =>
  error !== undefined && RECEIVER_CODES.has(error.code);

/** Hex digits, with or without 0x, fewer than an address has. */
const SHORT_HEX = /^(?:0x)?[0-9a-fA-F]{0,39}$/;

export interface ResolveReceiverArgs {
  /** The receiver as typed (trimmed). */
  readonly input: string;
  /** The eip155 network the send is on: a name resolves to its address for this chain's coin type. */
  readonly network: Network;
  readonly namesApi: Pick<NamesApi, 'lookupName'>;
  readonly cache: NameCache;
}

/**
 * The receiver of a send. An address (40 hex digits, optional 0x, EIP-55 when mixed case) is checked
 * (SPEC §5 'Address is invalid'; hex digits short of an address: RECEIVER_ADDRESS_TOO_SHORT). A name
 * (`alice.latch.id`) is looked up through the names API and the cache (5 min) and resolves to its address for
 * the network's ENSIP-11 coin type; an unknown name or one without an address there is RECEIVER_NAME_NOT_FOUND
 * ('No address found for alice.latch.id'), a failed lookup NAME_RESOLUTION_FAILED ('Error resolving name', the
 * cause attached).
 */
export function resolveReceiver(args: ResolveReceiverArgs): ResultAsync<ResolvedReceiver, ReceiverError> {
  const { input, network } = args;
  if (!isNameInput(input)) {
    if (SHORT_HEX.test(input) && input !== '0x') {
      return errAsync(sendError('RECEIVER_ADDRESS_TOO_SHORT', { details: JSON.stringify(input) }));
    }
    return fromResult(validateEvmAddress(input).map((address) => ({ address })));
  }
  const name = input.toLowerCase();
  const chainId = validateNameChainId(network.id);
  if (chainId.isErr()) {
    return errAsync(nameError('NAME_RESOLUTION_FAILED', { details: name, cause: chainId.error }));
  }
  const coinType = String(coinTypeForChainId(chainId.value));
  return args.cache
    .fetch(name, () =>
      ResultAsync.fromPromise(args.namesApi.lookupName({ name }), mapProviderFailure).map(
        (record) => record ?? null,
      ),
    )
    .mapErr((cause): ReceiverError => nameError('NAME_RESOLUTION_FAILED', { details: name, cause }))
    .andThen((record) => {
      const entry = record?.addresses[coinType];
      if (entry === undefined) {
        const reason = record === null ? 'unknown name' : `no address for coin type ${coinType}`;
        return errAsync(
          sendError('RECEIVER_NAME_NOT_FOUND', { params: { name }, details: `${reason}: ${name}` }),
        );
      }
      return fromResult(validateEvmAddress(entry.address).map((address) => ({ address, name })));
    });
}

const fromResult = <T, E>(result: Result<T, E>): ResultAsync<T, E> =>
  result.isOk() ? okAsync(result.value) : errAsync(result.error);
