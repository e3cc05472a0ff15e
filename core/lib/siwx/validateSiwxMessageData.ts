import { err, ok, type Result } from 'neverthrow';
import type { SiwxMessageData } from '../../../ports/index.js';
import { parseCaipNetworkId } from '../caip/index.js';
import { type LatchError, siwxError } from '../errors/index.js';
import { validateEvmAddress, validateSolanaAddress } from '../validation/index.js';
import { parseRfc3339 } from './parseRfc3339.js';
import { SIWX_LIMITS, SIWX_NONCE_MIN_LENGTH } from './siwxLimits.js';
import { isSiwxNamespace, type SiwxNamespace } from './siwxNamespaces.js';

export type SiwxMessageError = LatchError<'SIWX_MESSAGE_INVALID'>;

/** `field` names the message field at fault (the data's key); `details` says why. */
export const siwxInvalid = (field: string, details: string): SiwxMessageError =>
  siwxError('SIWX_MESSAGE_INVALID', { params: { field }, details });

/** RFC 3986 authority without userinfo: a host name, IPv4 or bracketed IPv6, and an optional port. */
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** An absolute URI: a scheme, then visible ASCII only (no space, control or line break can hide a field). */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7e]+$/;
const NONCE = new RegExp(`^[A-Za-z0-9]{${SIWX_NONCE_MIN_LENGTH},${SIWX_LIMITS.nonce}}$`);
const REQUEST_ID = new RegExp(`^[\\x21-\\x7e]{1,${SIWX_LIMITS.requestId}}$`);
/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Check = Result<true, SiwxMessageError>;
const pass: Check = ok(true);

const checkPattern = (field: string, value: unknown, pattern: RegExp, max: number, rule: string): Check =>
  typeof value === 'string' && value.length <= max && pattern.test(value)
    ? pass
    : err(siwxInvalid(field, rule));

const checkStatement = (statement: string | undefined): Check => {
  if (statement === undefined) return pass;
  if (statement.length === 0 || statement.length > SIWX_LIMITS.statement) {
    return err(siwxInvalid('statement', `must be 1 to ${SIWX_LIMITS.statement} characters`));
  }
  if (CONTROL.test(statement) || LONE_SURROGATE.test(statement)) {
    return err(siwxInvalid('statement', 'must be one line of text without control characters'));
  }
  // A statement reading like the URI line would make the message mean two things.
  if (statement.startsWith('URI: ')) return err(siwxInvalid('statement', 'must not start with "URI: "'));
  return pass;
};

const checkTime = (field: string, value: unknown, optional = true): Check =>
  (optional && value === undefined) ||
  (typeof value === 'string' && value.length <= 64 && parseRfc3339(value) !== undefined)
    ? pass
    : err(siwxInvalid(field, 'must be an RFC 3339 date-time'));

const checkResources = (resources: readonly string[] | undefined): Check => {
  if (resources === undefined) return pass;
  if (resources.length === 0 || resources.length > SIWX_LIMITS.resources) {
    return err(siwxInvalid('resources', `must list 1 to ${SIWX_LIMITS.resources} URIs`));
  }
  return resources.every((resource) => resource.length <= SIWX_LIMITS.uri && URI.test(resource))
    ? pass
    : err(siwxInvalid('resources', 'each must be an absolute URI'));
};

const checkNetwork = (chainId: string): Result<SiwxNamespace, SiwxMessageError> => {
  const parsed = parseCaipNetworkId(chainId);
  if (parsed.isErr()) return err(siwxInvalid('chainId', 'must be a CAIP-2 network id'));
  const { namespace } = parsed.value;
  return isSiwxNamespace(namespace)
    ? ok(namespace)
    : err(siwxInvalid('chainId', 'sign-in is for eip155 and solana networks'));
};

/** eip155 addresses in their EIP-55 form (EIP-4361), solana ones as base58 public keys. */
const checkAddress = (namespace: SiwxNamespace, address: string): Check => {
  if (namespace === 'solana') {
    return validateSolanaAddress(address).isOk()
      ? pass
      : err(siwxInvalid('accountAddress', 'must be a base58 public key of 32 bytes'));
  }
  const checked = validateEvmAddress(address, { requirePrefix: true });
  return checked.isOk() && checked.value === address
    ? pass
    : err(siwxInvalid('accountAddress', 'must be an EIP-55 checksummed address'));
};

/**
 * Checks every field of a CAIP-122 message (CONTRACTS §5) against the format's rules and our bounds, in
 * the order they are written, so that a message built from the data reads back as the same data. Returns
 * the data, or SIWX_MESSAGE_INVALID naming the first field at fault.
 */
export const validateSiwxMessageData = (data: SiwxMessageData): Result<SiwxMessageData, SiwxMessageError> =>
  checkPattern('domain', data.domain, DOMAIN, SIWX_LIMITS.domain, 'must be a host with an optional port')
    .andThen(() => checkNetwork(data.chainId))
    .andThen((namespace) => checkAddress(namespace, data.accountAddress))
    .andThen(() => checkStatement(data.statement))
    .andThen(() => checkPattern('uri', data.uri, URI, SIWX_LIMITS.uri, 'must be an absolute URI'))
    .andThen(() => (data.version === '1' ? pass : err(siwxInvalid('version', 'must be 1'))))
    .andThen(() =>
      checkPattern('nonce', data.nonce, NONCE, SIWX_LIMITS.nonce, 'must be at least 8 letters and digits'),
    )
    .andThen(() => checkTime('issuedAt', data.issuedAt, false))
    .andThen(() => checkTime('expirationTime', data.expirationTime))
    .andThen(() => checkTime('notBefore', data.notBefore))
    .andThen(() =>
      data.requestId === undefined
        ? pass
        : checkPattern(
            'requestId',
            data.requestId,
            REQUEST_ID,
            SIWX_LIMITS.requestId,
            'must be visible ASCII',
          ),
    )
    .andThen(() => checkResources(data.resources))
    .map(() => data);
