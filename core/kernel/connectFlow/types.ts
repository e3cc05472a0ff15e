import type { ResultAsync } from 'neverthrow';
import type { Clock, ConnectorInfo, Logger, Network, Scheduler } from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { SwitchNetworkError, SwitchNetworkOutcome } from '../account/index.js';
import type { Analytics } from '../analytics/index.js';
import type { ConnectionStore } from '../connections/index.js';

/** What the connect flow needs from the rest of the core. */
export interface ConnectFlowDeps {
  readonly connection: ConnectionStore;
  readonly analytics: Pick<Analytics, 'track'>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The connectors the catalog lists now (live). */
  readonly connectors: () => readonly ConnectorInfo[];
  /** The active network (a connection is made on it when the connector serves its namespace). */
  readonly activeNetwork: () => Network;
  /** The host's configured networks. */
  readonly networks: readonly Network[];
  /** SPEC §1 features.legalCheckbox: connecting waits for the terms checkbox. Default false. */
  readonly legalCheckbox?: boolean;
  /** The account store's SPEC §4 network switch. */
  readonly switchNetwork: (network: Network) => ResultAsync<SwitchNetworkOutcome, SwitchNetworkError>;
}

/**
 * How a connect attempt stands, as a connecting view shows it; a finished one with its catalogue error (a view
 * says it with core/lib/errors userMessage, never the wallet's own words).
 */
export type AttemptState =
  | { readonly status: 'pending' }
  | { readonly status: 'connected' }
  | { readonly status: 'rejected'; readonly error: LatchError }
  | { readonly status: 'failed'; readonly error: LatchError };
