import { err, ok, type Result } from 'neverthrow';
import { type LatchError, rpcError } from '../errors/index.js';
import { mapRpcError } from './mapRpcError.js';
import type { MappedRpcError } from './types.js';

export type JsonRpcReplyError = MappedRpcError | LatchError<'RPC_REPLY_MISSING'>;
export type JsonRpcReplyOutcome = Result<unknown, JsonRpcReplyError>;

type Entry = Readonly<Record<string, unknown>>;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON-RPC "unknown error", used when an error object has no numeric code. */
const UNKNOWN_CODE = -1;

const missing = (id: number, details: string): JsonRpcReplyOutcome =>
  err(rpcError('RPC_REPLY_MISSING', { params: { id }, details, data: { id } }));

const outcomeOf = (entry: Entry, id: number): JsonRpcReplyOutcome => {
  const error = entry.error;
  if (isEntry(error)) {
    const code = typeof error.code === 'number' ? error.code : UNKNOWN_CODE;
    const message = typeof error.message === 'string' ? error.message : '';
    const object = error.data === undefined ? { code, message } : { code, message, data: error.data };
    return err(mapRpcError(object, { cause: error }));
  }
  if ('result' in entry) return ok(entry.result);
  return missing(id, 'reply has neither result nor error');
};

/**
 * Matches a parsed JSON-RPC answer to the ids that were sent, in their order. A lone request takes
 * the reply whatever its id (also when wrapped in a one-element array); a batch is matched by id
 * (any order, first reply per id wins), a missing reply fails that call only, and a non-array reply
 * fails every call (with its error when it is a JSON-RPC error object).
 */
export function readJsonRpcReplies(json: unknown, ids: readonly number[]): JsonRpcReplyOutcome[] {
  const [onlyId] = ids;
  if (ids.length === 1 && onlyId !== undefined) {
    const entry = Array.isArray(json) && json.length === 1 ? json[0] : json;
    return [isEntry(entry) ? outcomeOf(entry, onlyId) : missing(onlyId, 'reply is not a JSON-RPC object')];
  }
  if (!Array.isArray(json)) {
    return ids.map((id) =>
      isEntry(json) && isEntry(json.error) ? outcomeOf(json, id) : missing(id, 'batch reply is not an array'),
    );
  }
  const byId = new Map<string, Entry>();
  for (const entry of json) {
    if (isEntry(entry) && (typeof entry.id === 'number' || typeof entry.id === 'string')) {
      const key = String(entry.id);
      if (!byId.has(key)) byId.set(key, entry);
    }
  }
  return ids.map((id) => {
    const entry = byId.get(String(id));
    return entry ? outcomeOf(entry, id) : missing(id, 'no reply with this id in the batch');
  });
}
