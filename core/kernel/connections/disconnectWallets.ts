import { err, ok, type Result } from 'neverthrow';
import type { Logger, Scheduler, WalletConnector } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { DISCONNECT_TIMEOUT_MS } from './constants.js';
import { settleWithin } from './settleWithin.js';

export type DisconnectError = LatchError<'DISCONNECT_FAILED'>;

/**
 * Asks each wallet to disconnect, giving each DISCONNECT_TIMEOUT_MS. A refusal or a hang becomes
 * DISCONNECT_FAILED ('Failed to disconnect'), with the first failure's reason as cause.
 */
export const disconnectWallets = async (
  connectors: readonly WalletConnector[],
  scheduler: Scheduler,
  logger: Logger,
): Promise<Result<void, DisconnectError>> => {
  const results = await Promise.all(
    connectors.map((connector) =>
      settleWithin(
        new Promise<void>((resolve, reject) => {
          connector.disconnect().then(resolve, reject);
        }),
        DISCONNECT_TIMEOUT_MS,
        scheduler,
      ),
    ),
  );
  const failure = results.find((result) => result.kind !== 'fulfilled');
  if (!failure) return ok(undefined);
  const timedOut = failure.kind === 'timedOut';
  const connectorIds = connectors.map((connector) => connector.info.id);
  logger.warn('wallet disconnect failed', { connectorIds, timedOut });
  return err(
    latchError('DISCONNECT_FAILED', {
      details: timedOut ? `no answer within ${DISCONNECT_TIMEOUT_MS} ms` : 'the wallet refused',
      cause: failure.kind === 'rejected' ? failure.reason : undefined,
      data: { connectorIds },
    }),
  );
};

/** Ends the connection of a wallet nobody waits for any more (an abandoned attempt's); a failure is only logged. */
export function letGo(connector: WalletConnector, logger: Logger): void {
  connector.disconnect().catch((cause: unknown) => {
    logger.warn('an abandoned connection could not be ended', { connectorId: connector.info.id, cause });
  });
}
