import { describe, expect, it } from 'vitest';
import { openedInBeforeAll } from './openedInBeforeAll.js';

describe('openedInBeforeAll', () => {
  it('reads what was opened, and says which helper was read too early', () => {
    const opened: { url?: string } = {};
    const view = openedInBeforeAll<{ url: string }>('useThing', opened, ['url']);
    expect(() => view.url).toThrow('useThing: url is read before beforeAll ran');
    opened.url = 'http://127.0.0.1:1';
    expect(view.url).toBe('http://127.0.0.1:1');
  });
});
