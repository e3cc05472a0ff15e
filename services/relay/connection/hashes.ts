import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A subscription's id: sha256 of topic + client id, exactly how @walletconnect/core names its own
 * subscriptions, so the ids in irn_subscription match the client's.
 */
export const subscriptionId = (topic: string, clientId: string): string => sha256(topic + clientId);

/** A message's id: the same envelope on the same topic is the same message (publish retries). */
export const messageId = (topic: string, message: string): string => sha256(`${topic}\n${message}`);
