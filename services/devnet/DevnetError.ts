/** Why the devnet could not do what was asked; `code` is stable, the message is for people. */
export type DevnetErrorCode =
  | 'ANVIL_NOT_INSTALLED'
  | 'PORT_IN_USE'
  | 'PORT_UNAVAILABLE'
  | 'ANVIL_EXITED'
  | 'ANVIL_START_TIMEOUT'
  | 'ANVIL_WRONG_CHAIN'
  | 'ARTIFACT_INVALID'
  | 'COMPILE_FAILED'
  | 'SEED_FAILED'
  | 'MANIFEST_INVALID';

export interface DevnetErrorOptions {
  /** Technical detail, e.g. anvil's stderr or the compiler's messages. */
  readonly details?: string;
  readonly cause?: unknown;
}

/** The one error type of services/devnet: a stable code, a readable message, details and a cause chain. */
export class DevnetError extends Error {
  override readonly name = 'DevnetError';
  readonly code: DevnetErrorCode;
  readonly details: string | undefined;

  constructor(code: DevnetErrorCode, message: string, options: DevnetErrorOptions = {}) {
    const details = options.details?.trim();
    super(details ? `${message}\n${details}` : message, { cause: options.cause });
    this.code = code;
    this.details = details;
  }
}

export const isDevnetError = (error: unknown, code?: DevnetErrorCode): error is DevnetError =>
  error instanceof DevnetError && (code === undefined || error.code === code);

/** Wraps anything thrown by a library into a DevnetError of `code`, keeping the original as cause. */
export const toDevnetError =
  (code: DevnetErrorCode, message: string) =>
  (cause: unknown): DevnetError =>
    isDevnetError(cause)
      ? cause
      : new DevnetError(code, message, {
          details: cause instanceof Error ? cause.message : String(cause),
          cause,
        });
