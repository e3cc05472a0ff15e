import type { FanOut } from '../fanout/FanOut.js';
import type { PublisherQuotas } from '../limits/publisherQuotas.js';
import type { SlotLimiter } from '../limits/slotLimiter.js';
import type { Mailbox } from '../mailbox/Mailbox.js';
import type { FetchPage } from '../relayOptions.js';
import type { TopicRouter } from './topicRouter.js';

/** What the JSON-RPC handlers of one relay process share. */
export interface RelayContext {
  readonly mailbox: Mailbox;
  /** What each publisher (client id, address) holds in the mailbox. */
  readonly quotas: PublisherQuotas;
  readonly fanOut: FanOut;
  readonly router: TopicRouter;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly maxMessageBytes: number;
  /** Topics one socket may follow. */
  readonly maxSubscriptions: number;
  /** Topics followed per client address (across its sockets) and in all: one slot per (socket, topic). */
  readonly subscriptionSlots: SlotLimiter;
  /** A mailbox replay waits while a socket has more than this many unsent bytes. */
  readonly replayLowWaterBytes: number;
  readonly fetchPage: FetchPage;
  readonly log: (line: string) => void;
}
