import { err, ok, type Result } from 'neverthrow';
import { type Address, type Hex, isAddressEqual, isHex } from 'viem';
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe';
import type { Clock } from '../../ports/index.js';
import type { IdRegistryReader } from './createIdRegistryReader.js';

/** What every Sign In With Farcaster message says (CONTRACTS §4). */
export const FARCASTER_SIGN_IN = {
  statement: 'Farcaster Auth',
  chainId: 10,
  /** The one resource naming the fid: `farcaster://fid/<fid>`. */
  fidResource: /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/,
} as const;

export const SIGN_IN_LIMITS = {
  /** Characters of a message (a SIWF message is ~500). */
  maxMessageLength: 8_192,
  /** Bytes of a signature: 65 for an EOA custody, more for a contract account's (ERC-1271/6492). */
  maxSignatureBytes: 4_096,
  /** Clock skew allowed on Issued At, Not Before and Expiration Time. */
  skewMs: 5_000,
} as const;

/** Why a sign-in was refused; `registry` means the registry's chain could not be read (try again). */
export type SignInRefusal =
  | 'malformed'
  | 'statement'
  | 'chain'
  | 'resource'
  | 'domain'
  | 'nonce'
  | 'time'
  | 'signature'
  | 'custody'
  | 'registry';

export interface SignInFailure {
  readonly reason: SignInRefusal;
  readonly description: string;
  readonly cause?: unknown;
}

export interface SignInToVerify {
  /** The SIWE text as signed (EIP-191 personal_sign). */
  readonly message: string;
  readonly signature: string;
  /** The domain the sign-in was asked for (the channel's): the message must name it. */
  readonly domain: string;
  /** The nonce the sign-in was asked for (the channel's): the message must carry it. */
  readonly nonce: string;
}

export interface VerifiedSignIn {
  readonly fid: number;
  /** The fid's custody address on the registry, which signed the message. */
  readonly custody: Address;
  readonly message: SiweMessage;
}

export interface VerifySignInOptions {
  readonly registry: Pick<IdRegistryReader, 'custodyOf' | 'client'>;
  readonly clock: Clock;
  readonly skewMs?: number;
}

const refuse = (reason: SignInRefusal, description: string, cause?: unknown) =>
  err<never, SignInFailure>({ reason, description, ...(cause === undefined ? {} : { cause }) });

/**
 * The message parsed strictly: viem's parser reads the fields, and writing them back must give the very
 * text that was signed (so nothing can be added around or between the fields).
 */
const parseStrict = (text: string): Result<SiweMessage, SignInFailure> => {
  if (text.length > SIGN_IN_LIMITS.maxMessageLength) {
    return refuse('malformed', `The message is longer than ${SIGN_IN_LIMITS.maxMessageLength} characters`);
  }
  const fields = parseSiweMessage(text);
  try {
    const message = fields as SiweMessage;
    if (createSiweMessage(message) === text) return ok(message);
  } catch {
    // createSiweMessage refuses missing or invalid fields: the text is no SIWE message.
  }
  return refuse('malformed', 'The message is not a well-formed Sign In With Ethereum message');
};

const checkTimes = (message: SiweMessage, now: number, skewMs: number): Result<void, SignInFailure> => {
  const at = (date: Date | undefined) => (date === undefined ? undefined : date.getTime());
  const issuedAt = at(message.issuedAt);
  if (issuedAt === undefined || Number.isNaN(issuedAt)) return refuse('malformed', 'Issued At is missing');
  if (issuedAt > now + skewMs) return refuse('time', 'The message was issued in the future');
  const notBefore = at(message.notBefore);
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > now + skewMs)) {
    return refuse('time', 'The message is not valid yet (Not Before)');
  }
  const expiration = at(message.expirationTime);
  if (expiration !== undefined && (Number.isNaN(expiration) || expiration <= now - skewMs)) {
    return refuse('time', 'The message has expired (Expiration Time)');
  }
  return ok(undefined);
};

/** The fid of the message's one `farcaster://fid/<fid>` resource. */
const fidOf = (message: SiweMessage): Result<number, SignInFailure> => {
  const fids = (message.resources ?? []).flatMap((resource) => {
    const match = FARCASTER_SIGN_IN.fidResource.exec(resource);
    return match?.[1] === undefined ? [] : [Number(match[1])];
  });
  const [fid] = fids;
  if (fids.length !== 1 || fid === undefined || !Number.isSafeInteger(fid)) {
    return refuse('resource', 'The message must name exactly one farcaster://fid/<fid> resource');
  }
  return ok(fid);
};

const checkFields = (message: SiweMessage, expected: SignInToVerify): Result<number, SignInFailure> => {
  if (message.statement !== FARCASTER_SIGN_IN.statement) {
    return refuse('statement', `The statement must be "${FARCASTER_SIGN_IN.statement}"`);
  }
  if (message.chainId !== FARCASTER_SIGN_IN.chainId) {
    return refuse('chain', `The chain id must be ${FARCASTER_SIGN_IN.chainId}`);
  }
  if (message.domain !== expected.domain) return refuse('domain', 'The message is for another domain');
  if (message.nonce !== expected.nonce) return refuse('nonce', 'The message carries another nonce');
  return fidOf(message);
};

const signatureHex = (signature: string): Result<Hex, SignInFailure> =>
  isHex(signature, { strict: true }) &&
  signature.length % 2 === 0 &&
  signature.length >= 4 &&
  signature.length <= 2 + 2 * SIGN_IN_LIMITS.maxSignatureBytes
    ? ok(signature)
    : refuse(
        'malformed',
        `The signature must be 0x-hex of at most ${SIGN_IN_LIMITS.maxSignatureBytes} bytes`,
      );

/**
 * Checks a Sign In With Farcaster message (CONTRACTS §4): a SIWE message with the statement "Farcaster Auth",
 * chain id 10 and one `farcaster://fid/<fid>` resource, for the expected domain and nonce, inside its times;
 * signed (EIP-191) by its address — an EOA recovered locally, a contract account through the registry's chain
 * (ERC-1271/6492) — and that address the fid's custody on the ID registry. Nothing is trusted from the approving
 * app beyond the message and signature.
 */
export const verifySignIn = async (
  input: SignInToVerify,
  options: VerifySignInOptions,
): Promise<Result<VerifiedSignIn, SignInFailure>> => {
  const skewMs = options.skewMs ?? SIGN_IN_LIMITS.skewMs;
  const parsed = parseStrict(input.message);
  if (parsed.isErr()) return err(parsed.error);
  const message = parsed.value;
  const fields = checkFields(message, input).andThen((fid) =>
    checkTimes(message, options.clock.now(), skewMs).map(() => fid),
  );
  if (fields.isErr()) return err(fields.error);
  const signature = signatureHex(input.signature);
  if (signature.isErr()) return err(signature.error);

  let signed: boolean;
  try {
    signed = await options.registry.client.verifyMessage({
      address: message.address,
      message: input.message,
      signature: signature.value,
      mode: 'eoa',
    });
  } catch (cause) {
    return refuse(
      'registry',
      'The signature could not be checked: the ID registry chain did not answer',
      cause,
    );
  }
  if (!signed) return refuse('signature', "The signature is not from the message's address");

  const fid = fields.value;
  let custody: Address;
  try {
    custody = await options.registry.custodyOf(BigInt(fid));
  } catch (cause) {
    return refuse('registry', 'The ID registry could not be read', cause);
  }
  if (!isAddressEqual(custody, message.address)) {
    return refuse('custody', `The signer is not the custody address of fid ${fid}`);
  }
  return ok({ fid, custody, message });
};
