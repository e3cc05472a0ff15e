import { describe, expect, it } from 'vitest';
import { readLocalProjectEnv } from './readLocalProjectEnv.js';

describe('readLocalProjectEnv', () => {
  it('seeds the local project only with LATCH_DEVELOPMENT=1 (the local stack)', () => {
    expect(readLocalProjectEnv({ LATCH_DEVELOPMENT: '1' })).toEqual({ origins: [], socialReturnUrls: [] });
    for (const env of [{}, { LATCH_DEVELOPMENT: '' }, { LATCH_DEVELOPMENT: 'true' }]) {
      expect(readLocalProjectEnv(env)).toBeUndefined();
    }
  });

  it("reads the stack's extra origins and exact return pages", () => {
    expect(
      readLocalProjectEnv({
        LATCH_DEVELOPMENT: '1',
        LATCH_LOCAL_ORIGINS: 'http://localhost:3000, https://dev.example',
        LATCH_LOCAL_RETURN_URLS: 'http://127.0.0.1:8789/,http://127.0.0.1:5173/?sandbox=1',
      }),
    ).toEqual({
      origins: ['http://localhost:3000', 'https://dev.example'],
      socialReturnUrls: ['http://127.0.0.1:8789/', 'http://127.0.0.1:5173/?sandbox=1'],
    });
  });

  it('refuses the lists without LATCH_DEVELOPMENT=1, and a list that does not parse, naming the variable', () => {
    expect(() => readLocalProjectEnv({ LATCH_LOCAL_ORIGINS: 'https://dev.example' })).toThrow(
      "LATCH_LOCAL_ORIGINS needs LATCH_DEVELOPMENT=1: it widens the local stack's project only",
    );
    expect(() => readLocalProjectEnv({ LATCH_LOCAL_RETURN_URLS: 'http://127.0.0.1:8789/' })).toThrow(
      "LATCH_LOCAL_RETURN_URLS needs LATCH_DEVELOPMENT=1: it widens the local stack's project only",
    );
    expect(() =>
      readLocalProjectEnv({ LATCH_DEVELOPMENT: '1', LATCH_LOCAL_ORIGINS: 'https://dev.example/path' }),
    ).toThrow(/^LATCH_LOCAL_ORIGINS: https:\/\/dev\.example\/path is not an origin/);
    expect(() =>
      readLocalProjectEnv({ LATCH_DEVELOPMENT: '1', LATCH_LOCAL_RETURN_URLS: 'http://127.0.0.1/#x' }),
    ).toThrow(/^LATCH_LOCAL_RETURN_URLS: /);
  });
});
