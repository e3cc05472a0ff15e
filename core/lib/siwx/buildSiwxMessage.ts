import type { Result } from 'neverthrow';
import type { SiwxMessage, SiwxMessageData } from '../../../ports/index.js';
import { SIWX_ACCOUNT_KINDS, type SiwxNamespace } from './siwxNamespaces.js';
import { type SiwxMessageError, validateSiwxMessageData } from './validateSiwxMessageData.js';

const namespaceOf = (data: SiwxMessageData): SiwxNamespace =>
  data.chainId.slice(0, data.chainId.indexOf(':')) as SiwxNamespace;

/** The text of checked data, in the CONTRACTS §5 layout (one `\n` between lines, none at the end). */
export const formatSiwxMessage = (data: SiwxMessageData): string =>
  [
    `${data.domain} wants you to sign in with your ${SIWX_ACCOUNT_KINDS[namespaceOf(data)]} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [] : [data.statement, '']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime === undefined ? [] : [`Expiration Time: ${data.expirationTime}`]),
    ...(data.notBefore === undefined ? [] : [`Not Before: ${data.notBefore}`]),
    ...(data.requestId === undefined ? [] : [`Request ID: ${data.requestId}`]),
    ...(data.resources === undefined ? [] : ['Resources:', ...data.resources.map((uri) => `- ${uri}`)]),
  ].join('\n');

/**
 * A CAIP-122 sign-in message (CONTRACTS §5) for an eip155 or solana account: the data checked field by
 * field (SIWX_MESSAGE_INVALID names the first bad one), with `toString()` giving the text to sign.
 */
export const buildSiwxMessage = (data: SiwxMessageData): Result<SiwxMessage, SiwxMessageError> =>
  validateSiwxMessageData(data).map((checked) => {
    const text = formatSiwxMessage(checked);
    return { ...checked, toString: () => text };
  });
