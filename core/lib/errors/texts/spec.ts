/**
 * SPEC §8 texts that nothing throws yet: kept so the catalogue holds all of SPEC §8. When a module starts
 * throwing one, move it to that module's part.
 */
export const SPEC_ONLY_TEXTS = {
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required to perform this action',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
  SOMETHING_WENT_WRONG: 'Something went wrong',
} as const;
