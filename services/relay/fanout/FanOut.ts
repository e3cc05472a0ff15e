import type { ResultAsync } from 'neverthrow';
import type { BackendFailure, RelayMessage } from '../mailbox/RelayMessage.js';

/** Called for every published message on a watched topic (whichever relay process took the publish). */
export type FanOutListener = (message: RelayMessage) => void;

/**
 * Carries published messages to every relay process that has a subscriber on the topic — this one
 * included. In memory for a single relay; over Redis pub/sub when several relays share one topic space.
 */
export interface FanOut {
  publish(message: RelayMessage): ResultAsync<void, BackendFailure>;
  /** Starts receiving these topics; resolves once messages published from now on will arrive. */
  watch(topics: readonly string[]): ResultAsync<void, BackendFailure>;
  unwatch(topics: readonly string[]): ResultAsync<void, BackendFailure>;
  close(): Promise<void>;
}
