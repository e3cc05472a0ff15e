import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../http/ApiError.js';
import type { RouteContext } from './RouteContext.js';

/** Logos never change under one file name: cache for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** GET /wallet-images/<id>.webp: the registry's logos, only those the registry names. */
export const registerWalletImagesRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'registry'>,
): void => {
  const files = new Set(
    context.registry.wallets.flatMap((wallet) => (wallet.image === null ? [] : [wallet.image])),
  );
  const loaded = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(
    '/wallet-images/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,200}\\.webp$' } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!files.has(file)) throw apiError(404, 'file', `No wallet image ${file}`);
      let image = loaded.get(file);
      if (image === undefined) {
        image = await readFile(join(context.registry.imagesDir, file));
        loaded.set(file, image);
      }
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/webp').send(image);
    },
  );
};
