import { okAsync, ResultAsync } from 'neverthrow';
import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { internalError, type RelayRpcError } from '../rpc/RelayRpcError.js';
import type { RelayMethod, RelayParams } from '../rpc/relayParams.js';
import { fetchPage } from './fetchPage.js';
import { publishMessage } from './publishMessage.js';
import { deliverPending, subscribeTopics, unsubscribeTopic } from './subscribeTopics.js';

/** A handler's reply, and what to do once the reply is on the wire. */
export interface HandlerOutcome {
  readonly result: unknown;
  readonly after?: () => void;
}

export type Handler<M extends RelayMethod> = (
  context: RelayContext,
  connection: ClientConnection,
  params: RelayParams<M>,
) => ResultAsync<HandlerOutcome, RelayRpcError>;

/** Tags the relay puts on the publications it makes for wc_proposeSession / wc_approveSession. */
export const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settleRequest: 1102 } as const;

/** Every method the relay serves (CONTRACTS §2), with its implicit subscriptions and publications. */
export const relayHandlers: { readonly [M in RelayMethod]: Handler<M> } = {
  irn_subscribe: (context, connection, { topic }) =>
    subscribeTopics(context, connection, [topic]).map(([id]) => ({
      result: id,
      after: () => deliverPending(context, connection, [topic]),
    })),

  irn_batchSubscribe: (context, connection, { topics }) =>
    subscribeTopics(context, connection, topics).map((ids) => ({
      result: ids,
      after: () => deliverPending(context, connection, topics),
    })),

  irn_unsubscribe: (context, connection, { topic }) => {
    unsubscribeTopic(context, connection, topic);
    return okAsync({ result: true });
  },

  irn_publish: (context, connection, { topic, message, ttl, tag }) =>
    publishMessage(context, {
      topic,
      message,
      ttl,
      tag,
      publisher: connection.clientId,
      address: connection.addressKey,
    }).map(() => ({
      result: true,
    })),

  irn_batchFetchMessages: (context, connection, { topics }) =>
    fetchPage(context, connection.clientId, [...new Set(topics)]).andThen(({ page, hasMore }) =>
      // Fetched messages are handed over in the reply: count them as received.
      ResultAsync.combine(page.map((message) => context.mailbox.acknowledge(connection.clientId, message)))
        .mapErr(internalError)
        .map(() => ({
          result: {
            messages: page.map(({ topic, message, publishedAt }) => ({
              topic,
              message,
              publishedAt,
              attestation: '',
            })),
            hasMore,
          },
        })),
    ),

  wc_proposeSession: (context, connection, { pairingTopic, sessionProposal, ttl }) =>
    subscribeTopics(context, connection, [pairingTopic])
      .andThen(() =>
        publishMessage(context, {
          topic: pairingTopic,
          message: sessionProposal,
          ttl,
          tag: SESSION_TAGS.proposal,
          publisher: connection.clientId,
          address: connection.addressKey,
        }),
      )
      .map(() => ({ result: true, after: () => deliverPending(context, connection, [pairingTopic]) })),

  wc_approveSession: (context, connection, params) =>
    subscribeTopics(context, connection, [params.sessionTopic])
      .andThen(() =>
        publishMessage(context, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: SESSION_TAGS.proposalResponse,
          publisher: connection.clientId,
          address: connection.addressKey,
        }),
      )
      .andThen(() =>
        publishMessage(context, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: SESSION_TAGS.settleRequest,
          publisher: connection.clientId,
          address: connection.addressKey,
        }),
      )
      .map(() => ({ result: true, after: () => deliverPending(context, connection, [params.sessionTopic]) })),
};
