import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createLazyEmailThrottle } from './createLazyEmailThrottle.js';
import { EmailLoginThrottle } from './EmailLoginThrottle.js';

const setup = (load?: () => Promise<typeof EmailLoginThrottle>) => {
  const clock = new ManualClock(1_000_000);
  const storage = new SafeStorage(new MemoryStorage(), new MemoryLogger());
  return { clock, throttle: createLazyEmailThrottle(clock, storage, load) };
};

describe('createLazyEmailThrottle', () => {
  it('a use before the e-mail login fetches the code, once, and keeps the 30 s cooldown', async () => {
    let loads = 0;
    const { clock, throttle } = setup(async () => {
      loads += 1;
      return EmailLoginThrottle;
    });
    expect(loads).toBe(0);
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect((await throttle.attempt())._unsafeUnwrapErr().message).toBe('Please try again after 30 seconds');
    clock.advance(30_000);
    expect((await throttle.check()).isOk()).toBe(true);
    await throttle.record();
    expect((await throttle.check()).isErr()).toBe(true);
    await throttle.clear();
    expect((await throttle.check()).isOk()).toBe(true);
    expect(loads).toBe(1);
  });

  it('built from the class the e-mail login brings: the same throttle, no fetch', async () => {
    let loads = 0;
    const { throttle } = setup(async () => {
      loads += 1;
      return EmailLoginThrottle;
    });
    const real = throttle.with(EmailLoginThrottle);
    expect(throttle.with(EmailLoginThrottle)).toBe(real);
    expect((await real.attempt()).isOk()).toBe(true);
    expect((await throttle.check()).isErr()).toBe(true);
    expect(loads).toBe(0);
  });

  it('code that cannot be fetched leaves the login allowed, and the next use fetches it again', async () => {
    let loads = 0;
    const { throttle } = setup(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return EmailLoginThrottle;
    });
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect((await throttle.attempt()).isErr()).toBe(true);
    expect(loads).toBe(2);
  });
});
