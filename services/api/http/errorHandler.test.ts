import { describe, expect, it } from 'vitest';
import { ApiError, apiError } from './ApiError.js';
import { toApiError } from './errorHandler.js';

describe('toApiError', () => {
  it('keeps ApiErrors as they are', () => {
    const failure = apiError(429, 'ip', 'slow down', { headers: { 'retry-after': '3' } });
    expect(toApiError(failure)).toBe(failure);
    expect(failure.body).toEqual({ status: 'FAILED', reasons: [{ field: 'ip', description: 'slow down' }] });
    expect(failure.message).toBe('slow down');
  });

  it('maps Fastify validation and client errors', () => {
    const validation = Object.assign(new Error('bad'), {
      statusCode: 400,
      validation: [
        { keyword: 'required', instancePath: '', schemaPath: '#', params: { missingProperty: 'q' } },
      ],
      validationContext: 'querystring',
    });
    expect(toApiError(validation).body.reasons).toEqual([{ field: 'q', description: 'q is required' }]);
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toApiError(tooLarge, { bodyLimit: 10 })).toMatchObject({
      status: 413,
      reasons: [{ field: 'body', description: 'Request body is larger than 10 bytes' }],
    });
    const other = Object.assign(new Error('Bad URL'), { statusCode: 400, code: 'FST_ERR_BAD_URL' });
    expect(toApiError(other)).toMatchObject({
      status: 400,
      reasons: [{ field: 'request', description: 'Bad URL' }],
    });
  });

  it('hides everything else behind a 500', () => {
    for (const thrown of [
      new Error('password=hunter2'),
      'text',
      undefined,
      { statusCode: 503, message: 'x' },
    ]) {
      const failure = toApiError(thrown);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure.status).toBe(500);
      expect(failure.reasons).toEqual([{ field: 'server', description: 'Internal server error' }]);
    }
  });
});
