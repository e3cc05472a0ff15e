import { describe, expect, it } from 'vitest';
import { mapValidationErrors } from './mapValidationErrors.js';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
  message?: string,
) => ({
  keyword,
  instancePath,
  schemaPath: '#/x',
  params,
  ...(message !== undefined ? { message } : {}),
});

describe('mapValidationErrors', () => {
  it('names the missing property for required errors', () => {
    expect(
      mapValidationErrors([error('required', '', { missingProperty: 'chainId' })], 'querystring'),
    ).toEqual([{ field: 'chainId', description: 'chainId is required' }]);
    expect(mapValidationErrors([error('required', '/meta', { missingProperty: 'id' })], 'body')).toEqual([
      { field: 'meta.id', description: 'meta.id is required' },
    ]);
  });

  it('turns JSON pointers into dotted fields and shape errors into "Invalid …"', () => {
    expect(
      mapValidationErrors([error('pattern', '/address', {}, 'must match pattern "^0x"')], 'params'),
    ).toEqual([{ field: 'address', description: 'Invalid address' }]);
    expect(
      mapValidationErrors(
        [error('maxLength', '/addresses/3', {}, 'must NOT have more than 200 characters')],
        'body',
      ),
    ).toEqual([{ field: 'addresses.3', description: 'addresses.3 must NOT have more than 200 characters' }]);
    expect(mapValidationErrors([error('type', '/a~1b~0c', {}, 'must be number')], 'body')).toEqual([
      { field: 'a/b~c', description: 'a/b~c must be number' },
    ]);
  });

  it('uses the request part when the whole part is wrong, and reports anyOf once', () => {
    expect(mapValidationErrors([error('type', '', {}, 'must be object')], 'body')).toEqual([
      { field: 'body', description: 'body must be object' },
    ]);
    expect(mapValidationErrors([error('type', '', {}, 'must be object')], 'querystring')[0]?.field).toBe(
      'query',
    );
    expect(
      mapValidationErrors(
        [error('type', '', {}, 'must be object'), error('type', '', {}, 'must be array'), error('anyOf', '')],
        'body',
      ),
    ).toEqual([{ field: 'body', description: 'Invalid body' }]);
    expect(
      mapValidationErrors([error('additionalProperties', '', { additionalProperty: 'x' })], 'body'),
    ).toEqual([{ field: 'x', description: 'x is not allowed' }]);
  });
});
