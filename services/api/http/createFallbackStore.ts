import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

interface PluginStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
}

// @fastify/rate-limit's own stores (not in its typed entry point): the same counting, in Redis or in memory.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => PluginStore;

/** Connection states in which a command would only wait for a reconnect, or fail. */
const DOWN: ReadonlySet<string> = new Set(['reconnecting', 'close', 'end']);

export interface FallbackStoreOptions {
  readonly redis: Redis;
  /** Key prefix in Redis. */
  readonly nameSpace: string;
  /** Called once when counting moves to memory (Redis failed) and once when it is back in Redis. */
  readonly onSwitch: (to: 'memory' | 'redis', error?: Error) => void;
}

/**
 * A rate-limit store that counts in Redis while Redis answers, and in this process's memory while it
 * does not (not connected, or a command failed): limits never switch off, they only stop being shared
 * between instances for the outage. Each switch is reported once.
 */
export const createFallbackStore = (options: FallbackStoreOptions): FastifyRateLimitStoreCtor =>
  class FallbackStore implements FastifyRateLimitStore {
    readonly #shared: PluginStore;
    readonly #local: PluginStore;
    #inMemory = false;

    constructor(settings: FastifyRateLimitOptions) {
      // The plugin hands its merged settings; these two are not in its public option type.
      const continueExceeding = Reflect.get(settings, 'continueExceeding') === true;
      const exponentialBackoff = Reflect.get(settings, 'exponentialBackoff') === true;
      this.#shared = new RedisStore(continueExceeding, exponentialBackoff, options.redis, options.nameSpace);
      this.#local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    #switch(toMemory: boolean, error?: Error): void {
      if (this.#inMemory === toMemory) return;
      this.#inMemory = toMemory;
      options.onSwitch(toMemory ? 'memory' : 'redis', error);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (DOWN.has(options.redis.status)) {
        this.#switch(true, new Error(`Redis is ${options.redis.status}`));
        this.#local.incr(key, callback, timeWindow, max);
        return;
      }
      this.#shared.incr(
        key,
        (error, result) => {
          if (error !== null) {
            this.#switch(true, error);
            this.#local.incr(key, callback, timeWindow, max);
            return;
          }
          this.#switch(false);
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
