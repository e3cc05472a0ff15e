import { open, readFile, unlink } from 'node:fs/promises';

export interface DataDirLock {
  release(): Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};

const holderOf = async (path: string): Promise<number | undefined> => {
  const pid = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
};

/**
 * A pid file that keeps a second process (or a second open in this one) off PGlite's files: PGlite is
 * single-process and two writers would corrupt the database. A lock left by a process that died is
 * taken over. Rejects when a live process holds it.
 */
export const lockDataDir = async (path: string): Promise<DataDirLock> => {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => unlink(path).catch(() => undefined) };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = await holderOf(path);
      if (holder !== undefined && isAlive(holder)) {
        throw new Error(`The database files are in use by process ${holder} (${path})`);
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new Error(`Cannot lock ${path}`);
};
