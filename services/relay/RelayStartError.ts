export type RelayStartErrorCode = 'PORT_IN_USE' | 'LISTEN_FAILED' | 'REDIS_UNAVAILABLE';

/** Why the relay could not start; `code` is stable, the message is for people. */
export class RelayStartError extends Error {
  override readonly name = 'RelayStartError';
  readonly code: RelayStartErrorCode;

  constructor(code: RelayStartErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
  }
}
