import { when } from 'mobx';
import type { Latch } from '../../core/kernel/latch/index.js';

/** Settles once Latch is not restoring its connections (`latch.start()`'s reconnect), at once when it is not. */
export const awaitReconnect = (latch: Pick<Latch, 'connection'>): Promise<void> =>
  when(() => latch.connection.status !== 'reconnecting');
