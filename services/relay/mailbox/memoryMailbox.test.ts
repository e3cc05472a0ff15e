import { describeMailboxContract } from './mailboxContract.js';
import { createMemoryMailbox } from './memoryMailbox.js';

describeMailboxContract('createMemoryMailbox', async () => ({
  mailbox: createMemoryMailbox({ sweepIntervalMs: 50 }),
  close: async () => {},
}));
