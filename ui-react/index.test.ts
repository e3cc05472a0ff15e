import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

describe('ui-react public entry point', () => {
  it('exports exactly these names (API changes show up in review)', () => {
    expect(Object.keys(entry).sort()).toEqual(
      [
        'AccountButton',
        'ConnectButton',
        'DEFAULT_VIEWS',
        'LatchProvider',
        'NetworkButton',
        'PALETTES',
        'THEME_DEFAULTS',
        'THEME_VARIABLES',
        'mapThemeVariables',
        'useLatch',
        'useLatchAccount',
        'useLatchModal',
        'useLatchNetwork',
        'useLatchSendTransaction',
        'useLatchSignMessage',
        'useLatchStatus',
        'useLatchTheme',
      ].sort(),
    );
  });
});
