import type { ResultAsync } from 'neverthrow';
import type { ConnectError, Connection } from '../../core/connection/index.js';

export type ConnectAttempt = ResultAsync<Connection, ConnectError>;

/**
 * The wallet connections the UI started, by connector id, so the view that shows an attempt (ConnectingExternal)
 * follows the one the click started — its real outcome, declined or failed — instead of asking the wallet twice.
 * One per provider.
 */
export interface ConnectAttempts {
  /** Remembers `attempt` as the latest for `connectorId` and returns it. */
  track(connectorId: string, attempt: ConnectAttempt): ConnectAttempt;
  /** The latest attempt for `connectorId`, settled or not. */
  get(connectorId: string): ConnectAttempt | undefined;
}

export const createConnectAttempts = (): ConnectAttempts => {
  const attempts = new Map<string, ConnectAttempt>();
  return {
    track(connectorId, attempt) {
      attempts.set(connectorId, attempt);
      return attempt;
    },
    get: (connectorId) => attempts.get(connectorId),
  };
};
