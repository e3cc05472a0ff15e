import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { createReadiness } from './createReadiness.js';

const never = () => new Promise<never>(() => undefined);

describe('createReadiness', () => {
  it('is ok when every check answers', async () => {
    const ready = createReadiness([
      { name: 'database', probe: async () => 1 },
      { name: 'redis', probe: async () => 'PONG' },
    ]);
    expect(await ready()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('names the check that rejects or throws, and tells nothing of why', async () => {
    const ready = createReadiness([
      {
        name: 'database',
        probe: () => Promise.reject(new Error('password authentication failed for s3cret')),
      },
      {
        name: 'redis',
        probe: () => {
          throw new Error('ECONNREFUSED');
        },
      },
      { name: 'chain:eip155:1', probe: async () => 'ok' },
    ]);
    const answer = await ready();
    expect(answer).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', redis: 'failed', 'chain:eip155:1': 'ok' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/s3cret|ECONNREFUSED/);
  });

  it('counts a check that hangs as failed once its timeout passes', async () => {
    const clock = new ManualClock();
    const ready = createReadiness(
      [
        { name: 'database', probe: never },
        { name: 'redis', probe: async () => 'PONG' },
      ],
      { timeoutMs: 500, scheduler: clock },
    );
    let answer: unknown;
    void ready().then((value) => {
      answer = value;
    });
    await clock.advanceAsync(499);
    expect(answer).toBeUndefined();
    await clock.advanceAsync(1);
    expect(answer).toEqual({ status: 'unavailable', checks: { database: 'failed', redis: 'ok' } });
    expect(clock.pending).toBe(0);
  });

  it('shares the run under way between concurrent probes', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const ready = createReadiness([
      {
        name: 'database',
        probe: () => {
          calls += 1;
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
    ]);
    const first = ready();
    const second = ready();
    release();
    expect(await Promise.all([first, second])).toEqual([
      { status: 'ok', checks: { database: 'ok' } },
      { status: 'ok', checks: { database: 'ok' } },
    ]);
    expect(calls).toBe(1);
    const later = ready();
    release();
    await later;
    expect(calls).toBe(2);
  });

  it('is ok with no checks at all', async () => {
    expect(await createReadiness([])()).toEqual({ status: 'ok', checks: {} });
  });
});
