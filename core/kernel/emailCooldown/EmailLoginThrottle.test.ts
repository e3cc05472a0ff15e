import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js';
import { EmailLoginThrottle, emailThrottledError, LAST_EMAIL_LOGIN_TIME_KEY } from './EmailLoginThrottle.js';

const START = Date.UTC(2026, 0, 1);
const STORED = '@latch/lastEmailLoginTime';

const setup = (storage = new MemoryStorage()) => {
  const clock = new ManualClock(START);
  const logger = new MemoryLogger();
  const safe = new SafeStorage(storage, logger);
  return { clock, storage, logger, safe, throttle: new EmailLoginThrottle(clock, safe) };
};

describe('EmailLoginThrottle', () => {
  it('pins the SPEC constant, key and message', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
    expect(LAST_EMAIL_LOGIN_TIME_KEY.name).toBe('lastEmailLoginTime');
    expect(LAST_EMAIL_LOGIN_TIME_KEY.version).toBe(1);
    const error = emailThrottledError(29_001);
    expect(error.code).toBe('EMAIL_THROTTLED');
    expect(error.message).toBe('Please try again after 30 seconds');
    expect(error.data).toEqual({ remainingMs: 29_001 });
    expect(emailThrottledError(1).message).toBe('Please try again after 1 seconds');
  });

  it('refuses a second login within 30 s with the seconds left, rounded up', async () => {
    const { clock, throttle, storage } = setup();
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect(storage.data.get(STORED)).toBe(JSON.stringify({ v: 1, d: START }));
    expect((await throttle.attempt())._unsafeUnwrapErr().message).toBe('Please try again after 30 seconds');
    clock.advance(1);
    expect((await throttle.check())._unsafeUnwrapErr().message).toBe('Please try again after 30 seconds');
    clock.advance(28_998);
    expect((await throttle.check())._unsafeUnwrapErr().message).toBe('Please try again after 2 seconds');
    clock.advance(1);
    expect((await throttle.check())._unsafeUnwrapErr().message).toBe('Please try again after 1 seconds');
    clock.advance(999);
    expect((await throttle.attempt())._unsafeUnwrapErr().params).toEqual({ seconds: 1 });
    clock.advance(1);
    expect((await throttle.attempt()).isOk()).toBe(true);
  });

  it('check records nothing; record does', async () => {
    const { throttle } = setup();
    expect((await throttle.check()).isOk()).toBe(true);
    expect((await throttle.check()).isOk()).toBe(true);
    await throttle.record();
    expect((await throttle.check()).isErr()).toBe(true);
  });

  it('lets exactly one of many concurrent attempts through', async () => {
    const { throttle } = setup();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => throttle.attempt()));
    expect(results.filter((result) => result.isOk())).toHaveLength(1);
  });

  it('keeps the cooldown across a reload', async () => {
    const first = setup();
    await first.throttle.attempt();
    const reloaded = new EmailLoginThrottle(first.clock, new SafeStorage(first.storage, new MemoryLogger()));
    first.clock.advance(10_000);
    expect((await reloaded.attempt())._unsafeUnwrapErr().message).toBe('Please try again after 20 seconds');
  });

  it('forgets the last trigger on clear (SPEC §4: connecting clears it)', async () => {
    const { throttle, storage } = setup();
    await throttle.attempt();
    await throttle.clear();
    expect(storage.data.has(STORED)).toBe(false);
    expect((await throttle.attempt()).isOk()).toBe(true);
  });

  it('treats a stored time up to 30 s ahead as now, and a time further ahead as corrupt', async () => {
    const near = setup(new MemoryStorage({ [STORED]: JSON.stringify({ v: 1, d: START + 10_000 }) }));
    expect((await near.throttle.attempt())._unsafeUnwrapErr().message).toBe(
      'Please try again after 30 seconds',
    );
    near.clock.advance(40_000);
    expect((await near.throttle.attempt()).isOk()).toBe(true);
    const far = setup(new MemoryStorage({ [STORED]: JSON.stringify({ v: 1, d: START + 1e12 }) }));
    expect((await far.throttle.attempt()).isOk()).toBe(true);
    const garbage = setup(new MemoryStorage({ [STORED]: '{"v":1,"d":"soon"}' }));
    expect((await garbage.throttle.attempt()).isOk()).toBe(true);
  });

  it('logs and ignores storage failures: the login stays allowed, and the instance still throttles', async () => {
    const { throttle, storage, logger, clock, safe } = setup();
    storage.failReads = true;
    storage.failWrites = true;
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect((await throttle.attempt()).isErr()).toBe(true);
    await throttle.clear();
    expect((await throttle.attempt()).isOk()).toBe(true);
    expect(logger.entries.map((entry) => entry.message)).toContain('storage read failed');
    expect(logger.entries.map((entry) => entry.message)).toContain('storage write failed');
    expect((await new EmailLoginThrottle(clock, safe).attempt()).isOk()).toBe(true);
  });
});
