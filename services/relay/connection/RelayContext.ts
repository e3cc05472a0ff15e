import type { FanOut } from '../fanout/FanOut.js';
import type { TokenBuckets } from '../limits/tokenBucket.js';
import type { Mailbox } from '../mailbox/Mailbox.js';
import type { TopicRouter } from './topicRouter.js';

/** What the JSON-RPC handlers of one relay process share. */
export interface RelayContext {
  readonly mailbox: Mailbox;
  readonly fanOut: FanOut;
  readonly router: TopicRouter;
  readonly buckets: TokenBuckets;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly maxMessageBytes: number;
  readonly log: (line: string) => void;
}
