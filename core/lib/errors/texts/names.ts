import { errorsOf } from '../LatchError.js';

/** Account names: registration and resolution (core/features/names, Send's receiver by name, sign-in's signer). */
export const NAME_TEXTS = {
  ACCOUNT_NAME_INVALID:
    'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
  NAME_CHAIN_ID_INVALID: 'Chain id {chainId} cannot be used to register a name',
  NAME_RESOLUTION_FAILED: 'Error resolving name',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
} as const;

/** An error of the names part: `nameError('ACCOUNT_NAME_INVALID')`. */
export const nameError = /* @__PURE__ */ errorsOf(NAME_TEXTS);
