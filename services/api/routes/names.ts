import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_NAME_ZONE } from '../../../core/lib/names/index.js';
import { validateEvmAddress } from '../../../core/lib/validation/index.js';
import type { Clock, NameRecord, NameSuggestion } from '../../../ports/index.js';
import { findName, findNamesByAddress, findTakenNames, insertName } from '../db/names.js';
import { type ApiError, apiError, badRequest } from '../http/ApiError.js';
import {
  type CommonQuery,
  EVM_ADDRESS_PATTERN,
  optionalProjectQuerySchema,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import { capCallGas } from '../names/capCallGas.js';
import { type NameFailure, type NameFailureKind, nameFailure } from '../names/NameFailure.js';
import {
  DEFAULT_NAME_QUOTAS,
  DEFAULT_NAME_SIGNATURE_MAX_BYTES,
  DEFAULT_NAME_VERIFY_GAS_LIMIT,
  type NameQuotas,
} from '../names/nameQuotas.js';
import {
  countRecentRegistrations,
  createClientKey,
  recordRegistration,
  registrationKey,
  wasRegistered,
} from '../names/registrationLedger.js';
import { suggestNames } from '../names/suggestNames.js';
import { toNameRecord } from '../names/toNameRecord.js';
import { validateNameLabel } from '../names/validateNameLabel.js';
import { validateZone } from '../names/validateZone.js';
import {
  checkRegistration,
  checkRegistrationSignature,
  type RegistrationRequest,
  type VerifyRegistrationDeps,
} from '../names/verifyRegistration.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';

export interface NamesRouteOptions {
  /** The zone names are registered in (`<label>.<zone>`). Default `latch.id`. */
  readonly zone?: string;
  /** Server time for the registration timestamp check. Default: the system clock. */
  readonly clock?: Clock;
  /** Keys the client hashes the quotas count. Default: a random secret (quotas per client restart with it). */
  readonly secret?: string | Uint8Array;
  /** Registrations per address and per client. Default DEFAULT_NAME_QUOTAS. */
  readonly quotas?: NameQuotas;
  /** Largest registration signature in bytes. Default 4096. */
  readonly maxSignatureBytes?: number;
  /** Gas of the `eth_call` checking a contract account's signature. Default 2,000,000. */
  readonly verifyGasLimit?: bigint;
}

type NamesQuery = CommonQuery & { apiVersion?: number };

interface LookupRoute {
  Params: { name: string };
  Querystring: NamesQuery;
}
interface ReverseRoute {
  Params: { address: string };
  Querystring: NamesQuery & { sender?: string };
}
interface SuggestionsRoute {
  Params: { name: string };
  Querystring: CommonQuery & { zone?: string };
}
interface RegisterRoute {
  Querystring: CommonQuery;
  Body: RegistrationRequest & { projectId?: string };
}

const STATUS: Readonly<Record<NameFailureKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  taken: 409,
  replayed: 409,
  quota: 429,
  chainUnavailable: 502,
};

const toApiError = (failure: NameFailure): ApiError =>
  apiError(STATUS[failure.kind], failure.field, failure.description, { cause: failure.cause });

/** What a name path segment may be: the lookup answers `[]` for well-formed names it does not know. */
const NAME_PATTERN = '^[A-Za-z0-9.-]{1,255}$';
const apiVersion = { type: 'integer', enum: [2] } as const;
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', pattern: NAME_PATTERN } },
  required: ['name'],
} as const;

const registerBody = {
  type: 'object',
  required: ['message', 'signature', 'coin_type', 'address'],
  properties: {
    message: { type: 'string', minLength: 2, maxLength: 4096 },
    signature: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 32_768 },
    coin_type: { type: 'integer', minimum: 0, maximum: 0xffffffff },
    address: { type: 'string', pattern: EVM_ADDRESS_PATTERN },
    projectId: { type: 'string' },
  },
} as const;

/**
 * The name registry (CONTRACTS §1): lookup by name (`[]` when unknown), reverse lookup by address,
 * suggestions, and registration of a signed `{name, attributes, timestamp}` message: its signature at
 * most `maxSignatureBytes` and checked with capped gas, the signed message accepted once (the replay
 * cache lives in the database), within the per-address and per-client quotas. Names are
 * `<label>.<zone>`, matched case-insensitively; a name is registered once.
 */
