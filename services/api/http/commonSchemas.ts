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

/** A 0x-prefixed 20-byte hex address (checksum checked by the handler). */
export const EVM_ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$';

/** A CAIP-10 account id (parsed and checked by the handler). */
export const caipAddressSchema = { type: 'string', minLength: 5, maxLength: 200 } as const;
