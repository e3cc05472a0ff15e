import type { FastifyRequest } from 'fastify';

const stringField = (container: unknown, name: string): string | undefined => {
  if (typeof container !== 'object' || container === null) return undefined;
  const value: unknown = Reflect.get(container, name);
  return typeof value === 'string' ? value : undefined;
};

/** The project id a request names: `?projectId=`, or for JSON bodies a `projectId` field (SPEC §7). */
export const requestProjectId = (request: FastifyRequest): string | undefined =>
  stringField(request.query, 'projectId') ?? stringField(request.body, 'projectId');

/** The JSON body's `projectId`, when it has one. */
export const bodyProjectId = (request: FastifyRequest): string | undefined =>
  stringField(request.body, 'projectId');

/** Only the query's project id (what is known before the body is read). */
export const queryProjectId = (request: FastifyRequest): string | undefined =>
  stringField(request.query, 'projectId');
