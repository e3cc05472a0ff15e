import { base58 } from '@scure/base';
import fc from 'fast-check';
import { bytesToHex, getAddress } from 'viem';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../ports/index.js';

/**
 * Reusable fast-check arbitraries for identifiers (SPEC §5): EVM and Solana addresses, CAIP-2/CAIP-10 ids,
 * hashes, hex strings, e-mails and account names, each in valid and malformed flavours.
 */

const HEX_DIGITS = '0123456789abcdef';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const NON_BASE58 = '0OIl+/=_-';

/** Lowercase hex digits, `min`..`max` of them, no prefix. */
export const hexDigits = (minLength: number, maxLength = minLength): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...HEX_DIGITS), minLength, maxLength });

/** Hex digits of any casing. */
export const mixedCaseHexDigits = (minLength: number, maxLength = minLength): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...HEX_DIGITS, ...'ABCDEF'), minLength, maxLength });

// ── Hex, hashes, signatures ─────────────────────────────────────────────────────────────────────

/** `0x` + 1..200 hex digits of any case. */
export const hexString = (): fc.Arbitrary<`0x${string}`> =>
  mixedCaseHexDigits(1, 200).map((digits): `0x${string}` => `0x${digits}`);

/** Strings that are not `0x` + hex digits: no prefix, empty body, a non-hex character, `0X`. */
export const invalidHexString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant('0x'),
    mixedCaseHexDigits(1, 40),
    mixedCaseHexDigits(1, 40).map((digits) => `0X${digits}`),
    fc
      .tuple(mixedCaseHexDigits(0, 20), fc.constantFrom(...'gGxz -.'), mixedCaseHexDigits(0, 20))
      .map(([a, bad, b]) => `0x${a}${bad}${b}`),
  );

/** A transaction hash: `0x` + exactly 64 hex digits. */
export const txHash = (): fc.Arbitrary<`0x${string}`> =>
  mixedCaseHexDigits(64).map((digits): `0x${string}` => `0x${digits}`);

/** Hex strings with a body length other than 64. */
export const invalidTxHash = (): fc.Arbitrary<string> =>
  fc
    .oneof(fc.constantFrom(63, 65), fc.integer({ min: 0, max: 130 }))
    .filter((length) => length !== 64)
    .chain((length) => hexDigits(length))
    .map((digits) => `0x${digits}`);

/** A signature: `0x` + 62..260 hex digits (65-byte signatures have 130). */
export const signedMessage = (): fc.Arbitrary<`0x${string}`> =>
  mixedCaseHexDigits(62, 260).map((digits): `0x${string}` => `0x${digits}`);

// ── EVM addresses ───────────────────────────────────────────────────────────────────────────────

/** 20 random bytes as a lowercase `0x` address. */
export const evmAddressLower = (): fc.Arbitrary<`0x${string}`> =>
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes));

/** An all-uppercase-digits address (`0x` prefix stays lowercase). */
export const evmAddressUpper = (): fc.Arbitrary<`0x${string}`> =>
  evmAddressLower().map((address): `0x${string}` => `0x${address.slice(2).toUpperCase()}`);

/** An EIP-55 checksummed address. */
export const evmAddressChecksummed = (): fc.Arbitrary<`0x${string}`> =>
  evmAddressLower().map((address) => getAddress(address));

/** Any valid EVM address: lower, upper or checksummed. */
export const evmAddress = (): fc.Arbitrary<`0x${string}`> =>
  fc.oneof(evmAddressLower(), evmAddressUpper(), evmAddressChecksummed());

const flipCase = (char: string): string =>
  char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();

const isMixedCase = (body: string): boolean => body !== body.toLowerCase() && body !== body.toUpperCase();

/** Indexes (in the 40-digit body) of the letters of an address. */
export const letterIndexes = (address: string): number[] =>
  [...address.slice(2)].flatMap((char, index) => (/[a-fA-F]/.test(char) ? [index] : []));

/** A checksummed address with the case of one letter flipped, still mixed case: a bad checksum. */
export const evmAddressBadChecksum = (): fc.Arbitrary<`0x${string}`> =>
  evmAddressChecksummed()
    .chain((address) =>
      fc.constantFrom(...letterIndexes(address), -1).map((index) => ({ address, index: index + 2 })),
    )
    .filter(({ index }) => index >= 2)
    .map(({ address, index }): `0x${string}` => {
      const chars = [...address];
      chars[index] = flipCase(chars[index] ?? '');
      return `0x${chars.join('').slice(2)}`;
    })
    .filter((address) => isMixedCase(address.slice(2)));

/** Malformed EVM addresses: wrong length, a non-hex character, a `0X` prefix, or a bad checksum. */
export const invalidEvmAddress = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .integer({ min: 0, max: 80 })
      .filter((length) => length !== 40)
      .chain((length) => hexDigits(length))
      .chain((digits) => fc.constantFrom(digits, `0x${digits}`)),
    fc
      .tuple(hexDigits(39), fc.constantFrom(...'gxz -'), fc.nat({ max: 39 }))
      .map(([digits, bad, at]) => `0x${digits.slice(0, at)}${bad}${digits.slice(at)}`),
    evmAddressLower().map((address) => `0X${address.slice(2)}`),
    evmAddressBadChecksum(),
  );

// ── Solana addresses ────────────────────────────────────────────────────────────────────────────

/** `length` random bytes. */
export const bytes = (length: number): fc.Arbitrary<Uint8Array> =>
  fc.uint8Array({ minLength: length, maxLength: length });

/** A Solana address: 32 random bytes in base58 (32..44 characters). */
export const solanaAddress = (): fc.Arbitrary<string> => bytes(32).map((key) => base58.encode(key));