export const registerNamesRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'chains' | 'requireProject'>,
  options: NamesRouteOptions = {},
): void => {
  const zoneResult = validateZone(options.zone ?? DEFAULT_NAME_ZONE);
  if (zoneResult.isErr()) throw new Error(`names: ${zoneResult.error.description}`);
  const zone = zoneResult.value;
  const clock = options.clock ?? systemClock;
  const quotas = options.quotas ?? DEFAULT_NAME_QUOTAS;
  const clientKey = createClientKey(options.secret ?? randomBytes(32));
  const verifying: VerifyRegistrationDeps = {
    chains: capCallGas(context.chains, options.verifyGasLimit ?? DEFAULT_NAME_VERIFY_GAS_LIMIT),
    zone,
    now: () => clock.now(),
    maxSignatureBytes: options.maxSignatureBytes ?? DEFAULT_NAME_SIGNATURE_MAX_BYTES,
  };
  const findTaken = (names: readonly string[]) => findTakenNames(context.db, names);

  app.get<LookupRoute>(
    '/v1/profile/account/:name',
    {
      schema: { params: nameParams, querystring: projectQuerySchema({ apiVersion }) },
      preHandler: context.requireProject,
    },
    async (request): Promise<NameRecord | []> => {
      const record = await findName(context.db, request.params.name.toLowerCase());
      return record === undefined ? [] : toNameRecord(record);
    },
  );

  app.get<ReverseRoute>(
    '/v1/profile/reverse/:address',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: { type: 'string', pattern: EVM_ADDRESS_PATTERN } },
          required: ['address'],
        },
        querystring: projectQuerySchema({ apiVersion, sender: { type: 'string', maxLength: 200 } }),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<NameRecord[]> => {
      const address = validateEvmAddress(request.params.address, { requirePrefix: true });
      if (address.isErr()) throw badRequest('address', 'Invalid address');
      return (await findNamesByAddress(context.db, address.value)).map(toNameRecord);
    },
  );

  app.get<SuggestionsRoute>(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        params: nameParams,
        querystring: projectQuerySchema({ zone: { type: 'string', maxLength: 200 } }),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<{ suggestions: NameSuggestion[] }> => {
      const asked = request.query.zone;
      if (asked !== undefined && asked.toLowerCase() !== zone) {
        throw badRequest('zone', `Unknown zone ${asked}; names are registered in ${zone}`);
      }
      const input = request.params.name.toLowerCase();
      const label = validateNameLabel(input.endsWith(`.${zone}`) ? input.slice(0, -zone.length - 1) : input);
      if (label.isErr()) throw toApiError(label.error);
      return { suggestions: await suggestNames(findTaken, label.value, zone) };
    },
  );

  app.post<RegisterRoute>(
    '/v1/profile/account',
    {
      schema: { querystring: optionalProjectQuerySchema(), body: registerBody },
      preHandler: context.requireProject,
    },
    async (request): Promise<NameRecord> => {
      const { message, signature, coin_type, address } = request.body;
      const body = { message, signature, coin_type, address };
      const checked = checkRegistration(verifying, body);
      if (checked.isErr()) throw toApiError(checked.error);
      const registration = checked.value;
      // Before any node is asked: a signed registration is accepted once, within the quotas.
      const key = registrationKey(registration.address, message);
      if (await wasRegistered(context.db, key)) {
        throw toApiError(nameFailure('replayed', 'signature', 'This signed registration was already used'));
      }
      const client = clientKey(request.ip);
      const recent = await countRecentRegistrations(context.db, { address: registration.address, client });
      if (recent.address >= quotas.perAddressPerDay) {
        throw toApiError(
          nameFailure(
            'quota',
            'address',
            `This address registered ${quotas.perAddressPerDay} names in the last 24 hours; try again later`,
          ),
        );
      }
      if (recent.client >= quotas.perClientPerHour) {
        throw toApiError(
          nameFailure(
            'quota',
            'client',
            'Too many names registered from this network in the last hour; try again later',
          ),
        );
      }
      const verified = await checkRegistrationSignature(verifying, registration, body);
      if (verified.isErr()) throw toApiError(verified.error);
      const stored = await insertName(context.db, {
        name: registration.name,
        address: registration.address,
        coinType: registration.coinType,
        attributes: registration.attributes,
      });
      if (stored === undefined) {
        throw toApiError(nameFailure('taken', 'name', `${registration.name} is already registered`));
      }
      await recordRegistration(context.db, {
        key,
        address: registration.address,
        client,
        name: registration.name,
      });
      return toNameRecord(stored);
    },
  );
};
