import { isPortFailure } from '../../lib/errors/index.js';

/**
 * The message a frame failure carries (an Error's, or a port failure's), undefined when it has none: e-mail and
 * social login each turn it into their own catalogue error.
 */
export const frameFailureMessage = (cause: unknown): string | undefined => {
  const message =
    cause instanceof Error
      ? cause.message
      : isPortFailure(cause) && 'message' in cause
        ? cause.message
        : undefined;
  return message === '' ? undefined : message;
};
