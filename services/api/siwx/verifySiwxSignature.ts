import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Address, Hex } from 'viem';
import type { ChainClients } from '../chain/createChainClients.js';
import { verifyEvmMessage } from '../chain/verifyEvmMessage.js';
import { type ApiError, apiError, badRequest } from '../http/ApiError.js';

export interface SignedBy {
  /** CAIP-2 network id: its namespace says how the signature is checked. */
  readonly chainId: string;
  /** EIP-55 address (eip155) or base58 public key (solana), already checked. */
  readonly address: string;
  /** The text as signed. */
  readonly message: string;
  /** eip155: 0x hex; solana: base58 of 64 bytes. */
  readonly signature: string;
}

export interface SignatureCheck {
  /** With `eth_call` gas capped: ERC-1271 and ERC-6492 run the caller's code. */
  readonly chains: ChainClients;
  /** Largest eip155 signature in bytes (ERC-6492 wrappers carry factory calldata). */
  readonly maxSignatureBytes: number;
}

const EVM_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const invalidSignature = () => apiError(401, 'signature', 'Invalid signature');

const decodeBase58 = (value: string): Uint8Array | undefined => {
  try {
    return base58.decode(value);
  } catch {
    return undefined;
  }
};

/** ed25519 over the message's UTF-8 bytes, the key and signature in base58 (CONTRACTS §5). */
const verifySolana = (signed: SignedBy): ResultAsync<true, ApiError> => {
  const signature = signed.signature.length <= 100 ? decodeBase58(signed.signature) : undefined;
  const publicKey = decodeBase58(signed.address);
  if (signature?.length !== 64)
    return errAsync(badRequest('signature', 'Signature must be 64 bytes in base58'));
  if (publicKey?.length !== 32) return errAsync(invalidSignature());
  const message = new TextEncoder().encode(signed.message);
  let valid = false;
  try {
    valid = ed25519.verify(signature, message, publicKey);
  } catch {
    // A point that does not decode is a bad key or signature, not a fault of ours.
  }
  return valid ? okAsync(true) : errAsync(invalidSignature());
};

/**
 * Whether the account signed the message: EIP-191 with ERC-1271 / ERC-6492 through viem for eip155, ed25519
 * for solana. A malformed or oversized signature is 400, a wrong one 401, an unreachable node 502.
 */
export const verifySiwxSignature = (check: SignatureCheck, signed: SignedBy): ResultAsync<true, ApiError> => {
  if (signed.chainId.startsWith('solana:')) return verifySolana(signed);
  if (!EVM_SIGNATURE.test(signed.signature)) {
    return errAsync(badRequest('signature', 'Signature must be 0x followed by hex bytes'));
  }
  if ((signed.signature.length - 2) / 2 > check.maxSignatureBytes) {
    return errAsync(
      badRequest('signature', `Signature is too long (at most ${check.maxSignatureBytes} bytes)`),
    );
  }
  return verifyEvmMessage(check.chains, signed.chainId, {
    address: signed.address as Address,
    message: signed.message,
    signature: signed.signature as Hex,
  })
    .mapErr(({ caipNetworkId, cause }) =>
      apiError(502, 'chainId', `Chain ${caipNetworkId} is unavailable`, { cause }),
    )
    .andThen((valid) => (valid ? okAsync(true as const) : errAsync(invalidSignature())));
};