/** Base58 strings that are not Solana addresses: 31/33-byte keys, bad characters, too short or long. */
export const invalidSolanaAddress = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(31, 33).chain((length) => bytes(length).map((key) => base58.encode(key))),
    fc
      .tuple(solanaAddress(), fc.constantFrom(...NON_BASE58), fc.nat({ max: 31 }))
      .map(([address, bad, at]) => `${address.slice(0, at)}${bad}${address.slice(at + 1)}`),
    fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 1, maxLength: 31 }),
    fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 45, maxLength: 60 }),
  );

// ── CAIP-2 / CAIP-10 ────────────────────────────────────────────────────────────────────────────

export const chainNamespace = (): fc.Arbitrary<ChainNamespace> =>
  fc.constantFrom('eip155', 'solana', 'polkadot', 'bip122', 'cosmos');

/** A decimal EVM chain id without leading zeros. */
export const evmChainId = (): fc.Arbitrary<number> => fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** A CAIP-2 reference valid for `namespace`. */
export const caipReference = (namespace: ChainNamespace): fc.Arbitrary<string> =>
  namespace === 'eip155'
    ? evmChainId().map(String)
    : fc.string({ unit: fc.constantFrom(...`${BASE58_ALPHABET}-_0`), minLength: 1, maxLength: 32 });

export interface CaipNetworkParts {
  readonly namespace: ChainNamespace;
  readonly reference: string;
}

export const caipNetworkParts = (): fc.Arbitrary<CaipNetworkParts> =>
  chainNamespace().chain((namespace) =>
    caipReference(namespace).map((reference) => ({ namespace, reference })),
  );

/** A valid CAIP-2 network id. */
export const caipNetworkId = (): fc.Arbitrary<CaipNetworkId> =>
  caipNetworkParts().map(({ namespace, reference }): CaipNetworkId => `${namespace}:${reference}`);

/** Malformed CAIP-2 ids: wrong part count, unknown namespace, empty or bad reference. */
export const invalidCaipNetworkId = (): fc.Arbitrary<string> =>
  fc.oneof(
    caipNetworkId().map((id) => id.replace(':', '')),
    caipNetworkId().map((id) => `${id}:extra`),
    fc.constantFrom('ethereum:1', 'EIP155:1', 'evm:1', ':1', 'solana:', 'eip155:', '', ':', 'eip155:01'),
    fc.constantFrom('eip155:0x1', 'eip155:-1', 'eip155:1.5', 'solana:a b', 'cosmos:x/y'),
  );

export interface CaipAddressParts extends CaipNetworkParts {
  readonly address: string;
}

/** An account address valid for `namespace`. */
export const accountAddress = (namespace: ChainNamespace): fc.Arbitrary<string> => {
  if (namespace === 'eip155') return evmAddress();
  if (namespace === 'solana') return solanaAddress();
  return fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 1, maxLength: 64 });
};

export const caipAddressParts = (): fc.Arbitrary<CaipAddressParts> =>
  caipNetworkParts().chain((network) =>
    accountAddress(network.namespace).map((address) => ({ ...network, address })),
  );

/** A valid CAIP-10 account id. */
export const caipAddress = (): fc.Arbitrary<CaipAddress> =>
  caipAddressParts().map(
    ({ namespace, reference, address }): CaipAddress => `${namespace}:${reference}:${address}`,
  );

/** Malformed CAIP-10 ids: 2 or 4 parts, unknown namespace, empty parts, bad eip155/solana addresses. */
export const invalidCaipAddress = (): fc.Arbitrary<string> =>
  fc.oneof(
    caipNetworkId().map(String),
    caipAddress().map((id) => `${id}:extra`),
    fc.tuple(fc.constantFrom('evm', 'ethereum', 'EIP155', ''), evmAddress()).map(([ns, a]) => `${ns}:1:${a}`),
    evmAddress().map((address) => `eip155::${address}`),
    fc.constantFrom('eip155:1:', 'solana:abc:', '::', 'bip122:000000000019d6689c085ae165831e93:'),
    invalidEvmAddress().map((address) => `eip155:1:${address}`),
    evmAddressLower().map((address) => `eip155:1:${address.slice(2)}`),
    invalidSolanaAddress().map((address) => `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`),
  );

// ── E-mails and names ───────────────────────────────────────────────────────────────────────────

/** A valid e-mail address (RFC 5322 dot-atom, length-capped to 254). */
export const email = (): fc.Arbitrary<string> => fc.emailAddress().filter((value) => value.length <= 254);

/** Strings that are not e-mail addresses. */
export const invalidEmail = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.domain(),
    email().map((value) => value.replace('@', '@@')),
    email().map((value) => value.replace('@', ' @')),
    email().map((value) => `${value.split('@')[0] ?? ''}@localhost`),
    email().map((value) => `${value}.`),
    email().map((value) => `.${value}`),
    fc.constantFrom('', '@', 'a@', '@b.co', 'a@b', 'a b@c.de', 'a..b@c.de', 'a@-b.de', 'a@b.c1', 'a@b..de'),
  );

/** A name that may be registered: letters, digits and hyphens, 4..30 characters. */
export const accountName = (): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'),
    minLength: 4,
    maxLength: 30,
  });

/** Names that may not be registered: too short, or with a dot, space, underscore or non-ASCII letter. */
export const invalidAccountName = (): fc.Arbitrary<string> =>
  fc.oneof(
    accountName().map((name) => name.slice(0, 3)),
    fc
      .tuple(accountName(), fc.constantFrom('.', ' ', '_', 'é', '@', '.eth'), fc.nat({ max: 4 }))
      .map(([name, bad, at]) => `${name.slice(0, at)}${bad}${name.slice(at)}`),
  );
