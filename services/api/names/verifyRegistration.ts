import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import { type Address, getAddress, type Hex, isAddress } from 'viem';
import type { ChainClients } from '../chain/createChainClients.js';
import { verifyEvmMessage } from '../chain/verifyEvmMessage.js';
import { chainIdForCoinType } from './chainIdForCoinType.js';
import { isTimestampFresh } from './isTimestampFresh.js';
import { type NameFailure, nameFailure } from './NameFailure.js';
import { DEFAULT_NAME_SIGNATURE_MAX_BYTES } from './nameQuotas.js';
import { REGISTRATION_TIMESTAMP_TOLERANCE_MS } from './nameRules.js';
import { parseAccountName } from './parseAccountName.js';
import { type NameAttributes, parseRegistrationMessage } from './parseRegistrationMessage.js';

/** POST /v1/profile/account's body (CONTRACTS §1). */
export interface RegistrationRequest {
  /** The JSON string `{"name","attributes","timestamp"}` that was signed with personal_sign. */
  readonly message: string;
  readonly signature: Hex;
  /** ENSIP-11 coin type of the chain the address lives on. */
  readonly coin_type: number;
  /** EIP-55 checksummed. */
  readonly address: string;
}

export interface VerifyRegistrationDeps {
  /** The chains this service reads: contract accounts are checked on the coin type's chain. */
  readonly chains: ChainClients;
  /** Our zone, valid and lower-case. */
  readonly zone: string;
  /** Server time, Unix milliseconds. */
  readonly now: () => number;
  /** Largest signature in bytes (ERC-6492 wrappers carry factory calldata). Default 4096. */
  readonly maxSignatureBytes?: number;
}

/** A registration whose signer, name and freshness have been checked: ready to be stored. */
export interface VerifiedRegistration {
  /** `<label>.<zone>`, lower-case. */
  readonly name: string;
  readonly address: Address;
  readonly coinType: number;
  readonly chainId: number;
  readonly attributes: NameAttributes;
}

const checksummed = (address: string): Result<Address, NameFailure> =>
  isAddress(address, { strict: false }) && getAddress(address) === address
    ? ok(address)
    : err(nameFailure('invalid', 'address', 'address must be an EIP-55 checksummed address'));

const unauthorized = (field: string, description: string) => nameFailure('unauthorized', field, description);
const invalidSignature = unauthorized('signature', 'Invalid signature');

/** Whether the address signed the message (401 otherwise; 502 when the chain's node cannot say). */
const checkSignature = (
  deps: VerifyRegistrationDeps,
  chainId: number,
  request: { readonly address: Address; readonly message: string; readonly signature: Hex },
): ResultAsync<true, NameFailure> =>
  verifyEvmMessage(deps.chains, `eip155:${chainId}`, request)
    .mapErr(({ cause }) =>
      nameFailure('chainUnavailable', 'coin_type', `Chain eip155:${chainId} is unavailable`, cause),
    )
    .andThen((valid) => (valid ? ok(true as const) : err(invalidSignature)));

/**
 * Checks a registration's shape in order — signature size (400), checksummed address, ENSIP-11 coin type,
 * message JSON, the SPEC §5 name in our zone (400), then freshness (401: timestamp within ±10 s of
 * `now`) — and returns what to store once the signature is checked. Asks no node.
 */
export const checkRegistration = (
  deps: VerifyRegistrationDeps,
  request: RegistrationRequest,
): Result<VerifiedRegistration, NameFailure> => {
  const maxBytes = deps.maxSignatureBytes ?? DEFAULT_NAME_SIGNATURE_MAX_BYTES;
  if ((request.signature.length - 2) / 2 > maxBytes) {
    return err(nameFailure('invalid', 'signature', `Signature is too long (at most ${maxBytes} bytes)`));
  }
  const stale = unauthorized(
    'message',
    `Message timestamp must be within ${REGISTRATION_TIMESTAMP_TOLERANCE_MS / 1000} s of the server time`,
  );
  return checksummed(request.address).andThen((address) =>
    chainIdForCoinType(request.coin_type).andThen((chainId) =>
      parseRegistrationMessage(request.message).andThen((message) =>
        parseAccountName(message.name, deps.zone, 'message').andThen(({ name }) =>
          isTimestampFresh(message.timestamp, deps.now())
            ? ok({ name, address, coinType: request.coin_type, chainId, attributes: message.attributes })
            : err(stale),
        ),
      ),
    ),
  );
};

/** Whether the registration's address signed its message as sent (401 otherwise; 502 without a node). */
export const checkRegistrationSignature = (
  deps: VerifyRegistrationDeps,
  registration: VerifiedRegistration,
  request: RegistrationRequest,
): ResultAsync<VerifiedRegistration, NameFailure> =>
  checkSignature(deps, registration.chainId, {
    address: registration.address,
    message: request.message,
    signature: request.signature,
  }).map(() => registration);

/**
 * Checks a registration in order — shape first (400: signature size, checksummed address, ENSIP-11
 * coin type, message JSON, the SPEC §5 name in our zone), then freshness (401), then the signature over
 * the message exactly as sent (401) — and returns what to store. Stores nothing.
 */
export const verifyRegistration = (
  deps: VerifyRegistrationDeps,
  request: RegistrationRequest,
): ResultAsync<VerifiedRegistration, NameFailure> => {
  const checked = checkRegistration(deps, request);
  if (checked.isErr()) return errAsync(checked.error);
  return checkRegistrationSignature(deps, checked.value, request);
};
