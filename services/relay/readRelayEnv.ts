import { isLoopbackHost } from '../api/http/resolvePublicUrl.js';
import { envReader } from '../stack/envReader.js';
import { createProjectCheck } from './auth/createProjectCheck.js';
import type { RateLimit } from './limits/tokenBucket.js';
import { DEFAULT_RELAY_PORT, RELAY_DEFAULTS, type RelayOptions } from './relayOptions.js';

type Env = Readonly<Record<string, string | undefined>>;

/** What main.ts starts the relay with, or every setting it could not read. */
export type RelayEnv =
  | { readonly ok: true; readonly options: RelayOptions }
  | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Reads the relay's settings from the environment (see README): the port and host, Redis, the public
 * URLs, the data service whose projects are checked (RELAY_PROJECTS_URL) and every limit. Unset or empty
 * variables keep the defaults; a malformed one is an error, never ignored. Without RELAY_PROJECTS_URL (open
 * mode: every project may connect) the relay starts only with LATCH_DEVELOPMENT=1 and on loopback: listening
 * on loopback alone (behind a reverse proxy) is no reason to let every project in.
 */
export function readRelayEnv(env: Env): RelayEnv {
  const errors: string[] = [];
  const { text, whole } = envReader(env, errors);
  const rate = (name: string): RateLimit | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    const [burst, perSecond] = [Number(match?.[1]), Number(match?.[2])];
    if (match !== null && burst >= 1 && perSecond >= 1) return { burst, perSecond };
    errors.push(`${name} must be <burst>/<per second>, e.g. 200/100, got ${value}`);
    return undefined;
  };
  const projectsUrl = text('RELAY_PROJECTS_URL');
  if (projectsUrl !== undefined && !/^https?:\/\/[^/]+/.test(projectsUrl)) {
    errors.push(`RELAY_PROJECTS_URL must be the data service's http(s) URL, got ${projectsUrl}`);
  }
  const host = text('RELAY_HOST');
  if (projectsUrl === undefined) {
    const listen = host ?? RELAY_DEFAULTS.host;
    if (text('LATCH_DEVELOPMENT') !== '1') {
      errors.push(
        'RELAY_PROJECTS_URL is required: open mode (every project may connect) is only for development, with LATCH_DEVELOPMENT=1 on loopback',
      );
    } else if (!isLoopbackHost(listen)) {
      errors.push(`RELAY_PROJECTS_URL is required when the relay listens on ${listen} (beyond loopback)`);
    }
  }
  const set = <T>(key: string, value: T | undefined) => (value === undefined ? {} : { [key]: value });
  const mailboxLimits = {
    ...set('topicMessages', whole('RELAY_MAILBOX_TOPIC_MESSAGES', 1)),
    ...set('topicBytes', whole('RELAY_MAILBOX_TOPIC_BYTES', 1)),
    ...set('totalMessages', whole('RELAY_MAILBOX_TOTAL_MESSAGES', 1)),
    ...set('totalBytes', whole('RELAY_MAILBOX_TOTAL_BYTES', 1)),
  };
  const publisherLimits = {
    ...set('clientMessages', whole('RELAY_MAILBOX_CLIENT_MESSAGES', 1)),
    ...set('clientBytes', whole('RELAY_MAILBOX_CLIENT_BYTES', 1)),
    ...set('addressMessages', whole('RELAY_MAILBOX_ADDRESS_MESSAGES', 1)),
    ...set('addressBytes', whole('RELAY_MAILBOX_ADDRESS_BYTES', 1)),
  };
  const fetchPage = {
    ...set('messages', whole('RELAY_FETCH_PAGE_MESSAGES', 1)),
    ...set('bytes', whole('RELAY_FETCH_PAGE_BYTES', 1)),
  };
  const redisPrefix = text('RELAY_REDIS_PREFIX');
  const options: RelayOptions = {
    port: whole('RELAY_PORT', 0, 65_535) ?? DEFAULT_RELAY_PORT,
    ...(host === undefined ? {} : { host }),
    redisUrl: text('REDIS_URL'),
    ...(redisPrefix === undefined ? {} : { redisPrefix }),
    publicUrls: (text('RELAY_PUBLIC_URLS') ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
    ...(projectsUrl === undefined
      ? {}
      : { isProjectAllowed: createProjectCheck({ dataServiceUrl: projectsUrl }) }),
    ...set('maxMessageBytes', whole('RELAY_MAX_MESSAGE_BYTES', 1, 16 * 1024 * 1024)),
    ...set('rateLimit', rate('RELAY_RATE_LIMIT')),
    ...set('ipRateLimit', rate('RELAY_IP_RATE_LIMIT')),
    ...set('maxConnections', whole('RELAY_MAX_CONNECTIONS', 1)),
    ...set('maxConnectionsPerIp', whole('RELAY_MAX_CONNECTIONS_PER_IP', 1)),
    ...set('maxSubscriptions', whole('RELAY_MAX_SUBSCRIPTIONS', 1)),
    ...set('maxSubscriptionsPerIp', whole('RELAY_MAX_SUBSCRIPTIONS_PER_IP', 1)),
    ...set('maxSubscriptionsTotal', whole('RELAY_MAX_SUBSCRIPTIONS_TOTAL', 1)),
    ...set('maxBufferedBytes', whole('RELAY_MAX_BUFFERED_BYTES', 1)),
    ...(Object.keys(mailboxLimits).length > 0 ? { mailboxLimits } : {}),
    ...(Object.keys(publisherLimits).length > 0 ? { publisherLimits } : {}),
    ...(Object.keys(fetchPage).length > 0 ? { fetchPage } : {}),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, options };
}
