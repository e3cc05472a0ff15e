import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type ApiDeps, buildApi } from '../buildApi.js';
import type { ApiErrorBody } from '../http/ApiError.js';
import type { TestDatabase } from './testDatabases.js';

/** Test helpers (never imported by the service). */

/** The data service on a test database: quiet, no chains unless given. */
export const buildTestApi = (
  test: TestDatabase,
  overrides: Partial<ApiDeps> = {},
): Promise<FastifyInstance> =>
  buildApi({ db: test.database.pool, chains: [], logLevel: 'silent', ...overrides });

interface InjectedResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, unknown>>;
  json(): unknown;
}

/** Asserts the status and the error body `{"status":"FAILED","reasons":[{field, description}]}`. */
export const expectFailure = (response: InjectedResponse, status: number, field: string): ApiErrorBody => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { status: 'FAILED', reasons: [{ field, description: expect.any(String) }] },
  });
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  return response.json() as ApiErrorBody;
};
