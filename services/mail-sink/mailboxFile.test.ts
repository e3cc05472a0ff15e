import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailbox, type SinkMessage } from './Mailbox.js';
import { createMailboxWriter, mailboxPath, readMailboxFile } from './mailboxFile.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-mailbox-file-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const message = (id: number): SinkMessage => ({
  id,
  to: ['a@example.com'],
  from: 'wallet@latch.test',
  subject: `${id}00000 is your code`,
  text: '',
  receivedAt: '2026-12-01T00:00:00.000Z',
  code: `${id}00000`,
});

describe('the mailbox file', () => {
  it('writes the whole mailbox (0600) and reads it back, newest first', async () => {
    const path = mailboxPath(dataDir);
    const writer = createMailboxWriter(path);
    writer.save([message(1)]);
    writer.save([message(2), message(1)]);
    await writer.flushed();
    expect(await readMailboxFile(path)).toEqual([message(2), message(1)]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('reads a missing, corrupt or other-version file as empty, and leaves out malformed messages', async () => {
    const path = mailboxPath(dataDir);
    expect(await readMailboxFile(path)).toEqual([]);
    const writer = createMailboxWriter(path);
    writer.save([]); // makes the folder
    await writer.flushed();
    for (const text of ['not json', 'null', '{"version":2,"messages":[]}', '{"version":1,"messages":{}}']) {
      await writeFile(path, text);
      expect([text, await readMailboxFile(path)]).toEqual([text, []]);
    }
    await writeFile(
      path,
      JSON.stringify({ version: 1, messages: [message(3), { id: 'x' }, { ...message(4), to: [1] }] }),
    );
    expect(await readMailboxFile(path)).toEqual([message(3)]);
  });

  it('numbers new mail after the highest kept id', () => {
    const mailbox = createMailbox(200, [message(7), message(5)]);
    expect(mailbox.add({ to: ['a@example.com'], from: '', subject: 'hi', text: '', receivedAt: '' }).id).toBe(
      8,
    );
  });
});
