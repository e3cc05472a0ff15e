import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SinkMessage } from './Mailbox.js';

/** What the mailbox file holds (versioned, as every persisted state). */
interface MailboxFile {
  readonly version: 1;
  readonly messages: readonly SinkMessage[];
}

/** Where the dev mail sink keeps its mailbox (`npm run reset` removes the data folder). */
export const mailboxPath = (dataDir: string): string => join(dataDir, 'mail-sink', 'mailbox.json');

const isText = (value: unknown): value is string => typeof value === 'string';

const isMessage = (value: unknown): value is SinkMessage => {
  const m = value as Partial<SinkMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isSafeInteger(m.id) &&
    Array.isArray(m.to) &&
    m.to.every(isText) &&
    [m.from, m.subject, m.text, m.receivedAt].every(isText) &&
    (m.code === undefined || isText(m.code))
  );
};

/**
 * The mailbox kept at `path`, newest first. Tolerant: a missing, corrupt or other-version file is an empty
 * mailbox, and a message that is not well-formed is left out.
 */
export const readMailboxFile = async (path: string): Promise<SinkMessage[]> => {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<MailboxFile> | null;
    if (parsed?.version !== 1 || !Array.isArray(parsed.messages)) return [];
    return parsed.messages.filter(isMessage);
  } catch {
    return [];
  }
};

/**
 * A writer of the mailbox file: each `save` writes the whole mailbox (temporary file, then rename, so a crash
 * leaves the old or the new one), one write at a time; `flushed` resolves once the last asked for is on disk.
 * A failed write is told to `onError` and the next save tries again.
 */
export const createMailboxWriter = (path: string, onError: (error: unknown) => void = () => undefined) => {
  let queue = Promise.resolve();
  const temporary = `${path}.${process.pid}.tmp`;
  return {
    save(messages: readonly SinkMessage[]): void {
      const text = `${JSON.stringify({ version: 1, messages } satisfies MailboxFile)}\n`;
      queue = queue
        .then(async () => {
          await mkdir(dirname(path), { recursive: true, mode: 0o700 });
          await writeFile(temporary, text, { mode: 0o600 });
          await rename(temporary, path);
        })
        .catch(onError);
    },
    flushed: (): Promise<void> => queue,
  };
};
