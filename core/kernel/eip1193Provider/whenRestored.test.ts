import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/index.js';
import type { ConnectionStatus } from '../connections/index.js';
import type { Eip1193LatchSource } from './types.js';
import { whenRestored } from './whenRestored.js';

const source = (status: ConnectionStatus) => {
  const state = observable({ status });
  const connection = {
    connections: new Map(),
    session: () => undefined,
    get status() {
      return state.status;
    },
  } satisfies Eip1193LatchSource['connection'];
  return { state, latch: { connection } };
};

describe('whenRestored', () => {
  it('settles at once when Latch is not reconnecting', async () => {
    for (const status of ['disconnected', 'connected', 'connecting'] as const)
      await expect(whenRestored(source(status).latch)).resolves.toBeUndefined();
  });

  it('waits while a reconnect is under way, and settles once it ends', async () => {
    const { state, latch } = source('reconnecting');
    let settled = false;
    void whenRestored(latch).then(() => {
      settled = true;
    });
    await flushMicrotasks();
    expect(settled).toBe(false);
    runInAction(() => {
      state.status = 'connected';
    });
    await flushMicrotasks();
    expect(settled).toBe(true);
  });
});
