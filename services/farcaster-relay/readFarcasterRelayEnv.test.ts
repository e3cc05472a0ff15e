import { describe, expect, it } from 'vitest';
import { OPTIMISM_ID_REGISTRY } from '../farcaster/idRegistry.js';
import {
  DEFAULT_FARCASTER_RELAY_PORT,
  LOOPBACK_ORIGINS,
  readFarcasterRelayEnv,
} from './readFarcasterRelayEnv.js';

describe('readFarcasterRelayEnv', () => {
  it('defaults to the stack port, loopback pages and no ID registry', () => {
    expect(readFarcasterRelayEnv({})).toEqual({
      ok: true,
      settings: { port: DEFAULT_FARCASTER_RELAY_PORT, allowedOrigins: [...LOOPBACK_ORIGINS] },
    });
  });

  it('reads every setting; production names the OP Mainnet node and keeps the registry address', () => {
    const read = readFarcasterRelayEnv({
      FARCASTER_RELAY_PORT: '9000',
      FARCASTER_RELAY_HOST: '0.0.0.0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FARCASTER_RELAY_REDIS_PREFIX: 'fc:',
      FARCASTER_RELAY_AUTH_KEY: 'k'.repeat(40),
      FARCASTER_RELAY_ALLOWED_ORIGINS: 'https://app.example.com, https://*.example.org',
      FARCASTER_CONNECT_URI_BASE: 'https://wallet.example.com/siwf',
      FARCASTER_RELAY_MAX_CHANNELS: '500',
      FARCASTER_RELAY_RATE_LIMIT: '600',
      FARCASTER_ID_REGISTRY_RPC_URL: 'https://mainnet.optimism.io',
    });
    expect(read).toEqual({
      ok: true,
      settings: {
        port: 9000,
        host: '0.0.0.0',
        redisUrl: 'redis://127.0.0.1:6379',
        redisPrefix: 'fc:',
        authKey: 'k'.repeat(40),
        allowedOrigins: ['https://app.example.com', 'https://*.example.org'],
        connectUriBase: 'https://wallet.example.com/siwf',
        maxChannels: 500,
        perIp: { max: 600, windowMs: 60_000 },
        registry: { ...OPTIMISM_ID_REGISTRY, rpcUrl: 'https://mainnet.optimism.io' },
      },
    });
  });

  it('lists every malformed setting instead of ignoring it', () => {
    const read = readFarcasterRelayEnv({
      FARCASTER_RELAY_PORT: 'http',
      FARCASTER_CONNECT_URI_BASE: 'javascript:alert(1)',
      FARCASTER_RELAY_MAX_CHANNELS: '0',
      FARCASTER_ID_REGISTRY_ADDRESS: '0x1234',
    });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toEqual([
      'FARCASTER_RELAY_PORT must be a whole number from 0 to 65535, got http',
      'FARCASTER_CONNECT_URI_BASE must be an http(s) URL, got javascript:alert(1)',
      'FARCASTER_RELAY_MAX_CHANNELS must be a whole number from 1 to 10000000, got 0',
      'FARCASTER_ID_REGISTRY_RPC_URL is required with FARCASTER_ID_REGISTRY_CHAIN_ID or _ADDRESS',
    ]);
  });
});
