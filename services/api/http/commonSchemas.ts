/** JSON-schema pieces shared by the routes (Fastify validates with ajv before any handler runs). */

export const PROJECT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const projectIdSchema = { type: 'string', pattern: PROJECT_ID_PATTERN } as const;

/** `projectId`, `st` (SDK type) and `sv` (SDK version): accepted on every route (CONTRACTS §1). */
export const commonQueryProperties = {
  projectId: projectIdSchema,
  st: { type: 'string', maxLength: 64 },
  sv: { type: 'string', maxLength: 64 },
} as const;

export interface CommonQuery {
  readonly projectId?: string;
  readonly st?: string;
  readonly sv?: string;
}

/** The query of a route that needs a project. */
export const projectQuerySchema = (
  properties: Readonly<Record<string, unknown>> = {},
  required: readonly string[] = [],
) =>
  ({
    type: 'object',
    properties: { ...commonQueryProperties, ...properties },
    required: ['projectId', ...required],
  }) as const;

/** The query of a route where a project is optional (checked when given). */
export const optionalProjectQuerySchema = (properties: Readonly<Record<string, unknown>> = {}) =>
  ({ type: 'object', properties: { ...commonQueryProperties, ...properties } }) as const;

/** `eip155:<decimal chain id>` */
export const EIP155_CHAIN_ID_PATTERN = '^eip155:[1-9][0-9]{0,18}$';

/** `solana:` + the first 32 characters of the cluster's genesis hash (base58). */
export const SOLANA_CHAIN_ID_PATTERN = '^solana:[1-9A-HJ-NP-Za-km-z]{32}$';

/** A chain of either namespace the data service reads: `eip155:<id>` or `solana:<genesis hash prefix>`. */
export const CHAIN_ID_PATTERN = '^(eip155:[1-9][0-9]{0,18}|solana:[1-9A-HJ-NP-Za-km-z]{32})$';

const BASE58_ADDRESS = '[1-9A-HJ-NP-Za-km-z]{32,44}';
/**
 * An account of the balance route: an EVM address, a Solana address (base58), or a CAIP-10 id of either
 * (`eip155:<id>:0x…`, `solana:<ref>:<base58>`). Shape only: the handler checks checksum and key length.
 */
export const ACCOUNT_PATTERN = `^(0x[0-9a-fA-F]{40}|${BASE58_ADDRESS}|eip155:[1-9][0-9]{0,18}:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:${BASE58_ADDRESS})$`;

/** A 0x-prefixed 20-byte hex address (checksum checked by the handler). */
export const EVM_ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$';

/** A CAIP-10 account id (parsed and checked by the handler). */
export const caipAddressSchema = { type: 'string', minLength: 5, maxLength: 200 } as const;
