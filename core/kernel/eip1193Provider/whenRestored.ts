import { when } from 'mobx';
import type { Eip1193LatchSource } from './types.js';

/**
 * Settles once Latch is not restoring its connections (`latch.start()`'s reconnect) — at once when it is not — so
 * a library's own reconnect (wagmi's isAuthorized) reads what Latch restored, not the moment before.
 */
export const whenRestored = (latch: Pick<Eip1193LatchSource, 'connection'>): Promise<void> =>
  when(() => latch.connection.status !== 'reconnecting');
