import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonRpcErrorArb, NODE_MESSAGE_SAMPLES, nodeMessageArb } from '../../../testkits/arbitraries/rpc.js';
import { CATALOGUE, isLatchError } from '../errors/index.js';
import { mapRpcError } from './mapRpcError.js';
import { RPC_ERROR_CODES } from './types.js';

describe('mapRpcError', () => {
  it.each([
    [4001, 'USER_REJECTED', 'User rejected the request.'],
    [4100, 'UNAUTHORIZED', 'The requested method and/or account has not been authorized by the user.'],
    [4200, 'UNSUPPORTED_METHOD', 'The Provider does not support the requested method.'],
    [4900, 'PROVIDER_DISCONNECTED', 'The Provider is disconnected from all chains.'],
    [4901, 'CHAIN_DISCONNECTED', 'The Provider is not connected to the requested chain.'],
    [4902, 'SWITCH_CHAIN_ERROR', 'An error occurred when attempting to switch chain.'],
    [5000, 'USER_REJECTED', 'User rejected the request.'],
    [-32700, 'PARSE_ERROR', CATALOGUE.PARSE_ERROR],
    [-32600, 'INVALID_REQUEST', 'JSON is not a valid request object.'],
    [-32601, 'METHOD_NOT_FOUND', 'The method does not exist / is not available.'],
    [-32602, 'INVALID_PARAMS', 'Invalid parameters were provided to the RPC method.'],
    [-32603, 'INTERNAL_RPC_ERROR', 'An internal error was received.'],
    [-32000, 'INVALID_INPUT', 'Missing or invalid parameters.'],
    [-32001, 'RESOURCE_NOT_FOUND', 'Requested resource not found.'],
    [-32002, 'RESOURCE_UNAVAILABLE', 'Requested resource not available.'],
    [-32003, 'TRANSACTION_REJECTED', 'Transaction creation failed.'],
    [-32004, 'METHOD_NOT_SUPPORTED', 'Method is not implemented.'],
    [-32005, 'LIMIT_EXCEEDED', 'Request exceeds defined limit.'],
    [-32006, 'JSON_RPC_VERSION_UNSUPPORTED', 'Version of JSON-RPC protocol is not supported.'],
  ])('maps code %i to %s', (code, expected, text) => {
    const original = { code, message: 'something odd' };
    const error = mapRpcError(original);
    expect(error.code).toBe(expected);
    expect(error.message).toBe(text);
    expect(error.data.code).toBe(code);
    expect(error.cause).toBe(original);
    expect(error.details).toBe('something odd');
  });

  it('maps 5700–5760 to WALLET_CALL_ERROR with the code', () => {
    for (const code of [5700, 5720, 5760]) {
      const error = mapRpcError({ code, message: 'nope' });
      expect(error.code).toBe('WALLET_CALL_ERROR');
      expect(error.message).toBe(`The wallet could not process the calls (code ${code}).`);
    }
    expect(mapRpcError({ code: 5699, message: 'x' }).code).toBe('RPC_ERROR');
    expect(mapRpcError({ code: 5761, message: 'x' }).code).toBe('RPC_ERROR');
  });

  it('reads the revert reason of code 3 and of "execution reverted" messages', () => {
    const withReason = mapRpcError({
      code: 3,
      message: 'execution reverted: Ownable: caller is not the owner',
      data: '0x08c3',
    });
    expect(withReason.code).toBe('EXECUTION_REVERTED');
    expect(withReason.message).toBe('Execution reverted with reason: Ownable: caller is not the owner.');
    expect(withReason.data).toEqual({ code: 3, rpcData: '0x08c3' });
    expect(mapRpcError({ code: 3, message: 'execution reverted' }).message).toBe(
      'Execution reverted for an unknown reason.',
    );
    expect(mapRpcError({ code: -32000, message: 'EXECUTION REVERTED' }).code).toBe(
      'EXECUTION_REVERTED_UNKNOWN',
    );
    expect(mapRpcError({ code: -32000, message: 'Execution Reverted: too late' }).params).toEqual({
      reason: 'too late',
    });
    expect(mapRpcError({ code: 3, message: 'custom revert' }).params).toEqual({ reason: 'custom revert' });
  });

  it('pins the SPEC §8 insufficient-funds text', () => {
    const error = mapRpcError({ code: -32000, message: 'insufficient funds for gas * price + value' });
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
  });

  it.each(NODE_MESSAGE_SAMPLES.map((sample) => [sample.message, sample.code]))(
    'recognises "%s" as %s',
    (message, code) => {
      expect(mapRpcError({ code: -32000, message }).code).toBe(code);
      expect(mapRpcError({ code: -32003, message: message.toUpperCase() }).code).toBe(code);
    },
  );

  it('recognises node messages in any letter case, whatever the non-table code', () => {
    fc.assert(
      fc.property(
        nodeMessageArb(),
        fc.constantFrom(-32000, -32003, -32010, -1, 1, 12345),
        ({ message, code }, rpcCode) => {
          expect(mapRpcError({ code: rpcCode, message }).code).toBe(code);
        },
      ),
    );
  });

  it('gives UNKNOWN_NODE_ERROR for other server errors and RPC_ERROR for other codes', () => {
    const node = mapRpcError({ code: -32015, message: 'VM execution error.' });
    expect(node.code).toBe('UNKNOWN_NODE_ERROR');
    expect(node.message).toBe('An error occurred while executing: VM execution error.');
    const other = mapRpcError({ code: 429, message: 'Too many requests' });
    expect(other.code).toBe('RPC_ERROR');
    expect(other.message).toBe('RPC Request failed. Code: 429');
    expect(mapRpcError({ code: -1, message: 'unknown' }).message).toBe('RPC Request failed. Code: -1');
  });

  it('treats user-rejection messages of unknown codes as USER_REJECTED', () => {
    expect(mapRpcError({ code: 1, message: 'User denied transaction signature' }).code).toBe('USER_REJECTED');
    expect(mapRpcError({ code: -32000, message: 'Rejected by user' }).code).toBe('USER_REJECTED');
  });

  it('keeps an explicit cause', () => {
    const thrown = new Error('outer');
    expect(mapRpcError({ code: 4001, message: 'no' }, { cause: thrown }).cause).toBe(thrown);
  });

  it('is total: every code and message gives a catalogue error and nothing throws', () => {
    fc.assert(
      fc.property(jsonRpcErrorArb(), (original) => {
        const error = mapRpcError(original);
        expect(isLatchError(error)).toBe(true);
        expect(RPC_ERROR_CODES).toContain(error.code);
        expect(error.data.code).toBe(original.code);
        expect(error.cause).toBe(original);
        for (const [, name] of CATALOGUE[error.code].matchAll(/\{(\w+)\}/g)) {
          expect(error.params).toHaveProperty(name ?? '');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('survives a message that is not a string at run time', () => {
    const original = JSON.parse('{"code": -32000, "message": 42}');
    expect(mapRpcError(original).code).toBe('INVALID_INPUT');
  });
});
