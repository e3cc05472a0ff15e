import { array, type Infer, integer, object, optional, string } from './schema.js';

/** A topic is 32 bytes in hex (sha256 of a symmetric key). */
export const topic = string({ pattern: /^[0-9a-f]{64}$/i, expected: 'a 64-character hex topic' });

/** Encrypted envelopes travel as base64 (or base64url); the size is capped by the relay's limits. */
const envelope = (maxBytes: number) =>
  string({ minLength: 1, maxLength: maxBytes, pattern: /^[A-Za-z0-9+/_=-]+$/, expected: 'base64 text' });

/** Seconds; clamped to the relay's window later, so only the type is checked here. */
const ttl = optional(integer(1, 10 * 365 * 86_400));
const tag = optional(integer(0, 2 ** 31 - 1));

/** The maximum number of topics of one irn_batchSubscribe / irn_batchFetchMessages call (CONTRACTS §2). */
export const MAX_BATCH_TOPICS = 500;

/** The params schema of every relay method, for a given message size limit. */
export function relayParamSchemas(maxMessageBytes: number) {
  const message = envelope(maxMessageBytes);
  return {
    irn_subscribe: object({ topic }),
    irn_batchSubscribe: object({ topics: array(topic, 1, MAX_BATCH_TOPICS) }),
    irn_unsubscribe: object({ topic, id: optional(string({ maxLength: 128 })) }),
    irn_publish: object({ topic, message, ttl, tag }),
    irn_batchFetchMessages: object({ topics: array(topic, 1, MAX_BATCH_TOPICS) }),
    wc_proposeSession: object({ pairingTopic: topic, sessionProposal: message, ttl }),
    wc_approveSession: object({
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ttl,
    }),
  } as const;
}

type Schemas = ReturnType<typeof relayParamSchemas>;
export type RelayMethod = keyof Schemas;
export type RelayParams<M extends RelayMethod> = Infer<Schemas[M]>;
