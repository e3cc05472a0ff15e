import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** One `npm pack` of this repository's packages at a time across test workers: each rebuilds `dist/` (clean). */
const LOCK = join(tmpdir(), `latch-pack-${process.getuid?.() ?? 'user'}.lock`);

/** Longer than any pack takes (about 20 s): a lock this old was left by a run that was killed. */
const STALE_MS = 5 * 60_000;

export async function withPackLock<T>(pack: () => Promise<T>): Promise<T> {
  // mkdir is atomic: whoever makes the folder holds the lock.
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const since = await stat(LOCK).then(
        (lock) => Date.now() - lock.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await pack();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}
