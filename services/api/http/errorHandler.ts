import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError, apiError, isApiError } from './ApiError.js';
import { mapValidationErrors, type ValidationContext } from './mapValidationErrors.js';

export interface ErrorHandlerOptions {
  /** The body limit in bytes, quoted in the 413 description. Default 64 KiB. */
  readonly bodyLimit?: number;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

interface FrameworkError {
  readonly statusCode?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly validation?: unknown;
  readonly validationContext?: unknown;
}

const asFrameworkError = (error: unknown): FrameworkError =>
  typeof error === 'object' && error !== null ? (error as FrameworkError) : {};

const VALIDATION_CONTEXTS: readonly string[] = ['body', 'headers', 'params', 'querystring'];

/** Fastify's own failures, by code, as field + description. */
const describeFrameworkError = (code: unknown, bodyLimit: number): [string, string] | undefined => {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ['body', `Request body is larger than ${bodyLimit} bytes`];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['content-type', 'Unsupported content type'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['body', 'Request body is empty'];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ['body', 'Request body is not valid JSON'];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return ['body', 'Request body size does not match Content-Length'];
    default:
      return undefined;
  }
};

/**
 * Every failure as an ApiError: ApiErrors as they are, schema-validation failures as 400 with one reason
 * per ajv error, Fastify's client errors (oversized or malformed bodies, bad URLs …) with their own
 * status, anything else as a 500 that tells nothing of the internals.
 */
export const toApiError = (error: unknown, options: ErrorHandlerOptions = {}): ApiError => {
  if (isApiError(error)) return error;
  const framework = asFrameworkError(error);
  if (Array.isArray(framework.validation)) {
    const context =
      typeof framework.validationContext === 'string' &&
      VALIDATION_CONTEXTS.includes(framework.validationContext)
        ? (framework.validationContext as ValidationContext)
        : undefined;
    const errors = framework.validation as readonly FastifySchemaValidationError[];
    return new ApiError(400, mapValidationErrors(errors, context), { cause: error });
  }
  const status = framework.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = describeFrameworkError(framework.code, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
    const [field, description] = known ?? [
      'request',
      typeof framework.message === 'string' && framework.message !== '' ? framework.message : 'Bad request',
    ];
    return apiError(status, field, description, { cause: error });
  }
  return apiError(500, 'server', 'Internal server error', { cause: error });
};

/**
 * The one error handler: renders `{"status":"FAILED","reasons":[…]}` with the error's status and
 * headers. Server errors are logged with their cause; client errors are not (the request log has them).
 */
export const createErrorHandler = (options: ErrorHandlerOptions = {}) =>
  function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const failure = toApiError(error, options);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    for (const [name, value] of Object.entries(failure.headers)) reply.header(name, value);
    void reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
  };

/** Unknown routes: a 404 in the same shape as every other error. */
export const createNotFoundHandler = () =>
  function handleNotFound(request: FastifyRequest): never {
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    throw apiError(404, 'path', `Route ${request.method} ${path} not found`);
  };
