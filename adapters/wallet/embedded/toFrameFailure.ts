import { embeddedError } from '../../../core/lib/errors/index.js';
import type { ProviderRpcFailure } from '../../../ports/index.js';

const BY_MESSAGE = {
  unverified_domain: 'UNVERIFIED_DOMAIN',
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
} as const;

/**
 * What a `_ERROR` reply rejects with: the SPEC §8 alerts as catalogue errors, a JSON-RPC error with a code
 * (the user rejected in the frame: 4001) as a `ProviderRpcFailure`, anything else as the frame's message
 * (default 'An error occurred').
 */
export const toFrameFailure = (payload: unknown): Error | ProviderRpcFailure => {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message !== '' ? record.message : undefined;
  const known = message === undefined ? undefined : BY_MESSAGE[message as keyof typeof BY_MESSAGE];
  if (known !== undefined) return embeddedError(known);
  if (typeof record.code === 'number') {
    return {
      kind: 'ProviderRpcFailure',
      code: record.code,
      message: message ?? 'An error occurred',
      ...(record.data === undefined ? {} : { data: record.data }),
    };
  }
  return message === undefined ? embeddedError('UNKNOWN_ERROR') : new Error(message);
};
