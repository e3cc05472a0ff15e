import { expect, it } from 'vitest';
import * as names from './index.js';

it('exports the names API', () => {
  expect(Object.keys(names).sort()).toEqual([
    'NAME_SUGGESTIONS_DEBOUNCE_MS',
    'NameRegistrationStore',
    'buildRegistrationMessage',
    'createNameRegistrationStore',
    'fetchNameSuggestions',
    'labelOfName',
    'registerAccountName',
    'resolveNameSigner',
    'toZoneName',
  ]);
});
