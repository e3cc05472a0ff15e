import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/index.js';
import { loadOnce } from './index.js';

describe('loadOnce', () => {
  it('makes once on first call and shares it, however many calls wait', async () => {
    let made = 0;
    const get = loadOnce(() => {
      made += 1;
      return Promise.resolve({ made });
    });
    expect(made).toBe(0);
    expect(get.now()).toBeUndefined();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(get.now()).toBe(first);
    expect(made).toBe(1);
  });

  it('makes again after a failure, and keeps what it made then', async () => {
    let attempt = 0;
    const get = loadOnce(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(attempt);
    });
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(get.now()).toBeUndefined();
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
    expect(attempt).toBe(2);
  });

  it('ends what is made at once, or when it arrives, and makes nothing for it', async () => {
    const ended: string[] = [];
    const idle = loadOnce(() => Promise.resolve('idle'));
    idle.end((made) => void ended.push(made));
    await flushMicrotasks();
    expect(ended).toEqual([]);

    const made = loadOnce(() => Promise.resolve('made'));
    await made();
    made.end((value) => void ended.push(value));
    expect(ended).toEqual(['made']);

    let arrive: (value: string) => void = () => undefined;
    const arriving = loadOnce(() => new Promise<string>((resolve) => (arrive = resolve)));
    const pending = arriving();
    arriving.end((value) => void ended.push(value));
    arrive('arriving');
    expect(await pending).toBe('arriving');
    expect(ended).toEqual(['made', 'arriving']);
  });

  it("end's promise settles once what is there, or on its way, is stopped", async () => {
    const steps: string[] = [];
    const stop = (made: string) =>
      Promise.resolve().then(() => {
        steps.push(`stopped ${made}`);
      });
    const none = loadOnce(() => Promise.resolve('none'));
    await none.end(stop);
    expect(steps).toEqual([]);

    const made = loadOnce(() => Promise.resolve('made'));
    await made();
    await made.end(stop);
    expect(steps).toEqual(['stopped made']);

    const arriving = loadOnce(() => Promise.resolve('arriving'));
    void arriving();
    await arriving.end(stop);
    expect(steps).toEqual(['stopped made', 'stopped arriving']);

    const failing = loadOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    void failing().catch(() => undefined);
    await failing.end(stop);
    expect(steps).toHaveLength(2);
  });
});
