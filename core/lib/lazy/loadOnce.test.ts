import { describe, expect, it } from 'vitest';
import { loadOnce } from './index.js';

describe('loadOnce', () => {
  it('makes once on first call and shares it, however many calls wait', async () => {
    let made = 0;
    const get = loadOnce(() => {
      made += 1;
      return Promise.resolve({ made });
    });
    expect(made).toBe(0);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(made).toBe(1);
  });

  it('makes again after a failure, and keeps what it made then', async () => {
    let attempt = 0;
    const get = loadOnce(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(attempt);
    });
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
    expect(attempt).toBe(2);
  });
});
