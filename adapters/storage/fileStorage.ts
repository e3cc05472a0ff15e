import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KeyValueStorage } from '../../ports/index.js';

/**
 * KeyValueStorage in one JSON file, for Node scripts and services. Writes are serialised and atomic
 * (write to a temporary file, then rename); a corrupt file reads as empty.
 */
export const createFileStorage = (path: string): KeyValueStorage => {
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<Record<string, string>> => {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return {};
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      return {};
    }
  };

  const update = (change: (data: Record<string, string>) => void): Promise<void> => {
    const next = queue.then(async () => {
      const data = await load();
      change(data);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(data, null, 2));
      await rename(temporary, path);
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    async getItem(key) {
      await queue;
      return (await load())[key];
    },
    setItem: (key, value) =>
      update((data) => {
        data[key] = value;
      }),
    removeItem: (key) =>
      update((data) => {
        delete data[key];
      }),
  };
};
