import type { Channel, Completion, StoredChannel } from './Channel.js';

/** How a completion went: stored, refused because one was stored first, or the channel is gone. */
export type CompleteOutcome = 'completed' | 'already-completed' | 'missing';

/**
 * Where channels live between the page's poll and the approving app's completion. A channel is gone once
 * read completed (`close`), or at its `expiresAt` by the caller's clock (`now`): stores never decide time.
 */
export interface ChannelStore {
  readonly backend: 'memory' | 'redis';
  /** Stores a new channel. Rejects with ChannelStoreFull when no more may be held. */
  open(token: string, channel: Channel): Promise<void>;
  /** The channel and its completion, or undefined when unknown or expired at `now`. */
  read(token: string, now: number): Promise<StoredChannel | undefined>;
  /** Stores the completion, once: a second one never replaces the first. */
  complete(token: string, completion: Completion, now: number): Promise<CompleteOutcome>;
  /** Forgets the channel. */
  close(token: string): Promise<void>;
  /** Releases connections (the memory store forgets everything). */
  stop(): Promise<void>;
}

/** The store holds as many channels as it may. */
export class ChannelStoreFull extends Error {
  override readonly name = 'ChannelStoreFull';
}
