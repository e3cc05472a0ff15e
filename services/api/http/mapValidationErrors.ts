import type { FastifySchemaValidationError } from 'fastify';
import type { ApiReason } from './ApiError.js';

/** Where a failed value came from, as Fastify names it. */
export type ValidationContext = 'body' | 'headers' | 'params' | 'querystring';

const CONTEXT_FIELD: Readonly<Record<ValidationContext, string>> = {
  body: 'body',
  headers: 'headers',
  params: 'params',
  querystring: 'query',
};

/** `/addresses/0` → `addresses.0`; the JSON-pointer escapes `~1` and `~0` are undone. */
const pointerToField = (pointer: string): string =>
  pointer
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');

const joinField = (base: string, child: string): string => (base === '' ? child : `${base}.${child}`);

const describe = (error: FastifySchemaValidationError, field: string): string => {
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'pattern':
    case 'format':
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `Invalid ${field}`;
    case 'additionalProperties':
      return `${field} is not allowed`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
};

/**
 * Maps ajv errors (as Fastify reports them) to the reasons of the error body: `field` is the path of the
 * failing value inside its part of the request (`address`, `addresses.0`, `projectId`), or the part
 * itself (`body`, `query`) when the whole part is wrong; `description` is a short sentence for people.
 * When an `anyOf` / `oneOf` failed, only that error is reported (not one per alternative).
 */
export const mapValidationErrors = (
  errors: readonly FastifySchemaValidationError[],
  context: ValidationContext | undefined,
): ApiReason[] => {
  const alternatives = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  return (alternatives.length > 0 ? alternatives : errors).map((error) => {
    const path = pointerToField(error.instancePath);
    const missing = error.params.missingProperty;
    const extra = error.params.additionalProperty;
    const child =
      error.keyword === 'required' && typeof missing === 'string'
        ? missing
        : error.keyword === 'additionalProperties' && typeof extra === 'string'
          ? extra
          : undefined;
    const field =
      child !== undefined ? joinField(path, child) : path !== '' ? path : CONTEXT_FIELD[context ?? 'body'];
    return { field, description: describe(error, field) };
  });
};
