export type WalletEngineErrorCode =
  | 'PAIR_FAILED'
  | 'PROPOSAL_NOT_FOUND'
  | 'NO_SUPPORTED_CHAIN'
  | 'UNKNOWN_ACCOUNT'
  | 'APPROVE_FAILED'
  | 'REJECT_FAILED'
  | 'REQUEST_NOT_FOUND'
  | 'RESPOND_FAILED'
  | 'SESSION_NOT_FOUND'
  | 'DISCONNECT_FAILED'
  | 'SWITCH_FAILED'
  | 'UNKNOWN_CHAIN';

/** Why a wallet action (pair, approve, reject, disconnect, …) did not happen; `code` is stable. */
export class WalletEngineError extends Error {
  override readonly name = 'WalletEngineError';
  readonly code: WalletEngineErrorCode;

  constructor(code: WalletEngineErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
  }
}

/** Wraps what an SDK call threw into a WalletEngineError of `code`, keeping it as the cause. */
export const toEngineError =
  (code: WalletEngineErrorCode, what: string) =>
  (cause: unknown): WalletEngineError =>
    cause instanceof WalletEngineError
      ? cause
      : new WalletEngineError(code, `${what}: ${cause instanceof Error ? cause.message : String(cause)}`, {
          cause,
        });
