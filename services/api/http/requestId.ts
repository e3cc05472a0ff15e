import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestIdOptions {
  /** Header read from the request and written on the response. Default `x-request-id`. */
  readonly header?: string;
  /** Makes a fresh id. Default: a random UUID. */
  readonly generate?: () => string;
}

/** Ids a caller may choose: short and plain, so they cannot forge log lines or headers. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const DEFAULT_REQUEST_ID_HEADER = 'x-request-id';

/**
 * Request ids: the caller's `x-request-id` when it is a plain token, a random UUID otherwise; Fastify
 * puts it on every log line of the request (`reqId`) and the hook returns it on every response,
 * errors included. Returns the Fastify server options and the onRequest hook.
 */
export const createRequestId = (options: RequestIdOptions = {}) => {
  const header = (options.header ?? DEFAULT_REQUEST_ID_HEADER).toLowerCase();
  const generate = options.generate ?? randomUUID;
  return {
    serverOptions: {
      requestIdHeader: false as const,
      genReqId: (raw: IncomingMessage): string => {
        const given = raw.headers[header];
        return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : generate();
      },
    },
    onRequest: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.header(header, request.id);
    },
  };
};
