import { describeMailboxContract } from './mailboxContract.js';
import { createMemoryMailbox } from './memoryMailbox.js';

describeMailboxContract('createMemoryMailbox', async (limits) => ({
  mailbox: createMemoryMailbox({ limits, sweepIntervalMs: 50 }),
  close: async () => {},
}));
