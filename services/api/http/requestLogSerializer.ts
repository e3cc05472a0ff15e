import type { FastifyRequest } from 'fastify';
import { redactQuery } from '../../http-front/redactQuery.js';

/**
 * Fastify's own request serializer (method, url, host, client address and port), with the secret-bearing
 * query parameters of the URL redacted: the sandbox checkout id in `?checkout=` pays out tokens.
 */
export const requestLogSerializer = (request: FastifyRequest) => {
  const remotePort = request.socket?.remotePort;
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(remotePort === undefined ? {} : { remotePort }),
  };
};
