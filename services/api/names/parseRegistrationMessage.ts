import { err, ok, type Result } from 'neverthrow';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import { type NameFailure, nameFailure } from './NameFailure.js';

/** What a name may carry: a short bio and an avatar URL (the identity route shows the avatar). */
export type NameAttributes = {
  readonly bio?: string;
  readonly avatar?: string;
};

/** The signed registration message (CONTRACTS §1), as received: not yet checked against the zone. */
export interface RegistrationMessage {
  readonly name: string;
  readonly attributes: NameAttributes;
  /** Unix seconds. */
  readonly timestamp: number;
}

export const BIO_MAX_LENGTH = 256;
export const AVATAR_MAX_LENGTH = 2048;

const MESSAGE_KEYS = ['name', 'attributes', 'timestamp'];
const FIELD = 'message';

const invalid = (description: string) => err(nameFailure('invalid', FIELD, description));

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const parseAttributes = (value: unknown): Result<NameAttributes, NameFailure> => {
  if (!isRecord(value)) return invalid('message.attributes must be an object');
  const attributes: { bio?: string; avatar?: string } = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'bio' && typeof item === 'string' && item.length <= BIO_MAX_LENGTH) attributes.bio = item;
    else if (
      key === 'avatar' &&
      typeof item === 'string' &&
      item.length <= AVATAR_MAX_LENGTH &&
      isHttpUrl(item)
    )
      attributes.avatar = item;
    else return invalid(`message.attributes.${key.slice(0, 32)} is not allowed`);
  }
  return ok(attributes);
};

const parseJson = (text: string): Result<unknown, NameFailure> => {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return invalid('message must be a JSON object');
  }
};

/**
 * The JSON string `{"name","attributes","timestamp"}` that was signed: exactly those keys, `name` a
 * string, `attributes` an object with an optional `bio` (≤ 256 characters) and `avatar` (http(s) URL),
 * `timestamp` a positive integer of seconds. The signature is checked over the string as sent.
 */
export const parseRegistrationMessage = (text: string): Result<RegistrationMessage, NameFailure> =>
  parseJson(text).andThen((value) => {
    if (!isRecord(value)) return invalid('message must be a JSON object');
    const extra = Object.keys(value).find((key) => !MESSAGE_KEYS.includes(key));
    if (extra !== undefined) return invalid(`message.${extra.slice(0, 32)} is not allowed`);
    const { name, attributes, timestamp } = value;
    if (typeof name !== 'string') return invalid('message.name must be a string');
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) {
      return invalid('message.timestamp must be a Unix time in seconds');
    }
    return parseAttributes(attributes).map((parsed) => ({ name, attributes: parsed, timestamp }));
  });
