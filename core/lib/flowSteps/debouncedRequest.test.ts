import { observable } from 'mobx';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { DebouncedRequest } from './debouncedRequest.js';

describe('DebouncedRequest', () => {
  it('asks once input pauses, and hands the latest answer over', async () => {
    const clock = new ManualClock();
    const requests = new DebouncedRequest(clock);
    const state = observable({ value: '', error: '' });
    const asked: string[] = [];
    const ask = (text: string) => () => {
      asked.push(text);
      return text === 'bad' ? errAsync('refused') : okAsync(text.toUpperCase());
    };
    const outcome = {
      ok: (value: string) => (state.value = value),
      err: (error: string) => (state.error = error),
    };
    requests.schedule(500, ask('a'), outcome);
    clock.advance(400);
    requests.schedule(500, ask('ab'), outcome);
    await clock.advanceAsync(500);
    expect([asked, state.value]).toEqual([['ab'], 'AB']);
    requests.schedule(500, ask('bad'), outcome);
    await clock.advanceAsync(500);
    expect(state.error).toBe('refused');
  });

  it('aborts a request in flight when superseded or cancelled, and drops its late answer', async () => {
    const clock = new ManualClock();
    const requests = new DebouncedRequest(clock);
    const signals: AbortSignal[] = [];
    let answer: (value: string) => void = () => {};
    const received: string[] = [];
    requests.schedule(
      10,
      (signal) => {
        signals.push(signal);
        return ResultAsync.fromSafePromise(new Promise<string>((resolve) => (answer = resolve)));
      },
      { ok: (value) => received.push(value), err: () => {} },
    );
    await clock.advanceAsync(10);
    expect(signals[0]?.aborted).toBe(false);
    requests.cancel();
    expect(signals[0]?.aborted).toBe(true);
    answer('late');
    await flushMicrotasks();
    expect(received).toEqual([]);
  });
});
