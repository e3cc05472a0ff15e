import { err, type Result, ResultAsync } from 'neverthrow';
import type { ConnectParams, WalletConnector, WalletSession } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { mapProviderFailureLater } from '../../lib/rpc/index.js';
import type { ConnectError, ConnectFailure, ConnectHooks, Connection } from './types.js';

export interface ConnectAttemptArgs {
  readonly connector: WalletConnector;
  readonly params: ConnectParams;
  readonly hooks: ConnectHooks;
  /** Turns the connector's rejection into a catalogue error (default: core/lib/rpc mapProviderFailure). */
  readonly mapFailure?: ((error: unknown) => ConnectFailure) | undefined;
  /** The store's action once the attempt is cancelled: it no longer counts as connecting. */
  readonly onCancelled: () => void;
  /** The store's action for the wallet's approval of an attempt still wanted: the connection. */
  readonly onApproved: (session: WalletSession) => Result<Connection, ConnectError>;
  /** The store's action for a refusal of an attempt still wanted (the mapped error). */
  readonly onRefused: (error: ConnectFailure) => Result<never, ConnectError>;
  /** The wallet approved an attempt that was cancelled meanwhile: it is let go (REQUEST_ABORTED). */
  readonly onAbandoned: () => Result<never, ConnectError>;
}

/**
 * One connect attempt through a connector (see ConnectionStore.connect): the pairing uris go to
 * `hooks.onDisplayUri` while it runs; a cancellation (`hooks.cancellation`) tells `onCancelled` and makes the
 * outcome REQUEST_ABORTED (an approval then goes to `onAbandoned`). Otherwise the wallet's answer goes to
 * `onApproved` or, mapped to a catalogue error, to `onRefused`. It writes no state: the store's callbacks do.
 */
export function runConnectAttempt(args: ConnectAttemptArgs): ResultAsync<Connection, ConnectError> {
  const { connector, params } = args;
  const { onDisplayUri, cancellation } = args.hooks;
  const stopUri = onDisplayUri ? connector.on('display_uri', onDisplayUri) : () => undefined;
  const stopCancel = cancellation?.onCancel(() => {
    stopUri();
    args.onCancelled();
  });
  const settled = new Promise<WalletSession>((resolve, reject) => {
    connector.connect(params).then(resolve, reject);
  }).then(
    (session) => (cancellation?.cancelled ? args.onAbandoned() : args.onApproved(session)),
    async (reason: unknown) => {
      if (cancellation?.cancelled) return err(latchError('REQUEST_ABORTED'));
      // core/lib/rpc's mapping is fetched after the first chunk (mapProviderFailureLater), not part of it.
      const error = args.mapFailure?.(reason) ?? (await mapProviderFailureLater(reason));
      return cancellation?.cancelled ? err(latchError('REQUEST_ABORTED')) : args.onRefused(error);
    },
  );
  return new ResultAsync(
    settled.finally(() => {
      stopUri();
      stopCancel?.();
    }),
  );
}
