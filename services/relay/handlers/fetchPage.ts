import { ResultAsync } from 'neverthrow';
import type { RelayContext } from '../connection/RelayContext.js';
import { messageSize, type RelayMessage } from '../mailbox/RelayMessage.js';
import { internalError, type RelayRpcError } from '../rpc/RelayRpcError.js';

export interface FetchedPage {
  /** Oldest first within each topic, topics in the order asked. */
  readonly page: RelayMessage[];
  /** True when messages (or topics not read yet) were left for the next call. */
  readonly hasMore: boolean;
}

/** Topics read from the mailbox at once while filling a page. */
const TOPICS_PER_READ = 25;

/**
 * One irn_batchFetchMessages page: the pending messages of the topics, topic after topic, until the page
 * holds `fetchPage.messages` messages or `fetchPage.bytes` characters (always at least one message, so a
 * large one still gets through). Topics are read a few at a time and reading stops once the page is full.
 */
export function fetchPage(
  context: RelayContext,
  clientId: string,
  topics: readonly string[],
): ResultAsync<FetchedPage, RelayRpcError> {
  const { messages: maxMessages, bytes: maxBytes } = context.fetchPage;
  return ResultAsync.fromPromise(
    (async () => {
      const page: RelayMessage[] = [];
      let bytes = 0;
      for (let start = 0; start < topics.length; start += TOPICS_PER_READ) {
        const chunk = topics.slice(start, start + TOPICS_PER_READ);
        const read = await ResultAsync.combine(
          chunk.map((topic) => context.mailbox.pending(topic, clientId)),
        );
        if (read.isErr()) throw read.error;
        for (const message of read.value.flat()) {
          const size = messageSize(message);
          if (page.length >= maxMessages || (page.length > 0 && bytes + size > maxBytes)) {
            return { page, hasMore: true };
          }
          page.push(message);
          bytes += size;
        }
        if (page.length >= maxMessages && start + TOPICS_PER_READ < topics.length)
          return { page, hasMore: true };
      }
      return { page, hasMore: false };
    })(),
    internalError,
  );
}
