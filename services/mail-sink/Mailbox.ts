/** One received mail, as the dev mailbox shows it. */
export interface SinkMessage {
  readonly id: number;
  readonly to: readonly string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
  /** The first six-digit number of the subject or text: a login code, for tests and the console. */
  readonly code: string | undefined;
}

export interface Mailbox {
  add(message: Omit<SinkMessage, 'id' | 'code'>): SinkMessage;
  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): readonly SinkMessage[];
}

const CODE = /\b(\d{6})\b/;

/**
 * The last `capacity` mails in memory, starting from `kept` (newest first, as `list` gives them: what
 * mailboxFile loaded). Ids go on after the highest kept one.
 */
export const createMailbox = (capacity = 200, kept: readonly SinkMessage[] = []): Mailbox => {
  const messages: SinkMessage[] = kept.slice(0, capacity);
  let nextId = Math.max(0, ...messages.map((m) => m.id)) + 1;
  return {
    add(message) {
      const code = CODE.exec(message.subject)?.[1] ?? CODE.exec(message.text)?.[1];
      const stored = { ...message, id: nextId++, code };
      messages.unshift(stored);
      messages.length = Math.min(messages.length, capacity);
      return stored;
    },
    list(to) {
      const wanted = to?.toLowerCase();
      return wanted === undefined
        ? messages
        : messages.filter((m) => m.to.some((a) => a.toLowerCase() === wanted));
    },
  };
};
