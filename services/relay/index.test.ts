import { describe, expect, it } from 'vitest';
import * as relay from './index.js';

describe('services/relay entry point', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(relay).sort()).toEqual([
      'DEFAULT_RELAY_PORT',
      'RELAY_DEFAULTS',
      'RelayStartError',
      'normaliseRelayUrl',
      'startRelay',
    ]);
  });
});
