import { describe, expect, it } from 'vitest';
import { DevnetError, isDevnetError, toDevnetError } from './DevnetError.js';

describe('DevnetError', () => {
  it('carries a stable code, the details after the message and the cause', () => {
    const cause = new Error('boom');
    const error = new DevnetError('ANVIL_EXITED', 'anvil exited', { details: '  Error: bad flag\n', cause });
    expect(error).toMatchObject({
      name: 'DevnetError',
      code: 'ANVIL_EXITED',
      details: 'Error: bad flag',
      cause,
    });
    expect(error.message).toBe('anvil exited\nError: bad flag');
    expect(isDevnetError(error, 'ANVIL_EXITED')).toBe(true);
    expect(isDevnetError(error, 'PORT_IN_USE')).toBe(false);
    expect(isDevnetError(cause)).toBe(false);
  });

  it('wraps foreign errors and keeps DevnetErrors as they are', () => {
    const wrap = toDevnetError('SEED_FAILED', 'Seeding failed');
    const wrapped = wrap(new Error('execution reverted'));
    expect(wrapped).toMatchObject({ code: 'SEED_FAILED', message: 'Seeding failed\nexecution reverted' });
    expect(wrap('text')).toMatchObject({ details: 'text' });
    const original = new DevnetError('PORT_IN_USE', 'busy');
    expect(wrap(original)).toBe(original);
  });
});
