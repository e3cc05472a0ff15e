import type { FastifyInstance } from 'fastify';
import { tokenIconSvg } from '../chain/tokenIconSvg.js';
import { apiError } from '../http/ApiError.js';
import { IMMUTABLE_CACHE } from './walletImages.js';

/** GET /token-icons/<SYMBOL>.svg: the icons the balance and price routes link to. */
export const registerTokenIconsRoute = (app: FastifyInstance): void => {
  app.get<{ Params: { file: string } }>(
    '/token-icons/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[A-Z0-9]{1,12}\\.svg$' } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const symbol = request.params.file.slice(0, -'.svg'.length);
      const svg = tokenIconSvg(symbol);
      if (svg === undefined) throw apiError(404, 'file', `No token icon ${request.params.file}`);
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/svg+xml').send(svg);
    },
  );
};

/** The URL of a token's icon on this service. */
export const tokenIconUrl = (publicUrl: string, symbol: string): string =>
  `${publicUrl}/token-icons/${encodeURIComponent(symbol)}.svg`;
