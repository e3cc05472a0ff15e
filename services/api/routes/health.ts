import type { FastifyInstance } from 'fastify';

/** GET /health → {status:"ok"} (for `npm start` and probes). */
export const registerHealthRoute = (app: FastifyInstance): void => {
  app.get('/health', async () => ({ status: 'ok' }));
};
