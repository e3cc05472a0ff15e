import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerFactoryHandler } from 'fastify';
import { apiError } from '../api/http/ApiError.js';
import { answerClientError } from './answerClientError.js';
import { createBareFrontServer, type FrontOptions, frontListener } from './createFrontServer.js';

/** Fastify's router failures, as the one error body. */
const frameworkFailure = (error: FastifyError) => {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return apiError(400, 'target', 'Malformed request target');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return apiError(414, 'target', 'A path parameter is too long');
    default:
      return apiError(500, 'server', 'Internal server error');
  }
};

/**
 * The front for a Fastify app, spread into its options (`Fastify({ ...fastifyFront({ maxBodyBytes }), … })`):
 * its server is the front's (target checks, header size and time limits before Fastify routes anything), the
 * parser's refusals and Fastify's router errors get the one error body. `maxBodyBytes` should be the app's
 * `bodyLimit`. `inject` bypasses the server; real sockets never do.
 */
export function fastifyFront(options: FrontOptions = {}) {
  return {
    serverFactory: (handler: FastifyServerFactoryHandler) =>
      createBareFrontServer(
        frontListener((request, response) => handler(request, response), options),
        options,
      ),
    clientErrorHandler: answerClientError,
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const failure = frameworkFailure(error);
      void reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
    },
  };
}
