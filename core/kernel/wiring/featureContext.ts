import type { ResultAsync } from 'neverthrow';
import type { LatchError } from '../../lib/errors/index.js';
import type { AccountStore } from '../account/index.js';
import type { Analytics } from '../analytics/index.js';
import type { Balances } from '../balances/index.js';
import type { ConnectFlow } from '../connectFlow/index.js';
import type { ConnectionStore } from '../connections/index.js';
import type { LazyEmailThrottle } from '../emailCooldown/index.js';
import type { EmbeddedUserStore } from '../embeddedWallet/index.js';
import type { ModalStore } from '../modal/index.js';
import type { ResolvedModalOptions } from '../options/index.js';
import type { ToastStore } from '../toasts/index.js';
import type { LatchPorts } from './latchPorts.js';

/** What a feature's wiring (`core/<feature>/feature.ts`) takes from the core that is always built. */
export interface FeatureContext {
  readonly ports: LatchPorts;
  readonly connection: ConnectionStore;
  readonly account: AccountStore;
  readonly balances: Balances;
  readonly analytics: Analytics;
  /** After a transaction of the account: balances are read again past the caches, the activity list reloads. */
  readonly refreshAfterTransaction: () => void;
  /** The zone names are registered under (`<label>.<zone>`). */
  readonly nameZone: string;
  /** The host's options (sign-in reads `siwx` / `siweConfig` and the app's metadata). */
  readonly options: ResolvedModalOptions;
  readonly modal: ModalStore;
  /** Disconnects every wallet through the connect flow (DISCONNECT_* analytics). */
  readonly disconnect: () => ResultAsync<unknown, LatchError>;
  /** The connect flow: a way in that connects (e-mail login) does so through it. */
  readonly connect: ConnectFlow;
  /** SPEC §5's e-mail login cooldown. */
  readonly emailThrottle: LazyEmailThrottle;
  /** The embedded-wallet user the page knows (the e-mail Account shows). */
  readonly embeddedUser: EmbeddedUserStore;
  /** The toast queue (a flow's own messages, e.g. the embedded wallet's 'Action not allowed'). */
  readonly toasts: ToastStore;
  /** The AUTH connector's id (the embedded wallet), when one is listed. */
  readonly authConnectorId: () => string | undefined;
}
