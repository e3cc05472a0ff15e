import type { FastifyInstance } from 'fastify';
import { validateEvmAddress } from '../../../core/lib/validation/index.js';
import type { Identity } from '../../../ports/index.js';
import { findNameByAddress } from '../db/names.js';
import { badRequest } from '../http/ApiError.js';
import { type CommonQuery, EVM_ADDRESS_PATTERN, projectQuerySchema } from '../http/commonSchemas.js';
import type { RouteContext } from './RouteContext.js';

interface IdentityRoute {
  Params: { address: string };
  Querystring: CommonQuery & { sender?: string };
}

const avatarOf = (attributes: Readonly<Record<string, unknown>> | null): string | null => {
  const avatar = attributes?.avatar;
  return typeof avatar === 'string' && avatar !== '' ? avatar : null;
};

/** GET /v1/identity/:address → {name, avatar, resolvedAt} from the names table (null/null when none). */
export const registerIdentityRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'requireProject'>,
): void => {
  app.get<IdentityRoute>(
    '/v1/identity/:address',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: { type: 'string', pattern: EVM_ADDRESS_PATTERN } },
          required: ['address'],
        },
        querystring: projectQuerySchema({ sender: { type: 'string', maxLength: 200 } }),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<Identity> => {
      const address = validateEvmAddress(request.params.address, { requirePrefix: true });
      if (address.isErr()) throw badRequest('address', 'Invalid address');
      const record = await findNameByAddress(context.db, address.value);
      return {
        name: record?.name ?? null,
        avatar: record === undefined ? null : avatarOf(record.attributes),
        resolvedAt: new Date().toISOString(),
      };
    },
  );
};
