import { describe, expect, it } from 'vitest';
import { readRelayEnv } from './readRelayEnv.js';

describe('readRelayEnv', () => {
  it('keeps the defaults (open mode) with LATCH_DEVELOPMENT=1 on loopback', () => {
    const read = readRelayEnv({ LATCH_DEVELOPMENT: '1' });
    expect(read).toEqual({ ok: true, options: { port: 8788, redisUrl: undefined, publicUrls: [] } });
  });

  it('reads every limit and turns the project check on with RELAY_PROJECTS_URL', () => {
    const read = readRelayEnv({
      RELAY_PORT: '0',
      RELAY_PROJECTS_URL: 'http://127.0.0.1:8787',
      RELAY_MAX_MESSAGE_BYTES: '1000',
      RELAY_RATE_LIMIT: '10/5',
      RELAY_IP_RATE_LIMIT: '100/50',
      RELAY_MAX_CONNECTIONS: '50',
      RELAY_MAX_CONNECTIONS_PER_IP: '5',
      RELAY_MAX_SUBSCRIPTIONS: '20',
      RELAY_MAX_SUBSCRIPTIONS_PER_IP: '200',
      RELAY_MAX_SUBSCRIPTIONS_TOTAL: '5000',
      RELAY_MAX_BUFFERED_BYTES: '65536',
      RELAY_MAILBOX_TOPIC_MESSAGES: '10',
      RELAY_MAILBOX_TOTAL_BYTES: '1048576',
      RELAY_FETCH_PAGE_MESSAGES: '7',
      RELAY_MAILBOX_CLIENT_BYTES: '4096',
      RELAY_MAILBOX_ADDRESS_MESSAGES: '30',
    });
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(read.options).toMatchObject({
      port: 0,
      maxMessageBytes: 1000,
      rateLimit: { burst: 10, perSecond: 5 },
      ipRateLimit: { burst: 100, perSecond: 50 },
      maxConnections: 50,
      maxConnectionsPerIp: 5,
      maxSubscriptions: 20,
      maxSubscriptionsPerIp: 200,
      maxSubscriptionsTotal: 5000,
      maxBufferedBytes: 65_536,
      mailboxLimits: { topicMessages: 10, totalBytes: 1_048_576 },
      fetchPage: { messages: 7 },
      publisherLimits: { clientBytes: 4096, addressMessages: 30 },
    });
    expect(read.options.isProjectAllowed).toEqual(expect.any(Function));
  });

  it('refuses open mode without the development flag, also on loopback', () => {
    for (const env of [{}, { RELAY_HOST: '127.0.0.1' }, { LATCH_DEVELOPMENT: 'true' }]) {
      expect(readRelayEnv(env)).toEqual({
        ok: false,
        errors: [
          'RELAY_PROJECTS_URL is required: open mode (every project may connect) is only for development, with LATCH_DEVELOPMENT=1 on loopback',
        ],
      });
    }
  });

  it('refuses open mode off loopback, even with the development flag', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5']) {
      expect(readRelayEnv({ LATCH_DEVELOPMENT: '1', RELAY_HOST: host })).toEqual({
        ok: false,
        errors: [`RELAY_PROJECTS_URL is required when the relay listens on ${host} (beyond loopback)`],
      });
    }
    const checked = readRelayEnv({ RELAY_HOST: '0.0.0.0', RELAY_PROJECTS_URL: 'http://10.0.0.2:8787' });
    expect(checked.ok && checked.options.isProjectAllowed).toEqual(expect.any(Function));
  });

  it('names every malformed setting instead of ignoring it', () => {
    const read = readRelayEnv({
      RELAY_PORT: '70000',
      RELAY_RATE_LIMIT: 'fast',
      RELAY_MAX_SUBSCRIPTIONS: '-1',
      RELAY_MAX_SUBSCRIPTIONS_PER_IP: '0',
      RELAY_MAX_SUBSCRIPTIONS_TOTAL: '1e6',
      RELAY_PROJECTS_URL: 'api.local',
    });
    expect(read.ok ? [] : read.errors).toEqual([
      "RELAY_PROJECTS_URL must be the data service's http(s) URL, got api.local",
      'RELAY_PORT must be a whole number from 0 to 65535, got 70000',
      'RELAY_RATE_LIMIT must be <burst>/<per second>, e.g. 200/100, got fast',
      'RELAY_MAX_SUBSCRIPTIONS must be a whole number from 1 to 9007199254740991, got -1',
      'RELAY_MAX_SUBSCRIPTIONS_PER_IP must be a whole number from 1 to 9007199254740991, got 0',
      'RELAY_MAX_SUBSCRIPTIONS_TOTAL must be a whole number from 1 to 9007199254740991, got 1e6',
    ]);
  });
});
